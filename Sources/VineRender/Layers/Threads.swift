import Dispatch
import Foundation

/// Runs work on several threads at once, for painting that must use both cores.
///
/// Dispatch's `concurrentPerform` may run every iteration on the calling thread when its
/// pool looks busy, which turns parallel painting serial exactly when the machine is
/// loaded; these are real threads, started for the call.
enum Threads {
    /// Calls `body(0)` on this thread and `body(1)`…`body(count − 1)` on new threads at the
    /// same time, and returns when every call has returned.
    static func run(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let finished = DispatchSemaphore(value: 0)
        for index in 1..<max(count, 1) {
            let thread = Thread {
                body(index)
                finished.signal()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        body(0)
        for _ in 1..<max(count, 1) { finished.wait() }
    }
}
