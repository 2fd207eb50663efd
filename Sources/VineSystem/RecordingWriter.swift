import Foundation
import VineCore

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
/// (``/VineCore/RecordingLimits``, ``/VineCore/EventError``), so what it writes always reads back. Output is
/// deterministic: ``/VineCore/RecordingHeader/jsonLine`` and ``/VineCore/Event/jsonLine``, one per line, each
/// ending in a newline. Thread-safe: the file and what is pending live in one `Guarded`
/// state (see the Concurrency article of VineRender), shared by the caller's thread and
/// the writer's private queue.
public final class RecordingWriter: Sendable {
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
    public let path: String

    private let queue = DispatchQueue(label: "vine.recording-writer")
    private let clock = MonotonicClock()
    private let state: Guarded<State>

    /// What the caller's thread and the private queue share.
    private struct State {
        let file: RecordingFile
        /// The timer that checks the file once every ``retryInterval``.
        let watch: any DispatchSourceTimer
        let limits: RecordingLimits
        /// The header, whose `plants` a `set species` must name from (or a built-in species).
        let header: RecordingHeader
        var validator: EventSequenceValidator
        var eventCount: Int
        /// When the oldest line not yet written was appended, on ``clock``.
        var oldestPending: Double?
        var timerScheduled = false
        var closed = false

        /// Writes what is pending now.
        mutating func writePending() {
            oldestPending = nil
            file.sync()
        }
    }

    /// A writer to a new file at `path` (which must not exist) that writes the header line at once.
    ///
    /// Throws a ``/VineCore/RecordingError`` (line 1) for a header outside `limits` or with invalid
    /// parameters, creating nothing, or a ``RecordingFileError`` when the file cannot be
    /// created. A header that cannot be written yet is kept like any other line.
    public init(
        header: RecordingHeader, creating path: String, flushInterval: Duration = .milliseconds(100),
        retryInterval: Duration = .seconds(1), limits: RecordingLimits = .standard
    ) throws {
        try limits.check(header)
        signal(SIGXFSZ, SIG_IGN)
        let file = try RecordingFile(creating: path)
        file.append((header.jsonLine + "\n").utf8)
        file.sync()
        self.flushInterval = flushInterval
        self.retryInterval = retryInterval
        self.path = file.path
        state = Guarded(
            State(
                file: file, watch: DispatchSource.makeTimerSource(queue: queue), limits: limits, header: header,
                validator: EventSequenceValidator(version: header.version), eventCount: 0))
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
        let file = try RecordingFile(continuing: path, dropsUnterminatedLine: !reader.warnings.isEmpty)
        file.sync()
        self.flushInterval = flushInterval
        self.retryInterval = retryInterval
        self.path = file.path
        state = Guarded(
            State(
                file: file, watch: DispatchSource.makeTimerSource(queue: queue), limits: reader.limits,
                header: reader.header, validator: reader.validator, eventCount: reader.eventCount))
        startWatching()
    }

    /// Starts checking the file once every ``retryInterval``.
    private func startWatching() {
        let interval = MonotonicClock.seconds(retryInterval)
        state.withLock { state in
            state.watch.schedule(deadline: .now() + interval, repeating: interval)
            state.watch.setEventHandler { [weak self] in self?.check() }
            state.watch.resume()
        }
    }

    deinit {
        state.withLock { $0.watch.cancel() }
    }

    /// How writing the file is going now.
    public var health: Health {
        state.withLock { Health(failure: $0.file.failure, recreations: $0.file.recreations) }
    }

    /// Appends `event` as one line.
    ///
    /// Throws, writing nothing, a ``/VineCore/RecordingError`` (with the line it would have had) for
    /// a value outside the limits, one event too many or a `set species` naming a species
    /// neither built in nor in the header's ``/VineCore/RecordingHeader/plants``, or an ``/VineCore/EventError`` for an event
    /// that cannot follow the previous ones. Write failures never throw: see ``health``.
    public func append(_ event: Event) throws {
        let flushInterval = MonotonicClock.seconds(self.flushInterval)
        let now = clock.now
        try state.withLock { state in
            precondition(!state.closed, "append after close")
            let line = state.eventCount + 2
            try state.limits.check(event, line: line)
            if case .set(.species(let species)) = event.action, state.header.species(named: species.name) != species {
                throw RecordingError(
                    line: line,
                    message:
                        "set species \(JSONText.quoted(species.name)) is neither built in nor the header's \"plants\" entry of that name"
                )
            }
            guard state.eventCount < state.limits.maxEvents else {
                throw RecordingError(line: line, message: "too many events: the limit is \(state.limits.maxEvents)")
            }
            if case .down = event.action,
                state.validator.vineCount + state.validator.vinesPerStroke > state.limits.maxVines
            {
                throw EventError.tooManyVines(limit: state.limits.maxVines)
            }
            try state.validator.accept(event)
            state.eventCount += 1
            state.file.append((event.jsonLine + "\n").utf8)
            guard state.file.failure == nil else { return }
            if let oldest = state.oldestPending, now - oldest >= flushInterval {
                state.writePending()
            } else if state.oldestPending == nil {
                state.oldestPending = now
                scheduleTimer(after: flushInterval, in: &state)
            }
        }
    }

    /// Writes everything to the file, trying once more if it was failing, and closes it.
    /// Further appends are a programming error.
    ///
    /// Throws a ``RecordingFileError`` when the file still does not hold every event: the
    /// recording is then whole only in memory, for ``writeCopy(to:)``.
    public func close() throws(RecordingFileError) {
        let failure: String? = state.withLock { state in
            guard !state.closed else { return nil }
            state.closed = true
            state.watch.cancel()
            state.file.sync()
            state.file.close()
            return state.file.failure
        }
        if let failure {
            throw RecordingFileError(path: path, action: "cannot write", reason: failure)
        }
    }

    /// Writes the whole recording to a new file at `path`, which must not exist, and
    /// flushes it to the disk; a failed attempt leaves no file there.
    public func writeCopy(to path: String) throws(RecordingFileError) {
        try state.withLock { (state) throws(RecordingFileError) in try state.file.writeCopy(to: path) }
    }

    /// Once every ``retryInterval``: tries a failing file again, and checks that the path
    /// still names the file (``RecordingFile/sync()`` writes it again if not).
    private func check() {
        state.withLock { state in
            guard !state.closed else { return }
            state.writePending()
        }
    }

    /// Makes the private queue flush `delay` seconds from now, unless a flush is already
    /// scheduled in `state` (held locked by the caller).
    private func scheduleTimer(after delay: Double, in state: inout State) {
        guard !state.timerScheduled else { return }
        state.timerScheduled = true
        queue.asyncAfter(deadline: .now() + delay) { [self] in
            let flushInterval = MonotonicClock.seconds(self.flushInterval)
            let now = clock.now
            self.state.withLock { state in
                state.timerScheduled = false
                guard !state.closed, state.file.failure == nil, let oldest = state.oldestPending else { return }
                let remaining = flushInterval - (now - oldest)
                if remaining > 0 {
                    scheduleTimer(after: remaining, in: &state)
                } else {
                    state.writePending()
                }
            }
        }
    }
}
