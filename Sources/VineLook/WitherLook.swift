import VineCore
import VineGeometry

/// A loop that leaves by withering (``LoopEnding/wither``), in either look: each leaf turns
/// an autumn colour, then falls — dropping, drifting and spinning as it fades — and
/// finally the vines (stems, stalks, flowers) fade as one group.
///
/// Times are fractions of the ending (its progress, 0…1). Leaf `k` of vine `v` takes its
/// own ``/VineCore/LeafFall`` (stream "wither", path `[v, k]`): it turns from
/// ``latestTurn``·delay for ``turnLength``; ``fallDelay`` after it began to turn it falls
/// for ``fallLength``, fading over the last (1 − ``fadeStart``) of its fall, so every leaf
/// is gone by 0.85; the vines fade from ``stemFadeStart`` to the end.
enum WitherLook {
    /// The autumn ramp a leaf's colour lies along (at its hue): golden yellow, orange, red, brown.
    static let autumn = [
        RGBA(r: 0.93, g: 0.75, b: 0.2, a: 1), RGBA(r: 0.9, g: 0.52, b: 0.13, a: 1),
        RGBA(r: 0.76, g: 0.24, b: 0.11, a: 1), RGBA(r: 0.52, g: 0.31, b: 0.14, a: 1),
    ]
    /// A leaf's outline and midrib turn to its autumn colour darkened by this.
    static let lineDarkening = 0.45
    /// The latest a leaf starts to turn.
    static let latestTurn = 0.3
    /// How long a leaf takes to turn.
    static let turnLength = 0.2
    /// How long after it starts to turn a leaf falls.
    static let fallDelay = 0.15
    /// How long a leaf's fall lasts.
    static let fallLength = 0.4
    /// How far through its fall a leaf starts to fade.
    static let fadeStart = 0.4
    /// When the vines start to fade.
    static let stemFadeStart = 0.6
    /// The shortest and the longest drop, in leaf sizes.
    static let drops = (shortest: 4.0, longest: 8.0)
    /// The widest drift to either side, in leaf sizes.
    static let widestDrift = 2.5
    /// The most a leaf turns over its fall, either way, in degrees.
    static let widestSpin = 150.0

    /// The autumn colour at `hue` (0…1) along ``autumn``: linear between neighbours.
    static func autumnColor(at hue: Double) -> RGBA {
        let position = min(max(hue, 0), 1) * Double(autumn.count - 1)
        let index = min(Int(position), autumn.count - 2)
        return autumn[index].mixed(with: autumn[index + 1], by: position - Double(index))
    }
}

extension RGBA {
    /// The colour moved `amount` (0…1) of the way to `other`, opacity included.
    func mixed(with other: RGBA, by amount: Double) -> RGBA {
        RGBA(
            r: r + (other.r - r) * amount, g: g + (other.g - g) * amount, b: b + (other.b - b) * amount,
            a: a + (other.a - a) * amount)
    }
}
