import InteractorAdapterUIKit
import Interactors

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The todo screen on a table view, as an app writes it: the view controller owns the
/// interactor and the adapter, the table shows the interactor's rows, a tap toggles a task.
public final class TodoViewController: UIViewController {
    // MARK: Lifecycle

    /// - Parameters:
    ///   - interactor: the screen's state and actions.
    ///   - scheduler: where the adapter applies states (virtual time in tests).
    public init(interactor: TodoInteractor = TodoInteractor(), scheduler: any Scheduler = MainScheduler.instance) {
        self.interactor = interactor
        self.scheduler = scheduler
        super.init(nibName: nil, bundle: nil)
        title = "Todo"
    }

    /// Not used: the screen is built in code.
    public required init?(coder: NSCoder) {
        nil
    }

    // MARK: Public

    /// The screen's state and actions.
    public let interactor: TodoInteractor

    /// The table view is the screen.
    public override func loadView() {
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.rowHeight = 44
        view = tableView
    }

    /// Wires the table to the interactor.
    public override func viewDidLoad() {
        super.viewDidLoad()
        guard let tableView = view as? UITableView else { return }
        let adapter = ListAdapter<SingleSection, TodoItem>(tableView: tableView, scheduler: scheduler)
        adapter.registerTodoTableCells(dispatchingTo: interactor)
        adapter.bind(to: interactor)
        self.adapter = adapter
    }

    // MARK: Internal

    /// The adapter, once the view is loaded.
    private(set) var adapter: ListAdapter<SingleSection, TodoItem>?

    // MARK: Private

    private let scheduler: any Scheduler
}
