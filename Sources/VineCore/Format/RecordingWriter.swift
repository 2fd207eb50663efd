import Foundation

/// Writes a `.vine` recording (of its header's format version) to a new file, or appends
/// to an existing one, crash-safe and fault-tolerant.
///
/// Crash-safe: whatever was appended reaches the kernel within ``flushInterval`` (100 ms
/// by default), so killing the process loses at most the input of the last 100 ms, and
/// a killed writer leaves at worst one cut-short final line, which the reader drops with
/// a warning. Lines are written with `write(2)` when the oldest unwritten line is
/// ``flushInterval`` old: on the next ``append(_:)`` or, if none comes, by a timer on a
/// private queue. Nothing is `fsync`ed: surviving a process crash needs only the kernel
/// to have the data.
///
/// Fault-tolerant: a failing write (no space left, a quota, an I/O error, a file size
/// limit) never loses an event. The whole recording stays in memory (about 40 bytes per
/// event), ``health`` says what is wrong, and the writer tries again about once a
/// second until the file holds every event; in between, the file is cut back to whole
/// lines, so it is a valid recording at every moment. Once a second the writer also
/// checks that the path still names its file, and writes the whole recording there
/// again when the file was deleted or moved. When the file cannot be brought up to date
/// by ``close()``, ``writeCopy(to:)`` saves the recording somewhere else. The writer
/// ignores `SIGXFSZ`, so a file size limit is a failing write rather than the end of
/// the process.
///
/// The writer checks the header and every event exactly as the reader does
/// (``RecordingLimits``, ``EventError``), so what it writes always reads back. Output is
/// deterministic: ``RecordingHeader/jsonLine`` and ``Event/jsonLine``, one per line, each
/// ending in a newline. Thread-safe.
public final class RecordingWriter: @unchecked Sendable {
    /// How writing the file is going.
    public struct Health: Equatable, Sendable {
        /// Why the file is behind the recording, in plain words ("no space left on device");
        /// nil when every event is written or on its way.
        public var failure: String?
        /// How many times the file was found deleted or moved and written again at its path.
        public var recreations: Int

        /// Health with `failure` and `recreations`; the defaults describe a file written with no trouble.
        public init(failure: String? = nil, recreations: Int = 0) {
            self.failure = failure
            self.recreations = recreations
        }
    }

    /// The longest a written line waits in memory before reaching the kernel.
    public let flushInterval: Duration
    /// How often a failing file is tried again and the path is checked.
    public let retryInterval: Duration
    /// The recording's path.
    public var path: String { file.path }

    private let file: RecordingFile
    private let lock = NSLock()
    private let queue = DispatchQueue(label: "vine.recording-writer")
    private let watch: DispatchSourceTimer
    private let clock = MonotonicClock()
    /// When the oldest line not yet written was appended, on ``clock``.
    private var oldestPending: Double?
    private var timerScheduled = false
    private var closed = false
    private var validator: EventSequenceValidator
    private let limits: RecordingLimits
    private var eventCount = 0

    /// A writer to a new file at `path` (which must not exist) that writes the header line at once.
    ///
    /// Throws a ``RecordingError`` (line 1) for a header outside `limits` or with invalid
    /// parameters, creating nothing, or a ``RecordingFileError`` when the file cannot be
    /// created. A header that cannot be written yet is kept like any other line.
    public init(
        header: RecordingHeader, creating path: String, flushInterval: Duration = .milliseconds(100),
        retryInterval: Duration = .seconds(1), limits: RecordingLimits = .standard
    ) throws {
        try limits.check(header)
        signal(SIGXFSZ, SIG_IGN)
        file = try RecordingFile(creating: path)
        self.flushInterval = flushInterval
        self.retryInterval = retryInterval
        self.limits = limits
        validator = EventSequenceValidator(version: header.version)
        file.append((header.jsonLine + "\n").utf8)
        file.sync()
        watch = DispatchSource.makeTimerSource(queue: queue)
        startWatching()
    }

    /// A writer appending to the existing recording at `path`, which `reader` has read to
    /// its end: later events are checked as if they followed the file's events. The file
    /// is ended cleanly first (see ``RecordingFile/init(continuing:dropsUnterminatedLine:)``:
    /// a last line the reader dropped is cut off, a complete one without its newline gets one).
    ///
    /// Throws a ``RecordingFileError`` when the file cannot be opened or read.
    public init(
        continuing path: String, after reader: RecordingReader, flushInterval: Duration = .milliseconds(100),
        retryInterval: Duration = .seconds(1)
    ) throws(RecordingFileError) {
        signal(SIGXFSZ, SIG_IGN)
        file = try RecordingFile(continuing: path, dropsUnterminatedLine: !reader.warnings.isEmpty)
        self.flushInterval = flushInterval
        self.retryInterval = retryInterval
        limits = reader.limits
        validator = reader.validator
        eventCount = reader.eventCount
        file.sync()
        watch = DispatchSource.makeTimerSource(queue: queue)
        startWatching()
    }

    /// Starts checking the file once every ``retryInterval``.
    private func startWatching() {
        watch.schedule(
            deadline: .now() + MonotonicClock.seconds(retryInterval), repeating: MonotonicClock.seconds(retryInterval))
        watch.setEventHandler { [weak self] in self?.check() }
        watch.resume()
    }

    deinit {
        watch.cancel()
    }

    /// How writing the file is going now.
    public var health: Health {
        lock.withLock { Health(failure: file.failure, recreations: file.recreations) }
    }

    /// Appends `event` as one line.
    ///
    /// Throws, writing nothing, a ``RecordingError`` (with the line it would have had) for
    /// a value outside the limits or one event too many, or an ``EventError`` for an event
    /// that cannot follow the previous ones. Write failures never throw: see ``health``.
    public func append(_ event: Event) throws {
        lock.lock()
        defer { lock.unlock() }
        precondition(!closed, "append after close")
        let line = eventCount + 2
        try limits.check(event, line: line)
        guard eventCount < limits.maxEvents else {
            throw RecordingError(line: line, message: "too many events: the limit is \(limits.maxEvents)")
        }
        if case .down = event.action, validator.vineCount + validator.vinesPerStroke > limits.maxVines {
            throw EventError.tooManyVines(limit: limits.maxVines)
        }
        try validator.accept(event)
        eventCount += 1
        file.append((event.jsonLine + "\n").utf8)
        guard file.failure == nil else { return }
        let now = clock.now
        if let oldest = oldestPending, now - oldest >= MonotonicClock.seconds(flushInterval) {
            writePending()
        } else if oldestPending == nil {
            oldestPending = now
            scheduleTimer(after: MonotonicClock.seconds(flushInterval))
        }
    }

    /// Writes everything to the file, trying once more if it was failing, and closes it.
    /// Further appends are a programming error.
    ///
    /// Throws a ``RecordingFileError`` when the file still does not hold every event: the
    /// recording is then whole only in memory, for ``writeCopy(to:)``.
    public func close() throws(RecordingFileError) {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return }
        closed = true
        watch.cancel()
        file.sync()
        file.close()
        if let failure = file.failure {
            throw RecordingFileError(path: file.path, action: "cannot write", reason: failure)
        }
    }

    /// Writes the whole recording to a new file at `path`, which must not exist, and
    /// flushes it to the disk; a failed attempt leaves no file there.
    public func writeCopy(to path: String) throws(RecordingFileError) {
        lock.lock()
        defer { lock.unlock() }
        try file.writeCopy(to: path)
    }

    /// Writes what is pending now. Called with the lock held.
    private func writePending() {
        oldestPending = nil
        file.sync()
    }

    /// Once every ``retryInterval``: tries a failing file again, and checks that the path
    /// still names the file (``RecordingFile/sync()`` writes it again if not).
    private func check() {
        lock.withLock {
            guard !closed else { return }
            writePending()
        }
    }

    /// Makes the private queue flush `delay` seconds from now, unless a flush is already
    /// scheduled. Called with the lock held.
    private func scheduleTimer(after delay: Double) {
        guard !timerScheduled else { return }
        timerScheduled = true
        queue.asyncAfter(deadline: .now() + delay) { [self] in
            lock.lock()
            defer { lock.unlock() }
            timerScheduled = false
            guard !closed, file.failure == nil, let oldest = oldestPending else { return }
            let remaining = MonotonicClock.seconds(flushInterval) - (clock.now - oldest)
            if remaining > 0 {
                scheduleTimer(after: remaining)
            } else {
                writePending()
            }
        }
    }
}
