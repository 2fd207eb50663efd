import Foundation
import VineCore
import VineRender

/// Writes frames as `frame-000000.png`, `frame-000001.png`, … into a folder,
/// encoding them in parallel while the caller renders the next ones.
///
/// The caller's thread copies each frame into one of a fixed set of buffers and
/// goes on; `jobs` worker threads encode with ``PNGEncoder`` and write each file
/// atomically (a hidden temporary file in the same folder, then `rename`). When
/// every buffer is in use the caller waits, so memory stays flat however long the
/// export: about `(jobs + 2)` frames of pixels. Frame bytes depend only on the
/// pixels, never on timing or the number of jobs.
///
/// Resuming (`resume`), a frame whose file is already there with exactly the bytes it
/// would get is kept untouched (a cut-short or different file is replaced), so an
/// interrupted or killed export run again with `resume` ends with the same folder as an
/// uninterrupted one, writing only what is missing.
final class PNGSequenceWriter: FrameSink, @unchecked Sendable {
    /// The folder the frames go into.
    let directory: String
    private let encoder: PNGEncoder
    private let condition = NSCondition()
    // Guarded by `condition`:
    private var free: [UnsafeMutableRawPointer]
    private var queue: [(index: Int, buffer: UnsafeMutableRawPointer)] = []
    private var closed = false
    private var failure: RenderError?
    private var busy = 0
    // Set once by the first `write`, then read-only:
    private var layout: (width: Int, height: Int, stride: Int)?
    private var buffers: [UnsafeMutableRawPointer] = []
    private var workers: [Thread] = []
    private let jobs: Int
    private let resume: Bool

    /// A writer into `directory`, which is created if missing (not its parents), encoding on
    /// `jobs` threads (at least 1); with `resume`, keeping the frame files already there that are right.
    ///
    /// Throws ``/VineRender/RenderError/cannotCreate(path:reason:)`` when the folder cannot be made
    /// or is not writable.
    init(directory: String, jobs: Int, resume: Bool = false, encoder: PNGEncoder = PNGEncoder()) throws(RenderError) {
        precondition(jobs >= 1)
        self.directory = directory
        self.jobs = jobs
        self.resume = resume
        self.encoder = encoder
        self.free = []
        try Self.prepare(directory: directory)
    }

    deinit {
        for buffer in buffers { buffer.deallocate() }
    }

    /// The file name of frame `index`: `frame-` and six or more digits, `.png`.
    static func fileName(ofFrame index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".png"
    }

    func write(_ frame: Frame, index: Int) throws(RenderError) {
        if layout == nil { start(width: frame.width, height: frame.height, stride: frame.stride) }
        condition.lock()
        while free.isEmpty && failure == nil { condition.wait() }
        if let failure {
            condition.unlock()
            throw failure
        }
        let buffer = free.removeLast()
        condition.unlock()
        buffer.copyMemory(from: frame.bytes.baseAddress!, byteCount: frame.bytes.count)
        condition.lock()
        queue.append((index, buffer))
        condition.broadcast()
        condition.unlock()
    }

    func finish() throws(RenderError) {
        condition.lock()
        closed = true
        condition.broadcast()
        while (!queue.isEmpty || busy > 0) && failure == nil { condition.wait() }
        let failure = self.failure
        condition.unlock()
        if let failure { throw failure }
    }

    /// Completes the frames already taken (at most `jobs + 2`, each written whole), unless
    /// writing failed, so the folder holds exactly frames 0 … n−1 for the n frames written.
    func cancel() {
        condition.lock()
        closed = true
        condition.broadcast()
        while (!queue.isEmpty && failure == nil) || busy > 0 { condition.wait() }
        queue.removeAll()
        condition.unlock()
    }

    // MARK: Workers

    private func start(width: Int, height: Int, stride: Int) {
        layout = (width, height, stride)
        buffers = (0..<(jobs + 2)).map { _ in
            UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 64)
        }
        free = buffers
        workers = (0..<jobs).map { number in
            let thread = Thread { [self] in work() }
            thread.name = "vine-png-\(number)"
            thread.start()
            return thread
        }
    }

    private func work() {
        let (width, height, stride) = layout!
        let workspace = PNGEncoder.Workspace(level: encoder.compressionLevel)
        while true {
            condition.lock()
            while queue.isEmpty && !closed { condition.wait() }
            guard !queue.isEmpty, failure == nil else {
                condition.unlock()
                return
            }
            let item = queue.removeFirst()
            busy += 1
            condition.unlock()

            let png = encoder.encode(
                item.buffer, width: width, height: height, stride: stride, workspace: workspace)
            let path = directory + "/" + Self.fileName(ofFrame: item.index)
            let result = Result { () throws(RenderError) in
                if !(resume && Self.file(at: path, holds: png)) { try AtomicFile.write(png, to: path) }
            }

            condition.lock()
            busy -= 1
            free.append(item.buffer)
            if case .failure(let error) = result, failure == nil { failure = error }
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Whether the file at `path` holds exactly `bytes`.
    private static func file(at path: String, holds bytes: [UInt8]) -> Bool {
        guard let existing = FileManager.default.contents(atPath: path), existing.count == bytes.count else {
            return false
        }
        return existing.withUnsafeBytes { a in
            bytes.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, b.count) == 0 }
        }
    }

    /// Creates `directory` if missing (the folder holding it must exist, see ``AtomicFile``)
    /// and checks that files can be made in it.
    ///
    /// Removes temporary frame files (`.frame-000123.png.PID.tmp`) that a killed export into
    /// the same folder left behind: those of processes no longer running.
    static func prepare(directory: String) throws(RenderError) {
        try AtomicFile.prepareFolder(directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasPrefix(".frame-") && name.hasSuffix(".tmp") && !isRunning(writerOf: name) {
            unlink(directory + "/" + name)
        }
    }

    /// Whether the process that is writing temporary file `name` (`.frame-000123.png.PID.tmp`) still runs.
    private static func isRunning(writerOf name: String) -> Bool {
        guard let pid = name.split(separator: ".").dropLast().last.flatMap({ Int32($0) }), pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
