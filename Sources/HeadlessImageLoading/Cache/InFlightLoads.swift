import Foundation
import HeadlessLayers

/// The loads an ``ImageCache`` is running, one per URL, each with the
/// callers waiting for it. Callers of the same URL share one load; when the
/// last of them is cancelled, the load is cancelled too.
struct InFlightLoads {
    /// A caller waiting for a load's result.
    typealias Waiter = CheckedContinuation<Result<Image, ImageLoadError>, Never>

    private struct Load {
        let id: UInt64
        var task: Task<Void, Never>?
        var waiters: [UInt64: Waiter] = [:]
    }

    private var loads: [URL: Load] = [:]
    private var lastID: UInt64 = 0

    /// A number never handed out before, for a waiter or a load.
    mutating func makeID() -> UInt64 {
        lastID += 1
        return lastID
    }

    /// Adds a waiter for `url`. Returns the new load's id when no load of
    /// `url` was running, so the caller starts one and ``attach(_:to:id:)``es its task.
    mutating func join(_ url: URL, waiterID: UInt64, waiter: Waiter) -> UInt64? {
        if loads[url] != nil {
            loads[url]?.waiters[waiterID] = waiter
            return nil
        }
        let id = makeID()
        loads[url] = Load(id: id, waiters: [waiterID: waiter])
        return id
    }

    /// Records the task running load `id` of `url`.
    mutating func attach(_ task: Task<Void, Never>, to url: URL, id: UInt64) {
        if loads[url]?.id == id { loads[url]?.task = task }
    }

    /// Removes a cancelled waiter. Returns it (to be resumed) if it was still
    /// waiting, and the load's task (to be cancelled) if nobody waits any more.
    mutating func leave(_ url: URL, waiterID: UInt64) -> (waiter: Waiter?, abandoned: Task<Void, Never>?) {
        guard let waiter = loads[url]?.waiters.removeValue(forKey: waiterID) else { return (nil, nil) }
        guard let load = loads[url], load.waiters.isEmpty else { return (waiter, nil) }
        loads[url] = nil
        return (waiter, load.task)
    }

    /// Ends load `id` of `url`, returning its waiters; none when it was abandoned.
    mutating func finish(_ url: URL, id: UInt64) -> [Waiter] {
        guard let load = loads[url], load.id == id else { return [] }
        loads[url] = nil
        return Array(load.waiters.values)
    }

    /// The URLs being loaded, oldest load first.
    var urls: [URL] { loads.sorted { $0.value.id < $1.value.id }.map(\.key) }
}
