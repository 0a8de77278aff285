// What a screen test needs, with one import: the adapter and its types, the headless list,
// the test scheduler, and the script engine (screens for scripts, replays, goldens).
@_exported import HeadlessList
@_exported import InteractorAdapter
@_exported import ReactiveTesting
@_exported import ScriptReplay
