import Interactors
import ReplayTool

ReplayCommand.main(screens: ExampleReplayScreens.factories)
