/// How one leaf withers and falls when a loop's drawing leaves by withering: its own draws,
/// in unit ranges, from its branch's stream (domain "wither", path `[v, k]`), so one leaf's
/// fall never depends on another's.
///
/// The look scales them (VineRender's `WitherLook`): when the leaf turns and falls, how far
/// it drifts and turns, which autumn colour it takes.
public struct LeafFall: Hashable, Sendable {
    /// How late the leaf turns and falls, in [0, 1): 0 first, towards 1 last.
    public var delay: Double
    /// Which way and how far it drifts sideways, in [−1, 1): negative to the left.
    public var drift: Double
    /// How far it drops, in [0, 1): 0 the shortest drop, towards 1 the longest.
    public var drop: Double
    /// Which way and how far it spins, in [−1, 1): negative anticlockwise on the canvas.
    public var spin: Double
    /// Where its autumn colour lies along the look's ramp, in [0, 1).
    public var hue: Double

    /// The draws of the leaf of branch `branch` of vine `vine` in a recording with seed `seed`.
    public init(seed: UInt64, vine: Int, branch: Int) {
        var stream = Xoshiro256StarStar(seed: seed, domain: .wither, path: [UInt64(vine), UInt64(branch)])
        delay = stream.nextUnit()
        drift = stream.uniform(-1, 1)
        drop = stream.nextUnit()
        spin = stream.uniform(-1, 1)
        hue = stream.nextUnit()
    }
}
