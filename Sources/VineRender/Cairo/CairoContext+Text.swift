import CCairo
import VineGeometry

extension CairoContext {
    /// Draws `text` in the current source colour with Cairo's simple text API: a sans-serif
    /// face of `size` device units, its baseline starting at `origin`, centred on it when `centred`.
    func showText(_ text: String, at origin: Point, size: Double, centred: Bool = false) {
        cairo_select_font_face(cairo, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cairo, size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cairo, text, &extents)
        let x = centred ? origin.x - extents.x_advance / 2 : origin.x
        cairo_move_to(cairo, x, origin.y)
        cairo_show_text(cairo, text)
    }
}
