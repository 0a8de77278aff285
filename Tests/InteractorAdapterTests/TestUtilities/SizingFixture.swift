import Foundation
import HeadlessList
import ListUpdates
import ReactiveCore
import ReactiveTesting
import StagedDiff
import TestSupport

@testable import InteractorAdapter

/// A note whose height follows its text: 20 points per line of `width / 10` characters.
struct Note: Differentiable, Hashable, Sendable {
    var id: Int
    var text: String
    /// Changes the content, never the height.
    var isRead = false
    var differenceIdentifier: Int { id }

    static func height(of text: String, width: Double) -> Double {
        let perLine = max(1, Int(width / 10))
        return 20 * Double(max(1, (text.count + perLine - 1) / perLine))
    }
}

/// A note that says its height depends on its text only.
struct HashedNote: Differentiable, Hashable, Sendable, SizeHashable {
    var id: Int
    var text: String
    var isRead = false
    var differenceIdentifier: Int { id }
    var sizeHash: Int { text.hashValue }
}

/// Renders a note in place.
final class NoteCell: HeadlessCell, AnimatedRenderableCell {
    func render(_ viewState: Note, animated: Bool) -> RenderResult {
        text = viewState.text
        return .rendered
    }
}

/// Renders a hashed note in place.
final class HashedNoteCell: HeadlessCell, AnimatedRenderableCell {
    func render(_ viewState: HashedNote, animated: Bool) -> RenderResult {
        text = viewState.text
        return .rendered
    }
}

/// Counts calls from any thread.
final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var count: Int { lock.withLock { value } }

    func increment() { lock.withLock { value += 1 } }
}

/// An adapter over items of type `Element` with a measured registration, on a headless list
/// 200 points high.
@MainActor
struct SizingFixture<Element: Differentiable & Sendable> {
    let list: HeadlessListView
    let adapter: ListAdapter<SingleSection, Element>
    let subject = PublishSubject<[Element]>()
    let calls = CallCounter()

    init(
        viewportHeight: Double = 200, scheduler: (any Scheduler)? = nil,
        register: (ListAdapter<SingleSection, Element>, CallCounter) -> Void
    ) {
        list = HeadlessListView(viewportHeight: viewportHeight, rowHeight: 44)
        adapter = ListAdapter(listView: list, scheduler: scheduler ?? MainScheduler.instance)
        adapter.isTracing = true
        register(adapter, calls)
        adapter.bind(to: subject)
    }

    /// The top and height of row `item`.
    func frame(_ item: Int) -> (top: Double, height: Double)? {
        list.extentOfItem(at: IndexPath(item: item, section: 0)).map { ($0.lowerBound, $0.upperBound - $0.lowerBound) }
    }
}

extension SizingFixture where Element == Note {
    init(viewportHeight: Double = 200, scheduler: (any Scheduler)? = nil) {
        self.init(viewportHeight: viewportHeight, scheduler: scheduler) { adapter, calls in
            adapter.registerCell(
                ofType: NoteCell.self,
                sizing: .measured { note, width, _ in
                    calls.increment()
                    return Note.height(of: note.text, width: width)
                })
        }
    }
}

extension SizingFixture where Element == HashedNote {
    init(viewportHeight: Double = 200) {
        self.init(viewportHeight: viewportHeight) { adapter, calls in
            adapter.registerCell(
                ofType: HashedNoteCell.self,
                sizing: .measured { note, width, _ in
                    calls.increment()
                    return Note.height(of: note.text, width: width)
                })
        }
    }
}
