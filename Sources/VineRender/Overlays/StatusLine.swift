import CCairo

/// The window's status line: one line of text on a translucent band along the
/// bottom edge, drawn with Cairo over a frame.
public struct StatusLine: Sendable {
    /// The text shown, for example `12.3 s · 4 vines · 180 branches · 60 fps · garden.vine`.
    public var text: String
    /// The band's height in pixels (the text is about half of it).
    public var height: Double

    /// A status line showing `text`, `height` pixels tall (26 by default; scale it
    /// with the display density).
    public init(text: String, height: Double = 26) {
        self.text = text
        self.height = height
    }

    /// Draws the band and the text along the bottom of `target`.
    public func draw(on target: OverlayTarget) {
        target.drawing { context in
            let cairo = context.cairo
            let top = Double(target.height) - height
            context.setSource(red: 0.08, green: 0.09, blue: 0.07, alpha: 0.72)
            cairo_rectangle(cairo, 0, top, Double(target.width), height)
            context.fill()
            cairo_select_font_face(cairo, "monospace", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(cairo, height * 0.5)
            var extents = cairo_font_extents_t()
            cairo_font_extents(cairo, &extents)
            let baseline = top + (height + extents.ascent - extents.descent) / 2
            context.setSource(red: 0.96, green: 0.94, blue: 0.89, alpha: 1)
            cairo_move_to(cairo, height * 0.4, baseline.rounded())
            cairo_show_text(cairo, text)
        }
    }
}
