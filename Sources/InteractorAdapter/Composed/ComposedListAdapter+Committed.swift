import Foundation
import ListUpdates

extension ComposedListAdapter: CommittedDataHolding {
    /// Answers the list's questions about items, headers and footers from the providers and
    /// sections on screen now until `listViewDidCommitData(_:)`: the table of where each
    /// provider's sections are is kept as it is, and so is what each provider shows.
    public func listViewWillHoldCommittedData(_ listView: any ListView) {
        guard heldTable == nil else { return }
        var held = table
        _ = held.sectionCount  // the counts brought up to date before they are kept
        heldTable = held
        for index in held.leaves.indices { held.content(at: index)?.holdAnsweredSections() }
    }

    /// Answers from the latest providers and sections again.
    public func listViewDidCommitData(_ listView: any ListView) {
        guard let held = heldTable else { return }
        heldTable = nil
        for index in held.leaves.indices { held.content(at: index)?.commitHeldSections() }
    }

    /// Moves the item in what its provider holds, when the drag stayed in that provider.
    public func listView(
        _ listView: any ListView, moveCommittedItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let (index, source) = locateAnswered(sourceIndexPath.section),
            let (destinationIndex, destination) = locateAnswered(destinationIndexPath.section),
            index == destinationIndex
        else { return }
        answeredContent(at: index)?.moveHeldItem(
            from: IndexPath(item: sourceIndexPath.item, section: source),
            to: IndexPath(item: destinationIndexPath.item, section: destination))
    }

    // MARK: Internal

    /// A provider sets sections for a reload that will wait: the list is held as a whole.
    @usableFromInline
    func holdCommittedData() {
        listViewWillHoldCommittedData(listView)
    }

    /// The provider showing the list's `section` and the section's index in it, in the table
    /// the list's questions are answered from (the held one during a hold).
    func locateAnswered(_ section: Int) -> (index: Int, section: Int)? {
        guard var held = heldTable else { return table.locate(section) }
        let located = held.locate(section)
        heldTable = held
        return located
    }

    /// The content of the provider at `index` of the answered table.
    func answeredContent(at index: Int) -> (any ProviderContent)? {
        if let heldTable { return heldTable.content(at: index) }
        return table.content(at: index)
    }

    /// The provider at `index` of the answered table.
    func answeredLeaf(at index: Int) -> any ProviderLeaf {
        if let heldTable { return heldTable.leaves[index] }
        return table.leaves[index]
    }

    /// The list's index of the first section of the provider at `index` of the answered table.
    func answeredStart(ofLeafAt index: Int) -> Int {
        guard var held = heldTable else { return table.start(ofLeafAt: index) }
        let start = held.start(ofLeafAt: index)
        heldTable = held
        return start
    }
}
