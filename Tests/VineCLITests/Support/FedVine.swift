import Foundation
import XCTest

/// The outcome of ``runVine(_:feeding:)``: the usual result, plus how much input the
/// child took and its peak memory.
struct FedVineResult {
    /// Exit status and output.
    var result: VineResult
    /// The bytes written to the child's standard input before it closed it or the feed ended.
    var bytesWritten: Int
    /// True when the child closed its standard input before the feed ended (the writer got `EPIPE`).
    var stoppedReading: Bool
    /// The child's peak resident set size in bytes: its `VmHWM`, read while it runs. (Not
    /// `ru_maxrss` from `wait4`: `posix_spawn` starts the child in the parent's memory, so that
    /// figure is at least the test process's own peak.)
    var peakMemory: Int
}

/// Runs the `vine` executable with `arguments`, streaming its standard input from `feed`
/// without ever holding more than one chunk: `feed` returns the next chunk, or nil at the end
/// of the input (then stdin is closed). A child that stops reading and exits ends the feed:
/// the write fails with `EPIPE` (SIGPIPE is ignored in the test process and restored to its
/// default in the child), and ``FedVineResult/stoppedReading`` is true.
///
/// Spawned with `posix_spawn` and reaped with `wait4` so the child's own peak memory is known.
func runVine(
    _ arguments: [String], feeding feed: () -> [UInt8]?,
    file: StaticString = #filePath, line: UInt = #line
) throws -> FedVineResult {
    signal(SIGPIPE, SIG_IGN)
    let input = try makePipe()
    let output = try makePipe()
    let errors = try makePipe()

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input.read, 0)
    posix_spawn_file_actions_adddup2(&actions, output.write, 1)
    posix_spawn_file_actions_adddup2(&actions, errors.write, 2)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

    let argv = ([vineExecutable.path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, vineExecutable.path, &actions, &attributes, argv, environ)
    for descriptor in [input.read, output.write, errors.write] { close(descriptor) }
    guard spawned == 0 else {
        for descriptor in [input.write, output.read, errors.read] { close(descriptor) }
        throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO)
    }

    let drained = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    DispatchQueue.global().async(group: drained) { outData = drain(output.read) }
    DispatchQueue.global().async(group: drained) { errData = drain(errors.read) }

    var written = 0
    var stoppedReading = false
    var peakMemory = 0
    /// Takes the child's peak so far, while it still runs.
    func sample() { peakMemory = max(peakMemory, residentPeak(of: pid) ?? 0) }
    sample()
    feeding: while let chunk = feed() {
        sample()
        var offset = 0
        while offset < chunk.count {
            let count = chunk[offset...].withUnsafeBytes { write(input.write, $0.baseAddress, $0.count) }
            if count >= 0 {
                offset += count
                written += count
            } else if errno == EPIPE {
                stoppedReading = true
                break feeding
            } else if errno != EINTR {
                XCTFail("writing to vine's stdin: \(String(cString: strerror(errno)))", file: file, line: line)
                break feeding
            }
        }
    }
    sample()
    close(input.write)

    var status: Int32 = 0
    // The peak is a high-water mark: read every 10 ms until the child exits, it misses at
    // most what grows in its last 10 ms.
    while true {
        let reaped = waitpid(pid, &status, WNOHANG)
        if reaped == pid || (reaped < 0 && errno != EINTR) { break }
        sample()
        usleep(10_000)
    }
    drained.wait()
    let exited = status & 0x7F == 0
    return FedVineResult(
        result: VineResult(
            status: exited ? (status >> 8) & 0xFF : 128 + status & 0x7F,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)),
        bytesWritten: written, stoppedReading: stoppedReading, peakMemory: peakMemory)
}

/// The peak resident set size in bytes of the running process `pid` (`VmHWM` in its
/// `/proc` status), nil once it has exited.
private func residentPeak(of pid: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Int(line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces).dropLast(3))
    else { return nil }
    return kilobytes * 1024
}

/// A pipe whose two ends are closed on exec, so no other child inherits them.
private func makePipe() throws -> (read: Int32, write: Int32) {
    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    for descriptor in descriptors {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    return (descriptors[0], descriptors[1])
}

/// Everything readable from `descriptor` until end of file; closes it.
private func drain(_ descriptor: Int32) -> Data {
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    return handle.readDataToEndOfFile()
}
