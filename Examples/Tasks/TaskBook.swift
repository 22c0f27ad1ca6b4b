// The tasks, plain values (tutorial steps 2 and 3).
// Kept word for word the tutorial's code (Tutorial.md); a test checks it.

/// One task: a plain value, what the app saves.
struct TaskItem: Codable, Hashable, Sendable {
    var id: Int
    var title: String
    var isDone = false

    /// The row the list shows for it.
    var row: String { (isDone ? "[x] " : "[ ] ") + title }
}

/// Every task, in order: plain values, testable on their own.
struct TaskBook: Sendable {
    private(set) var tasks: [TaskItem]
    private(set) var doneCount: Int
    /// Where each task is, by id: the list asks often (it keeps its cursor by id), so no search.
    private var positions: [Int: Int] = [:]
    private var nextID: Int

    init(tasks: [TaskItem] = []) {
        self.tasks = tasks
        doneCount = tasks.filter(\.isDone).count
        nextID = (tasks.map(\.id).max() ?? 0) + 1
        reindex()
    }

    init(titles: [String]) {
        self.init(tasks: titles.enumerated().map { TaskItem(id: $0 + 1, title: $1) })
    }

    func index(of id: Int) -> Int? { positions[id] }

    var summary: String { "\(doneCount) of \(tasks.count) done" }

    mutating func add(_ title: String) {
        tasks.append(TaskItem(id: nextID, title: title))
        positions[nextID] = tasks.count - 1
        nextID += 1
    }

    mutating func toggle(at index: Int) {
        tasks[index].isDone.toggle()
        doneCount += tasks[index].isDone ? 1 : -1
    }

    mutating func remove(at index: Int) {
        if tasks.remove(at: index).isDone { doneCount -= 1 }
        reindex()
    }

    private mutating func reindex() {
        positions = Dictionary(uniqueKeysWithValues: tasks.enumerated().map { ($1.id, $0) })
    }
}

extension TaskBook {
    /// What is wrong with `title` for a new task; nil when it is fine.
    func problem(withTitle title: String) -> String? {
        if title.allSatisfy(\.isWhitespace) { return "A title is needed" }
        if title.count > 40 { return "At most 40 characters" }
        if tasks.contains(where: { $0.title == title }) { return "Already in the list" }
        return nil
    }
}
