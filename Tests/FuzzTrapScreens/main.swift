import ReplayTool

ReplayCommand.main(screens: [.trappingTasks])
