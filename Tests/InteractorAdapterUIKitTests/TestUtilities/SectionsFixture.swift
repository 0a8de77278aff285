#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import ReactiveTesting
import TestSupport
import UIKitStandIn

/// A sectioned adapter (`TestHeader` sections of `RowItem`s) on a stand-in table or
/// collection view with 28-point headers, tracing on.
@MainActor
final class SectionsFixture {
    /// Which header class the sections are shown with.
    enum HeaderType {
        case animated
        case plain
    }

    typealias Section = ArraySection<TestHeader, RowItem>

    let harness: UIKitListHarness
    let adapter: ListAdapter<TestHeader, RowItem>
    let subject = PublishSubject<[Section]>()

    init(_ kind: UIKitListKind, headerType: HeaderType, systemVersion: Int = 18, preparedCells: Int = 0) {
        harness = UIKitListHarness(
            kind, height: 220, headerHeight: 28, systemVersion: systemVersion, preparedCells: preparedCells)
        adapter = ListAdapter(listView: harness.list, scheduler: harness.scheduler)
        adapter.isTracing = true
        switch (kind, headerType) {
        case (.table, .animated): adapter.registerHeader(ofType: AnimatedTableHeader.self)
        case (.table, .plain): adapter.registerHeader(ofType: PlainTableHeader.self)
        case (.collection, .animated): adapter.registerHeader(ofType: AnimatedCollectionHeader.self)
        case (.collection, .plain): adapter.registerHeader(ofType: PlainCollectionHeader.self)
        }
        switch kind {
        case .table:
            adapter.registerCell(ofType: AnimatedRowTableCell.self)
            adapter.registerCell(ofType: PlainRowTableCell.self)
        case .collection:
            adapter.registerCell(ofType: AnimatedRowCollectionCell.self)
            adapter.registerCell(ofType: PlainRowCollectionCell.self)
        }
        adapter.bind(to: subject)
    }

    /// Emits `sections`, lets the adapter apply them and UIKit lay them out.
    func emit(_ sections: [Section]) {
        subject.onNext(sections)
        harness.scheduler.advance(by: 0)
        harness.layout()
    }

    /// Moves the clock past every running animation and its completion timeout.
    func finishAnimations() {
        harness.scheduler.advance(by: 2)
        harness.layout()
    }

    /// The decisions of the last trace entry, all stages together.
    var lastDecisions: [RenderTrace.Decision] {
        adapter.trace.entries.last?.stages.flatMap(\.decisions) ?? []
    }
}
#endif
