/// Everything the todo screen knows. The items on screen are a function of it.
struct TodoState: Equatable, Sendable {
    struct Task: Equatable, Sendable {
        var id: String
        var title: String
        var isDone: Bool
    }

    var tasks: [Task] = []
    /// The number in the next task's id, so ids are never reused after a delete.
    var nextNumber = 1

    var items: [TodoItem] {
        guard !tasks.isEmpty else { return [TodoItem.Empty(TodoEmptyViewState(message: "Nothing to do"))] }
        let entries: [TodoItem] = tasks.map {
            TodoItem.Entry(TodoEntryViewState(id: $0.id, title: $0.title, isDone: $0.isDone))
        }
        let done = tasks.filter(\.isDone).count
        return entries + [TodoItem.Summary(TodoSummaryViewState(remaining: tasks.count - done, done: done))]
    }

    /// Applies an action; actions naming an unknown task or row change nothing.
    mutating func apply(_ action: TodoAction) {
        switch action {
        case .add(let text):
            tasks.append(Task(id: "t\(nextNumber)", title: text, isDone: false))
            nextNumber += 1
        case .rename(let id, let text):
            guard let index = index(of: id) else { return }
            tasks[index].title = text
        case .toggle(let id):
            guard let index = index(of: id) else { return }
            tasks[index].isDone.toggle()
        case .delete(let id):
            tasks.removeAll { $0.id == id }
        case .move(let from, let to):
            guard tasks.indices.contains(from), tasks.indices.contains(to) else { return }
            tasks.insert(tasks.remove(at: from), at: to)
        case .clearDone:
            tasks.removeAll { $0.isDone }
        }
    }

    private func index(of id: String) -> Int? { tasks.firstIndex { $0.id == id } }
}
