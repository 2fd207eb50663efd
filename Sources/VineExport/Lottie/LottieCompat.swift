/// The Lottie players a Lottie document is written for, besides those that read the
/// Lottie specification (lottie-web, ThorVG, rlottie): `--lottie-compat`.
public enum LottieCompat: String, CaseIterable, Sendable {
    /// The specification's JSON, which its schema validates.
    case standard
    /// Qt 6's Lottie player too (`Qt.labs.lottieqt`, Qt 6.4): every keyframe says its end
    /// value (`"e"`, a hold its own), and a property's last keyframe only its time. Other
    /// players read that form as well, but the specification's schema does not allow it.
    /// Qt shows no precompositions, track mattes or time remapping, so it draws the classic
    /// look without a loop's ending; the natural look's stems and a loop's ending stay out.
    case qt
}
