import Foundation
import InteractorAdapter

// A composed screen replays as any other: its trace names each provider, and a script names
// an item by the identifier the item has in its own provider. Its providers size their rows
// at the width of `sizingEnvironment`.
extension ComposedListAdapter: ReplayableAdapter {
    package var sizingWidth: Double {
        get { sizingEnvironment.width }
        set { sizingEnvironment.width = newValue }
    }

    package func expectedHeight(ofItemAt indexPath: IndexPath) -> Double? {
        expectedProviderHeight(ofItemAt: indexPath)
    }
}
