/// How vines look: colours and effects. Changing the style never changes geometry.
///
/// In a recording header each property is a key of the `style` object (the names below);
/// omitted keys take the defaults shown, chosen so a first drawing on a light canvas
/// looks good.
public struct Style: Hashable, Sendable {
    /// `background`: the canvas colour. Default `#F4EFE3` (warm paper).
    public var background: RGBA
    /// `vineColor`: `palette` (a seeded green per vine) or one colour for all. Default `palette`.
    public var vineColor: VinePaint
    /// `leafOutline`: the leaf outline's paint. Default `vine` (the vine's colour).
    public var leafOutline: LeafPaint
    /// `leafFill`: the paint inside leaves. Default `#8DBF5A66` (a translucent light green).
    public var leafFill: LeafPaint
    /// `gradient`: shade stems and branches with a gradient along their width. Default true.
    public var gradient: Bool
    /// `shadow`: cast a soft drop shadow under vines and leaves. Default true.
    public var shadow: Bool

    /// A style; every argument defaults to the documented default.
    public init(
        background: RGBA = RGBA(hex: "#F4EFE3")!,
        vineColor: VinePaint = .palette,
        leafOutline: LeafPaint = .vine,
        leafFill: LeafPaint = .color(RGBA(hex: "#8DBF5A66")!),
        gradient: Bool = true,
        shadow: Bool = true
    ) {
        self.background = background
        self.vineColor = vineColor
        self.leafOutline = leafOutline
        self.leafFill = leafFill
        self.gradient = gradient
        self.shadow = shadow
    }

    /// The default style.
    public static let defaults = Style()
}
