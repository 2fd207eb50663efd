/// A palette role that a Lottie document written for a dotLottie file names on each of its
/// colours (`"sid"`): a dotLottie theme (``LottieTheme``) sets every colour of a role at once.
public enum LottieSlot: String, CaseIterable, Sendable {
    /// The canvas.
    case background
    /// Stems and the curves of branches (a natural vine's stalks too), their lighter cores included.
    case stem
    /// The inside of leaves.
    case leafFill = "leaf-fill"
    /// Leaf outlines drawn apart from their branch's curve (a classic leaf outlined in
    /// its vine's colour is one stroke with its curve: ``stem``).
    case leafOutline = "leaf-outline"
    /// Flowers.
    case flower
}
