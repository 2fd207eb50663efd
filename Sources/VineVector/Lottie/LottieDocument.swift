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
/// - ``LottieCompat/qt`` writes for Qt 6's player as that case says: what the writer writes
///   for it is asked where it is written (`LottieDocument+Qt.swift`), and its keyframes are a
///   pass over the document written (``QtKeyframes``).
/// - The writer's jobs are its extensions (`LottieDocument+Layers.swift` and the rest); the
///   ways it lays the vines out in layers are types (``LayerStrategy``).
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
        let json = Array(writer.out.utf8)
        return compat == .qt ? QtKeyframes.rewritten(json) : json
    }

    /// Builds the JSON text, in the specification's form (``QtKeyframes`` rewrites its
    /// keyframes for Qt's player).
    struct Writer {
        /// The animation written.
        let animation: GrowthAnimation
        /// The players written for besides the specification's.
        let compat: LottieCompat
        /// Whether colours name their palette role (`"sid"`, a dotLottie theme's slot).
        let slots: Bool
        /// The palette roles of the fills and strokes being written, when they have one.
        var role: (fill: LottieSlot?, stroke: LottieSlot?) = (nil, nil)
        /// The JSON written so far.
        var out = ""
        /// Two places: a shared leaf's place in output pixels, a fall's easing handles.
        let frames = Decimals(places: 2)
        /// How keyframe times are written: to a hundredth of a frame, a sticker's to a tenth.
        let times: Decimals
        /// How easing handles are written.
        let easing = Decimals(places: 3)
        /// How colour components are written.
        let colours = Decimals(places: 3)
        /// How percentages are written: opacities, scales.
        let percent = Decimals(places: 1)
        /// How turns are written, in degrees.
        let degrees = Decimals(places: 3)
        /// Where the coordinates being written are measured from (rounded): a branch's
        /// shapes are written from its leaf's centre, which its group's transform adds back.
        var origin = Point(x: 0, y: 0)
        /// How canvas coordinates are written (``LottieDetail/coordinateStep``).
        let xy: Decimals
        /// How far a path written may stray from the look's, to save vertices
        /// (``LottieDetail/thinning``).
        let thinning: PathThinning
        /// In a sticker, 4 output pixels in canvas units: filled paths that fit within them
        /// together are a dot (``filled(_:)``); nil elsewhere.
        let dot: Double?
        /// In a sticker, half an output pixel in canvas units: a fill within less shows as a
        /// speck at most, and is left out (``marks(_:)``); nil elsewhere.
        let speck: Double?
        /// Whether this is a sticker, written for rlottie alone: its groups' identity
        /// transforms, full paint opacities and trims' zero starts and offsets left out.
        let sticker: Bool
        /// How handles are written: rounded to the coarsest power of ten or half of one that is
        /// at most half an output pixel (halves of a point at 1:1, whole points in a 512-pixel
        /// sticker of a 1280-point canvas); a handle off by `δ` moves its cubic by at most `0.44 δ`.
        let handles: Decimals
        /// The withering leaf being written: its colours turn to autumn ones with its `turn`.
        var turning: GrowthAnimation.LeafFallTracks?
        /// The shapes of each shared natural leaf written so far (``SharedLeaf``), in order: asset `leafN` is the Nth.
        var leafAssets: [String] = []
        /// Each shared leaf's shapes → its asset's number.
        var leafAssetNumbers: [String: Int] = [:]
        /// The index of the next layer of a shared leaf.
        var leafLayerIndex: Int
        /// How shared leaves are written (``LottieDetail/leaves``).
        let leaves: LottieDetail.Leaves
        /// A shared leaf's scale: to a hundredth of a percent of its 100-unit frame, or to
        /// its length's step (``LottieDetail/Leaves/length``).
        let leafScale: Decimals
        /// The 8-bit levels colour channels are rounded to multiples of: 1, or a shared
        /// leaf's (``LottieDetail/Leaves/colourLevels``) while one is written.
        var channelLevels = 1
        /// Whether only whole frames are shown (``LottieDetail/wholeFrames``).
        let wholeFrames: Bool
        /// Whether a trimmed cubic near its chord is written straight
        /// (``LottieDetail/straightensTrimmedCubics``).
        let straightensTrimmedCubics: Bool
        /// The vines' opacity as written (``GrowthAnimation/vinesOpacity``): half closed
        /// where `op` is the closing frame (``document(outPoint:fadeCovers:)``).
        var vinesOpacity: Track?

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
        /// The identity shape transform, closing a group.
        var identity: String { "{\"ty\":\"tr\",\(unitScale)\(Self.opaque)}" }
        /// The end of a group's items: its identity transform, which a sticker leaves out
        /// (rlottie, its one player, reads a group without one as untransformed).
        var closing: String { sticker ? "]}" : ",\(identity)]}" }
        /// The end of a shape transform's keys, from a comma: the unit scale for Qt's player
        /// and full opacity, which a sticker leaves out (rlottie reads a missing one as full).
        var transformEnd: String {
            sticker ? closingScale : ",\(unitScale)\(Self.opaque)"
        }
    }
}
