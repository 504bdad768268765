import Foundation

/// Runs the current thread's run loop until `duration` has passed, so that
/// work waiting for this thread (main-queue blocks and main-actor jobs when
/// this is the main thread, timers on this run loop) makes progress while a
/// poller waits. The thread is never put to sleep other than by the run loop
/// itself.
///
/// A one-shot wake-up timer is scheduled for the end of the wait: a run loop
/// with no sources returns at once, and the timer keeps it waiting in the
/// kernel until the deadline instead of spinning the CPU.
func spinRunLoop(for duration: Duration) {
    let wakeUp = Date(timeIntervalSinceNow: duration / .seconds(1))
    let runLoop = RunLoop.current
    let alarm = Timer(fire: wakeUp, interval: 0, repeats: false) { _ in }
    runLoop.add(alarm, forMode: .default)
    defer { alarm.invalidate() }
    while Date() < wakeUp {
        _ = runLoop.run(mode: .default, before: wakeUp)
    }
}
