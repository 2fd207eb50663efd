import CCairo

/// The key help: lines of text on a translucent panel in the middle of the window,
/// drawn with Cairo over a frame. Window only; never in exports.
public struct HelpOverlay: Sendable {
    /// The lines shown, top to bottom.
    public var lines: [String]

    /// A panel showing `lines`.
    public init(lines: [String]) {
        self.lines = lines
    }

    /// Draws the panel centred on `target`, its text `14 × density` pixels tall.
    public func draw(density: Double, on target: OverlayTarget) {
        target.drawing { context in
            let cairo = context.cairo
            let size = 14 * density
            cairo_select_font_face(cairo, "monospace", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(cairo, size)
            var widest = 0.0
            for line in lines {
                var extents = cairo_text_extents_t()
                cairo_text_extents(cairo, line, &extents)
                widest = max(widest, extents.x_advance)
            }
            let lineHeight = size * 1.5
            let width = widest + 2 * size
            let height = Double(lines.count) * lineHeight + size
            let left = ((Double(target.width) - width) / 2).rounded()
            let top = ((Double(target.height) - height) / 2).rounded()
            context.setSource(red: 0.08, green: 0.09, blue: 0.07, alpha: 0.82)
            cairo_rectangle(cairo, left, top, width, height)
            context.fill()
            context.setSource(red: 0.96, green: 0.94, blue: 0.89, alpha: 1)
            for (row, line) in lines.enumerated() {
                cairo_move_to(cairo, left + size, (top + size * 0.5 + lineHeight * (Double(row) + 0.75)).rounded())
                cairo_show_text(cairo, line)
            }
        }
    }
}
