import InteractorAdapter
import Synchronization

/// The playlist's logic: songs to add, play, pause and remove. A playing song ticks once a
/// second on the scheduler it is given, and the next song follows when it ends.
public final class PlaylistInteractor: Interactor, Sendable {
    private struct Song: Sendable {
        var id: String
        var title: String
        var seconds: Int
    }

    private struct State: Sendable {
        var songs: [Song] = []
        var nextID = 1
        var playing: (id: String, elapsed: Int)?
        var ticking: (any Disposable)?
    }

    private let state = Mutex(State())
    private let subject: BehaviorSubject<[PlaylistItem]>
    private let scheduler: any Scheduler

    /// An empty playlist whose songs tick on `scheduler`.
    public init(scheduler: any Scheduler) {
        self.scheduler = scheduler
        subject = BehaviorSubject(value: Self.items(State()))
    }

    public func dispatch(action: PlaylistAction) {
        let items = state.withLock { state -> [PlaylistItem] in
            switch action {
            case .add(let title, let seconds):
                state.songs.append(Song(id: "s\(state.nextID)", title: title, seconds: seconds))
                state.nextID += 1
            case .play(let id):
                guard state.songs.contains(where: { $0.id == id }) else { break }
                start(id, in: &state)
            case .pause:
                stop(in: &state)
            case .remove(let id):
                if state.playing?.id == id { stop(in: &state) }
                state.songs.removeAll { $0.id == id }
            case .move(let from, let to):
                guard state.songs.indices.contains(from), state.songs.indices.contains(to) else { break }
                state.songs.insert(state.songs.remove(at: from), at: to)
            }
            return Self.items(state)
        }
        subject.onNext(items)
    }

    public func viewStates() -> Observable<[PlaylistItem]> {
        subject.asObservable()
    }

    private func start(_ id: String, in state: inout State) {
        state.ticking?.dispose()
        state.playing = (id, 0)
        state.ticking = scheduler.schedule(after: 1) { [weak self] in self?.tick() }
    }

    private func stop(in state: inout State) {
        state.ticking?.dispose()
        state.ticking = nil
        state.playing = nil
    }

    /// One second played: the song goes on, or the next one starts, or the playlist stops.
    private func tick() {
        let items = state.withLock { state -> [PlaylistItem] in
            guard let playing = state.playing, let index = state.songs.firstIndex(where: { $0.id == playing.id })
            else { return Self.items(state) }
            if playing.elapsed + 1 < state.songs[index].seconds {
                state.playing = (playing.id, playing.elapsed + 1)
                state.ticking = scheduler.schedule(after: 1) { [weak self] in self?.tick() }
            } else if index + 1 < state.songs.count {
                start(state.songs[index + 1].id, in: &state)
            } else {
                stop(in: &state)
            }
            return Self.items(state)
        }
        subject.onNext(items)
    }

    private static func items(_ state: State) -> [PlaylistItem] {
        let songs = state.songs.map { song in
            PlaylistItem.song(
                SongViewState(
                    id: song.id, title: song.title, seconds: song.seconds,
                    elapsed: state.playing?.id == song.id ? state.playing?.elapsed : nil))
        }
        let summary = PlaylistSummaryViewState(
            count: state.songs.count, seconds: state.songs.map(\.seconds).reduce(0, +))
        return songs + [.summary(summary)]
    }
}
