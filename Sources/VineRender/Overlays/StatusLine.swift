import CCairo

/// The window's status line: one line of text on a translucent band along the
/// bottom edge, drawn with Cairo over a frame; or, as a warning, on an amber band
/// along the top edge.
public struct StatusLine: Sendable {
    /// What the line is for, which sets where and how it is drawn.
    public enum Kind: Sendable {
        /// Information: light text on a dark translucent band along the bottom.
        case status
        /// Something the person must know (the recording cannot be written): dark text on
        /// an amber band along the top, clear of the status line.
        case warning
    }

    /// The text shown, for example `12.3 s · 4 vines · 180 branches · 60 fps · garden.vine`.
    public var text: String
    /// The band's height in pixels (the text is about half of it).
    public var height: Double
    /// Status or warning.
    public var kind: Kind

    /// A line of `kind` showing `text`, `height` pixels tall (26 by default; scale it
    /// with the display density).
    public init(text: String, height: Double = 26, kind: Kind = .status) {
        self.text = text
        self.height = height
        self.kind = kind
    }

    /// Loads the font the line is drawn in: the first text Cairo draws looks up and opens
    /// fonts, which takes milliseconds, so a window does it while it opens rather than in
    /// its first frame.
    public static func loadFont() {
        let (width, height) = (64, 26)
        var pixels = [UInt8](repeating: 0, count: 4 * width * height)
        pixels.withUnsafeMutableBytes { bytes in
            let target = OverlayTarget(base: bytes.baseAddress!, width: width, height: height, stride: 4 * width)
            StatusLine(text: "0.0 s", height: Double(height)).draw(on: target)
        }
    }

    /// Draws the band and the text along the bottom (a warning: the top) of `target`.
    public func draw(on target: OverlayTarget) {
        target.drawing { context in
            let cairo = context.cairo
            let top = kind == .status ? Double(target.height) - height : 0
            switch kind {
            case .status: context.setSource(red: 0.08, green: 0.09, blue: 0.07, alpha: 0.72)
            case .warning: context.setSource(red: 0.98, green: 0.72, blue: 0.18, alpha: 0.94)
            }
            cairo_rectangle(cairo, 0, top, Double(target.width), height)
            context.fill()
            cairo_select_font_face(cairo, "monospace", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(cairo, height * 0.5)
            var extents = cairo_font_extents_t()
            cairo_font_extents(cairo, &extents)
            let baseline = top + (height + extents.ascent - extents.descent) / 2
            switch kind {
            case .status: context.setSource(red: 0.96, green: 0.94, blue: 0.89, alpha: 1)
            case .warning: context.setSource(red: 0.12, green: 0.08, blue: 0.02, alpha: 1)
            }
            cairo_move_to(cairo, height * 0.4, baseline.rounded())
            cairo_show_text(cairo, text)
        }
    }
}
