/// The state a hosted view tree keeps between resolutions: the storage of its
/// `@State` and `@StateObject` properties by place in the tree, whether any
/// changed since the last resolution, and the `onAppear` and `task` work the
/// last resolution found.
@MainActor
final class ViewGraph {
    private var storage: [String: AnyObject] = [:]
    /// Set when state the tree reads changes.
    nonisolated let changes = ChangeFlag()
    /// Publishers of `ObservableObject`s the tree watches.
    private var watched: Set<ObjectIdentifier> = []
    /// Places whose `onAppear` actions have run.
    private var appeared: Set<String> = []
    /// Places whose `task` has started.
    private var started: Set<String> = []
    private var pendingAppearances: [(path: String, action: () -> Void)] = []
    private var pendingTasks: [(path: String, action: @MainActor () async -> Void)] = []
    /// How many of the tasks started have not finished.
    private(set) var runningTaskCount = 0

    /// The storage kept at `key`, made with `make` the first time.
    func storage<Storage: AnyObject>(at key: String, make: () -> Storage) -> Storage {
        if let stored = storage[key] as? Storage { return stored }
        let made = make()
        storage[key] = made
        return made
    }

    /// Work to do once the tree is drawn: preference readers reporting what was set.
    private var drawingFollowUps: [() -> Void] = []

    /// Clears what the last resolution found before the next one.
    func beginUpdate() {
        pendingAppearances.removeAll()
        pendingTasks.removeAll()
        drawingFollowUps.removeAll()
    }

    /// Asks for `action` to run once the tree resolved now has been drawn.
    func afterDrawing(_ action: @escaping () -> Void) { drawingFollowUps.append(action) }

    /// Runs the work asked for after drawing.
    func finishDrawing() {
        let followUps = drawingFollowUps
        drawingFollowUps.removeAll()
        followUps.forEach { $0() }
    }

    /// Resolves the tree again when `publisher` announces a change.
    func watch(_ publisher: ObservableObjectPublisher) {
        guard watched.insert(ObjectIdentifier(publisher)).inserted else { return }
        publisher.subscribe(changes)
    }

    /// Asks for `action` to run once the view at `path` appears (once per place).
    func onAppear(at path: String, perform action: @escaping () -> Void) {
        guard !appeared.contains(path) else { return }
        pendingAppearances.append((path, action))
    }

    /// Asks for `action` to start once the view at `path` appears (once per place).
    func task(at path: String, perform action: @escaping @MainActor () async -> Void) {
        guard !started.contains(path) else { return }
        pendingTasks.append((path, action))
    }

    /// Runs the `onAppear` actions and starts the tasks the last resolution found;
    /// whether there were any.
    func runAppearances() -> Bool {
        let appearances = pendingAppearances
        let tasks = pendingTasks
        pendingAppearances.removeAll()
        pendingTasks.removeAll()
        for appearance in appearances where appeared.insert(appearance.path).inserted { appearance.action() }
        for task in tasks where started.insert(task.path).inserted {
            runningTaskCount += 1
            Task.immediate { @MainActor [weak self] in
                await task.action()
                self?.runningTaskCount -= 1
            }
        }
        return !appearances.isEmpty || !tasks.isEmpty
    }

}
