import Foundation
import VineCore
import VineRender
import VineSystem

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
///
/// Threads (see the Concurrency article of VineRender): the caller and the workers share
/// only a `Guarded` ``Shared``. A pixel buffer is a `[UInt8]` value owned by whoever took it
/// out of the shared state — the caller while copying a frame in, one worker while encoding
/// it — and handed on by putting it back; nothing else refers to it.
final class PNGSequenceWriter: FrameSink {
    /// The folder the frames go into.
    let directory: String
    private let encoder: PNGEncoder
    private let shared = Guarded(Shared())
    private var started = false
    private let jobs: Int
    private let resume: Bool

    /// What the caller and the workers share.
    private struct Shared {
        /// Buffers no frame is in.
        var free: [[UInt8]] = []
        /// Frames copied in and waiting for a worker.
        var queue: [(index: Int, pixels: [UInt8])] = []
        /// Whether no frame will be added.
        var closed = false
        /// The first failure to write a file.
        var failure: ExportError?
        /// How many workers are encoding or writing.
        var busy = 0
    }

    /// How the frames are laid out in memory: the same for every frame.
    private struct Layout {
        let width: Int
        let height: Int
        let stride: Int
    }

    /// A writer into `directory`, which is created if missing (not its parents), encoding on
    /// `jobs` threads (at least 1); with `resume`, keeping the frame files already there that are right.
    ///
    /// Throws ``/VineRender/RenderError/cannotCreate(path:reason:)`` when the folder cannot be made
    /// or is not writable.
    init(directory: String, jobs: Int, resume: Bool = false, encoder: PNGEncoder = PNGEncoder()) throws(ExportError) {
        precondition(jobs >= 1)
        self.directory = directory
        self.jobs = jobs
        self.resume = resume
        self.encoder = encoder
        try Self.prepare(directory: directory)
    }

    /// The file name of frame `index`: `frame-` and six or more digits, `.png`.
    static func fileName(ofFrame index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".png"
    }

    func write(_ frame: Frame, index: Int) throws(ExportError) {
        if !started { start(Layout(width: frame.width, height: frame.height, stride: frame.stride)) }
        // Taken into a variable of its own, so the copy below writes the buffer in place.
        var pixels: [UInt8] = []
        let failure = shared.wait { shared -> ExportError?? in
            if let failure = shared.failure { return .some(failure) }
            guard let free = shared.free.popLast() else { return nil }
            pixels = free
            return .some(nil)
        }
        if let failure { throw failure }
        pixels.withUnsafeMutableBytes { $0.copyMemory(from: frame.bytes) }
        shared.withLock { $0.queue.append((index, Self.take(&pixels))) }
    }

    func finish() throws(ExportError) {
        let failure = shared.wait { shared -> ExportError?? in
            shared.closed = true
            guard shared.failure == nil else { return .some(shared.failure) }
            return shared.queue.isEmpty && shared.busy == 0 ? .some(nil) : nil
        }
        if let failure { throw failure }
    }

    /// Completes the frames already taken (at most `jobs + 2`, each written whole), unless
    /// writing failed, so the folder holds exactly frames 0 … n−1 for the n frames written.
    func cancel() {
        shared.wait { shared -> Void? in
            shared.closed = true
            guard (shared.queue.isEmpty || shared.failure != nil) && shared.busy == 0 else { return nil }
            shared.queue.removeAll()
            return ()
        }
    }

    // MARK: Workers

    /// Makes the buffers for frames laid out as `layout` and starts the workers.
    private func start(_ layout: Layout) {
        started = true
        shared.withLock {
            $0.free = (0..<(jobs + 2)).map { _ in [UInt8](repeating: 0, count: layout.stride * layout.height) }
        }
        for number in 0..<jobs {
            let (shared, encoder, directory, resume) = (shared, encoder, directory, resume)
            let thread = Thread {
                Self.work(shared, layout: layout, encoder: encoder, directory: directory, resume: resume)
            }
            thread.name = "vine-png-\(number)"
            thread.start()
        }
    }

    /// A worker: takes queued frames, encodes each and writes its file, and gives the
    /// buffer back, until the queue is closed and empty or writing failed.
    private static func work(
        _ shared: Guarded<Shared>, layout: Layout, encoder: PNGEncoder, directory: String, resume: Bool
    ) {
        let workspace = PNGEncoder.Workspace(level: encoder.compressionLevel)
        while true {
            let taken = shared.wait { shared -> (index: Int, pixels: [UInt8])?? in
                guard shared.failure == nil, !shared.queue.isEmpty else {
                    return shared.closed || shared.failure != nil ? .some(nil) : nil
                }
                shared.busy += 1
                return .some(shared.queue.removeFirst())
            }
            guard var item = taken else { return }
            let png = item.pixels.withUnsafeBytes { pixels in
                encoder.encode(
                    pixels.baseAddress!, width: layout.width, height: layout.height, stride: layout.stride,
                    workspace: workspace)
            }
            let path = directory + "/" + fileName(ofFrame: item.index)
            let result = Result { () throws(ExportError) in
                if !(resume && file(at: path, holds: png)) {
                    try ExportError.rendering { () throws(RenderError) in try AtomicFile.write(png, to: path) }
                }
            }
            shared.withLock { shared in
                shared.busy -= 1
                shared.free.append(take(&item.pixels))
                if case .failure(let error) = result, shared.failure == nil { shared.failure = error }
            }
        }
    }

    /// The buffer in `pixels`, leaving it empty: handed on this way, a buffer never has a
    /// second owner, so whoever takes it next writes into it in place instead of copying
    /// a frame's worth of memory.
    private static func take(_ pixels: inout [UInt8]) -> [UInt8] {
        var buffer: [UInt8] = []
        swap(&buffer, &pixels)
        return buffer
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
    static func prepare(directory: String) throws(ExportError) {
        try ExportError.rendering { () throws(RenderError) in try AtomicFile.prepareFolder(directory) }
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
