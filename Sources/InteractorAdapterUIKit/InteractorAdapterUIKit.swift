// Screen code on UIKit speaks in the adapter's types: importing InteractorAdapterUIKit is
// enough to use them (InteractorAdapter re-exports the differ, the reactive core and the
// list contracts in turn).
@_exported import InteractorAdapter
