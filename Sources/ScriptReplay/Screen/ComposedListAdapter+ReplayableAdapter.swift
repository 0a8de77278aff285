import Foundation
import InteractorAdapter

// A composed screen replays as any other: its trace names each provider, and a script names
// an item by the identifier the item has in its own provider.
// Its providers do not size rows by their content yet: their rows have the list's height.
extension ComposedListAdapter: ReplayableAdapter {
    package var sizingWidth: Double {
        get { 320 }
        set {}  // nothing is measured at a width
    }

    package var estimatedRowHeight: Double {
        get { 44 }
        set {}  // no row is estimated
    }

    package var measurementCount: Int { 0 }

    package func expectedHeight(ofItemAt indexPath: IndexPath) -> Double? { nil }
}
