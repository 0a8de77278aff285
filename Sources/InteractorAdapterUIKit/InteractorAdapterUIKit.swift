// Screen code on UIKit speaks in the adapter's types: importing InteractorAdapterUIKit is
// enough to use them (InteractorAdapter re-exports the differ, the reactive core and the
// list contracts in turn).
@_exported import InteractorAdapter

// Where there is no UIKit (Linux, and macOS outside Mac Catalyst), the binding is built
// against UIKitStandIn, and a team's tests of its UIKit screen need the stand-in's
// `UITableView`, `UICollectionView` and the rest: importing InteractorAdapterUIKit is enough
// for them too. On iOS, Mac Catalyst, tvOS and visionOS the stand-in is not even linked.
#if !canImport(UIKit)
@_exported import UIKitStandIn
#endif
