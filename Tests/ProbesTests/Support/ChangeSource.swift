import Foundation

/// The kinds of asynchronous work a test may wait for, each setting a
/// ``Flag`` from a different place.
enum ChangeSource: CaseIterable, CustomStringConvertible {
    case mainQueueAsync
    case mainQueueAsyncAfter
    case mainActorTask
    case mainRunLoopTimer
    case backgroundThread

    /// Sources that need no one to run the main run loop: the ones that can
    /// be awaited under Swift Testing on Linux, where the main thread is
    /// parked in `dispatch_main` and `RunLoop.main` never turns.
    static let withoutMainRunLoop = allCases.filter { $0 != .mainRunLoopTimer }

    /// How long the delayed sources wait before setting the flag.
    static let lag: TimeInterval = 0.05

    var description: String {
        switch self {
        case .mainQueueAsync: "DispatchQueue.main.async"
        case .mainQueueAsyncAfter: "DispatchQueue.main.asyncAfter"
        case .mainActorTask: "Task { @MainActor in }"
        case .mainRunLoopTimer: "Timer on RunLoop.main"
        case .backgroundThread: "background Thread"
        }
    }

    /// Starts work that sets `flag` later, from this source.
    func start(setting flag: Flag) {
        switch self {
        case .mainQueueAsync:
            DispatchQueue.main.async { flag.set() }
        case .mainQueueAsyncAfter:
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.lag) { flag.set() }
        case .mainActorTask:
            Task { @MainActor in flag.set() }
        case .mainRunLoopTimer:
            RunLoop.main.add(Timer(timeInterval: Self.lag, repeats: false) { _ in flag.set() }, forMode: .common)
        case .backgroundThread:
            Thread {
                Thread.sleep(forTimeInterval: Self.lag)
                flag.set()
            }.start()
        }
    }
}
