/// How the drawing of a seamless loop leaves the canvas after its growth and hold, so the
/// loop's last frame is its first (`vine export --loop-end`).
///
/// Part of the look definition: every output takes the same change from here.
/// - ``ungrow``: the recording plays backwards to the loop's first time — strokes pull
///   back and branches shrink, `strokeEnd` running from 1 to 0 — so the last frame shows
///   exactly what the first does.
/// - ``fade``: the vines, as one group, fade out linearly (the group's opacity
///   ``vinesOpacity(progress:)``) while time, and the wind, go on; the last frame shows the
///   canvas alone, as the first does when the loop starts before the first stroke.
public enum LoopEnding: String, CaseIterable, Sendable {
    /// Growth played backwards.
    case ungrow
    /// The vines fading out.
    case fade

    /// The opacity of all vines together, `progress` (0…1) through the ending.
    public func vinesOpacity(progress: Double) -> Double {
        switch self {
        case .ungrow: 1
        case .fade: 1 - min(max(progress, 0), 1)
        }
    }

    /// Whether recording time runs backwards during the ending.
    public var reversesTime: Bool { self == .ungrow }
}
