import Foundation

/// The CPU time the calling thread has used, in seconds: unlike wall time, it
/// does not grow while the thread waits for a core another process holds.
enum ThreadCPUTime {
    /// Seconds of CPU the calling thread has used so far.
    static var now: Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
