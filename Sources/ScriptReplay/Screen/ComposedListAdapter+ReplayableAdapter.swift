import Foundation
import InteractorAdapter

// A composed screen replays as any other: its trace names each provider, and a script names
// an item by the identifier the item has in its own provider.
extension ComposedListAdapter: ReplayableAdapter {}
