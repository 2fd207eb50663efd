/// One stroke of one pointer: its stem samples and the branches that sprouted from them.
///
/// Vines are numbered by their `down` events in recording order, from 0, counting vines
/// that are later undone or cleared, so removing one never renumbers another.
public struct Vine: Sendable {
    /// `v`: the vine's number, the order of its `down` among all `down`s, from 0.
    public let index: Int
    /// The id of the pointer that drew it (0 is the mouse).
    public let pointer: Int
    /// The stem's colour (from the style: one colour, or the vine's palette green).
    public let color: RGBA
    /// The stem's line width in points (`vineWidth`).
    public let width: Double
    /// The look it is drawn in, decided when it starts (``RecordingHeader/resolvedLook``).
    public let look: Look
    /// The stem: the `down`, every `move`, and the `up` if it came; times non-decreasing.
    public internal(set) var samples: [Sample]
    /// The natural look's smoothed stem, one point per sample; empty in the classic look.
    public internal(set) var stem: [StemPoint] = []
    /// The flower a tap made (see ``Bloom``), or nil.
    public internal(set) var bloom: Bloom?
    /// The branches in sprouting order; births non-decreasing.
    public internal(set) var branches: [Branch] = []
    /// The time of the `up`, or nil while the pointer is still down.
    public internal(set) var up: Double?
    /// The time an `undo` or `clear` removed the vine, or nil if never.
    public internal(set) var removed: Double?

    /// A vine with its `down` sample and nothing else yet.
    init(index: Int, pointer: Int, color: RGBA, width: Double, look: Look, down: Sample) {
        self.index = index
        self.pointer = pointer
        self.color = color
        self.width = width
        self.look = look
        samples = [down]
        if look == .natural { stem = [StemPoint(first: down, vineWidth: width)] }
    }

    /// The time of the `down`.
    public var down: Double { samples[0].time }

    /// The line width of its branches in points: half the stem's.
    public var branchWidth: Double { width / 2 }

    /// Whether the vine is on the canvas at time `t`: down by `t`, not removed by `t`.
    public func isPresent(at t: Double) -> Bool {
        down <= t && (removed.map { $0 > t } ?? true)
    }
}
