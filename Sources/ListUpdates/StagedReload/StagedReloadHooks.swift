import BinarySearch
import Foundation
import StagedDiff

/// What the staged reload asks its caller about each updated item and header.
@MainActor
@usableFromInline
package struct StagedReloadHooks {
    /// Decides one updated item or header. Its answer matters only for `.visible`:
    /// `.needsToReload` reloads it; in every other context the caller is only told.
    @usableFromInline
    package var decide: (StagedUpdateTarget, StagedUpdateContext) -> RenderResult
    /// Called inside each stage's batch, just before its data is set, with the stage's index.
    @usableFromInline
    package var stageWillApply: ((Int) -> Void)?

    @usableFromInline
    package init(
        decide: @escaping (StagedUpdateTarget, StagedUpdateContext) -> RenderResult,
        stageWillApply: ((Int) -> Void)? = nil
    ) {
        self.decide = decide
        self.stageWillApply = stageWillApply
    }
}
