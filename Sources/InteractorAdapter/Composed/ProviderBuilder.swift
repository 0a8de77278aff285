import Foundation

/// Builds the providers of a composed screen with Swift's result-builder syntax: providers
/// and groups one per line, `if`, `if let`, `if`-`else`, `switch` and `for` in between.
///
/// ```swift
/// adapter.compose {
///     header
///     ListProvider(id: "title", cell: TitleCell.self, rows: [TitleViewState(text: "Posts")])
///     for post in posts { container(for: post) }
///     if let suggestions { suggestions }
/// }
/// ```
@resultBuilder
public enum ProviderBuilder {
    /// One provider or group.
    public static func buildExpression(_ node: ProviderNode) -> [ProviderNode] { [node] }

    /// Several, in order (e.g. an array built beforehand).
    public static func buildExpression(_ nodes: [ProviderNode]) -> [ProviderNode] { nodes }

    /// The lines of a block, in order.
    public static func buildBlock(_ parts: [ProviderNode]...) -> [ProviderNode] { parts.flatMap { $0 } }

    /// An `if` (or `if let`) without `else`: nothing when its condition fails.
    public static func buildOptional(_ part: [ProviderNode]?) -> [ProviderNode] { part ?? [] }

    /// The first branch of an `if`-`else` or a `switch`.
    public static func buildEither(first part: [ProviderNode]) -> [ProviderNode] { part }

    /// The second branch of an `if`-`else` or a `switch`.
    public static func buildEither(second part: [ProviderNode]) -> [ProviderNode] { part }

    /// A `for` loop: every iteration's nodes, in order.
    public static func buildArray(_ parts: [[ProviderNode]]) -> [ProviderNode] { parts.flatMap { $0 } }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ part: [ProviderNode]) -> [ProviderNode] { part }
}
