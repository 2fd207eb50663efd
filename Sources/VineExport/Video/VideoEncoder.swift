import Foundation
import VineCore
import VineRender
import VineSystem

/// Streams raw frames to an `ffmpeg` subprocess that writes an MP4, WebM, MOV or GIF, or a
/// WebM video sticker (removed, not committed, when it has more bytes than a sticker may).
///
/// Frames go over a pipe as `-f rawvideo -pix_fmt bgra` (Cairo's ARGB32 on a
/// little-endian machine), or, when alpha is kept, un-premultiplied as `rgba`. MP4 is
/// H.264 (`libx264`, `yuv420p`, a constant quantizer of 18, a key frame every
/// ``keyFrameInterval`` frames and nowhere else, 4 encoder threads whatever the machine, so
/// that a run of whole groups of frames encodes alone exactly as within the whole video:
/// ``Shard``) and WebM VP9 (`libvpx-vp9`, `yuv420p`, CRF 32, or
/// `yuva420p` with alpha); both need even sizes, so an odd width or height gets one row or
/// column of padding (black, or transparent with alpha). MOV is ProRes 4444 (`prores_ks`,
/// `yuva444p10le`), which always carries alpha. GIF maps every frame to a fixed 256-colour
/// palette made beforehand (see ``GIFPalette``) with `paletteuse`, so ffmpeg keeps no frames
/// and memory stays flat whatever the length.
///
/// A loop's last frame is forced to be a key frame (``keyFrameArguments(_:container:)``).
///
/// ffmpeg writes a temporary file that ``AtomicFile`` moves into place once it is complete.
final class VideoEncoder: FrameSink {
    /// ffmpeg's output options for `container`; `alpha` keeps the alpha channel (WebM, MOV);
    /// a GIF maps the frames to the palette image at `palette`.
    ///
    /// The palette is read by a `movie` source inside the filter graph rather than as a second
    /// input: with two inputs, ffmpeg 5 queued frames from the pipe without bound (900 MB for
    /// a 60 s GIF at 1280×800), with one it keeps a handful.
    static func arguments(for container: VideoFormat, alpha: Bool, palette: String?) -> [String] {
        let even = "pad=ceil(iw/2)*2:ceil(ih/2)*2" + (alpha ? ":color=black@0" : "")
        switch container {
        case .mp4:
            return [
                "-vf", even, "-c:v", "libx264", "-pix_fmt", "yuv420p", "-qp", "18", "-g", "\(keyFrameInterval)",
                "-sc_threshold", "0", "-threads", "4", "-preset", "medium", "-movflags", "+faststart", "-f", "mp4",
            ]
        case .webm:
            return [
                "-vf", even, "-c:v", "libvpx-vp9", "-pix_fmt", alpha ? "yuva420p" : "yuv420p", "-crf", "32",
                "-b:v", "0", "-deadline", "good", "-cpu-used", "4", "-row-mt", "1", "-f", "webm",
            ]
        case .webmSticker:
            // Constrained quality: CRF 36, at most 600 kbit/s, so 3 s stay near 220 KB, under
            // the 256 KB a video sticker may have (``StickerRules/telegramVideo``); no audio.
            return [
                "-vf", even, "-c:v", "libvpx-vp9", "-pix_fmt", alpha ? "yuva420p" : "yuv420p", "-crf", "36",
                "-b:v", "600k", "-maxrate", "600k", "-bufsize", "1200k", "-deadline", "good", "-cpu-used", "2",
                "-row-mt", "1", "-an", "-f", "webm",
            ]
        case .mov:
            return [
                "-c:v", "prores_ks", "-profile:v", "4444", "-pix_fmt", "yuva444p10le", "-alpha_bits", "16",
                "-vendor", "apl0", "-f", "mov",
            ]
        case .gif:
            return [
                "-filter_complex",
                "movie=filename=\(filterEscaped(palette ?? ""))[palette];"
                    + "[0:v][palette]paletteuse=dither=sierra2_4a:diff_mode=rectangle",
                "-loop", "0", "-f", "gif",
            ]
        }
    }

    /// The options that make frame `keyFrame` a key frame, coded on its own as the first
    /// frame is, so a loop's last frame decodes to exactly its first's pixels (MP4, WebM and
    /// the WebM sticker; ProRes and GIF code every frame alone or losslessly anyway); none for
    /// nil. H.264's constant quantizer gives both key frames the same. Coded alone, the faint
    /// last frame of a fade keeps its ink: predicted from the frames before, VP9 at the
    /// sticker's quality let it fall to the empty first frame, which then showed twice.
    static func keyFrameArguments(_ keyFrame: Int?, container: VideoFormat) -> [String] {
        guard let keyFrame, container == .mp4 || container == .webm || container == .webmSticker else { return [] }
        return ["-force_key_frames", "expr:eq(n,\(keyFrame))"]
    }

    /// Frames from one H.264 key frame to the next: a video's shards split it only at
    /// multiples of this (``Shard/frames(of:unit:)``).
    static let keyFrameInterval = 60

    /// The path given for the output.
    let path: String
    private let file: AtomicFile?
    private let output: String
    private let straightAlpha: Bool
    private var converted: [UInt8] = []
    private var palette: GIFPalette?
    private let process: Process
    private let input: FileHandle
    private let errors = Guarded(ErrorTail())
    private var finished = false
    /// The sticker limits the finished file must keep (its bytes), nil for none.
    private var limits: StickerRules?
    /// Frames handed to ffmpeg completely.
    private var framesTaken = 0

    /// Starts `ffmpeg` writing `container` to `path` from `width` × `height` frames at `fps`;
    /// `alpha` keeps the frames' alpha (only for a format that carries it, see
    /// ``ExportPlan/transparent``); a GIF gets its palette from
    /// `palette`, called once ffmpeg and the path are known to be usable.
    ///
    /// Throws ``ExportError/unavailable(_:)`` when no `ffmpeg` is on `PATH`, and
    /// ``/VineRender/RenderError/cannotCreate(path:reason:)`` when `path` may not be written (see ``AtomicFile``).
    convenience init(
        path: String, container: VideoFormat, width: Int, height: Int, fps: Double, alpha: Bool = false,
        keyFrame: Int? = nil, palette: (() throws(ExportError) -> GIFPalette)? = nil
    ) throws(ExportError) {
        let ffmpeg = try Self.ffmpeg(for: container.rawValue)
        let file = try ExportError.rendering { () throws(RenderError) in try AtomicFile(path: path) }
        var made: GIFPalette?
        do throws(ExportError) {
            made = try palette?()
            try self.init(
                ffmpeg: ffmpeg, path: path, file: file, output: file.temporaryPath,
                arguments: Self.arguments(for: container, alpha: alpha, palette: made?.path)
                    + Self.keyFrameArguments(keyFrame, container: container),
                width: width, height: height, fps: fps, straightAlpha: alpha)
            self.palette = made
            self.limits = container == .webmSticker ? .telegramVideo : nil
        } catch {
            made?.remove()
            file.discard()
            throw error
        }
    }

    /// Starts `ffmpeg` writing `arguments`' output to `output` (`file`'s temporary path when
    /// there is a file to commit), from frames sent as straight `rgba` when `straightAlpha`,
    /// else `bgra`.
    init(
        ffmpeg: String, path: String, file: AtomicFile?, output: String, arguments: [String],
        width: Int, height: Int, fps: Double, straightAlpha: Bool
    ) throws(ExportError) {
        signal(SIGPIPE, SIG_IGN)
        self.path = path
        self.file = file
        self.output = output
        self.straightAlpha = straightAlpha
        process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments =
            [
                "-hide_banner", "-loglevel", "error", "-y",
                "-f", "rawvideo", "-pix_fmt", straightAlpha ? "rgba" : "bgra", "-s", "\(width)x\(height)",
                "-r", Self.rate(fps), "-i", "-",
                // Reproducible files: no encoder version, dates or random container ids.
                "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact",
            ]
            + arguments + [output]
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
        let thread = Thread {
            while case let data = reader.availableData, !data.isEmpty { errors.withLock { $0.append(data) } }
            errors.withLock { $0.ended = true }
        }
        thread.name = "vine.ffmpeg-errors"
        thread.start()
    }

    /// The path of `ffmpeg` on `PATH`; throws ``ExportError/unavailable(_:)`` naming `purpose` when there is none.
    static func ffmpeg(for purpose: String) throws(ExportError) -> String {
        guard let ffmpeg = findExecutable("ffmpeg") else {
            throw .unavailable(
                "ffmpeg is needed for \(purpose) output but is not on PATH (install it: apt-get install ffmpeg)")
        }
        return ffmpeg
    }

    func write(_ frame: Frame, index: Int) throws(ExportError) {
        let rowBytes = 4 * frame.width
        if straightAlpha {
            if converted.isEmpty { converted = [UInt8](repeating: 0, count: rowBytes * frame.height) }
            converted.withUnsafeMutableBufferPointer { buffer in
                for y in 0..<frame.height {
                    PNGEncoder.convertUnpremultiplying(
                        (frame.bytes.baseAddress! + y * frame.stride).assumingMemoryBound(to: UInt32.self),
                        to: buffer.baseAddress! + y * rowBytes, count: frame.width)
                }
            }
            try send(converted)
        } else if frame.stride == rowBytes {
            try send(frame.bytes)
        } else {
            for y in 0..<frame.height {
                try send(
                    UnsafeRawBufferPointer(rebasing: frame.bytes[(y * frame.stride)..<(y * frame.stride + rowBytes)]))
            }
        }
        framesTaken += 1
    }

    func finish() throws(ExportError) {
        guard !finished else { return }
        finished = true
        try? input.close()
        process.waitUntilExit()
        errors.wait { $0.ended ? () : nil }
        palette?.remove()
        // At `-loglevel error` ffmpeg prints only errors, and some (a full disk while writing the
        // trailer) it reports with exit status 0: anything printed means the video is not whole.
        guard process.terminationReason == .exit, process.terminationStatus == 0, errors.withLock({ $0.text }).isEmpty
        else {
            removeOutput()
            throw .encoderStopped(path: path, framesTaken: framesTaken, reason: stopReason())
        }
        var status = stat()
        if let limits, stat(output, &status) == 0,
            let error = ExportPlan.videoBytesError(Int(status.st_size), rules: limits, path: path)
        {
            removeOutput()
            throw error
        }
        do throws(ExportError) {
            try ExportError.rendering { () throws(RenderError) in try file?.commit() }
        } catch {
            removeOutput()
            throw error
        }
    }

    func cancel() {
        guard !finished else { return }
        finished = true
        process.terminate()
        try? input.close()
        process.waitUntilExit()
        errors.wait { $0.ended ? () : nil }
        removeOutput()
    }

    /// Removes what ffmpeg wrote; the target stays as it was.
    private func removeOutput() {
        palette?.remove()
        if let file { file.discard() } else { unlink(output) }
    }

    /// ``send(_:)`` for an array of bytes.
    private func send(_ bytes: [UInt8]) throws(ExportError) {
        let result = bytes.withUnsafeBytes { buffer in Result { () throws(ExportError) in try send(buffer) } }
        try result.get()
    }

    /// Writes `bytes` to ffmpeg; if ffmpeg has gone, reports why it stopped.
    private func send(_ bytes: UnsafeRawBufferPointer) throws(ExportError) {
        do throws(RenderError) {
            try AtomicFile.writeAll(bytes, to: input.fileDescriptor, path: path)
        } catch {
            try finish()
            removeOutput()
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
        let last = errors.withLock({ $0.text }).split(separator: "\n").last.map { ": \($0)" } ?? ""
        let status = process.terminationStatus
        return status == 0 ? "ffmpeg reported an error\(last)" : "ffmpeg failed (exit status \(status))\(last)"
    }

    /// `text` as an option value inside an ffmpeg filter graph: escaped once for the option
    /// parser (`\ ' :`) and once more for the graph parser (`\ ' [ ] , ;`).
    static func filterEscaped(_ text: String) -> String {
        func escape(_ text: String, _ special: String) -> String {
            text.reduce(into: "") { result, character in
                if special.contains(character) { result.append("\\") }
                result.append(character)
            }
        }
        return escape(escape(text, "\\':"), "\\'[],;")
    }

    /// `fps` as ffmpeg reads it: an integer when whole, a fraction `N/D` with a small `D`
    /// when there is one (`100/3` for a GIF's 3-centisecond frames), else a decimal.
    static func rate(_ fps: Double) -> String {
        for denominator in 1...1000 {
            let numerator = (fps * Double(denominator)).rounded()
            if abs(numerator - fps * Double(denominator)) < 1e-6, numerator < 1e9 {
                return denominator == 1 ? String(Int(numerator)) : "\(Int(numerator))/\(denominator)"
            }
        }
        return String(fps)
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

/// The last few kilobytes ffmpeg printed on stderr, collected by a thread of its own
/// (shared through a `Guarded`, see the Concurrency article of VineRender).
private struct ErrorTail {
    private var bytes = Data()
    /// Whether ffmpeg closed its stderr (and the thread collecting it is done).
    var ended = false

    /// Adds `data`, keeping only the last 4 KiB.
    mutating func append(_ data: Data) {
        bytes.append(data)
        if bytes.count > 4096 { bytes = bytes.suffix(4096) }
    }

    /// What was kept, as trimmed text.
    var text: String {
        String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
