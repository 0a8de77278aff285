// Screen code speaks in the differ's, the reactive core's and the list contracts' types:
// importing InteractorAdapter is enough to use them.
@_exported import ListUpdates
@_exported import ReactiveCore
@_exported import StagedDiff
