import CCairo

/// A background job's progress over the canvas: a line of text above a bar filled to the
/// fraction done, on a translucent panel across the top of the window, below a warning's
/// band. Window only; never in exports.
public struct ProgressOverlay: Sendable {
    /// What is being done, for example `exporting vine-20261126.mp4, vine-20261126.gif`.
    public var text: String
    /// How much is done, 0…1 (clamped).
    public var fraction: Double

    /// A panel showing `text` over a bar filled to `fraction`.
    public init(text: String, fraction: Double) {
        self.text = text
        self.fraction = fraction
    }

    /// Draws the panel across the top of `target`, `26 × density` pixels below its top edge
    /// (clear of a warning), its text `13 × density` pixels tall.
    public func draw(density: Double, on target: OverlayTarget) {
        target.drawing { context in
            let cairo = context.cairo
            let size = 13 * density
            let top = 26 * density
            let margin = size
            let width = Double(target.width)
            let barHeight = (size * 0.6).rounded()
            let height = (size * 2.6 + barHeight).rounded()
            context.setSource(red: 0.08, green: 0.09, blue: 0.07, alpha: 0.72)
            cairo_rectangle(cairo, 0, top, width, height)
            context.fill()
            cairo_select_font_face(cairo, "monospace", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(cairo, size)
            context.setSource(red: 0.96, green: 0.94, blue: 0.89, alpha: 1)
            cairo_move_to(cairo, margin, (top + size * 1.3).rounded())
            cairo_show_text(cairo, text)
            let barTop = (top + size * 1.9).rounded()
            let barWidth = max(0, width - 2 * margin)
            context.setSource(red: 0.96, green: 0.94, blue: 0.89, alpha: 0.25)
            cairo_rectangle(cairo, margin, barTop, barWidth, barHeight)
            context.fill()
            context.setSource(red: 0.55, green: 0.75, blue: 0.35, alpha: 1)
            cairo_rectangle(cairo, margin, barTop, barWidth * min(max(fraction, 0), 1), barHeight)
            context.fill()
        }
    }
}
