/// How the drawing of a seamless loop leaves the canvas after its growth and hold, so the
/// frame after the loop's last (its closing frame, not shown) is its first
/// (`vine export --loop-end`).
///
/// Part of the look definition: every output takes the same change from here.
/// - ``ungrow``: the recording plays backwards to the loop's first time — strokes pull
///   back and branches shrink, `strokeEnd` running from 1 to 0 — so the closing frame shows
///   exactly what the first does.
/// - ``wither``: each leaf turns an autumn colour and falls, then the vines fade as one
///   group (``WitherLook``, ``LeafWither``), while time, and the wind, go on; the closing
///   frame shows the canvas alone.
/// - ``fade``: the vines, as one group, fade out linearly (the group's opacity
///   ``vinesOpacity(progress:)``) while time, and the wind, go on; the closing frame shows the
///   canvas alone, as the first does when the loop starts before the first stroke draws.
public enum LoopEnding: String, CaseIterable, Sendable {
    /// Growth played backwards.
    case ungrow
    /// Leaves turning and falling, then the vines fading out.
    case wither
    /// The vines fading out.
    case fade

    /// The opacity of all vines together, `progress` (0…1) through the ending: 1 until
    /// ``fadeStart``, then falling linearly to 0 at the end.
    public func vinesOpacity(progress: Double) -> Double {
        guard self != .ungrow else { return 1 }
        return 1 - min(max((progress - fadeStart) / (1 - fadeStart), 0), 1)
    }

    /// How far through the ending (0…1) the vines start to fade: 0 for a fade, later for a wither.
    public var fadeStart: Double {
        switch self {
        case .ungrow, .fade: 0
        case .wither: WitherLook.stemFadeStart
        }
    }

    /// Whether recording time runs backwards during the ending.
    public var reversesTime: Bool { self == .ungrow }
}
