import SeededRandom

/// The random numbers of a fuzz run: seeded, so that the same seed draws the same steps on
/// every machine and every run. A team's generator draws from it.
///
/// ```swift
/// let title = ["Milk", "", "🥛"].randomElement(using: &random)!
/// ```
public struct FuzzRandom: RandomNumberGenerator, Sendable {
    /// A generator whose whole sequence follows from `seed`.
    public init(seed: UInt64) {
        source = SplitMix64(seed: seed)
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 { source.next() }

    /// True with probability `percent` / 100.
    package mutating func chance(_ percent: Int) -> Bool { source.chance(percent) }

    private var source: SplitMix64
}
