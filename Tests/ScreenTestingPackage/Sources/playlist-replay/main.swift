import PlaylistScreens
import ReplayTool

ReplayCommand.main(screens: [.playlist, .bookmarks, .trappingBookmarks])
