import CCairo
import VineGeometry

/// A Cairo drawing context on one surface: paths, sources, strokes and fills.
///
/// A thin, non-copyable-in-spirit wrapper: one context per surface, used from one
/// thread. Coordinates are user space, which starts as device pixels (or points
/// for vector surfaces) and changes with ``concatenate(_:)``. Public so that the
/// window draws its overlays with it (see ``OverlayTarget``); only the files in `Cairo/`
/// see Cairo's C API.
public final class CairoContext {
    /// The Cairo context.
    let cairo: OpaquePointer

    /// A context drawing on `surface`, which is retained until the context goes away.
    init(surface: OpaquePointer) {
        cairo = cairo_create(surface)!
    }

    /// A context drawing on an image surface.
    public convenience init(_ image: ImageSurface) {
        self.init(surface: image.surface)
    }

    deinit { cairo_destroy(cairo) }

    /// Cairo's first error on this context, if any (errors are sticky).
    public var error: RenderError? {
        let status = cairo_status(cairo)
        return status == CAIRO_STATUS_SUCCESS ? nil : .cairo(String(cString: cairo_status_to_string(status)))
    }

    // MARK: State

    /// Runs `body` and then restores the transform, source, clip and line settings.
    public func saving<T>(_ body: () throws -> T) rethrows -> T {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        return try body()
    }

    /// Applies `transform` after the current one (points go through `transform` first).
    public func concatenate(_ transform: AffineTransform) {
        var matrix = cairo_matrix_t(
            xx: transform.a, yx: transform.b, xy: transform.c,
            yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(cairo, &matrix)
    }

    /// How drawing combines with what is already there.
    public enum Operator {
        /// Drawing replaces what is there (within the shape's coverage).
        case source
        /// Drawing goes over what is there (the default).
        case over
        /// Drawing multiplies what is there: light areas take the tones below, dark stay dark.
        case multiply
        /// What is there keeps only as much opacity as the drawing has.
        case destinationIn

        var cairo: cairo_operator_t {
            switch self {
            case .source: CAIRO_OPERATOR_SOURCE
            case .over: CAIRO_OPERATOR_OVER
            case .multiply: CAIRO_OPERATOR_MULTIPLY
            case .destinationIn: CAIRO_OPERATOR_DEST_IN
            }
        }
    }

    /// Sets how drawing combines with what is already there.
    public func setOperator(_ op: Operator) { cairo_set_operator(cairo, op.cairo) }

    /// Paints with one colour, components in 0…1, not premultiplied.
    public func setSource(red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_set_source_rgba(cairo, red, green, blue, alpha)
    }

    /// Paints with `gradient`.
    func setSource(_ gradient: LinearGradient) { cairo_set_source(cairo, gradient.pattern) }

    /// Paints with the pixels of `image`, its origin placed at (`x`, `y`) in user space.
    public func setSource(_ image: ImageSurface, x: Double, y: Double) {
        cairo_set_source_surface(cairo, image.surface, x, y)
    }

    /// The stroke width in user-space units.
    public func setLineWidth(_ width: Double) { cairo_set_line_width(cairo, width) }

    /// Round caps and round joins, as a pen would draw.
    public func setRoundLines() {
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
    }

    /// The largest distance, in device units, allowed between a curve and the lines Cairo
    /// flattens it into (Cairo's default is 0.1).
    func setTolerance(_ tolerance: Double) { cairo_set_tolerance(cairo, tolerance) }

    // MARK: Paths

    /// Starts a new, empty path.
    public func newPath() { cairo_new_path(cairo) }

    /// Adds every element of `path` to the current path.
    public func append(_ path: BezierPath) {
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cairo, p.x, p.y)
            case .line(let p): cairo_line_to(cairo, p.x, p.y)
            case .quad(let c, let p):
                // Cairo has no quadratic segment: raise it to the exact cubic.
                var current = (x: 0.0, y: 0.0)
                cairo_get_current_point(cairo, &current.x, &current.y)
                cairo_curve_to(
                    cairo,
                    current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y),
                    p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y),
                    p.x, p.y)
            case .cubic(let c1, let c2, let p): cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cairo)
            }
        }
    }

    /// Adds an open polyline through `points` (nothing for an empty list; a dot's worth of path for one point).
    public func appendPolyline<C: Collection>(_ points: C) where C.Element == Point {
        guard let first = points.first else { return }
        cairo_move_to(cairo, first.x, first.y)
        if points.count == 1 {
            // A zero-length segment: round caps turn it into a dot.
            cairo_line_to(cairo, first.x, first.y)
            return
        }
        for point in points.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
    }

    /// Adds the rectangle `rect` as a closed subpath.
    public func appendRectangle(_ rect: Rect) { cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height) }

    // MARK: Drawing

    /// Strokes the current path with the current source and line settings, then clears it.
    public func stroke() { cairo_stroke(cairo) }

    /// Strokes the current path and keeps it for another operation.
    func strokePreserve() { cairo_stroke_preserve(cairo) }

    /// Fills the current path (non-zero winding), then clears it.
    public func fill() { cairo_fill(cairo) }

    /// Fills the current path and keeps it for another operation.
    public func fillPreserve() { cairo_fill_preserve(cairo) }

    /// Paints the current source everywhere inside the clip.
    public func paint() { cairo_paint(cairo) }

    /// Paints the current source everywhere inside the clip at opacity `alpha` (0…1).
    public func paint(alpha: Double) { cairo_paint_with_alpha(cairo, alpha) }

    /// Paints the current source through the coverage of `mask` placed at (`x`, `y`) in user space.
    func mask(_ mask: ImageSurface, x: Double, y: Double) { cairo_mask_surface(cairo, mask.surface, x, y) }

    /// Restricts drawing to the current path, then clears it.
    public func clip() { cairo_clip(cairo) }
}

/// A Cairo linear gradient between two points, with colour stops.
final class LinearGradient {
    /// The Cairo pattern.
    let pattern: OpaquePointer

    /// A gradient from `start` (offset 0) to `end` (offset 1) in the user space it is used in.
    init(from start: Point, to end: Point) {
        pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
    }

    deinit { cairo_pattern_destroy(pattern) }

    /// Adds a colour at `offset` in 0…1 along the gradient, components in 0…1, not premultiplied.
    func addStop(at offset: Double, red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_pattern_add_color_stop_rgba(pattern, offset, red, green, blue, alpha)
    }
}
