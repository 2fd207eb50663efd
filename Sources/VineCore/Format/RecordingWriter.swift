import Foundation

/// Writes a `.vine` recording (of its header's format version), crash-safe: whatever was appended reaches the kernel
/// within ``flushInterval`` (100 ms by default), so killing the process loses at most the
/// input of the last 100 ms, and a killed writer leaves at worst one cut-short final line,
/// which the reader drops with a warning.
///
/// Lines are buffered and written with `write(2)` through the `FileHandle` when the oldest
/// buffered line is ``flushInterval`` old: on the next ``append(_:)`` or, if none comes, by a
/// timer on a private queue. Nothing is `fsync`ed: surviving a process crash needs only
/// the kernel to have the data. The writer checks the header and every event exactly as
/// the reader does (``RecordingLimits``, ``EventError``), so what it writes always reads back.
///
/// Output is deterministic: ``RecordingHeader/jsonLine`` and ``Event/jsonLine``, one per line,
/// each ending in a newline. Thread-safe.
public final class RecordingWriter: @unchecked Sendable {
    /// The longest a written line waits in memory before reaching the kernel.
    public let flushInterval: Duration

    private let handle: FileHandle
    private let lock = NSLock()
    private let queue = DispatchQueue(label: "vine.recording-writer")
    private var pending: [UInt8] = []
    private var oldestPending: ContinuousClock.Instant?
    private var timerScheduled = false
    private var failure: (any Error)?
    private var closed = false
    private var validator: EventSequenceValidator
    private let limits: RecordingLimits
    private var eventCount = 0

    /// A writer to `handle` that writes the header line at once.
    ///
    /// Throws a ``RecordingError`` (line 1) for a header outside `limits` or with invalid
    /// parameters, writing nothing, or the handle's error if the header cannot be written.
    public init(
        header: RecordingHeader, to handle: FileHandle, flushInterval: Duration = .milliseconds(100),
        limits: RecordingLimits = .standard
    ) throws {
        try limits.check(header)
        self.handle = handle
        self.flushInterval = flushInterval
        self.limits = limits
        validator = EventSequenceValidator(version: header.version)
        try handle.write(contentsOf: Array((header.jsonLine + "\n").utf8))
    }

    /// A writer appending to `handle`, positioned at the end of a recording that `reader`
    /// has read to its end (the file's last line must be complete): later events are
    /// checked as if they followed the file's events. Writes nothing now.
    public init(
        appendingTo handle: FileHandle, after reader: RecordingReader, flushInterval: Duration = .milliseconds(100)
    ) {
        self.handle = handle
        self.flushInterval = flushInterval
        limits = reader.limits
        validator = reader.validator
        eventCount = reader.eventCount
    }

    /// Appends `event` as one line.
    ///
    /// Throws, writing nothing, a ``RecordingError`` (with the line it would have had) for
    /// a value outside the limits or one event too many, or an ``EventError`` for an event
    /// that cannot follow the previous ones; else an earlier background write's error or a
    /// write error now.
    public func append(_ event: Event) throws {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
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
        pending.append(contentsOf: (event.jsonLine + "\n").utf8)
        let now = ContinuousClock.now
        if let oldest = oldestPending, now - oldest >= flushInterval {
            try writePending()
        } else if oldestPending == nil {
            oldestPending = now
            scheduleTimer(after: flushInterval)
        }
    }

    /// Writes everything buffered now; throws a write error, or an earlier one.
    public func flush() throws {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        try writePending()
    }

    /// Flushes and closes the file handle. Further appends are a programming error.
    public func close() throws {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return }
        closed = true
        if let failure { throw failure }
        try writePending()
        try handle.close()
    }

    private func writePending() throws {
        oldestPending = nil
        guard !pending.isEmpty else { return }
        let bytes = pending
        pending.removeAll(keepingCapacity: true)
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            failure = error
            throw error
        }
    }

    /// Makes the private queue flush `delay` from now, unless a flush is already scheduled.
    /// Called with the lock held.
    private func scheduleTimer(after delay: Duration) {
        guard !timerScheduled else { return }
        timerScheduled = true
        let seconds = Double(delay.components.seconds) + Double(delay.components.attoseconds) * 1e-18
        queue.asyncAfter(deadline: .now() + seconds) { [self] in
            lock.lock()
            defer { lock.unlock() }
            timerScheduled = false
            guard !closed, failure == nil, let oldest = oldestPending else { return }
            let remaining = flushInterval - (ContinuousClock.now - oldest)
            if remaining > .zero {
                scheduleTimer(after: remaining)
            } else {
                try? writePending()
            }
        }
    }
}
