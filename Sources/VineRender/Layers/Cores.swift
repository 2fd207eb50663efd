import Foundation
import Glibc

/// The cores this process may run on: what painting, encoding and render threads follow.
public enum Cores {
    /// The CPUs in this process's affinity mask (`sched_getaffinity`, so `taskset -c 0`
    /// gives 1), at least 1; the number of active processors when the mask cannot be read.
    public static var available: Int {
        let online = max(1, ProcessInfo.processInfo.activeProcessorCount)
        // Glibc declares sched_getaffinity only under _GNU_SOURCE, which Swift's Glibc
        // module is built without: it is looked up in the C library by name instead.
        typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer?) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "sched_getaffinity") else { return online }
        let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
        var mask = [UInt64](repeating: 0, count: 16)  // 1024 CPUs, glibc's cpu_set_t
        let status = mask.withUnsafeMutableBytes { getAffinity(0, $0.count, $0.baseAddress) }
        guard status == 0 else { return online }
        return max(1, mask.reduce(0) { $0 + $1.nonzeroBitCount })
    }
}
