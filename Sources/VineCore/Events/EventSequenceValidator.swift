import VineGeometry

/// Checks that events form a valid sequence: finite, times non-decreasing, each pointer
/// going `down` → `move`* → `up`, only the events of the recording's format version, and
/// `erase`/`reseed` naming a vine that exists.
///
/// The reader and ``Timeline`` share it, so a file that reads without error replays
/// without error, and `vine check` needs no timeline. To count vines it follows the
/// symmetry in force through `set`, `undo` and `redo`, keeping one byte per action (a
/// version-2 `down`, `clear`, `erase`, `reseed` or `set`): memory is O(pointers down +
/// actions), at most a few megabytes within ``RecordingLimits/maxEvents``.
public struct EventSequenceValidator: Sendable {
    /// The recording's format version.
    public let version: Int
    /// The time of the last accepted event, or 0 before any.
    public private(set) var lastTime: Double = 0
    /// The pointers currently down.
    public private(set) var pointersDown: Set<Int> = []
    /// The vines begun so far, symmetry partners included.
    public private(set) var vineCount = 0
    /// How many vines the next `down` begins: the symmetry in force's ``Symmetry/vineCount``.
    public private(set) var vinesPerStroke = 1
    /// For each action in effect, oldest first, ``vinesPerStroke`` before it.
    private var done: [UInt8] = []
    /// For each undone action, most recently undone last, ``vinesPerStroke`` after it.
    private var undone: [UInt8] = []

    /// A validator for a recording of format `version`.
    public init(version: Int) {
        self.version = version
    }

    /// Accepts `event` or throws without changing any state.
    public mutating func accept(_ event: Event) throws(EventError) {
        guard event.time.isFinite else { throw .notFinite }
        guard event.time >= lastTime else { throw .timeWentBackwards(time: event.time, previous: lastTime) }
        guard event.action.formatVersion <= version else {
            throw .needsVersion(kind: event.action.kind, version: event.action.formatVersion, fileVersion: version)
        }
        switch event.action {
        case .down(let pointer, let point, _, _):
            guard point.x.isFinite, point.y.isFinite else { throw .notFinite }
            guard !pointersDown.contains(pointer) else { throw .pointerAlreadyDown(pointer: pointer) }
            pointersDown.insert(pointer)
            vineCount += vinesPerStroke
            recordAction()
        case .move(let pointer, let point, _, _):
            guard point.x.isFinite, point.y.isFinite else { throw .notFinite }
            guard pointersDown.contains(pointer) else { throw .pointerNotDown(pointer: pointer, action: "move") }
        case .up(let pointer, let point, _, _):
            guard point.x.isFinite, point.y.isFinite else { throw .notFinite }
            guard pointersDown.contains(pointer) else { throw .pointerNotDown(pointer: pointer, action: "up") }
            pointersDown.remove(pointer)
        case .erase(let vine), .reseed(let vine, _):
            guard vine < vineCount else { throw .noSuchVine(vine: vine, count: vineCount) }
            recordAction()
        case .clear:
            recordAction()
        case .set(let setting):
            recordAction()
            if case .symmetry(let symmetry) = setting { vinesPerStroke = symmetry.vineCount }
        case .undo:
            if version >= 2, let before = done.popLast() {
                undone.append(UInt8(vinesPerStroke))
                vinesPerStroke = Int(before)
            }
        case .redo:
            if let after = undone.popLast() {
                done.append(UInt8(vinesPerStroke))
                vinesPerStroke = Int(after)
            }
        case .marker:
            break
        }
        lastTime = event.time
    }

    /// Notes a new action in a version-2 recording: it can be undone, and nothing undone
    /// before it can be redone any more.
    private mutating func recordAction() {
        guard version >= 2 else { return }
        done.append(UInt8(vinesPerStroke))
        undone.removeAll()
    }
}
