import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveCore

/// Counts measuring calls from any thread (behind a lock: `Synchronization.Atomic` would need
/// macOS 15 / iOS 18).
let sizingBenchCalls = LockedState(0)

/// A headless list with an adapter whose rows are measured by their title (20 points a line
/// of `width / 8` characters, plus 24), or, for a reference, left at the list's row height.
@MainActor
struct SizingBenchFixture {
    let list: HeadlessListView
    let adapter: ListAdapter<SingleSection, AdapterBenchItem>
    let subject = PublishSubject<[AdapterBenchItem]>()

    init(measured: Bool, viewport: Double = 600) {
        list = HeadlessListView(viewportHeight: viewport, rowHeight: 44)
        adapter = ListAdapter(listView: list, scheduler: ImmediateScheduler.instance)
        adapter.fallbackThreshold = .max
        if measured {
            adapter.registerCell(
                ofType: AdapterBenchCell.self,
                sizing: .measured { state, width, _ in
                    sizingBenchCalls.withLock { $0 += 1 }
                    return Self.height(of: state.title, width: width)
                })
        } else {
            adapter.registerCell(ofType: AdapterBenchCell.self)
        }
        adapter.bind(to: subject)
    }

    nonisolated static func height(of text: String, width: Double) -> Double {
        let perLine = max(1, Int(width / 8))
        return 24 + 20 * Double((text.utf8.count + perLine - 1) / perLine)
    }

    /// `count` rows whose titles wrap over 1 to 4 lines at 320 points.
    static func rows(_ count: Int, version: Int = 0) -> [AdapterBenchItem] {
        (0..<count).map { row($0, version: version) }
    }

    static func row(_ id: Int, version: Int = 0) -> AdapterBenchItem {
        let words = String(repeating: "word ", count: 1 + (id % 4) * 8)
        return .row(AdapterBenchRowState(id: id, title: "row \(id) v\(version) \(words)", version: version))
    }

    /// Measuring calls made while `body` ran.
    static func calls(_ body: () -> Void) -> Int {
        let before = sizingBenchCalls.withLock { $0 }
        body()
        return sizingBenchCalls.withLock { $0 } - before
    }
}

/// A delegate that gives each row a stored height and names the one that changed: the
/// headless list's own cost of resizing one row in place.
@MainActor
final class StoredHeightsDelegate: ListViewHeightProviding {
    var heights: [Double]
    var changed: [IndexPath] = []
    /// Whether the list is to lay every row out again (it does not know which changed).
    var relayoutsAll = false

    init(_ heights: [Double]) { self.heights = heights }

    func listView(_ listView: any ListView, heightForItemAt indexPath: IndexPath) -> Double? {
        heights[indexPath.item]
    }

    func listView(_ listView: any ListView, heightsOfItemsInSection section: Int, rowHeight: Double) -> [Double]? {
        heights
    }

    func indexPathsOfItemsWithChangedHeights(in listView: any ListView) -> [IndexPath]? {
        defer { changed = [] }
        return relayoutsAll ? nil : changed
    }
}
