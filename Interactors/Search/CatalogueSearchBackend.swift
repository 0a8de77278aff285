import Foundation
import InteractorAdapter

/// A search backend over a fixed grocery catalogue that answers after `latency` seconds on
/// `scheduler`: deterministic on a `TestScheduler` (tests, replay), on a background thread
/// with a `DispatchQueue`-backed scheduler (an app).
///
/// A hit is an item whose title contains the query, ignoring case. `failures` makes some
/// queries fail a number of times before they succeed, to exercise the error row and retry:
/// by default the first search for `"cheese"` fails with "network offline".
public final class CatalogueSearchBackend: SearchBackend {
    /// The catalogue: id, title, category.
    public static let catalogue: [SearchHit] = [
        ("milk", "Milk", "Dairy"), ("oat-milk", "Oat milk", "Dairy"), ("buttermilk", "Buttermilk", "Dairy"),
        ("millet", "Millet", "Grains"), ("cheddar", "Cheddar cheese", "Dairy"), ("goat-cheese", "Goat cheese", "Dairy"),
        ("cream-cheese", "Cream cheese", "Dairy"), ("bread", "Bread", "Bakery"),
        ("brown-bread", "Brown bread", "Bakery"),
        ("eggs", "Eggs", "Dairy"), ("apples", "Apples", "Fruit"), ("bananas", "Bananas", "Fruit"),
    ].map { SearchHit(id: $0.0, title: $0.1, category: $0.2) }

    private let scheduler: any Scheduler
    private let latency: TimeInterval
    private let failuresLeft: LockedState<[String: Int]>

    /// Creates the backend.
    /// - Parameters:
    ///   - scheduler: where answers are delivered.
    ///   - latency: seconds before each answer.
    ///   - failures: for each query, how many searches for it fail before one succeeds.
    public init(scheduler: any Scheduler, latency: TimeInterval = 0.5, failures: [String: Int] = ["cheese": 1]) {
        self.scheduler = scheduler
        self.latency = latency
        self.failuresLeft = LockedState(failures)
    }

    /// Answers after the latency: the matching items, or a failure while `query` has failures left.
    public func search(_ query: String, completion: @escaping @Sendable (Result<[SearchHit], SearchFailure>) -> Void) {
        let fails = failuresLeft.withLock { failures in
            guard let left = failures[query], left > 0 else { return false }
            failures[query] = left - 1
            return true
        }
        let needle = query.lowercased()
        scheduler.schedule(after: latency) {
            if fails {
                completion(.failure(SearchFailure(message: "network offline")))
            } else {
                completion(.success(Self.catalogue.filter { $0.title.lowercased().contains(needle) }))
            }
        }
    }
}
