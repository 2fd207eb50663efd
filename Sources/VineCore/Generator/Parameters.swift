/// The generator's parameters: how often branches sprout, how big they are, how fast they grow.
///
/// In a recording header each property is a key of the `params` object (the names below,
/// all numbers); omitted keys take the defaults shown, chosen for a 1280 × 800 canvas.
/// Lengths are canvas points, durations seconds. ``Key/range`` gives each allowed range.
public struct Parameters: Hashable, Sendable {
    /// `minBranchSeparation`: a branch sprouts once the pointer is strictly farther than this
    /// from the last branch's start (or the `down` point). Default 14, range 1...1000.
    public var minBranchSeparation: Double
    /// `maxBranchLength`: `L`, the half-width of the box a branch's end is drawn in. Default 48, range 0...1000.
    public var maxBranchLength: Double
    /// `leafSize`: the diameter of the round leaf at a branch's end. Default 12, range 0...500.
    public var leafSize: Double
    /// `vineWidth`: the stem's line width; branches are half as wide. Default 3.5, range 0.1...100.
    public var vineWidth: Double
    /// `growDuration`: seconds a branch takes to grow from nothing to full, linearly. Default 1, range 0.01...600.
    public var growDuration: Double

    /// Parameters; every argument defaults to the documented default.
    public init(
        minBranchSeparation: Double = 14, maxBranchLength: Double = 48, leafSize: Double = 12,
        vineWidth: Double = 3.5, growDuration: Double = 1
    ) {
        self.minBranchSeparation = minBranchSeparation
        self.maxBranchLength = maxBranchLength
        self.leafSize = leafSize
        self.vineWidth = vineWidth
        self.growDuration = growDuration
    }

    /// The default parameters.
    public static let defaults = Parameters()
}
