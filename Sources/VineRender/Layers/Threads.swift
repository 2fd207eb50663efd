import Glibc
import VineSystem

/// Runs work on several threads at once: painting that must use every core, and an
/// export's render threads.
///
/// Dispatch's `concurrentPerform` may run every iteration on the calling thread when its
/// pool looks busy, which turns parallel painting serial exactly when the machine is
/// loaded; these are real threads, started for the call and joined before it returns.
///
/// Scoped threads (see <doc:Concurrency>): every thread is joined before ``run(_:_:)``
/// returns, so the body may use the caller's values — they outlive every thread, and
/// `pthread_create` and `pthread_join` order the caller's writes before the threads' reads
/// and the threads' writes before the caller's reads. While the threads run, each works on
/// what it took from a `Guarded` hand-out (a vine, a mask job) and changes nothing else.
public enum Threads {
    /// Calls `body(0)` on this thread and `body(1)`…`body(count − 1)` on new threads at the
    /// same time, and returns when every call has returned.
    ///
    /// A thread the system cannot start (out of memory or threads) does not leave the
    /// caller waiting: its call runs on this thread after `body(0)`. Every caller hands out
    /// its work as it goes (the next vine, the next mask), so whatever the threads that did
    /// start leave is still done.
    public static func run(_ count: Int, _ body: (Int) -> Void) {
        withoutActuallyEscaping(body) { body in start(count, body) }
    }

    /// ``run(_:_:)`` with the body made escaping for `pthread_create`; it is joined before returning.
    private static func start(_ count: Int, _ body: @escaping (Int) -> Void) {
        var started: [pthread_t] = []
        var refused: [Int] = []
        for index in 1..<max(count, 1) {
            let call = Unmanaged.passRetained(Call { body(index) })
            var thread = pthread_t()
            let status = pthread_create(
                &thread, nil,
                { raw in
                    Unmanaged<Call>.fromOpaque(raw!).takeRetainedValue().work()
                    return nil
                }, call.toOpaque())
            if status == 0 {
                started.append(thread)
            } else {
                call.release()
                refused.append(index)
            }
        }
        body(0)
        for index in refused { body(index) }
        for thread in started { pthread_join(thread, nil) }
    }

    /// One thread's call, handed to it through `pthread_create`'s argument.
    private final class Call {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }
}
