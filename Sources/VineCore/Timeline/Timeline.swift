import VineGeometry

/// The recorder and the replay engine: pointer events in, vines and branches out, and the
/// scene at any time.
///
/// The window applies events as they happen while drawing; replay and export apply a
/// recording's events; both go through ``apply(_:)``, so a replay shows exactly what was
/// drawn. Several pointers can draw at once, each its own vine.
///
/// - `down` starts vine `v` (the number of vines begun before it), whose first sample is
///   the `down` point; the branch anchor is that point. With a symmetry in force, it also
///   starts its partners `v+1 … v+c−1`, whose samples are the drawn ones transformed
///   (``Symmetry``). Each vine keeps the settings in force at its `down`.
/// - `move` and `up` add a sample `p` to each of the pointer's vines. If `p` is strictly
///   farther than the vine's `minBranchSeparation` from its anchor, branch `k` (the vine's
///   next) sprouts at `p`, born at the event's time, and the anchor moves to `p`. `up`
///   ends the vines.
/// - Actions (version 2): a `down` (with its partners), a `clear` (removes every vine
///   present), an `erase v` (removes vine v), a `reseed v n` (vine v shows branches drawn
///   from the streams of reseed n, born no earlier than the reseed, so they grow anew) and
///   a `set` (changes a setting for later vines; `background` for the canvas from then on).
///   `undo` reverts the most recent action in effect, `redo` re-applies the most recently
///   undone one, and a new action drops what could have been redone. An action that finds
///   nothing to do (erasing or reseeding a vine not present) still counts as one.
/// - Version 1: `undo` removes the highest-numbered vine present, even if its pointer is
///   still down, and does nothing on an empty canvas; `clear` removes every vine present;
///   neither can be undone. Version-1 recordings replay exactly as they always did
///   (``VersionRules``; version 2's undo and redo keep an ``EditHistory``).
/// - `marker` names a point in time (``markers``).
/// - Each vine takes the look in force at its `down` (the header's, then `set look`). A
///   natural vine's new leaf avoids the leaves of the vines present at its birth, as they
///   were then; later edits never move a leaf (VineCore's Growth article).
///
/// A vine removed while its pointer is down keeps that pointer: its later `move`s and `up`
/// still add samples and branches to it (consuming no other vine's numbers or random
/// streams), invisibly; the pointer's next `down` starts a new vine.
///
/// Presence is kept in a ``PresenceLog``, so ``scene(at:)`` costs a binary search plus
/// work in proportion to the vines present, never to the length of the history.
public struct Timeline: Sendable {
    /// The recording's header, with any overrides applied; it decides the first settings.
    public let header: RecordingHeader
    /// The number of events applied.
    public private(set) var eventCount = 0
    /// The number of branches built, in every vine and every reseeded version.
    public private(set) var branchCount = 0
    /// The most branches ``apply(_:)`` builds before it throws ``EventError/tooManyBranches(limit:)``.
    public let branchLimit: Int
    /// The markers, in time order.
    public private(set) var markers: [Marker] = []
    /// The settings in force now: what the next `down` uses.
    public var settings: Settings { settingsLog.current }

    /// Puts `species` in force for the vines begun from `time` on (not before the last change).
    mutating func grow(_ species: Species, from time: Double) {
        var settings = settingsLog.current
        settings.species = species
        settingsLog.change(to: settings, at: time)
    }

    private var validator: EventSequenceValidator
    private var strokes: [Int: Stroke] = [:]
    /// Every vine as drawn (version 0), by index.
    private var drawn: [Vine] = []
    /// The reseeded versions of each vine: `reseeds[v][i]` is version `i + 1` of vine `v`.
    private var reseeds: [Int: [Reseed]] = [:]
    /// When each vine last left the canvas, if it is absent now.
    private var removedAt: [Double?] = []
    /// The version each vine shows now, or showed when it last was present.
    private var shownVersion: [Int] = []
    private var presence = PresenceLog()
    /// The settings in force over time.
    private var settingsLog: SettingsLog
    /// What undo, redo and clear do, and whether a classic tap flowers, by version.
    private var rules: VersionRules
    /// Version 2's actions in effect and undone.
    private var history = EditHistory()
    /// The stem count of each vine when each of its branches sprouted: `sprouts[v][k]`.
    private var sprouts: [[Int]] = []
    /// Every natural leaf built, tagged with its vine and that vine's version.
    private var leafField: LeafField

    /// The pointer's vines: the drawn one and its partners, with their branch anchors.
    private struct Stroke: Sendable {
        var first: Int
        var symmetry: Symmetry
        var anchors: [Point]
    }

    /// Another version of a vine's branches.
    private struct Reseed: Sendable {
        var number: Int
        /// No branch is born before this: the time of the reseed.
        var time: Double
        var branches: [Branch]
    }

    /// An empty timeline for a recording with `header`, building at most `branchLimit` branches.
    public init(header: RecordingHeader, branchLimit: Int = RecordingLimits.standard.maxBranches) {
        self.header = header
        self.branchLimit = branchLimit
        var settings = Settings(
            parameters: header.parameters, style: header.style, look: header.resolvedLook, wind: header.wind,
            bounds: header.bounds)
        settings.species = header.resolvedSpecies
        settingsLog = SettingsLog(settings)
        validator = EventSequenceValidator(version: header.version)
        rules = VersionRules(version: header.version)
        leafField = LeafField(cellSize: 4 * header.parameters.leafSize)
    }

    /// Every vine, in index order, including removed ones, each with the branches it shows
    /// now (or showed when last present). O(vines).
    public var vines: [Vine] {
        drawn.indices.map { index in
            var vine = version(shownVersion[index], of: index)
            vine.removed = removedAt[index]
            return vine
        }
    }

    /// The number of vines begun, symmetry partners included.
    public var vineCount: Int { drawn.count }

    /// The time of the last event applied, or 0 before any: the recording's duration.
    public var lastEventTime: Double { validator.lastTime }

    /// When everything has finished growing: ``lastEventTime`` plus the longest
    /// `growDuration` in force at any time (the header's, in a recording without `set`).
    public var end: Double { lastEventTime + settingsLog.longestGrowth }

    /// The canvas size in points.
    public var canvas: Size { header.canvas }

    /// The pointers down now, each with its vine's last sample point (canvas points).
    public var pointersDown: [Int: Point] {
        strokes.mapValues { drawn[$0.first].samples.last!.point }
    }

    /// The indices of the vines present now, ascending.
    public var presentVines: [Int] { presence.current.keys.sorted() }

    /// Applies `event`, which must follow the events applied before it.
    ///
    /// Throws, changing nothing, for anything ``EventSequenceValidator`` rejects (a time
    /// before the previous event's, a non-finite value, a pointer out of order, an event
    /// newer than the header's version, an unknown vine) or an event that would build more
    /// than ``branchLimit`` branches.
    /// Cost: O(1) amortized, plus building the branches that sprout (one per vine of the
    /// stroke and per reseeded version), plus O(vines changed) for `clear`, `undo`, `redo`,
    /// plus O(branches) of the vine for `reseed`.
    public mutating func apply(_ event: Event) throws(EventError) {
        let built = newBranchCount(event.action)
        if built > 0, branchCount + built > branchLimit { throw .tooManyBranches(limit: branchLimit) }
        try validator.accept(event)
        eventCount += 1
        let time = event.time
        switch event.action {
        case .down(let pointer, let point, let pressure, _):
            let first = drawn.count
            let symmetry = settings.symmetry
            var anchors: [Point] = []
            for copy in 0..<symmetry.vineCount {
                let at = symmetry.point(point, copy: copy, canvas: canvas)
                drawn.append(
                    Vine(
                        index: first + copy, pointer: pointer, settings: settings, seed: header.seed,
                        down: Sample(time: time, point: at, pressure: pressureUsed(pressure))))
                sprouts.append([])
                removedAt.append(nil)
                shownVersion.append(0)
                anchors.append(at)
            }
            strokes[pointer] = Stroke(first: first, symmetry: symmetry, anchors: anchors)
            perform(.vines(first..<drawn.count), at: time)
        case .move(let pointer, let point, let pressure, _):
            addSamples(at: point, pressure: pressureUsed(pressure), time: time, pointer: pointer, isUp: false)
        case .up(let pointer, let point, let pressure, _):
            addSamples(at: point, pressure: pressureUsed(pressure), time: time, pointer: pointer, isUp: true)
            let stroke = strokes.removeValue(forKey: pointer)!
            for index in stroke.first..<stroke.first + stroke.anchors.count {
                drawn[index].up = time
                addBloomIfTap(vine: index, time: time)
            }
        case .undo where !rules.keepsHistory:
            guard let index = rules.popVine() else { return }
            leave(index, at: time)
        case .clear where !rules.keepsHistory:
            while let index = rules.popVine() { leave(index, at: time) }
        case .undo:
            guard let action = history.undo() else { return }
            revert(action, at: time)
        case .redo:
            guard let action = history.redo() else { return }
            redo(action, at: time)
        case .clear:
            let present = presence.current.map { PresenceLog.Entry(vine: $0.key, version: $0.value) }
            perform(.clear(present.sorted { $0.vine < $1.vine }), at: time)
        case .erase(let index):
            perform(.erase(presence.current[index].map { PresenceLog.Entry(vine: index, version: $0) }), at: time)
        case .reseed(let index, let number):
            guard let from = presence.current[index] else {
                perform(.reseed(vine: index, from: -1, to: -1), at: time)
                return
            }
            let version = (reseeds[index]?.count ?? 0) + 1
            let branches = drawn[index].branches.map { branch in
                makeBranch(
                    of: index, version: version, index: branch.index, birth: max(branch.birth, time),
                    stemCount: sprouts[index][branch.index], reseed: number)
            }
            reseeds[index, default: []].append(Reseed(number: number, time: time, branches: branches))
            branchCount += max(branches.count, 1)
            perform(.reseed(vine: index, from: from, to: reseeds[index]!.count), at: time)
        case .set(let change):
            var after = settings
            after.apply(change)
            perform(.set(before: settings, after: after), at: time)
        case .marker(let label):
            markers.append(Marker(time: time, label: label))
        }
    }

    /// How many branches `action` would build at most (a reseed of a present vine counts at
    /// least one; a sample the vine's bounds refuse counts, though it builds none).
    private func newBranchCount(_ action: Event.Action) -> Int {
        switch action {
        case .move(let pointer, let point, _, _), .up(let pointer, let point, _, _):
            guard let stroke = strokes[pointer] else { return 0 }
            var count = 0
            for (copy, anchor) in stroke.anchors.enumerated() {
                let index = stroke.first + copy
                let at = stroke.symmetry.point(point, copy: copy, canvas: canvas)
                if sprouts(at: at, from: anchor, in: drawn[index]) { count += 1 + (reseeds[index]?.count ?? 0) }
            }
            return count
        case .reseed(let index, _) where index < drawn.count && presence.current[index] != nil:
            return max(drawn[index].branches.count, 1)
        default:
            return 0
        }
    }

    /// Applies a new action: it takes effect now and drops what could have been redone.
    private mutating func perform(_ action: EditHistory.Action, at time: Double) {
        if rules.keepsHistory { history.record(action) }
        redo(action, at: time)
    }

    /// Makes `action` take effect at `time` (again).
    private mutating func redo(_ action: EditHistory.Action, at time: Double) {
        switch action {
        case .vines(let indices):
            for index in indices {
                presence.enter(index, version: 0, at: time)
                removedAt[index] = nil
                shownVersion[index] = 0
                rules.vineAppeared(index)
            }
        case .clear(let entries):
            for entry in entries { leave(entry.vine, at: time) }
        case .erase(let entry):
            if let entry { leave(entry.vine, at: time) }
        case .reseed(let index, let from, let to):
            guard from >= 0 else { return }
            presence.enter(index, version: to, at: time)
            shownVersion[index] = to
        case .set(_, let after):
            settingsLog.change(to: after, at: time)
        }
    }

    /// Undoes `action` at `time`; everything after it has been undone already.
    private mutating func revert(_ action: EditHistory.Action, at time: Double) {
        switch action {
        case .vines(let indices):
            for index in indices { leave(index, at: time) }
        case .clear(let entries):
            for entry in entries { enter(entry, at: time) }
        case .erase(let entry):
            if let entry { enter(entry, at: time) }
        case .reseed(let index, let from, _):
            guard from >= 0 else { return }
            presence.enter(index, version: from, at: time)
            shownVersion[index] = from
        case .set(let before, _):
            settingsLog.change(to: before, at: time)
        }
    }

    private mutating func enter(_ entry: PresenceLog.Entry, at time: Double) {
        presence.enter(entry.vine, version: entry.version, at: time)
        removedAt[entry.vine] = nil
        shownVersion[entry.vine] = entry.version
    }

    private mutating func leave(_ index: Int, at time: Double) {
        presence.leave(index, at: time)
        removedAt[index] = time
    }

    /// An event's recorded `pressure` as its sample keeps it: nil when the header says the
    /// recording does not use pressure (``RecordingHeader/usesPressure``).
    private func pressureUsed(_ pressure: Double?) -> Double? { header.usesPressure ? pressure : nil }

    /// Adds the sample at the drawn `point` (transformed for each partner), with the pen's
    /// `pressure` if any, to every vine of `pointer`'s stroke, sprouting branches in every
    /// version of each; `isUp` ends the stroke.
    private mutating func addSamples(at point: Point, pressure: Double?, time: Double, pointer: Int, isUp: Bool) {
        let stroke = strokes[pointer]!
        for copy in stroke.anchors.indices {
            let index = stroke.first + copy
            let at = stroke.symmetry.point(point, copy: copy, canvas: canvas)
            let sample = Sample(time: time, point: at, pressure: pressure)
            if drawn[index].look.growth.keepsSmoothedStem {
                let vine = drawn[index]
                drawn[index].stem.append(
                    StemPoint(
                        following: vine.stem[vine.stem.count - 1], previousSample: vine.samples[vine.samples.count - 1],
                        sample: sample, isLast: isUp, vineWidth: vine.parameters.vineWidth))
            }
            drawn[index].samples.append(sample)
            drawn[index].traceStemGaps()
            guard sprouts(at: at, from: stroke.anchors[copy], in: drawn[index]), boundsLetSprout(drawn[index]) else {
                continue
            }
            let k = drawn[index].branches.count
            let stemCount = drawn[index].samples.count
            sprouts[index].append(stemCount)
            drawn[index].branches.append(
                makeBranch(of: index, version: 0, index: k, birth: time, stemCount: stemCount, reseed: 0))
            branchCount += 1
            for i in reseeds[index]?.indices ?? 0..<0 {
                let number = reseeds[index]![i].number
                reseeds[index]![i].branches.append(
                    makeBranch(of: index, version: i + 1, index: k, birth: time, stemCount: stemCount, reseed: number))
                branchCount += 1
            }
            strokes[pointer]!.anchors[copy] = at
        }
    }

    /// Branch `k` of `version` of vine `index`, born at `birth` (now or later) where the
    /// stem had `stemCount` samples, from the streams of reseed `reseed`. A natural leaf
    /// avoids the leaves of the other vines present now as they are now, and this version's
    /// own earlier leaves; it joins ``leafField``.
    ///
    /// A vine with bounds (``Bounds``) leans its branches toward the nearest attractor and
    /// keeps them inside `within` and out of `avoid`, its lines' centres at least
    /// ``Bounds/margin(vineWidth:shadow:)`` from the outlines, and clear of `clear`'s lines: try 0 is the branch's own
    /// stream, tries 1 … ``reboundTries`` − 1 draw again from streams of their own; then the
    /// first try is bent in, scaled about its start by ½, ¼, … (``reboundScales``), and the
    /// last of those is kept whatever it gives.
    ///
    /// A species that is not a look adds its parts (``Species/parts(at:random:)``) to the
    /// branch kept, drawn from the branch's species stream after its leaf chance.
    private mutating func makeBranch(
        of index: Int, version: Int, index k: Int, birth: Double, stemCount: Int, reseed: Int
    )
        -> Branch
    {
        let vine = drawn[index]
        let bounds = vine.bounds
        let toward = bounds.lean(from: vine.samples[stemCount - 1].point)
        let isLook = vine.species.isLook
        var (hasLeaf, random) = vine.species.leafChance(seed: header.seed, vine: index, branch: k, reseed: reseed)
        if isLook { hasLeaf = true }
        var branch = buildBranch(
            of: index, version: version, index: k, birth: birth, stemCount: stemCount, reseed: reseed,
            attempt: 0, scale: 1, toward: toward, hasLeaf: hasLeaf)
        if bounds.placesBranches {
            let margin = Bounds.margin(vineWidth: vine.parameters.vineWidth, shadow: vine.style.shadow)
            let streams = bounds.clear == nil ? Self.reboundTries : Self.clearanceTries
            let tries = (1..<streams).map { ($0, 1.0) } + Self.reboundScales.map { (0, $0) }
            for (attempt, scale) in tries where !bounds.admits(branch, margin: margin) {
                branch = buildBranch(
                    of: index, version: version, index: k, birth: birth, stemCount: stemCount, reseed: reseed,
                    attempt: attempt, scale: scale, toward: toward, hasLeaf: hasLeaf)
            }
        }
        if let spacing = branch.leaf?.spacing { leafField.insert(spacing, vine: index, version: version) }
        if !isLook {
            let site = Species.PartSite(
                branch: branch, vine: index, reseed: reseed, seed: header.seed,
                tangent: vine.look.growth.stemTangent(of: vine, stemCount: stemCount), parameters: vine.parameters,
                colour: vine.color, hasLeaf: vine.look.growth.hasLeaf(branch, chance: hasLeaf),
                bounds: bounds, margin: Bounds.margin(vineWidth: vine.parameters.vineWidth, shadow: vine.style.shadow))
            branch.parts = vine.species.parts(at: site, random: &random)
        }
        return branch
    }

    /// How many streams a bounded branch tries before it is bent: 6.
    static let reboundTries = 6
    /// How many streams a branch that keeps clear of lines (``Bounds/clear``) tries before it
    /// is bent: 24, so that most find a way out from their letter.
    static let clearanceTries = 24
    /// The scales a bounded branch is bent in by, in order, once no stream fitted.
    static let reboundScales = [0.5, 0.25, 0.125, 0.0625, 0.03125]

    /// One try at branch `k`: from the branch's own streams (`attempt` 0) or try
    /// `attempt`'s, with `maxBranchLength` and `leafSize` scaled by `scale`, its end
    /// leaning along `toward`; a natural branch in its species' ranges, with a leaf only
    /// when `hasLeaf`.
    private func buildBranch(
        of index: Int, version: Int, index k: Int, birth: Double, stemCount: Int, reseed: Int, attempt: Int,
        scale: Double, toward: Vector?, hasLeaf: Bool
    ) -> Branch {
        let vine = drawn[index]
        var parameters = vine.parameters
        if scale != 1 {
            parameters.maxBranchLength *= scale
            parameters.leafSize *= scale
        }
        let field = leafField
        let current = presence.current
        let bounds = vine.bounds
        let margin = Bounds.margin(vineWidth: vine.parameters.vineWidth, shadow: vine.style.shadow)
        let request = BranchRequest(
            vine: vine, index: k, birth: birth, stemCount: stemCount, parameters: parameters, seed: header.seed,
            reseed: reseed, attempt: attempt, toward: toward, hasLeaf: hasLeaf)
        return vine.look.growth.branch(request) { ellipse in
            guard
                !bounds.placesBranches
                    || bounds.allowsDisc(ellipse.center, radius: ellipse.semiMajor, margin: margin)
            else { return false }
            return !field.overlaps(ellipse) { entry in
                entry.vine == index ? entry.version == version : current[entry.vine] == entry.version
            }
        }
    }

    /// Gives vine `index`, just ended at `time`, the flower of a tap when it is one: no
    /// branch and every sample within ``Bloom/tapTolerance`` of its `down`. Natural vines
    /// always; classic vines only in version-2 recordings (version 1 renders as it always did).
    private mutating func addBloomIfTap(vine index: Int, time: Double) {
        let vine = drawn[index]
        guard vine.look.growth.tapsAlwaysBloom || rules.classicTapsBloom, vine.branches.isEmpty else { return }
        let down = vine.samples[0].point
        let reach =
            Bounds.margin(vineWidth: vine.parameters.vineWidth, shadow: vine.style.shadow)
            + 1.2 * max(vine.parameters.leafSize, 2) + Bloom.tapTolerance
        guard !vine.bounds.isBounding || vine.bounds.allows(down, margin: reach) else { return }
        guard vine.samples.allSatisfy({ $0.point.distance(to: down) <= Bloom.tapTolerance }) else { return }
        drawn[index].bloom = Bloom(
            vine: index, center: vine.centre(0), birth: time,
            leafSize: vine.parameters.leafSize, seed: header.seed)
    }

    /// Whether a sample at `point` sprouts a branch of `vine`: the branch rule's strictly greater distance.
    private func sprouts(at point: Point, from anchor: Point, in vine: Vine) -> Bool {
        point.distance(to: anchor) > vine.parameters.minBranchSeparation
    }

    /// Whether `vine`'s bounds let a branch start where its stem now ends (the last sample,
    /// or the natural look's smoothed stem point): always without bounds, else
    /// ``Bounds/sprouts(at:vineWidth:shadow:)`` where the stem is drawn (not in a
    /// ``StemGap``). A sample they refuse sprouts nothing and
    /// leaves the anchor where it was.
    private func boundsLetSprout(_ vine: Vine) -> Bool {
        guard vine.bounds.isBounding else { return true }
        if let gap = vine.stemGaps.last, gap.to == nil { return false }
        let start = vine.centre(vine.samples.count - 1)
        return vine.bounds.sprouts(at: start, vineWidth: vine.parameters.vineWidth, shadow: vine.style.shadow)
    }

    /// Vine `index` showing `version` of its branches.
    func version(_ version: Int, of index: Int) -> Vine {
        guard version > 0, let reseed = reseeds[index]?[version - 1] else { return drawn[index] }
        var vine = drawn[index]
        vine.branches = reseed.branches
        vine.version = version
        vine.reseed = reseed.number
        return vine
    }

    /// The timeline with every vine's wind changed by `change` (a seamless loop fits the
    /// periods to its length); vines without wind keep none.
    public func changingWind(_ change: (Wind) -> Wind) -> Timeline {
        var changed = self
        for index in changed.drawn.indices {
            if let wind = changed.drawn[index].wind { changed.drawn[index].wind = change(wind) }
        }
        return changed
    }

    /// A reseed number for vine `index` that none of its earlier reseeds used: one more
    /// than the largest so far (1 for a vine never reseeded).
    public func unusedReseedNumber(for index: Int) -> Int {
        (reseeds[index]?.map { $0.number }.max() ?? 0) + 1
    }

    /// One stretch of time a vine was on the canvas showing one version of its branches.
    public struct PresenceSpan: Sendable {
        /// The vine as it showed then (its branches those of the version shown; ``Vine/removed`` nil).
        public var vine: Vine
        /// When it appeared: its `down`, or the undo, redo or reseed that brought it (back).
        public var from: Double
        /// When it left (undo, erase, clear) or changed version (reseed), or nil if it shows at the end.
        public var until: Double?
    }

    /// Every stretch of time a vine was present, ordered by vine index, then time: a vine
    /// that was removed and brought back, or reseeded, has several. O(presence changes).
    public var presenceSpans: [PresenceSpan] {
        presence.spans.map { span in
            PresenceSpan(vine: version(span.version, of: span.vine), from: span.from, until: span.until)
        }
        .sorted { ($0.vine.index, $0.from) < ($1.vine.index, $1.from) }
    }

    /// The vines present at time `t` and the versions they show, in index order.
    func presence(at t: Double) -> [PresenceLog.Entry] { presence.present(at: t) }

    /// The settings in force at time `t`.
    public func settings(at t: Double) -> Settings {
        settingsLog.settings(at: t)
    }
}
