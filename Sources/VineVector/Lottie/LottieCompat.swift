/// The Lottie players a Lottie document is written for, besides those that read the
/// Lottie specification (lottie-web, ThorVG, rlottie): `--lottie-compat`.
public enum LottieCompat: String, CaseIterable, Sendable {
    /// The specification's JSON, which its schema validates.
    case standard
    /// Qt 6's Lottie player too (`Qt.labs.lottieqt`, Qt 6.4), which reads what is left
    /// unsaid as 0 and some properties not at all: every keyframe says its end value
    /// (`"e"`, a hold its own) and a property's last keyframe only its time; every
    /// transform says its scale and opacity; colours carry their opacity; a gradient fill
    /// is its middle colour; each stroke has a group of its own; stroke widths are
    /// written scaled to the output. Other players read that form as well, but the
    /// specification's schema does not allow its keyframes. Qt shows no precompositions
    /// or time remapping: a loop's fade is each vine layer's opacity; the
    /// natural look and an ungrowing loop it cannot show (the command line refuses them).
    case qt
}
