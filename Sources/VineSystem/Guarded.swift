import Foundation

/// State that several threads share, reachable only while holding its lock: the one lock
/// type of the project (see the Concurrency article of VineRender).
///
/// The lock is an `NSCondition` — a POSIX mutex and condition variable, which
/// ThreadSanitizer sees, so a sanitizer build checks every use. Nothing outside the lock
/// can reach the state: ``withLock(_:)`` lends it for the length of a call and
/// ``wait(until:)`` also sleeps until it is ready. State goes in and results come out as
/// `sending` values, so the compiler refuses to let a caller keep a reference into what it
/// put in or took out (as with the standard library's `Mutex`, which ThreadSanitizer
/// cannot see on Linux).
public final class Guarded<State>: @unchecked Sendable {
    private let condition = NSCondition()
    private var state: State

    /// Guards `state`, which the caller gives up.
    public init(_ state: sending State) {
        self.state = state
    }

    /// Calls `body` with the state while holding the lock, then wakes the threads that wait
    /// in ``wait(until:)`` to look at it again.
    public func withLock<Result, Failure: Error>(
        _ body: (inout sending State) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return try body(&state)
    }

    /// Holding the lock, calls `ready` with the state until it returns a value, sleeping
    /// between calls until another thread has changed the state; returns that value.
    public func wait<Result>(until ready: (inout sending State) -> sending Result?) -> sending Result {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        while true {
            if let result = ready(&state) { return result }
            condition.wait()
        }
    }
}
