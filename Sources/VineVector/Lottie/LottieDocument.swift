import VineCore
import VineGeometry
import VineLook

/// A ``GrowthAnimation`` as a Lottie animation (the JSON of the Lottie specification 1.0,
/// `"v":"5.7.0"` for players that read Bodymovin's version).
///
/// - Frame rate and length are the schedule's: frame `i` of the Lottie shows what PNG
///   frame `i` shows; `op` is the frame count (held frames included).
/// - Layers, top first: the letterbox strips (when the output's aspect differs from the
///   canvas), one shape layer per vine (highest index on top), each carrying the canvas →
///   output transform itself (no null layer to parent to: Qt's player has none; a shared
///   leaf's layer composes it with its own), and the background.
///   A vine's layer lives from its first frame to the frame its removal shows (`ip`/`op`).
/// - A stem is one polyline path, above a dot at its first sample (the round cap Cairo
///   draws for a stem of one sample), revealed by Trim Paths with hold keyframes (a sample
///   shows from the first frame at or after its time); its colour stroke and, with the
///   gradient style, its core's stroke (VineLook's `Tube`) share the path.
/// - A branch is a group: its strokes, then its sweep's fill (``/VineLook/Sweep``). When
///   the outline has the curve's inks the curve and the sweep's outline are one group
///   trimmed as one sequence (`"m":2`, exactly `strokeEnd`), else the curve and the outline
///   are trimmed apart. The fill is the look's sector path (centre, then the outline)
///   trimmed so its outline part follows the outline: a fill of a trimmed path closes back
///   to the centre, the sweep of the PNG frames.
/// - A branch's shapes are written from its sweep's centre (its group's transform moves
///   them there): shorter numbers.
/// - The parts of every vine revealed along lines or scaled (``GrowthAnimation/StemLine``,
///   ``GrowthAnimation/AnimatedStalk``, ``GrowthAnimation/AnimatedUnfolding``: the natural look's)
///   share layers, top first, where the first vine with them would be: their leaves and flowers;
///   and one layer of their stalks and stems, each a stroke along its centre line trimmed
///   with the frames' timing (no track matte, which lottie-web's canvas renderer cannot
///   draw): a stalk as wide as its outline on average, a stem (and its lighter core) in
///   pieces of stepped widths following its taper. So, unlike the PNG frames, every
///   stem and stalk revealed along a line lies under every unfolding leaf. A vine's groups show
///   (opacity) from its first frame until its removal's. A flower is written from its
///   centre and scaled about it by its group's transform, with keyframes easing out
///   exactly as the renderer does (``/VineLook/GrowthEasing/timing``); a leaf the
///   same way about its base, in the layer of leaves (one group each) when any sways or
///   falls, else as a layer of its own (shown from its vine's first frame until its
///   removal's) of a shared leaf (``SharedLeaf``), one asset for every leaf of its paints
///   and length class, which the layer's transform places, turns and scales (about the
///   point the marks grow from when that is not the frame's base: a cluster's place). In a
///   vine's own layer, parts of a branch unfolding alike (a cluster's ornaments) share a group.
/// - Paints and widths come from the look definition's marks and inks (``/VineLook/VineLook``):
///   the writer knows no look.
/// - In the wind, a grown branch's groups (its strokes and fill; a natural branch's
///   leaf, stalk and stalk's reveal line, each in its layer) sit in a group turned about
///   the branch's start by its sway track (``GrowthAnimation/AnimatedBranch/sway``): keyframes
///   at every frame while it eases in, then at the wave's zeros and extremes with the
///   wave's exact cubic easing.
/// - A loop's fade (``GrowthAnimation/vinesOpacity``) is a layer of the background's colour
///   over the vines, as opaque as they are faded, as the PNG frames paint it (lottie-web's
///   svg renderer squares a precomposition's opacity); on a background that is not opaque,
///   the vines' layers go into one precomposition shown at that opacity (for Qt's player,
///   which has none, a fade is each vine layer's opacity instead). Where `op` is the loop's
///   closing frame, which rlottie plays too, the fade there is the one half a frame before
///   (``Track/halfClosed()``): a step from the last frame toward the first, not the first
///   again (a frame shown twice), and no larger than one inside (rlottie leaves a covered
///   drawing a few levels darker than it fades until the cover is opaque). An ungrowing end puts
///   them into that precomposition, shown by one layer between the letterbox and the
///   background with its time remapped (`tm`, seconds), running forward to the end's start
///   and back to 0 at the last frame. A withering end fades too, and puts each leaf (a
///   classic leaf's outline and fill, apart from its curve) in a group inside its branch's
///   sway whose transform spins it about its centre (the anchor), moves it by its offset
///   with the drop's exact square easing and fades it, its colours keyframed to its autumn
///   ones (``GrowthAnimation/LeafFallTracks``).
/// - Every group ends with a transform (`{"ty":"tr","o":…}`, the identity): rlottie redraws
///   a group without one only on its first frame, and lottie-web fails on one without its
///   opacity (its issue #1709). Colours have four components.
/// - For a dotLottie file each constant colour of a palette role names it (`"sid"`,
///   ``LottieSlot``), a leaf's gradient on its `"g"`, so that a theme can set it.
/// - ``LottieCompat/qt`` writes for Qt 6's player as that case says.
/// - Numbers carry what shows: coordinates to a tenth of an output pixel, curve handles to
///   half an output pixel (halves of a point at 1:1, whole points in a 512-pixel sticker),
///   trim percentages to a tenth of a pixel along their path, keyframe times to a
///   hundredth of a frame. A sticker (a `.tgs`), shown at 512 pixels or less, keeps what
///   shows there in Telegram's 64 KB: coordinates to 0.4 of an output pixel, paths thinned
///   within half of one, keyframe times to a tenth of a frame (rlottie plays whole frames),
///   and filled paths in a row that together fit within 4 pixels (a blossom's petals) one
///   ellipse over their bounds, unstroked fills within less than half a pixel (a blossom's
///   centre) left out; it leaves out what rlottie, its one player, reads as the
///   default: groups' identity transforms, full opacities, trims' zero starts and offsets.
///   A sticker writes less of what rlottie does not show (``LottieDetail/sticker``):
///   strokes that round to 0 wide (a fern's finest shoots), which it draws nothing for,
///   are left out; a property with more keyframes than the whole frames it moves over
///   is held at those frames; a trimmed line of one cubic within the thinning of its chord
///   is straight; a branch without a sweep is written from its line's start. Every leaf
///   that neither sways nor falls is a shared leaf, those of a vine with trimmed parts in
///   layers just above its layer (above all its stalks and stems, unlike the PNG frames);
///   a shared leaf's frame has no box (rlottie clips a precomposition only to a size it is
///   given) and its base at its origin, its colours to 4 levels, its layer leaves out
///   its index, start and zero anchor, turns to the step that keeps its tip within a tenth
///   of a pixel and scales to a tenth of a pixel of its length, and a leaf unfolding
///   within 2 frames shows whole from the first whole frame at which it is half grown.
///   Colours and opacities are the 8-bit levels Cairo paints, written a quarter level
///   above, so that rlottie, which truncates, and players that round paint the frames' levels.
/// - Paths drop the vertices they do not need (``PathThinning``, within a quarter of an
///   output pixel; a closed path's run through its first vertex too); a thinned stem's
///   reveal is carried over to the thinned length. Opaque fills of one colour in a row (a
///   vine's stalks) share one group and fill; the first element of a group is written
///   without a group of its own.
/// - What the specification lets go unsaid is: a path's `"c"` when open, Trim Paths'
///   `"m"` when the paths trim at once, a fill's rule (nonzero), a stroke's caps on closed
///   paths and joins on paths of one segment each. (Every property keeps its `"a"`: the
///   schema requires it.)
enum LottieDocument {
    /// The UTF-8 JSON of `animation`; its `op` is its frame count (a player shows frames
    /// `ip` … `op` − 1). With `slots`, every constant colour with a palette role names it
    /// (``LottieSlot``). With `rlottieOnly` it is written for rlottie alone (a `.tgs`, which
    /// Telegram plays with it): a loop's `op` is its last frame, as rlottie plays frame `op`
    /// too, and a fade is the vines' precomposition at an opacity, which rlottie draws as the
    /// frames fade (the cover of the background's colour that lottie-web needs leaves
    /// rlottie's last frame a little more ink than a step of the fade).
    static func json(
        _ animation: GrowthAnimation, compat: LottieCompat = .standard, slots: Bool = false, rlottieOnly: Bool = false
    ) -> [UInt8] {
        var writer = Writer(animation: animation, compat: compat, slots: slots, sticker: rlottieOnly)
        let frames = animation.clock.frameCount
        writer.document(outPoint: rlottieOnly && animation.loops ? frames - 1 : frames, fadeCovers: !rlottieOnly)
        return Array(writer.out.utf8)
    }

    /// Builds the JSON text.
    private struct Writer {
        let animation: GrowthAnimation
        /// The players written for besides the specification's.
        let compat: LottieCompat
        /// Whether colours name their palette role (`"sid"`, a dotLottie theme's slot).
        let slots: Bool
        /// The palette roles of the fills and strokes being written, when they have one.
        private var role: (fill: LottieSlot?, stroke: LottieSlot?) = (nil, nil)
        var out = ""
        private let frames = Decimals(places: 2)
        /// How keyframe times are written: to a hundredth of a frame, a sticker's to a tenth.
        private let times: Decimals
        private let easing = Decimals(places: 3)
        private let colours = Decimals(places: 3)
        private let percent = Decimals(places: 1)
        private let degrees = Decimals(places: 3)
        /// Where the coordinates being written are measured from (rounded): a branch's
        /// shapes are written from its leaf's centre, which its group's transform adds back.
        private var origin = Point(x: 0, y: 0)
        /// How canvas coordinates are written (``LottieDetail/coordinateStep``).
        private let xy: Decimals
        /// How far a path written may stray from the look's, to save vertices
        /// (``LottieDetail/thinning``).
        private let thinning: PathThinning
        /// In a sticker, 4 output pixels in canvas units: filled paths that fit within them
        /// together are a dot (``filled(_:)``); nil elsewhere.
        private let dot: Double?
        /// In a sticker, half an output pixel in canvas units: a fill within less shows as a
        /// speck at most, and is left out (``marks(_:)``); nil elsewhere.
        private let speck: Double?
        /// Whether this is a sticker, written for rlottie alone: its groups' identity
        /// transforms, full paint opacities and trims' zero starts and offsets left out.
        private let sticker: Bool
        /// How handles are written: rounded to the coarsest power of ten or half of one that is
        /// at most half an output pixel (halves of a point at 1:1, whole points in a 512-pixel
        /// sticker of a 1280-point canvas); a handle off by `δ` moves its cubic by at most `0.44 δ`.
        private let handles: Decimals
        /// The withering leaf being written: its colours turn to autumn ones with its `turn`.
        private var turning: GrowthAnimation.LeafFallTracks?
        /// The shapes of each shared natural leaf written so far (``SharedLeaf``), in order: asset `leafN` is the Nth.
        private var leafAssets: [String] = []
        /// Each shared leaf's shapes → its asset's number.
        private var leafAssetNumbers: [String: Int] = [:]
        /// The index of the next layer of a shared leaf.
        private var leafLayerIndex: Int
        /// How shared leaves are written (``LottieDetail/leaves``).
        private let leaves: LottieDetail.Leaves
        /// A shared leaf's scale: to a hundredth of a percent of its 100-unit frame, or to
        /// its length's step (``LottieDetail/Leaves/length``).
        private let leafScale: Decimals
        /// The 8-bit levels colour channels are rounded to multiples of: 1, or a shared
        /// leaf's (``LottieDetail/Leaves/colourLevels``) while one is written.
        private var channelLevels = 1
        /// Whether only whole frames are shown (``LottieDetail/wholeFrames``).
        private let wholeFrames: Bool
        /// Whether a trimmed cubic near its chord is written straight
        /// (``LottieDetail/straightensTrimmedCubics``).
        private let straightensTrimmedCubics: Bool
        /// The vines' opacity as written (``GrowthAnimation/vinesOpacity``): half closed
        /// where `op` is the closing frame (``document(outPoint:fadeCovers:)``).
        private var vinesOpacity: Track?

        /// A writer of `animation`, with a sticker's numbers, paths and dots when `sticker`.
        init(animation: GrowthAnimation, compat: LottieCompat, slots: Bool, sticker: Bool) {
            self.animation = animation
            self.compat = compat
            self.slots = slots
            vinesOpacity = animation.vinesOpacity
            // Output pixels over the canvas → output scale: canvas units.
            let scale = animation.transform.scaleFactor
            let detail: LottieDetail = sticker ? .sticker : .plain
            xy = Decimals(step: detail.coordinateStep / scale)
            thinning = PathThinning(tolerance: detail.thinning / scale)
            handles = Decimals(halvesAtMost: 0.5 / scale)
            dot = detail.dot.map { $0 / scale }
            speck = detail.speck.map { $0 / scale }
            self.sticker = sticker
            times = Decimals(places: detail.timePlaces)
            leaves = detail.leaves
            leafScale = detail.leaves.length.map { Decimals(step: $0) } ?? Decimals(places: 2)
            wholeFrames = detail.wholeFrames
            straightensTrimmedCubics = detail.straightensTrimmedCubics
            leafLayerIndex = 6 + animation.vines.count
            out.reserveCapacity(1 << 16)
        }

        /// A property's full opacity, written on every shape transform: lottie-web fails on
        /// one without it (its issue #1709).
        static let opaque = "\"o\":{\"a\":0,\"k\":100}"
        /// A transform's unit scale.
        static let scaleKey = "\"s\":{\"a\":0,\"k\":[100,100]}"
        /// The unit scale and a comma, written on every transform for Qt's player
        /// (``LottieCompat/qt``), which reads a missing scale as 0; else nothing.
        private var unitScale: String { compat == .qt ? "\(Self.scaleKey)," : "" }
        /// Full opacity and a comma, on a layer's transform for Qt's player, which reads a
        /// missing one as 0; else nothing (the specification's default).
        private var layerOpacity: String { compat == .qt ? "\(Self.opaque)," : "" }
        /// The identity shape transform, closing a group.
        private var identity: String { "{\"ty\":\"tr\",\(unitScale)\(Self.opaque)}" }
        /// The end of a group's items: its identity transform, which a sticker leaves out
        /// (rlottie, its one player, reads a group without one as untransformed).
        private var closing: String { sticker ? "]}" : ",\(identity)]}" }
        /// The end of a shape transform's keys, from a comma: the unit scale for Qt's player
        /// and full opacity, which a sticker leaves out (rlottie reads a missing one as full).
        private var transformEnd: String {
            sticker ? (unitScale.isEmpty ? "" : ",\(unitScale.dropLast())") : ",\(unitScale)\(Self.opaque)"
        }

        /// A layer's transform (`ks`) placing canvas points in the output: the canvas → output
        /// transform for the vines' layers (`canvas`), else the identity.
        private func layerTransform(canvas: Bool) -> String {
            guard canvas else { return compat == .qt ? "{\(Self.opaque),\(Self.scaleKey)}" : "{}" }
            return "{\(layerOpacity)\(canvasPlacement)}"
        }

        /// The canvas → output transform as a layer's position and scale.
        private var canvasPlacement: String {
            let t = animation.transform
            return "\"p\":{\"a\":0,\"k\":[\(CanonicalNumber.text(t.tx)),\(CanonicalNumber.text(t.ty))]},"
                + "\"s\":{\"a\":0,\"k\":[\(CanonicalNumber.text(100 * t.a)),\(CanonicalNumber.text(100 * t.d))]}"
        }

        /// Writes the document with `op` `outPoint`; with `fadeCovers`, a fade on an opaque
        /// background is a cover (``cover(_:fading:)``), else the vines' precomposition.
        mutating func document(outPoint: Int, fadeCovers: Bool) {
            let clock = animation.clock
            if outPoint == clock.frameCount { vinesOpacity = vinesOpacity?.halfClosed() }
            out += "{\"v\":\"5.7.0\",\"nm\":\"Vine\",\"fr\":\(CanonicalNumber.text(clock.fps)),\"ip\":0,"
            out += "\"op\":\(outPoint),\"w\":\(animation.width),\"h\":\(animation.height),\"ddd\":0,"
            // Qt's player shows no precompositions: for it a fade is each vine layer's opacity
            // (``openLayer(index:canvas:ip:op:)``); an ungrowing end it cannot show.
            // On an opaque background a fade is the background drawn over the vines (``cover(_:fading:)``).
            let fade = compat == .qt ? nil : vinesOpacity
            let covers = fadeCovers && animation.style.background.clamped.a >= 1
            let precomposed = compat != .qt && (animation.reversal != nil || (fade != nil && !covers))
            // The vines' layers first, on their own: writing them makes the shared leaves' assets.
            let head = out
            out = ""
            drawingLayers()
            let drawing = out
            out = head
            // A sticker's asset layer leaves out its index and start time (rlottie reads 0).
            let assetLayer = sticker ? "{\"ty\":4,\"ip\":0," : "{\"ty\":4,\"ind\":0,\"ip\":0,"
            let start = sticker ? "" : "\"st\":0,"
            var assets = leafAssets.enumerated().map { number, shapes in
                "{\"id\":\"leaf\(number)\",\"layers\":[\(assetLayer)\"op\":\(clock.frameCount),\(start)"
                    + "\"ks\":\(layerTransform(canvas: false)),\"shapes\":[{\"ty\":\"gr\",\"it\":[\(shapes)\(closing)]}]}"
            }
            if precomposed { assets.insert("{\"id\":\"drawing\",\"layers\":[\(drawing.dropLast())]}", at: 0) }
            if !assets.isEmpty { out += "\"assets\":[\(assets.joined(separator: ","))]," }
            out += "\"layers\":["
            let strips = animation.letterbox
            if !strips.isEmpty {
                openLayer(index: 2, canvas: false, ip: 0, op: clock.frameCount)
                rectangles(strips, colour: animation.letterboxColor)
                out += "]},"
            }
            let area = Rect(x: 0, y: 0, width: animation.canvas.width, height: animation.canvas.height)
                .applying(animation.transform)
            if let fade, covers { cover(area, fading: fade) }
            if precomposed { drawingLayer() } else { out += drawing }
            openLayer(index: 0, canvas: false, ip: 0, op: clock.frameCount)
            role = (.background, nil)
            rectangles([area], colour: animation.style.background)
            role = (nil, nil)
            out += "]}]}"
        }

        /// The vines' layers, highest index first, each followed by a comma: a vine with
        /// trimmed or swept parts in a layer of its own, all its parts there whatever their
        /// primitives (``shapes(of:)``), except that its leaves that neither sway nor fall may be
        /// layers of shared leaves just above it (``sharesLeaf(of:)``); the
        /// vines whose parts are all revealed along lines or scaled in shared layers
        /// (``lineLayers(of:index:)``), where the first of them would be.
        private mutating func drawingLayers() {
            let shared = animation.vines.filter { !$0.hasTrimmedParts }
            let firstShared = animation.vines.firstIndex { !$0.hasTrimmedParts }
            for (offset, vine) in animation.vines.enumerated().reversed() {
                if offset == firstShared { lineLayers(of: shared, index: 3 + animation.vines.count) }
                guard vine.hasTrimmedParts else { continue }
                for branch in vine.branches.reversed() where sharesLeaf(of: branch) {
                    guard let unfolding = branch.unfolding else { continue }
                    sharedLeaf(unfolding, ip: vine.firstFrame, op: vine.endFrame)
                }
                openLayer(index: 3 + offset, canvas: true, ip: vine.firstFrame, op: vine.endFrame)
                shapes(of: vine)
                out += "]},"
            }
        }

        /// The layer (followed by a comma) of the background's colour over `area`, above the
        /// vines, as opaque as they are faded (`opacity`, the vines' opacity): a fade as the
        /// PNG frames paint it. lottie-web's svg renderer draws a precomposition's opacity
        /// squared (0.82 for 0.9); rlottie darkens a frame less for a layer's opacity than
        /// for a fill's.
        private mutating func cover(_ area: Rect, fading opacity: Track) {
            let keys = opacity.keys.map {
                Track.Key(frame: $0.frame, value: 100 * (1 - $0.value), holds: $0.holds, easesOut: $0.easesOut)
            }
            out += "{\"ty\":4,\"ind\":1,\"ip\":0,\"op\":\(animation.clock.frameCount),\"st\":0,\"ks\":{\"o\":"
            property(Track(keys: keys), decimals: percent)
            out += "},\"shapes\":["
            role = (.background, nil)
            rectangles([area], colour: animation.style.background)
            role = (nil, nil)
            out += "]},"
        }

        /// The layer showing the drawing's precomposition (a loop's end, followed by a comma):
        /// at the vines' opacity (a fade, one composite for all vines), and with its time
        /// remapped (`tm`, seconds) for an ungrowing end: forward to the reversal's start,
        /// then back to 0 at its end.
        private mutating func drawingLayer() {
            let clock = animation.clock
            out += "{\"ty\":0,\"ind\":1,\"refId\":\"drawing\",\"w\":\(animation.width),"
            out += "\"h\":\(animation.height),\"ip\":0,\"op\":\(clock.frameCount),\"st\":0,\"ks\":{\(unitScale)"
            if let opacity = vinesOpacity {
                out += "\"o\":"
                property(opacity.scaled(by: 100), decimals: percent)
            } else {
                out += Self.opaque
            }
            out += "}"
            if let reversal = animation.reversal {
                out += ",\"tm\":"
                property(
                    Track(keys: [
                        Track.Key(frame: 0, value: 0, holds: false),
                        Track.Key(
                            frame: Double(reversal.start), value: Double(reversal.start) / clock.fps, holds: false),
                        Track.Key(frame: Double(reversal.end), value: 0, holds: true),
                    ]), decimals: Decimals(places: 6))
            }
            out += "},"
        }

        /// Opens a shape layer and its list of shapes (closed by `]}`).
        private mutating func openLayer(index: Int, canvas: Bool, ip: Int, op: Int) {
            out += "{\"ty\":4,\"ind\":\(index),"
            out += "\"ip\":\(ip),\"op\":\(op),\"st\":0,\"ks\":"
            if canvas, compat == .qt, let opacity = vinesOpacity {
                // A loop's fade on each vine layer, for Qt's player (no precomposition).
                out += "{\"o\":"
                property(opacity.scaled(by: 100), decimals: percent)
                out += ",\(canvasPlacement)}"
            } else {
                out += layerTransform(canvas: canvas)
            }
            out += ",\"shapes\":["
        }

        /// One group of filled rectangles (output pixels, or canvas points in a vine layer).
        private mutating func rectangles(_ rects: [Rect], colour: RGBA) {
            out += "{\"ty\":\"gr\",\"it\":["
            for rect in rects {
                out += "{\"ty\":\"rc\",\"p\":{\"a\":0,\"k\":[\(xy.text(rect.midX)),\(xy.text(rect.midY))]},"
                out +=
                    "\"s\":{\"a\":0,\"k\":[\(xy.text(rect.width)),\(xy.text(rect.height))]},\"r\":{\"a\":0,\"k\":0}},"
            }
            fill(colour)
            out += closing
        }

        /// Whether the unfolding of `branch`, a branch of a vine with trimmed parts, is a layer
        /// of a shared leaf (``LottieDetail/Leaves/inTrimmedVines``, when it neither sways nor
        /// falls) rather than shapes in its vine's layer.
        private func sharesLeaf(of branch: GrowthAnimation.AnimatedBranch) -> Bool {
            guard leaves.inTrimmedVines, let unfolding = branch.unfolding, !unfolding.scale.isHidden else {
                return false
            }
            return branch.sway == nil && branch.fall == nil
        }

        /// The shapes of one vine with trimmed or swept parts, top first: its flower, its
        /// branches from the last (each its unfolding marks unless a shared leaf draws them
        /// (``sharesLeaf(of:)``), its stalk revealed along its line, then its curve, outline
        /// and sweep; a run of parts unfolding alike, such as a cluster's ornaments, one
        /// group), then its stem of strokes or revealed along its line.
        mutating func shapes(of vine: GrowthAnimation.AnimatedVine) {
            if let bloom = vine.bloom, !vine.bloomOpening.isHidden {
                scaled(vine.bloomMarks, at: bloom.center, by: vine.bloomOpening, as: (.flower, .flower))
                out += ","
            }
            let branches = Array(vine.branches.reversed())
            var next = 0
            while next < branches.count {
                let branch = branches[next]
                next += 1
                if let unfolding = branch.unfolding, !unfolding.scale.isHidden, !sharesLeaf(of: branch) {
                    // The unfoldings painted just before it that grow as it does (a cluster's
                    // ornaments) join its group, their marks first.
                    var marks = unfolding.marks
                    while next < branches.count, let joining = Self.unfoldsAlike(branches[next], branch) {
                        marks = joining.marks + marks
                        next += 1
                    }
                    openSway(branch.sway)
                    openFall(branch.fall)
                    scaled(
                        marks, at: unfolding.anchor, by: unfolding.scale,
                        as: unfolding.isLeaf ? (.leafFill, .leafOutline) : (nil, nil))
                    closeFall(branch.fall)
                    closeSway(branch.sway, about: branch.branch.start)
                    out += ","
                }
                if stalkAlongLine(of: branch) { out += "," }
                guard branch.isTrimmed, !drawsNothing(branch) else { continue }
                openSway(branch.sway)
                self.branch(branch)
                closeSway(branch.sway, about: branch.branch.start)
                out += ","
            }
            if let stemLine = vine.stemLine {
                role = (.stem, .stem)
                for fill in stemLine.fills.reversed() { lineStem(fill, reveal: vine.stemReveal) }
                role = (nil, nil)
                if out.hasSuffix(",") { out.removeLast() }
                return
            }
            role = (.stem, .stem)
            if vine.stemPieces?.isEmpty == true {
                out += "{\"ty\":\"gr\",\"nm\":\"stem \(vine.vine.index)\",\"it\":[\(identity)]}"
            }
            // A stem a bound cuts is a group per piece, each trimmed by its own reveal.
            let pieces: [GrowthAnimation.StemPiece?] = vine.stemPieces?.map { $0 } ?? [nil]
            for (index, piece) in pieces.enumerated() {
                if index > 0 { out += "," }
                strokedGroup(vine.stemInks, name: "stem \(vine.vine.index)") {
                    $0.trimmedPolyline(piece?.points ?? vine.stem, reveal: piece?.reveal ?? vine.stemReveal)
                }
            }
            // The stem's first sample as a dot for each stroke, as Cairo's round cap draws a
            // stem of one sample; once the stem grows, its own start cap covers the same disc
            // (none where a bound cuts the stem's start away).
            guard vine.stemPieces.map({ $0.first?.startsStem ?? false }) ?? true else {
                role = (nil, nil)
                return
            }
            out += ",{\"ty\":\"gr\",\"it\":["
            for (index, ink) in vine.stemInks.reversed().enumerated() {
                guard case .stroke(.solid(let colour), let width) = ink else { continue }
                if index > 0 { out += "," }
                disc(vine.stem[0], diameter: width, colour: colour)
            }
            out += closing
            role = (nil, nil)
        }

        /// Whether a stroke `width` points wide is written 0 wide in a sticker: rlottie draws
        /// nothing for it, and a sticker leaves it out.
        private func leavesOut(strokeWidth width: Double) -> Bool { sticker && xy.rounded(width) == 0 }

        /// Whether the trimmed branch `animated` draws nothing in a sticker: no sweep, and no
        /// curve stroke written wider than 0 (``leavesOut(strokeWidth:)``).
        private func drawsNothing(_ animated: GrowthAnimation.AnimatedBranch) -> Bool {
            animated.sweep == nil
                && animated.curveInks.allSatisfy {
                    guard case .stroke(.solid, let width) = $0 else { return true }
                    return leavesOut(strokeWidth: width)
                }
        }

        /// The unfolding of `part` when it and `first` are parts of one branch with nothing
        /// but an unfolding, growing about one anchor with one scale: one group scales both.
        private static func unfoldsAlike(
            _ part: GrowthAnimation.AnimatedBranch, _ first: GrowthAnimation.AnimatedBranch
        ) -> GrowthAnimation.AnimatedUnfolding? {
            guard let unfolding = part.unfolding, let other = first.unfolding,
                part.branch.index == first.branch.index, unfolding.anchor == other.anchor,
                unfolding.isLeaf == other.isLeaf, unfolding.scale.keys == other.scale.keys,
                [part, first].allSatisfy({ $0.stalk == nil && !$0.isTrimmed })
            else { return nil }
            return unfolding
        }

        /// A filled circle (in a group of its own, so its fill paints nothing else).
        private mutating func disc(_ centre: Point, diameter: Double, colour: RGBA) {
            out += "{\"ty\":\"gr\",\"it\":[{\"ty\":\"el\",\"p\":{\"a\":0,\"k\":\(point(centre))},"
            out += "\"s\":{\"a\":0,\"k\":[\(xy.text(diameter)),\(xy.text(diameter))]}},"
            fill(colour)
            out += closing
        }

        /// One branch of trimmed strokes: its strokes above its sweep's fill, written from the
        /// sweep's centre (its group's transform adds it back); in a sticker, a branch without
        /// a sweep from its line's start (shorter numbers).
        private mutating func branch(_ animated: GrowthAnimation.AnimatedBranch) {
            let branch = animated.branch
            let start = sticker ? animated.line.first?.p0 : nil
            let centre = animated.sweep?.centre ?? start ?? Point(x: 0, y: 0)
            origin = Point(x: xy.rounded(centre.x), y: xy.rounded(centre.y))
            out += "{\"ty\":\"gr\",\"it\":["
            if let sweep = animated.sweep, animated.outlineInks == animated.curveInks, animated.fall == nil {
                role = (nil, .stem)
                strokedGroup(animated.curveInks) {
                    $0.line(animated.line)
                    $0.out += ","
                    $0.bezier(sweep.outline, thinned: false)
                    $0.trim(animated.outline, length: branch.length, sequence: true)
                }
            } else {
                if let sweep = animated.sweep, !animated.outlineInks.isEmpty {
                    openFall(animated.fall)
                    role = (nil, .leafOutline)
                    strokedGroup(animated.outlineInks) {
                        $0.bezier(sweep.outline, thinned: false)
                        $0.trim(animated.leafSweep, length: sweep.outlineLength, sequence: false)
                    }
                    closeFall(animated.fall)
                    out += ","
                }
                role = (nil, .stem)
                strokedGroup(animated.curveInks) {
                    $0.line(animated.line)
                    $0.trim(animated.curve, length: animated.lineLength, sequence: false)
                }
            }
            if let sweep = animated.sweep, let fill = animated.sweepFill {
                // The sector path: centre, then the outline; its first `radius` of length is
                // the line from the centre, which fills nothing.
                let start = sweep.radius / (sweep.radius + sweep.outlineLength)
                out += ","
                openFall(animated.fall)
                out += "{\"ty\":\"gr\",\"it\":["
                bezier(sweep.sector, thinned: false)
                trim(
                    animated.leafSweep.mapped { start + (1 - start) * $0 }, length: sweep.radius + sweep.outlineLength,
                    sequence: false)
                out += ","
                role = (.leafFill, nil)
                paint(fill)
                out += closing
                closeFall(animated.fall)
            }
            role = (nil, nil)
            out +=
                ",{\"ty\":\"tr\",\"p\":{\"a\":0,\"k\":[\(xy.text(origin.x)),\(xy.text(origin.y))]}\(transformEnd)}]}"
            origin = Point(x: 0, y: 0)
        }

        /// A group (named `name`, when one is given) of what `shapes` writes, stroked with
        /// `inks`; for Qt's player (``LottieCompat/qt``), which strokes a group with its
        /// first stroke alone, a group for each stroke, the last (painted last) first.
        private mutating func strokedGroup(_ inks: [Mark.Ink], name: String? = nil, shapes: (inout Writer) -> Void) {
            let groups = compat == .qt && inks.count > 1 ? inks.reversed().map { [$0] } : [inks]
            for (index, group) in groups.enumerated() {
                if index > 0 { out += "," }
                out += "{\"ty\":\"gr\",\(name.map { "\"nm\":\(JSONText.quoted($0))," } ?? "")\"it\":["
                shapes(&self)
                out += ","
                strokes(group)
                out += closing
            }
        }

        /// The strokes of `inks`, the last (painted last) first.
        private mutating func strokes(_ inks: [Mark.Ink]) {
            for (index, ink) in inks.reversed().enumerated() {
                guard case .stroke(.solid(let colour), let width) = ink else { continue }
                if index > 0 { out += "," }
                stroke(colour, width: width)
            }
        }

        /// A stroke with round joins and round caps, or butt caps with `butt`; the caps are left
        /// unsaid for paths that have none (`caps` false: closed), the joins for paths that
        /// have none (`joins` false: one segment each).
        private mutating func stroke(
            _ colour: RGBA, width: Double, butt: Bool = false, caps: Bool = true, joins: Bool = true
        ) {
            let c = colour.clamped
            out += "{\"ty\":\"st\",\"c\":\(turningColour(.stroke(.solid(c), width: width))),"
            if !opacity(c.a).isEmpty { out += opacity(c.a) + "," }
            // Qt's player leaves a layer's scale out of its strokes' widths: they are written scaled.
            let shown = compat == .qt ? width * animation.transform.scaleFactor : width
            out += "\"w\":{\"a\":0,\"k\":\(xy.text(shown))}"
            if caps { out += ",\"lc\":\(butt ? 1 : 2)" }
            if joins { out += ",\"lj\":2" }
            out += "}"
        }

        /// Whether `path` has caps (an open subpath) and joins (a subpath of more than one segment).
        private static func ends(of path: BezierPath) -> (caps: Bool, joins: Bool) {
            var caps = false
            var joins = false
            var segments = 0
            var open = false
            for element in path.elements {
                switch element {
                case .move:
                    caps = caps || (open && segments > 0)
                    segments = 0
                    open = true
                case .line, .quad, .cubic:
                    segments += 1
                    joins = joins || segments > 1
                case .close:
                    open = false
                }
            }
            return (caps || (open && segments > 0), joins)
        }

        private mutating func fill(_ colour: RGBA) {
            let c = colour.clamped
            out += "{\"ty\":\"fl\",\"c\":\(turningColour(.fill(.solid(c))))"
            out += "\(opacity(c.a).isEmpty ? "" : ",")\(opacity(c.a))}"
        }

        /// A fill's or a stroke's opacity `a` (0…1) as its `"o"` property; nothing for full
        /// opacity in a sticker, whose rlottie reads a missing one as full (the default).
        private func opacity(_ a: Double) -> String {
            let level = Self.level(a)
            return sticker && level == 1 ? "" : "\"o\":{\"a\":0,\"k\":\(percent.text(100 * level))}"
        }

        /// A fill with `paint`: a colour, or a gradient fill; for Qt's player, which shows
        /// a gradient fill opaque, the colour halfway along the gradient.
        private mutating func paint(_ paint: Paint) {
            switch paint {
            case .solid(let colour): fill(colour)
            case .linear(let gradient) where compat == .qt:
                let (a, b) = (gradient.startColor, gradient.endColor)
                fill(RGBA(r: (a.r + b.r) / 2, g: (a.g + b.g) / 2, b: (a.b + b.b) / 2, a: gradient.opacity))
            case .linear(let gradient):
                gradientFill(
                    from: gradient.start, gradient.startColor, to: gradient.end, gradient.endColor,
                    opacity: gradient.opacity)
            }
        }

        /// A colour property's value: four components (Qt's player reads three as
        /// transparent); the fourth 1, or for Qt's player, which leaves a fill's or a
        /// stroke's opacity (`"o"`) out, the colour's opacity level.
        private func rgb(_ c: RGBA) -> String {
            "[\(channels(c)),\(compat == .qt ? colours.text(Self.level(c.a)) : "1")]"
        }

        private func channels(_ c: RGBA) -> String {
            [c.r, c.g, c.b].map { colours.text(Self.level($0, multiple: channelLevels)) }.joined(separator: ",")
        }

        /// The channel or opacity `x` (0…1) as the 8-bit level Cairo paints it (`x` in 16
        /// bits, then its high byte), written a quarter level above that level (0 and 1 as
        /// they are): a player that truncates `255·x` (rlottie) and one that rounds it both
        /// paint the same level; with `multiple`, that level rounded to a multiple of it.
        static func level(_ x: Double, multiple: Int = 1) -> Double {
            var level = Int(min(max(x, 0), 1) * (65536 - 1e-5)) >> 8
            if multiple > 1 { level = min(255, Int((Double(level) / Double(multiple)).rounded()) * multiple) }
            guard level > 0 else { return 0 }
            guard level < 255 else { return 1 }
            return (4 * Double(level) + 1) / (4 * 255)
        }

        /// Trim Paths keeping `reveal` (a fraction) of the paths before it, whose length is
        /// `length` points; as one sequence of several paths with `sequence`. Nothing when
        /// the whole shows throughout.
        private mutating func trim(_ reveal: Track, length: Double, sequence: Bool) {
            if reveal.isConstant && reveal.keys[0].value >= 1 { return }
            // A sticker leaves the zero start and offset out: rlottie reads missing ones as 0.
            out += sticker ? ",{\"ty\":\"tm\",\"e\":" : ",{\"ty\":\"tm\",\"s\":{\"a\":0,\"k\":0},\"e\":"
            property(reveal.scaled(by: 100), decimals: animation.fractionDecimals(length: length / 100))
            out += "\(sticker ? "" : ",\"o\":{\"a\":0,\"k\":0}")\(sequence ? ",\"m\":2" : "")}"
        }

        /// A property: a value, or keyframes; the value times each of `factors` (a scale has two).
        /// Where only whole frames are shown (``wholeFrames``), keyframes held at them when
        /// that takes fewer (``Track/heldAtWholeFrames()``).
        private mutating func property(
            _ track: Track, decimals: Decimals, factors: [Double] = [1]
        ) {
            let track = wholeFrames ? track.heldAtWholeFrames() ?? track : track
            func value(_ v: Double) -> String {
                factors.map { decimals.text(v * $0) }.joined(separator: ",")
            }
            if track.isConstant {
                out +=
                    "{\"a\":0,\"k\":\(factors.count == 1 ? value(track.keys[0].value) : "[\(value(track.keys[0].value))]")}"
                return
            }
            let ease = GrowthEasing.timing
            out += "{\"a\":1,\"k\":["
            for (index, key) in track.keys.enumerated() {
                if index > 0 { out += "," }
                guard index < track.keys.count - 1 else {
                    out += lastKeyframe(at: key.frame, value: "[\(value(key.value))]")
                    break
                }
                out += "{\"t\":\(times.text(key.frame)),\"s\":[\(value(key.value))]"
                if compat == .qt {
                    // A hold ends where it starts: Qt's player reads no `"h"`.
                    out += ",\"e\":[\(value(key.holds ? key.value : track.keys[index + 1].value))]"
                }
                if key.holds {
                    out += ",\"h\":1"
                } else if let cubic = key.cubic {
                    out += ",\"o\":{\"x\":\(easing.text(1.0 / 3)),\"y\":\(easing.text(cubic.y1))},"
                    out += "\"i\":{\"x\":\(easing.text(2.0 / 3)),\"y\":\(easing.text(cubic.y2))}"
                } else if key.easesOut {
                    out += ",\"o\":{\"x\":\(easing.text(ease.x1)),\"y\":\(easing.text(ease.y1))},"
                    out += "\"i\":{\"x\":\(easing.text(ease.x2)),\"y\":\(easing.text(ease.y2))}"
                } else {
                    out += ",\"o\":{\"x\":0,\"y\":0},\"i\":{\"x\":1,\"y\":1}"
                }
                out += "}"
            }
            out += "]}"
        }

        /// A property's last keyframe, at `frame` with `value` (JSON); for Qt's player
        /// (``LottieCompat/qt``) its time alone, as the keyframe before it says where it
        /// ends (``ending(_:)``): Qt reads a last keyframe with a value as ending the
        /// property's animation at frame 0.
        private func lastKeyframe(at frame: Double, value: String) -> String {
            compat == .qt ? "{\"t\":\(times.text(frame))}" : "{\"t\":\(times.text(frame)),\"s\":\(value)}"
        }

        /// A keyframe's end value `value` (JSON) and a comma, for Qt's player alone
        /// (``LottieCompat/qt``), which reads a keyframe without one as ending at 0.
        private func ending(_ value: String) -> String { compat == .qt ? "\"e\":\(value)," : "" }

        /// `p` relative to ``origin``, rounded so that `origin + p` is within the coordinates' rounding.
        private func point(_ p: Point) -> String {
            "[\(xy.text(xy.rounded(p.x) - origin.x)),\(xy.text(xy.rounded(p.y) - origin.y))]"
        }

        /// A handle (relative to its vertex), to ``handles``' places.
        private func offset(_ x: Double, _ y: Double) -> String { "[\(handles.text(x)),\(handles.text(y))]" }

        /// A path: `vertices` with in and out tangents relative to them.
        fileprivate mutating func path(_ vertices: [(v: Point, i: (Double, Double), o: (Double, Double))], closed: Bool)
        {
            out += "{\"ty\":\"sh\",\"ks\":{\"a\":0,\"k\":{\(closed ? "\"c\":true," : "")\"v\":["
            out += vertices.map { point($0.v) }.joined(separator: ",")
            out += "],\"i\":["
            out += vertices.map { offset($0.i.0, $0.i.1) }.joined(separator: ",")
            out += "],\"o\":["
            out += vertices.map { offset($0.o.0, $0.o.1) }.joined(separator: ",")
            out += "]}}}"
        }

        /// The polyline `points` thinned (``thinning``), trimmed to `reveal`, a fraction of
        /// the whole polyline's length, carried over to the thinned one's.
        private mutating func trimmedPolyline(_ points: [Point], reveal: Track) {
            let stem = points.count == 1 ? [points[0], points[0]] : points
            let (vertices, kept) = thinning.thinned(stem.map { ($0, Vector.zero, Vector.zero) })
            path(vertices.map { ($0.v, (0, 0), (0, 0)) }, closed: false)
            var length = 0.0
            for (m, index) in kept.enumerated().dropFirst() { length += stem[index].distance(to: stem[kept[m - 1]]) }
            let refraction = PathThinning.refraction(stem, kept: kept)
            // A tenth of an output pixel along the thinned stem, as a fraction of it.
            let tolerance = 0.1 / max(length * animation.transform.scaleFactor, 1e-9)
            trim(reveal.mapped(refraction).linearized(tolerance: tolerance), length: length, sequence: false)
        }

        /// One open path through the cubics of `line`, end to end (one cubic maybe straightened,
        /// ``straightened(_:)``).
        private mutating func line(_ line: [CubicBezier]) {
            let line = line.count == 1 ? [straightened(line[0])] : line
            guard let first = line.first else { return }
            var vertices: [(v: Point, i: (Double, Double), o: (Double, Double))] = [(first.p0, (0, 0), (0, 0))]
            for c in line {
                vertices[vertices.count - 1].o = (c.p1.x - c.p0.x, c.p1.y - c.p0.y)
                vertices.append((c.p3, (c.p2.x - c.p3.x, c.p2.y - c.p3.y), (0, 0)))
            }
            path(vertices, closed: false)
        }

        /// The open path of `c` (maybe straightened, ``straightened(_:)``).
        private mutating func curve(_ c: CubicBezier) {
            let c = straightened(c)
            path(
                [
                    (c.p0, (0, 0), (c.p1.x - c.p0.x, c.p1.y - c.p0.y)),
                    (c.p3, (c.p2.x - c.p3.x, c.p2.y - c.p3.y), (0, 0)),
                ],
                closed: false)
        }

        /// `c` with its control points on its ends (a straight line) when
        /// ``straightensTrimmedCubics`` and it keeps within the thinning's tolerance of its
        /// chord: control points that lie over the chord, at most `d` off it, keep the cubic
        /// within three quarters of `d` of it.
        private func straightened(_ c: CubicBezier) -> CubicBezier {
            let chord = c.p3 - c.p0
            let squared = chord.lengthSquared
            guard straightensTrimmedCubics, squared > 0 else { return c }
            for control in [c.p1, c.p2] {
                let offset = control - c.p0
                let along = offset.dot(chord) / squared
                let off = abs(chord.cross(offset)) / squared.squareRoot()
                guard along >= 0, along <= 1, 3 * off <= 4 * thinning.tolerance else { return c }
            }
            return CubicBezier(p0: c.p0, p1: c.p0, p2: c.p3, p3: c.p3)
        }

        /// The layers of the parts of `vines` (index order) revealed along lines or scaled,
        /// from layer index `index` on: their unfolding marks and the flowers of the vines
        /// with no trimmed parts (one layer, or when nothing sways or falls a layer for each
        /// unfolding and a vine's flowers from index ``leafLayerIndex`` on); the layer of their stalks
        /// and stems revealed along lines. Each vine is a group shown (opacity) from its first
        /// frame to its end frame.
        private mutating func lineLayers(
            of vines: [GrowthAnimation.AnimatedVine], index: Int
        ) {
            if vines.allSatisfy({ $0.branches.allSatisfy { $0.sway == nil && $0.fall == nil } }) {
                sharedLeafLayers(of: vines)
            } else {
                leafLayer(of: vines, index: index)
            }
            stalkLayer(of: vines, index: index + 1)
        }

        /// One layer of the unfolding marks and flowers of `vines`, each vine a group shown
        /// from its first frame to its end frame, each leaf a group of its own (swaying or
        /// falling when its branch does).
        private mutating func leafLayer(of vines: [GrowthAnimation.AnimatedVine], index: Int) {
            openLayer(index: index, canvas: true, ip: 0, op: animation.clock.frameCount)
            for (offset, vine) in vines.reversed().enumerated() {
                if offset > 0 { out += "," }
                out += "{\"ty\":\"gr\",\"it\":["
                if let bloom = vine.bloom, !vine.bloomOpening.isHidden, !vine.hasTrimmedParts {
                    scaled(vine.bloomMarks, at: bloom.center, by: vine.bloomOpening, as: (.flower, .flower))
                    out += ","
                }
                for branch in vine.branches.reversed() {
                    guard let unfolding = branch.unfolding, !unfolding.scale.isHidden else { continue }
                    openSway(branch.sway)
                    openFall(branch.fall)
                    scaled(
                        unfolding.marks, at: unfolding.anchor, by: unfolding.scale,
                        as: unfolding.isLeaf ? (.leafFill, .leafOutline) : (nil, nil))
                    closeFall(branch.fall)
                    closeSway(branch.sway, about: branch.branch.start)
                    out += ","
                }
                shownTransform(vine)
            }
            out += "]},"
        }

        /// The unfolding marks and flowers of `vines` as layers (from index ``leafLayerIndex``
        /// on), each shown from its vine's first frame to its end frame: a vine's flowers in a
        /// shape layer, each leaf a layer showing a shared leaf (``sharedLeaf(_:ip:op:)``).
        private mutating func sharedLeafLayers(of vines: [GrowthAnimation.AnimatedVine]) {
            for vine in vines.reversed() {
                if let bloom = vine.bloom, !vine.bloomOpening.isHidden, !vine.hasTrimmedParts {
                    openLayer(index: leafLayerIndex, canvas: true, ip: vine.firstFrame, op: vine.endFrame)
                    scaled(vine.bloomMarks, at: bloom.center, by: vine.bloomOpening, as: (.flower, .flower))
                    out += "]},"
                    leafLayerIndex += 1
                }
                for branch in vine.branches.reversed() {
                    guard let unfolding = branch.unfolding, !unfolding.scale.isHidden else { continue }
                    sharedLeaf(unfolding, ip: vine.firstFrame, op: vine.endFrame)
                }
            }
        }

        /// A layer (followed by a comma, its index the next ``leafLayerIndex``) showing
        /// `unfolding`, drawn from a shared leaf (an asset, ``SharedLeaf``): its marks in the
        /// leaf's frame, written once for every leaf they are the same for, placed, turned and
        /// scaled by the layer's transform, as finely as ``leaves`` says; none for a leaf whose
        /// step comes at or after `op`.
        private mutating func sharedLeaf(_ unfolding: GrowthAnimation.AnimatedUnfolding, ip: Int, op: Int) {
            let index = leafLayerIndex
            leafLayerIndex += 1
            let leaf = unfolding.frame
            // An unfolding within ``LottieDetail/Leaves/stepFrames`` frames is a step: the
            // layer starts where the leaf shows whole, its scale that of the leaf grown.
            let step = leaves.stepFrames.flatMap { Self.step(of: unfolding.scale, within: $0) }
            let ip = max(ip, step ?? ip)
            if step != nil, ip >= op { return }
            let scale =
                step == nil ? unfolding.scale : Track(keys: [unfolding.scale.keys[unfolding.scale.keys.count - 1]])
            let shared = SharedLeaf(leaf, marks: unfolding.marks, boxed: !sticker)
            let head = out
            out = ""
            role = unfolding.isLeaf ? (.leafFill, .leafOutline) : (nil, nil)
            channelLevels = leaves.colourLevels
            marks(shared.marks)
            channelLevels = 1
            role = (nil, nil)
            let shapes = out
            out = head
            let number = leafAssetNumbers[shapes] ?? leafAssets.count
            if number == leafAssets.count {
                leafAssets.append(shapes)
                leafAssetNumbers[shapes] = number
            }
            // The layer scales about its anchor: the leaf's base, or the point the marks grow
            // about (a cluster's place) in the frame's units.
            let grows = unfolding.anchor
            let inFrame = shared.frame.apply(grows)
            let anchor =
                grows == leaf.base
                ? "\(CanonicalNumber.text(shared.base.x)),\(CanonicalNumber.text(shared.base.y))"
                : "\(xy.text(inFrame.x)),\(xy.text(inFrame.y))"
            // Its place in output pixels: the canvas → output transform (a uniform scale and a
            // shift) applied to that point, and its scale times the transform's.
            let t = animation.transform
            let place = (x: t.tx + t.a * xy.rounded(grows.x), y: t.ty + t.d * xy.rounded(grows.y))
            // Its turn rounded to the coarsest step whose half moves its tip at most
            // ``LottieDetail/Leaves/turn``.
            let turn = leaves.turn.map {
                Decimals(halvesAtMost: 2 * $0 / max(leaf.length * t.scaleFactor, 1e-9) * 180 / Double.pi)
            }
            let placement =
                "\"p\":{\"a\":0,\"k\":[\(frames.text(place.x)),\(frames.text(place.y))]},"
                + "\"r\":{\"a\":0,\"k\":\((turn ?? degrees).text(leaf.direction.angle * 180 / Double.pi))},\"s\":"
            let factors = [100 * shared.scale.x * t.a, 100 * shared.scale.y * t.d]
            // `"ddd":0`: without it rlottie reads a layer's rotation as 3-D and leaves it out.
            guard sticker else {
                out += "{\"ty\":0,\"ddd\":0,\"ind\":\(index),\"refId\":\"leaf\(number)\",\"ip\":\(ip),\"op\":\(op),"
                let size = shared.size.map { "\"w\":\($0.width),\"h\":\($0.height)," } ?? ""
                out += "\"st\":0,\(size)\"ks\":{\(layerOpacity)\"a\":{\"a\":0,\"k\":[\(anchor)]},\(placement)"
                property(scale, decimals: leafScale, factors: factors)
                out += "}},"
                return
            }
            // A sticker's layer leaves out what rlottie reads as the default (its index, start
            // time 0, a zero anchor) and its size (so rlottie does not clip it), and writes the
            // numbers that vary from leaf to leaf last.
            out += "{\"ty\":0,\"ddd\":0,\"op\":\(op),\"ks\":{\(layerOpacity)"
            if anchor != "0,0" { out += "\"a\":{\"a\":0,\"k\":[\(anchor)]}," }
            out += placement
            property(scale, decimals: leafScale, factors: factors)
            out += "},\"ip\":\(ip),\"refId\":\"leaf\(number)\"},"
        }

        /// The first whole frame at which `scale` (growing from 0 to its last value) is at
        /// least half grown, when it grows within `frames` frames; nil when it takes longer or
        /// ends at 0.
        private static func step(of scale: Track, within frames: Double) -> Int? {
            guard let last = scale.keys.last, last.value != 0, last.frame - scale.keys[0].frame < frames else {
                return nil
            }
            var frame = scale.keys[0].frame.rounded(.down)
            while frame < last.frame, scale.value(atFrame: frame) < last.value / 2 { frame += 1 }
            return Int(frame)
        }

        /// The layer of the stalks and stems of `vines` revealed along lines: each a stroke along its centre
        /// line trimmed with the frames' timing, a stem in pieces of stepped widths
        /// (``lineStem(_:reveal:)``), a stalk as wide as its outline on average.
        private mutating func stalkLayer(
            of vines: [GrowthAnimation.AnimatedVine], index: Int
        ) {
            openLayer(index: index, canvas: true, ip: 0, op: animation.clock.frameCount)
            role = (.stem, .stem)
            for (offset, vine) in vines.reversed().enumerated() {
                if offset > 0 { out += "," }
                out += "{\"ty\":\"gr\",\"it\":["
                // Swaying stalks above the still ones, and those above the stem.
                let branches = vine.branches.reversed()
                for branch in branches.filter({ $0.sway != nil }) + branches.filter({ $0.sway == nil }) {
                    if stalkAlongLine(of: branch) { out += "," }
                }
                for fill in (vine.stemLine?.fills ?? []).reversed() { lineStem(fill, reveal: vine.stemReveal) }
                shownTransform(vine)
            }
            role = (nil, nil)
            out += "]},"
        }

        /// The stalk of `branch` revealed along its centre line, if it has one (a solid fill
        /// with a centre line): a stroke along the line as wide as the fill on average, trimmed
        /// with the frames' timing, turning with the branch's sway (none when a sticker leaves
        /// its stroke out, ``leavesOut(strokeWidth:)``). Whether it wrote one.
        private mutating func stalkAlongLine(of branch: GrowthAnimation.AnimatedBranch) -> Bool {
            guard let stalk = branch.stalk, case .fill(.solid(let colour)) = stalk.fill.ink,
                let line = stalk.fill.centreLine
            else { return false }
            let mean = line.halfWidths.reduce(0, +) / Double(max(line.halfWidths.count, 1))
            guard !leavesOut(strokeWidth: 2 * mean) else { return false }
            let outer = role
            role = (.stem, .stem)
            defer { role = outer }
            openSway(branch.sway)
            out += "{\"ty\":\"gr\",\"it\":["
            curve(stalk.line)
            trim(stalk.reveal, length: stalk.length, sequence: false)
            out += ","
            stroke(colour, width: 2 * mean, butt: true, joins: false)
            out += closing
            closeSway(branch.sway, about: branch.branch.start)
            return true
        }

        /// The natural stem `mark` (a fill with a centre line) as round-capped strokes along
        /// its centre line, each in a group followed by a comma: pieces whose widths vary by at
        /// most a quarter of an output pixel (or of two points), each as wide as its widest and
        /// narrowest on average, trimmed to its part of `reveal` (a fraction of the line's length);
        /// a piece a sticker would write 0 wide is left out (``leavesOut(strokeWidth:)``).
        private mutating func lineStem(_ mark: Mark, reveal: Track) {
            guard case .fill(.solid(let colour)) = mark.ink, let line = mark.centreLine, !line.points.isEmpty else {
                return
            }
            var distances = [0.0]
            for i in line.points.indices.dropFirst() {
                distances.append(distances[i - 1] + line.points[i - 1].distance(to: line.points[i]))
            }
            let total = distances[distances.count - 1]
            let step = 1 / (4 * animation.transform.scaleFactor)
            let widths = line.halfWidths
            // A gap a bound cuts in the stem (a run of half widths 0) is left out.
            for run in line.points.count == 1 ? [0...0] : line.drawnRuns {
                var first = run.lowerBound
                repeat {
                    var last = min(first + 1, run.upperBound)
                    var (low, high) = (min(widths[first], widths[last]), max(widths[first], widths[last]))
                    while last + 1 <= run.upperBound,
                        max(high, widths[last + 1]) - min(low, widths[last + 1]) <= step / 2
                    {
                        last += 1
                        (low, high) = (min(low, widths[last]), max(high, widths[last]))
                    }
                    let (start, length) = (distances[first], distances[last] - distances[first])
                    var keys: [Track.Key] = []
                    for key in reveal.keys {
                        let shown = length > 0 ? min(max((key.value * total - start) / length, 0), 1) : 1
                        guard keys.last?.value != shown else { continue }
                        keys.append(Track.Key(frame: keys.isEmpty ? 0 : key.frame, value: shown, holds: true))
                    }
                    if !leavesOut(strokeWidth: low + high) {
                        out += "{\"ty\":\"gr\",\"it\":["
                        trimmedPolyline(Array(line.points[first...last]), reveal: Track(keys: keys))
                        out += ","
                        stroke(colour, width: low + high)
                        out += closing + ","
                    }
                    // The next piece starts where this one ends, so that they join.
                    first = last == first ? last + 1 : last
                } while first < run.upperBound
            }
        }

        /// Opens the group that turns what follows by `sway`, when there is one (closed by
        /// ``closeSway(_:about:)``).
        private mutating func openSway(_ sway: Track?) {
            if sway != nil { out += "{\"ty\":\"gr\",\"it\":[" }
        }

        /// Closes the group ``openSway(_:)`` opened with the transform that turns it by
        /// `sway` degrees about `pivot` (anchor and position both there).
        private mutating func closeSway(_ sway: Track?, about pivot: Point) {
            guard let sway else { return }
            let place = "{\"a\":0,\"k\":[\(xy.text(pivot.x)),\(xy.text(pivot.y))]}"
            out += ",{\"ty\":\"tr\",\"a\":\(place),\"p\":\(place),\"r\":"
            property(sway, decimals: degrees)
            out += "\(transformEnd)}]}"
        }

        /// Opens the group a withering leaf falls in, when there is one (closed by
        /// ``closeFall(_:)``); its colours turn until then.
        private mutating func openFall(_ fall: GrowthAnimation.LeafFallTracks?) {
            guard fall != nil else { return }
            out += "{\"ty\":\"gr\",\"it\":["
            turning = fall
        }

        /// Closes the group ``openFall(_:)`` opened with the transform of the leaf's fall:
        /// spinning about its centre (the anchor), moved by its offset times the drop, fading.
        private mutating func closeFall(_ fall: GrowthAnimation.LeafFallTracks?) {
            guard let fall else { return }
            turning = nil
            let centre = fall.wither.centre
            let anchor = (x: xy.rounded(centre.x) - origin.x, y: xy.rounded(centre.y) - origin.y)
            let offset = fall.wither.offset
            func at(_ x: Double, _ y: Double) -> String { "[\(xy.text(x)),\(xy.text(y))]" }
            let (from, to) = (fall.drop.keys[0], fall.drop.keys[1])
            out += ",{\"ty\":\"tr\",\"a\":{\"a\":0,\"k\":\(at(anchor.x, anchor.y))},\"p\":{\"a\":1,\"k\":["
            let end = at(anchor.x + offset.x, anchor.y + offset.y)
            out += "{\"t\":\(times.text(from.frame)),\"s\":\(at(anchor.x, anchor.y)),\(ending(end))"
            out += "\"o\":{\"x\":\(frames.text(1.0 / 3)),\"y\":\(frames.text(Track.CubicEasing.squared.y1))},"
            out += "\"i\":{\"x\":\(frames.text(2.0 / 3)),\"y\":\(frames.text(Track.CubicEasing.squared.y2))}},"
            out += "\(lastKeyframe(at: to.frame, value: end))]},\"r\":"
            property(fall.spin, decimals: degrees)
            out += ",\"o\":"
            property(fall.opacity.scaled(by: 100), decimals: percent)
            out += compat == .qt ? ",\(Self.scaleKey)}]}" : "}]}"
        }

        /// The colour property of `ink`: its colour, or while a withering leaf is written
        /// (``turning``) keyframes turning it to its autumn colour.
        private func turningColour(_ ink: Mark.Ink) -> String {
            let colour: RGBA =
                switch ink {
                case .fill(.solid(let c)), .stroke(.solid(let c), _): c
                case .fill(.linear(let g)), .stroke(.linear(let g), _): g.startColor
                }
            guard let turning else {
                let slot: LottieSlot? =
                    switch ink {
                    case .fill: role.fill
                    case .stroke: role.stroke
                    }
                guard slots, let slot else { return "{\"a\":0,\"k\":\(rgb(colour))}" }
                return "{\"a\":0,\"k\":\(rgb(colour)),\"sid\":\"\(slot.rawValue)\"}"
            }
            return turningKeys(turning.turn, rgb(colour), rgb(turning.wither.autumnColor(of: ink).clamped))
        }

        /// Keyframes from the value `from` to `to` (JSON arrays) over `turn`'s two keys, linear.
        private func turningKeys(_ turn: Track, _ from: String, _ to: String) -> String {
            "{\"a\":1,\"k\":[{\"t\":\(times.text(turn.keys[0].frame)),\"s\":\(from),\(ending(to))"
                + "\"o\":{\"x\":0,\"y\":0},\"i\":{\"x\":1,\"y\":1}},\(lastKeyframe(at: turn.keys[1].frame, value: to))]}"
        }

        /// Closes a vine's group with the transform that shows it from its first frame to its end frame.
        private mutating func shownTransform(_ vine: GrowthAnimation.AnimatedVine) {
            var keys = [Track.Key(frame: 0, value: vine.firstFrame == 0 ? 100 : 0, holds: true)]
            if vine.firstFrame > 0 { keys.append(Track.Key(frame: Double(vine.firstFrame), value: 100, holds: true)) }
            if vine.endFrame < animation.clock.frameCount {
                keys.append(Track.Key(frame: Double(vine.endFrame), value: 0, holds: true))
            }
            out += "{\"ty\":\"tr\",\(unitScale)\"o\":"
            property(Track(keys: keys), decimals: percent)
            out += "}]}"
        }

        /// `marks`, the last (painted last) first: a group for each element (a fill and the
        /// stroke after it of the same outline share one), its stroke above its fill. Elements
        /// in a row filled with one opaque colour and not stroked (a vine's stalks) share one
        /// group and its fill: painting them together or one by one gives the same pixels, as
        /// the later ones cover the earlier with the same colour (their outlines all wind the
        /// same way, so the nonzero rule fills their overlaps). The first element needs no group
        /// of its own: its paints come first in the enclosing group, so they paint only its
        /// paths; `marks` must open a group.
        private mutating func marks(_ marks: [Mark]) {
            let elements = Array(MarkElement.merging(marks).reversed())
            var index = 0
            var written = 0
            while index < elements.count {
                let element = elements[index]
                index += 1
                var paths = [element.path]
                if element.stroke == nil, case .solid(let colour) = element.fill, colour.clamped.a >= 1 {
                    while index < elements.count, elements[index].stroke == nil,
                        case .solid(let next) = elements[index].fill, next == colour
                    {
                        paths.append(elements[index].path)
                        index += 1
                    }
                }
                // A sticker leaves out fills without a stroke that are all smaller than a
                // speck (a blossom's centre), unless they are all that is left to the group.
                if let speck, element.stroke == nil, written > 0 || index < elements.count,
                    paths.allSatisfy({ max($0.bounds.width, $0.bounds.height) < speck })
                {
                    continue
                }
                let grouped = written > 0
                written += 1
                if grouped { out += ",{\"ty\":\"gr\",\"it\":[" }
                filled(paths)
                if let stroke = element.stroke {
                    out += ","
                    let (caps, joins) = Self.ends(of: element.path)
                    self.stroke(stroke.colour, width: stroke.width, caps: caps, joins: joins)
                }
                if let fill = element.fill {
                    out += ","
                    paint(fill)
                }
                if grouped { out += closing }
            }
        }

        /// `marks` written from `centre` and scaled about it by `scale`, in a group of their own.
        private mutating func scaled(
            _ marks: [Mark], at centre: Point, by scale: Track, as role: (fill: LottieSlot?, stroke: LottieSlot?)
        ) {
            origin = Point(x: xy.rounded(centre.x), y: xy.rounded(centre.y))
            out += "{\"ty\":\"gr\",\"it\":["
            self.role = role
            self.marks(marks)
            self.role = (nil, nil)
            scaledTransform(scale)
            origin = Point(x: 0, y: 0)
        }

        /// Closes a group with the transform that places ``origin`` and scales by `scale` (0…1) about it.
        private mutating func scaledTransform(_ scale: Track) {
            out += ",{\"ty\":\"tr\",\"p\":{\"a\":0,\"k\":[\(xy.text(origin.x)),\(xy.text(origin.y))]},\"s\":"
            property(scale.scaled(by: 100), decimals: percent, factors: [1, 1])
            out += "\(sticker ? "" : ",\(Self.opaque)")}]}"
        }

        /// A linear gradient fill from `start` (colour `a`) to `end` (colour `b`).
        private mutating func gradientFill(from start: Point, _ a: RGBA, to end: Point, _ b: RGBA, opacity: Double) {
            out += "{\"ty\":\"gf\",\"o\":{\"a\":0,\"k\":\(percent.text(100 * Self.level(opacity)))},\"t\":1,"
            out += "\"s\":{\"a\":0,\"k\":\(point(start))},\"e\":{\"a\":0,\"k\":\(point(end))},"
            func stops(_ a: RGBA, _ b: RGBA) -> String { "[0,\(channels(a.clamped)),1,\(channels(b.clamped))]" }
            out += "\"g\":{\"p\":2,\"k\":"
            guard let turning else {
                out += "{\"a\":0,\"k\":\(stops(a, b))}"
                if slots, let slot = role.fill { out += ",\"sid\":\"\(slot.rawValue)\"" }
                out += "}}"
                return
            }
            let turned = [a, b].map { turning.wither.autumnColor(of: .fill(.solid($0))) }
            out += turningKeys(turning.turn, stops(a, b), stops(turned[0], turned[1])) + "}}"
        }

        /// `paths`, filled with one opaque colour, as shapes (``bezier(_:thinned:)``), except
        /// that in a sticker those in a row that together fit within ``dot`` (a blossom's
        /// petals, smaller than its detail) are one ellipse over their bounds, a dot as it shows.
        private mutating func filled(_ paths: [BezierPath]) {
            var blob: Rect?
            var count = 0
            func separate(_ writer: inout Writer) {
                if count > 0 { writer.out += "," }
                count += 1
            }
            func flushDot(_ writer: inout Writer) {
                guard let bounds = blob else { return }
                separate(&writer)
                let centre = writer.point(Point(x: bounds.midX, y: bounds.midY))
                writer.out += "{\"ty\":\"el\",\"p\":{\"a\":0,\"k\":\(centre)},"
                writer.out +=
                    "\"s\":{\"a\":0,\"k\":[\(writer.xy.text(bounds.width)),\(writer.xy.text(bounds.height))]}}"
                blob = nil
            }
            for path in paths {
                let bounds = path.bounds
                if let dot, max(bounds.width, bounds.height) <= dot {
                    let joined = blob?.union(bounds) ?? bounds
                    if max(joined.width, joined.height) <= dot {
                        blob = joined
                        continue
                    }
                    flushDot(&self)
                    blob = bounds
                    continue
                }
                flushDot(&self)
                separate(&self)
                bezier(path)
            }
            flushDot(&self)
        }

        /// `path` as shapes, one per subpath (quadratic curves raised to cubics), thinned
        /// (``thinning``) unless `thinned` is false (a path that a trim measures).
        private mutating func bezier(_ path: BezierPath, thinned: Bool = true) {
            var vertices: [(v: Point, i: (Double, Double), o: (Double, Double))] = []
            var count = 0
            func flush(closed: Bool, into writer: inout Writer) {
                guard !vertices.isEmpty else { return }
                if closed, vertices.count > 1, vertices[vertices.count - 1].v == vertices[0].v {
                    vertices[0].i = vertices.removeLast().i
                }
                if count > 0 { writer.out += "," }
                count += 1
                guard thinned else {
                    writer.path(vertices, closed: closed)
                    vertices = []
                    return
                }
                let original = vertices.map {
                    (v: $0.v, i: Vector(x: $0.i.0, y: $0.i.1), o: Vector(x: $0.o.0, y: $0.o.1))
                }
                let thinned =
                    closed ? writer.thinning.thinned(closed: original) : writer.thinning.thinned(original).vertices
                writer.path(thinned.map { (v: $0.v, i: ($0.i.x, $0.i.y), o: ($0.o.x, $0.o.y)) }, closed: closed)
                vertices = []
            }
            func cubic(_ c1: Point, _ c2: Point, _ end: Point) {
                let last = vertices[vertices.count - 1].v
                vertices[vertices.count - 1].o = (c1.x - last.x, c1.y - last.y)
                vertices.append((end, (c2.x - end.x, c2.y - end.y), (0, 0)))
            }
            for element in path.elements {
                switch element {
                case .move(let p):
                    flush(closed: false, into: &self)
                    vertices = [(p, (0, 0), (0, 0))]
                case .line(let p):
                    if vertices.last?.v != p { vertices.append((p, (0, 0), (0, 0))) }
                case .quad(let c, let p):
                    let p0 = vertices[vertices.count - 1].v
                    cubic(p0 + (c - p0) * (2.0 / 3), p + (c - p) * (2.0 / 3), p)
                case .cubic(let c1, let c2, let p):
                    cubic(c1, c2, p)
                case .close:
                    flush(closed: true, into: &self)
                }
            }
            flush(closed: false, into: &self)
        }
    }
}
