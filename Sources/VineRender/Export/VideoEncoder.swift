import Foundation
import VineCore

/// Streams raw frames to an `ffmpeg` subprocess that writes an MP4, WebM or GIF.
///
/// Frames go over a pipe as `-f rawvideo -pix_fmt bgra` (Cairo's ARGB32 on a
/// little-endian machine). MP4 is H.264 (`libx264`, `yuv420p`, CRF 18) and WebM
/// VP9 (`libvpx-vp9`, `yuv420p`, CRF 32); both need even sizes, so an odd width or
/// height gets one row or column of black padding. GIF builds its own 256-colour
/// palette from all frames in one filter graph (`palettegen` then `paletteuse`),
/// which means ffmpeg holds every frame until the end: keep GIFs short and small.
final class VideoEncoder: FrameSink {
    /// ffmpeg's output options for `container`.
    static func arguments(for container: Exporter.VideoFormat) -> [String] {
        let even = "pad=ceil(iw/2)*2:ceil(ih/2)*2"
        switch container {
        case .mp4:
            return [
                "-vf", even, "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18",
                "-preset", "medium", "-movflags", "+faststart", "-f", "mp4",
            ]
        case .webm:
            return [
                "-vf", even, "-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-crf", "32", "-b:v", "0",
                "-deadline", "good", "-cpu-used", "4", "-row-mt", "1", "-f", "webm",
            ]
        case .gif:
            return [
                "-filter_complex",
                "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=4",
                "-loop", "0", "-f", "gif",
            ]
        }
    }

    /// The file being written.
    let path: String
    private let process: Process
    private let input: FileHandle
    private let errors = ErrorTail()
    private let errorsDone = DispatchGroup()
    private var finished = false
    /// Frames handed to ffmpeg completely.
    private var framesTaken = 0

    /// Starts `ffmpeg` writing `container` to `path` from `width` × `height` frames at `fps`.
    ///
    /// Throws ``RenderError/unavailable(_:)`` when no `ffmpeg` is on `PATH`, and
    /// ``RenderError/cannotCreate(path:reason:)`` when `path`'s folder is missing or read-only.
    init(path: String, container: Exporter.VideoFormat, width: Int, height: Int, fps: Double) throws(RenderError) {
        guard let ffmpeg = Self.findExecutable("ffmpeg") else {
            throw .unavailable(
                "ffmpeg is needed for \(container.rawValue) output but is not on PATH (install it: apt-get install ffmpeg)"
            )
        }
        try AtomicFile.checkFolder(of: path)
        signal(SIGPIPE, SIG_IGN)
        self.path = path
        process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments =
            [
                "-hide_banner", "-loglevel", "error", "-y",
                "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)",
                "-r", Self.rate(fps), "-i", "-",
                // Reproducible files: no encoder version, dates or random container ids.
                "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact",
            ]
            + Self.arguments(for: container) + [path]
        let stdin = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        input = stdin.fileHandleForWriting
        do {
            try process.run()
        } catch {
            throw .unavailable("cannot start \(ffmpeg): \(ErrorWording.reason(of: error))")
        }
        let reader = stderr.fileHandleForReading
        let errors = self.errors
        DispatchQueue.global().async(group: errorsDone) {
            while case let data = reader.availableData, !data.isEmpty { errors.append(data) }
        }
    }

    func write(_ frame: Frame, index: Int) throws(RenderError) {
        let rowBytes = 4 * frame.width
        if frame.stride == rowBytes {
            try send(frame.bytes)
        } else {
            for y in 0..<frame.height {
                try send(
                    UnsafeRawBufferPointer(rebasing: frame.bytes[(y * frame.stride)..<(y * frame.stride + rowBytes)]))
            }
        }
        framesTaken += 1
    }

    func finish() throws(RenderError) {
        guard !finished else { return }
        finished = true
        try? input.close()
        process.waitUntilExit()
        errorsDone.wait()
        // At `-loglevel error` ffmpeg prints only errors, and some (a full disk while writing the
        // trailer) it reports with exit status 0: anything printed means the video is not whole.
        guard process.terminationReason == .exit, process.terminationStatus == 0, errors.text.isEmpty else {
            unlink(path)
            throw .encoderStopped(path: path, framesTaken: framesTaken, reason: stopReason())
        }
    }

    func cancel() {
        guard !finished else { return }
        finished = true
        process.terminate()
        try? input.close()
        process.waitUntilExit()
        errorsDone.wait()
        unlink(path)
    }

    /// Writes `bytes` to ffmpeg; if ffmpeg has gone, reports why it stopped.
    private func send(_ bytes: UnsafeRawBufferPointer) throws(RenderError) {
        do throws(RenderError) {
            try AtomicFile.writeAll(bytes, to: input.fileDescriptor, path: path)
        } catch {
            try finish()
            unlink(path)
            throw .encoderStopped(path: path, framesTaken: framesTaken, reason: "ffmpeg stopped reading frames")
        }
    }

    /// How the finished ffmpeg stopped: the signal that killed it, or its exit status (if
    /// not 0) and the last line it printed.
    private func stopReason() -> String {
        if process.terminationReason == .uncaughtSignal {
            let number = process.terminationStatus
            let name = strsignal(number).map { " (\(String(cString: $0)))" } ?? ""
            return "ffmpeg was killed by signal \(number)\(name)"
        }
        let last = errors.text.split(separator: "\n").last.map { ": \($0)" } ?? ""
        let status = process.terminationStatus
        return status == 0 ? "ffmpeg reported an error\(last)" : "ffmpeg failed (exit status \(status))\(last)"
    }

    /// `fps` as ffmpeg reads it: an integer when whole, else a decimal.
    private static func rate(_ fps: Double) -> String {
        fps == fps.rounded() && fps < 1e9 ? String(Int(fps)) : String(fps)
    }

    /// The full path of the first executable named `name` on `PATH`, if any.
    static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}

/// The last few kilobytes ffmpeg printed on stderr, collected from a background queue.
private final class ErrorTail: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()

    /// Adds `data`, keeping only the last 4 KiB.
    func append(_ data: Data) {
        lock.withLock {
            bytes.append(data)
            if bytes.count > 4096 { bytes = bytes.suffix(4096) }
        }
    }

    /// What was kept, as trimmed text.
    var text: String {
        lock.withLock { String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}
