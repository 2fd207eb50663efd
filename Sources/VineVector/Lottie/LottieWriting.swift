/// How Lottie documents and dotLottie files are written: `--lottie-compat`, `--theme` and
/// `--dotlottie-version`.
public struct LottieWriting: Equatable, Sendable {
    /// The players written for besides the specification's.
    public var compat = LottieCompat.standard
    /// A theme of the person's own (`--theme`), packed with the built-in ones and shown first.
    public var theme: LottieTheme?
    /// The dotLottie format version: 2 (themes, `a/`) or 1 (`animations/`, no themes).
    public var dotLottieVersion = 2

    /// The specification's JSON, dotLottie version 2 with the built-in themes.
    public init() {}

    /// The themes a dotLottie file carries: the built-in ones (``LottieTheme/builtIn``), the
    /// person's own one in place of a built-in one of its id, else after them.
    public var themes: [LottieTheme] {
        guard let theme else { return LottieTheme.builtIn }
        var themes = LottieTheme.builtIn.filter { $0.id != theme.id }
        themes.append(theme)
        return themes
    }
}
