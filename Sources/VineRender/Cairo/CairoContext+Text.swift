import CCairo
import VineGeometry

extension CairoContext {
    /// The font families text is drawn in, by fontconfig's generic names.
    public enum FontFamily: String, Sendable {
        /// The system's proportional sans-serif face.
        case sansSerif = "sans-serif"
        /// The system's fixed-width face.
        case monospace
    }

    /// Selects the upright, regular face of `family` at `size` device units for the text
    /// drawn next (Cairo's simple text API).
    public func setFont(_ family: FontFamily, size: Double) {
        cairo_select_font_face(cairo, family.rawValue, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cairo, size)
    }

    /// How far `text` advances the pen in the current font, in user-space units.
    public func advance(of text: String) -> Double {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cairo, text, &extents)
        return extents.x_advance
    }

    /// How far the current font reaches above (`ascent`) and below (`descent`) its baseline.
    public var fontExtents: (ascent: Double, descent: Double) {
        var extents = cairo_font_extents_t()
        cairo_font_extents(cairo, &extents)
        return (extents.ascent, extents.descent)
    }

    /// Draws `text` in the current source colour and font, its baseline starting at `origin`.
    public func showText(_ text: String, at origin: Point) {
        cairo_move_to(cairo, origin.x, origin.y)
        cairo_show_text(cairo, text)
    }

    /// Draws `text` in the current source colour in a sans-serif face of `size` device units,
    /// its baseline starting at `origin`, centred on it when `centred`.
    func showText(_ text: String, at origin: Point, size: Double, centred: Bool = false) {
        setFont(.sansSerif, size: size)
        let width = advance(of: text)
        showText(text, at: Point(x: centred ? origin.x - width / 2 : origin.x, y: origin.y))
    }
}
