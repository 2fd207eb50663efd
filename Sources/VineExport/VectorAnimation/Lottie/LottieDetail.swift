/// How finely a Lottie document is written, in output pixels: a plain file keeps detail finer
/// than any player shows; a sticker (`.tgs`, which rlottie plays at 512 pixels) keeps only
/// what shows there, to fit in Telegram's 64 KB.
struct LottieDetail {
    /// The step canvas coordinates are rounded to.
    var coordinateStep: Double
    /// How far a path written may stray from the look's, to save vertices.
    var thinning: Double
    /// Filled paths that together fit within this are written as one dot; nil: never.
    var dot: Double?
    /// A fill within less than this is left out; nil: never.
    var speck: Double?
    /// The decimals of keyframe times, in frames (rlottie plays whole frames).
    var timePlaces: Int

    /// A `.json` or `.lottie` file's detail: coordinates to a tenth of a pixel, paths within
    /// a quarter, times to a hundredth of a frame.
    static let plain = LottieDetail(coordinateStep: 0.1, thinning: 0.25, dot: nil, speck: nil, timePlaces: 2)
    /// A sticker's: coordinates to 0.4 of a pixel (whole points at 512 pixels), paths within
    /// half a pixel, fills within 4 pixels a dot, within half a pixel left out, times to a
    /// tenth of a frame.
    static let sticker = LottieDetail(coordinateStep: 0.4, thinning: 0.5, dot: 4, speck: 0.5, timePlaces: 1)
}
