// The libFuzzer harness for the `.vine` reader. Not a SwiftPM target: `Scripts/fuzz` compiles
// it against VineGeometry and VineCore (built with testing enabled, so it sees VineCore's
// internals) with `-sanitize=fuzzer,address`, and libFuzzer supplies `main`.

import VineGeometry

@testable import VineCore

/// libFuzzer's entry point: runs ``ReaderFuzzer/check(_:)`` on one input. Any crash, sanitizer
/// report or failed invariant (a `preconditionFailure`) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func readerFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    ReaderFuzzer.check(bytes)
    return 0
}

/// What the fuzzer asserts about any input, beyond "it does not crash":
///
/// - reading is independent of how the input is chunked (a whole buffer, or pieces of
///   1 to 8 bytes chosen by the input's first byte), down to the error and the warnings;
/// - a recording that reads without error still reads without error when cut after any
///   byte past the header (what a killed writer leaves), giving a prefix of its events;
/// - what was read writes back (``RecordingHeader/jsonLine``, ``Event/jsonLine``) to text that
///   reads back as the same header and events, as the crash-safe writer relies on;
/// - the events replay into a ``Timeline`` whose scenes at a few instants are consistent,
///   and every growing branch can be trimmed.
///
/// Limits are lowered (short lines, few events) so each input runs in well under a millisecond.
enum ReaderFuzzer {
    /// The limits of the fuzzed reader: a 1 KiB line and 256 events, the rest standard.
    static let limits = RecordingLimits(maxLineLength: 1024, maxEvents: 256)

    /// Everything a reader produced from one input.
    struct Outcome: Equatable {
        var header: RecordingHeader?
        var events: [Event] = []
        var warnings: [RecordingWarning] = []
        var error: RecordingError?
    }

    /// Runs every check on `bytes`; stops the process on a broken invariant.
    static func check(_ bytes: [UInt8]) {
        let outcome = read(MemoryByteSource(bytes))
        let chunk = 1 + Int(bytes.first ?? 0) % 8
        guard read(ChunkedByteSource(bytes, chunk: chunk)) == outcome else {
            preconditionFailure("reading in \(chunk)-byte chunks differs from reading the whole input")
        }
        checkCutShort(bytes, outcome)
        guard let header = outcome.header else { return }
        checkRoundTrip(header, outcome.events)
        checkReplay(header, outcome.events)
    }

    /// Reads `source` to its end or its first error with ``limits``.
    static func read(_ source: some ByteSource) -> Outcome {
        var outcome = Outcome()
        do throws(RecordingError) {
            var reader = try RecordingReader(source: source, limits: limits)
            outcome.header = reader.header
            defer { outcome.warnings = reader.warnings }
            while let event = try reader.next() {
                outcome.events.append(event)
            }
            guard reader.eventCount == outcome.events.count else {
                preconditionFailure("eventCount \(reader.eventCount) for \(outcome.events.count) events")
            }
        } catch {
            guard error.kind == .malformed, error.line >= 1, !error.message.isEmpty else {
                preconditionFailure("unexpected reading error \(error)")
            }
            outcome.error = error
        }
        return outcome
    }

    /// Cuts `bytes`, which read as `outcome`, after a byte past the header chosen by the
    /// input's last byte; unless reading the whole failed, the cut one must read without
    /// error, its events a prefix of the whole's.
    static func checkCutShort(_ bytes: [UInt8], _ outcome: Outcome) {
        guard outcome.error == nil, let headerEnd = bytes.firstIndex(of: 0x0A), let last = bytes.last else { return }
        let cut = headerEnd + 1 + Int(last) % (bytes.count - headerEnd)
        let prefix = read(MemoryByteSource(Array(bytes[..<cut])))
        guard prefix.error == nil, outcome.events.starts(with: prefix.events) else {
            preconditionFailure(
                "cut after byte \(cut) of \(bytes.count), reading gives \(prefix.error.map(String.init(describing:)) ?? "other events")"
            )
        }
    }

    /// Writes `header` and `events` as the writer would and reads them back with the
    /// standard limits: they must come back equal, without warnings.
    static func checkRoundTrip(_ header: RecordingHeader, _ events: [Event]) {
        let text = ([header.jsonLine] + events.map(\.jsonLine)).map { $0 + "\n" }.joined()
        let again: Outcome
        do throws(RecordingError) {
            var reader = try RecordingReader(source: MemoryByteSource(text))
            var read: [Event] = []
            while let event = try reader.next() { read.append(event) }
            again = Outcome(header: reader.header, events: read, warnings: reader.warnings)
        } catch {
            preconditionFailure("written text does not read back: \(error)\n\(text)")
        }
        guard again == Outcome(header: header, events: events) else {
            preconditionFailure("written text reads back differently:\n\(text)")
        }
    }

    /// Replays `events` and checks the scene at the start, the middle, the last event and the end.
    static func checkReplay(_ header: RecordingHeader, _ events: [Event]) {
        let timeline: Timeline
        do {
            timeline = try Timeline(header: header, events: events)
        } catch {
            preconditionFailure("events the reader accepted do not replay: \(error)")
        }
        let last = timeline.lastEventTime
        for t in [-1, 0, last / 2, last, timeline.end, timeline.end + 1] {
            let scene = timeline.scene(at: t)
            let indices = scene.vines.map(\.vine.index)
            guard zip(indices, indices.dropFirst()).allSatisfy({ $0 < $1 }),
                scene.vines.allSatisfy({ $0.vine.down <= t }), t < last || indices == timeline.presentVines
            else {
                preconditionFailure("scene at \(t) disagrees with the timeline's presence")
            }
            for visible in scene.vines {
                guard visible.sampleCount >= 1, visible.grownBranchCount <= visible.branchCount,
                    visible.branchCount <= visible.vine.branches.count
                else {
                    preconditionFailure("inconsistent counts for vine \(visible.vine.index) at \(t)")
                }
                for branch in visible.growingBranches {
                    let strokeEnd = visible.strokeEnd(of: branch)
                    guard strokeEnd >= 0, strokeEnd < 1, branch.length.isFinite else {
                        preconditionFailure(
                            "growing branch \(branch.index) of vine \(visible.vine.index) at \(t): strokeEnd \(strokeEnd), length \(branch.length)"
                        )
                    }
                    guard branch.trimmedPath(strokeEnd: strokeEnd).bounds.width.isFinite else {
                        preconditionFailure(
                            "trimmed branch \(branch.index) of vine \(visible.vine.index) has non-finite bounds")
                    }
                }
            }
        }
    }
}

/// A ``ByteSource`` over bytes in memory that returns at most `chunk` bytes per read,
/// to move line and chunk boundaries around.
struct ChunkedByteSource: ByteSource {
    private var bytes: MemoryByteSource
    private let chunk: Int

    /// A source of `bytes`, `chunk` (≥ 1) bytes at a time.
    init(_ bytes: [UInt8], chunk: Int) {
        self.bytes = MemoryByteSource(bytes)
        self.chunk = chunk
    }

    /// The next at most `min(count, chunk)` bytes; empty at the end.
    mutating func read(upTo count: Int) -> [UInt8] {
        bytes.read(upTo: min(count, chunk))
    }
}
