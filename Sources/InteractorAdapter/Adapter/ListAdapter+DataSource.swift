import Foundation
import ListUpdates
import StagedDiff

extension ListAdapter: ListViewDataSource {
    /// The number of sections on screen.
    public func numberOfSections(in listView: any ListView) -> Int {
        pipeline.sections.count
    }

    /// The number of items in `section` on screen.
    public func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int {
        pipeline.numberOfItems(inSection: section)
    }

    /// The registered cell for the item's view state, rendered; the list's placeholder
    /// (reported to `problemHandler`) when its type has no registration.
    public func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
        pipeline.cell(at: indexPath, listPath: indexPath)
    }

    /// The registered header for the section model's view state; none when no header type is
    /// registered at all, the list's placeholder header (reported) when only this model's
    /// type lacks one.
    public func listView(_ listView: any ListView, headerForSection section: Int) -> (any ListCell)? {
        pipeline.header(forSection: section, listSection: section)
    }
}
