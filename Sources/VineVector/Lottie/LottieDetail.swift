/// How finely a Lottie document is written, in output pixels: a plain file keeps detail finer
/// than any player shows; a sticker (`.tgs`, which rlottie plays at 512 pixels) keeps only
/// what shows there, to fit in Telegram's 64 KB.
struct LottieDetail {
    /// How shared leaves (``SharedLeaf``) are written.
    struct Leaves {
        /// Whether the leaves of a vine drawn in a layer of its own (one with trimmed parts)
        /// are shared leaves too, each a layer just above the vine's, rather than shapes in
        /// the vine's layer.
        var inTrimmedVines: Bool
        /// A leaf's colour channels are rounded to multiples of this many 8-bit levels, so
        /// that leaves of nearly one colour share one drawing (1: the levels Cairo paints).
        var colourLevels: Int
        /// How far a leaf's tip may be off for its turn to be written shorter (whole degrees,
        /// tenths…); nil: to a thousandth of a degree.
        var turn: Double?
        /// The step a leaf's length is written to (its scale, in percent of its 100-unit
        /// frame, is that length in output pixels); nil: a hundredth of a percent.
        var length: Double?
        /// An unfolding that lasts less than this many frames is written as a step: the leaf
        /// shows whole from the first whole frame at which it is at least half grown; nil: never.
        var stepFrames: Double?
    }

    /// The step canvas coordinates are rounded to.
    var coordinateStep: Double
    /// How far a path written may stray from the look's, to save vertices.
    var thinning: Double
    /// Whether a trimmed line of one cubic within ``thinning`` of its chord is written
    /// straight (its trim then measures the chord, as long to within a sliver).
    var straightensTrimmedCubics: Bool
    /// Filled paths that together fit within this are written as one dot; nil: never.
    var dot: Double?
    /// A fill within less than this is left out; nil: never.
    var speck: Double?
    /// The decimals of keyframe times, in frames (rlottie plays whole frames).
    var timePlaces: Int
    /// Whether the file's one player shows whole frames alone (rlottie): a property with more
    /// keyframes than the whole frames it moves over is written as keyframes held at those
    /// frames, which show the same.
    var wholeFrames: Bool
    /// How shared leaves are written.
    var leaves: Leaves

    /// A `.json` or `.lottie` file's detail: coordinates to a tenth of a pixel, paths within
    /// a quarter, times to a hundredth of a frame, shared leaves (those of the vines without
    /// trimmed parts) in the look's colours, turned to a thousandth of a degree and scaled
    /// to a hundredth of a percent, growing as the frames show them.
    static let plain = LottieDetail(
        coordinateStep: 0.1, thinning: 0.25, straightensTrimmedCubics: false, dot: nil, speck: nil, timePlaces: 2,
        wholeFrames: false,
        leaves: Leaves(inTrimmedVines: false, colourLevels: 1, turn: nil, length: nil, stepFrames: nil))
    /// A sticker's: coordinates to 0.4 of a pixel (whole points at 512 pixels), paths within
    /// half a pixel, trimmed cubics that close to their chord straight, fills within 4 pixels
    /// a dot, within half a pixel left out, times to a tenth of a frame, keyframes held at
    /// whole frames where that takes fewer; every leaf that neither sways nor falls a shared
    /// leaf, its colours within 2 levels, its tip placed within a tenth of a pixel by its
    /// turn and a twentieth by its length, and a leaf unfolding within 2 frames a step.
    static let sticker = LottieDetail(
        coordinateStep: 0.4, thinning: 0.5, straightensTrimmedCubics: true, dot: 4, speck: 0.5, timePlaces: 1,
        wholeFrames: true,
        leaves: Leaves(inTrimmedVines: true, colourLevels: 4, turn: 0.1, length: 0.1, stepFrames: 2))
}
