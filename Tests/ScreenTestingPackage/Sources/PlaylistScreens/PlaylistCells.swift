import HeadlessList
import InteractorAdapter
import Playlist

/// A song's row: `Intro 0:05`, or `▶ Intro 0:02 / 0:05` while it plays. The same song
/// renders in place (a real cell would animate its progress bar); another asks for a reload.
public final class SongCell: HeadlessCell, AnimatedRenderableCell {
    private var songID: String?

    public func render(_ viewState: SongViewState, animated: Bool) -> RenderResult {
        if animated, songID != viewState.id { return .needsToReload }
        songID = viewState.id
        if let elapsed = viewState.elapsed {
            text = "▶ \(viewState.title) \(Self.time(elapsed)) / \(Self.time(viewState.seconds))"
        } else {
            text = "\(viewState.title) \(Self.time(viewState.seconds))"
        }
        return .rendered
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        songID = nil
    }

    static func time(_ seconds: Int) -> String {
        "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }
}

/// `2 songs · 0:40`; a plain renderer, so a new summary reloads the row.
public final class PlaylistSummaryCell: HeadlessCell, RenderableCell {
    public func render(_ viewState: PlaylistSummaryViewState) {
        let songs = viewState.count == 1 ? "1 song" : "\(viewState.count) songs"
        text = viewState.count == 0 ? "No songs yet" : "\(songs) · \(SongCell.time(viewState.seconds))"
    }
}

// Written once against `CellRegistering`: the same registrations serve the playlist screen's
// `ListAdapter` and each playlist provider of the composed party screen.
extension CellRegistering {
    /// Registers the playlist's cells: a tap on a song plays it, or pauses it while it plays;
    /// a song swiped from the trailing edge shows Remove; its context menu offers Play (or
    /// Pause) and Remove; songs can be dragged among the songs (the summary stays last).
    public func registerPlaylistCells(dispatchingTo interactor: PlaylistInteractor) {
        registerCell(
            ofType: SongCell.self,
            didSelect: { [weak interactor] song in
                interactor?.dispatch(action: song.elapsed == nil ? .play(id: song.id) : .pause)
                return .deselect
            },
            trailingSwipeActions: { [weak interactor] _ in
                [.destructive("Remove") { interactor?.dispatch(action: .remove(id: $0.id)) }]
            },
            contextMenu: { [weak interactor] song in
                [
                    ItemMenuAction(title: song.elapsed == nil ? "Play" : "Pause") {
                        interactor?.dispatch(action: $0.elapsed == nil ? .play(id: $0.id) : .pause)
                    },
                    ItemMenuAction(title: "Remove", isDestructive: true) {
                        interactor?.dispatch(action: .remove(id: $0.id))
                    },
                ]
            },
            move: { [weak interactor] _, move in
                interactor?.dispatch(action: .move(from: move.source.item, to: move.destination.item))
            })
        registerCell(ofType: PlaylistSummaryCell.self, shouldHighlight: { _ in false })
    }
}
