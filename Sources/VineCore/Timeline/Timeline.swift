import VineGeometry

/// The recorder and the replay engine: pointer events in, vines and branches out, and the
/// scene at any time.
///
/// The window applies events as they happen while drawing; replay and export apply a
/// recording's events; both go through ``apply(_:)``, so a replay shows exactly what was
/// drawn. Several pointers can draw at once, each its own vine.
///
/// - `down` starts vine `v` (the number of `down`s before it), whose first sample is the
///   `down` point; the branch anchor is that point.
/// - `move` and `up` add a sample `p`. If `p` is strictly farther than
///   `minBranchSeparation` from the anchor, branch `k` (the vine's next) sprouts at `p`,
///   born at the event's time, and the anchor moves to `p`. `up` ends the vine.
/// - `undo` removes the most recent vine still present — the highest-numbered one not
///   removed, even if its pointer is still down — and does nothing on an empty canvas.
/// - `clear` removes every vine present.
///
/// A vine removed while its pointer is down keeps that pointer: its later `move`s and `up`
/// still add samples and branches to it (consuming no other vine's numbers or random
/// streams), invisibly; the pointer's next `down` starts a new vine.
///
/// Which vines are present changes like a stack (a `down` pushes, `undo` pops, `clear`
/// empties), so the timeline keeps each vine's predecessor on the stack and the history of
/// the stack's top: ``scene(at:)`` finds the present vines with one binary search and a
/// walk over just those vines.
public struct Timeline: Sendable {
    /// The recording's header, with any overrides applied; it decides every vine's shape and look.
    public let header: RecordingHeader
    /// Every vine, in index order, including removed ones.
    public private(set) var vines: [Vine] = []
    /// The number of events applied.
    public private(set) var eventCount = 0
    /// The number of branches sprouted, in every vine.
    public private(set) var branchCount = 0
    /// The most branches ``apply(_:)`` sprouts before it throws ``EventError/tooManyBranches(limit:)``.
    public let branchLimit: Int

    private var validator = EventSequenceValidator()
    private var strokes: [Int: Stroke] = [:]
    private var below: [Int] = []
    private var topHistory: [(time: Double, top: Int)] = []
    private var leafField: LeafField

    /// A pointer that is down: the vine it draws and its branch anchor.
    private struct Stroke: Sendable {
        var vine: Int
        var anchor: Point
    }

    /// An empty timeline for a recording with `header`, sprouting at most `branchLimit` branches.
    public init(header: RecordingHeader, branchLimit: Int = RecordingLimits.standard.maxBranches) {
        self.header = header
        self.branchLimit = branchLimit
        leafField = LeafField(cellSize: 4 * header.parameters.leafSize)
    }

    /// The time of the last event applied, or 0 before any: the recording's duration.
    public var lastEventTime: Double { validator.lastTime }

    /// When everything has finished growing: ``lastEventTime`` plus `growDuration`.
    public var end: Double { lastEventTime + header.parameters.growDuration }

    /// The canvas size in points.
    public var canvas: Size { Size(width: header.width, height: header.height) }

    /// Applies `event`, which must follow the events applied before it.
    ///
    /// Throws, changing nothing, for a time before the previous event's, a non-finite
    /// value, a `move`/`up` for a pointer that is not down, a `down` for one that is, or a
    /// sample that would sprout more than ``branchLimit`` branches.
    /// Cost: O(1) amortized, plus building one branch when one sprouts, plus O(vines
    /// removed) for `clear`.
    public mutating func apply(_ event: Event) throws(EventError) {
        switch event.action {
        case .move(let pointer, let point, _), .up(let pointer, let point, _):
            if branchCount >= branchLimit, let stroke = strokes[pointer], sprouts(at: point, from: stroke) {
                throw .tooManyBranches(limit: branchLimit)
            }
        case .down, .undo, .clear:
            break
        }
        try validator.accept(event)
        eventCount += 1
        let time = event.time
        switch event.action {
        case .down(let pointer, let point, _):
            let index = vines.count
            let color = header.style.color(ofVine: index, seed: header.seed)
            vines.append(
                Vine(
                    index: index, pointer: pointer, color: color, width: header.parameters.vineWidth,
                    look: header.resolvedLook, down: Sample(time: time, point: point)))
            below.append(top)
            topHistory.append((time, index))
            strokes[pointer] = Stroke(vine: index, anchor: point)
        case .move(let pointer, let point, _):
            addSample(Sample(time: time, point: point), pointer: pointer, isUp: false)
        case .up(let pointer, let point, _):
            let index = strokes[pointer]!.vine
            addSample(Sample(time: time, point: point), pointer: pointer, isUp: true)
            vines[index].up = time
            strokes[pointer] = nil
            addBloomIfTap(vine: index, time: time)
        case .undo:
            let index = top
            guard index >= 0 else { return }
            vines[index].removed = time
            topHistory.append((time, below[index]))
        case .clear:
            var index = top
            guard index >= 0 else { return }
            while index >= 0 {
                vines[index].removed = time
                index = below[index]
            }
            topHistory.append((time, -1))
        }
    }

    /// The highest-numbered vine present now, or −1 when the canvas is empty.
    private var top: Int { topHistory.last?.top ?? -1 }

    private mutating func addSample(_ sample: Sample, pointer: Int, isUp: Bool) {
        let stroke = strokes[pointer]!
        let v = stroke.vine
        if vines[v].look == .natural {
            let point = StemPoint(
                following: vines[v].stem[vines[v].stem.count - 1],
                previousSample: vines[v].samples[vines[v].samples.count - 1],
                sample: sample, isLast: isUp, vineWidth: vines[v].width)
            vines[v].stem.append(point)
        }
        vines[v].samples.append(sample)
        guard sprouts(at: sample.point, from: stroke) else { return }
        let index = vines[v].branches.count
        let branch: Branch
        switch vines[v].look {
        case .classic:
            branch = Branch(
                vine: v, index: index, birth: sample.time, start: sample.point, parameters: header.parameters,
                seed: header.seed)
        case .natural:
            let sprout = Branch.Sprout(
                vine: v, index: index, birth: sample.time, stem: vines[v].stem[...], parameters: header.parameters,
                seed: header.seed)
            let field = leafField
            let vines = vines
            branch = Branch(natural: sprout, vineWidth: self.vines[v].width) { ellipse in
                !field.overlaps(ellipse) { vines[$0].removed == nil }
            }
            if let leaf = branch.naturalLeaf { leafField.insert(leaf.spacingEllipse, vine: v) }
        }
        vines[v].branches.append(branch)
        branchCount += 1
        strokes[pointer]!.anchor = sample.point
    }

    /// Gives vine `index`, just ended at `time`, the flower of a tap when it is one: no
    /// branch and every sample within ``Bloom/tapTolerance`` of its `down`. Natural vines
    /// always; classic vines only in version-2 recordings (version 1 renders as it always did).
    private mutating func addBloomIfTap(vine index: Int, time: Double) {
        let vine = vines[index]
        guard vine.look == .natural || header.version >= 2, vine.branches.isEmpty else { return }
        let down = vine.samples[0].point
        guard vine.samples.allSatisfy({ $0.point.distance(to: down) <= Bloom.tapTolerance }) else { return }
        vines[index].bloom = Bloom(
            vine: index, center: vine.look == .natural ? vine.stem[0].point : down, birth: time,
            leafSize: header.parameters.leafSize, seed: header.seed)
    }

    /// Whether a sample at `point` sprouts a branch: the branch rule's strictly greater distance.
    private func sprouts(at point: Point, from stroke: Stroke) -> Bool {
        point.distance(to: stroke.anchor) > header.parameters.minBranchSeparation
    }

    /// The indices of the vines present at time `t` (down by `t`, not removed by `t`), ascending.
    ///
    /// Cost: one binary search over the presence history plus O(vines present).
    public func presentVines(at t: Double) -> [Int] {
        var low = 0
        var high = topHistory.count
        while low < high {
            let middle = (low + high) / 2
            if topHistory[middle].time <= t { low = middle + 1 } else { high = middle }
        }
        var indices: [Int] = []
        var index = low == 0 ? -1 : topHistory[low - 1].top
        while index >= 0 {
            indices.append(index)
            index = below[index]
        }
        return indices.reversed()
    }
}
