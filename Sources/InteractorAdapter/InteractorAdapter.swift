// The adapter speaks in StagedDiff's types; importing InteractorAdapter is enough to use them.
@_exported import StagedDiff
