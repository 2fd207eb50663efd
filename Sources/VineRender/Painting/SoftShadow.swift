import CCairo
import VineCore
import VineGeometry

/// A soft drop shadow: shapes drawn into a coverage mask at reduced resolution,
/// blurred, and painted through in the shadow colour, offset down and to the right.
///
/// All shapes of one call share one mask, so where they overlap the shadow does not
/// get darker. The mask covers only the shapes' bounds (plus the blur) clipped to the
/// target, so the cost follows the size of what casts the shadow, not of the frame.
struct SoftShadow: Sendable {
    /// How far the shadow falls, in canvas points.
    var offset: Vector
    /// How far the shadow spreads beyond the shape, in canvas points (about 2σ of a Gaussian).
    var blur: Double
    /// The shadow's colour and strongest opacity.
    var color: RGBA

    /// The shadow for vines of stem width `vineWidth` points: offset (0.45, 0.8)·width,
    /// blur 1.2·width, a warm near-black at 22 % opacity.
    init(vineWidth: Double) {
        offset = Vector(x: 0.45 * vineWidth, y: 0.8 * vineWidth)
        blur = 1.2 * vineWidth
        color = RGBA(r: 0.1, g: 0.08, b: 0.02, a: 0.22)
    }

    /// Paints the shadow of what `shapes` draws into `context`.
    ///
    /// Nothing is painted when the shapes lie outside the target, or in the unlikely case
    /// that memory for the mask runs out (the vines are still drawn, without shadow).
    ///
    /// - Parameters:
    ///   - context: the target; its current transform is ignored.
    ///   - transform: canvas points → target device units.
    ///   - bounds: canvas-space bounds of everything `shapes` draws (stroke widths included).
    ///   - targetSize: the target's size in device units; nothing is drawn outside it.
    ///   - shapes: draws opaque shapes in canvas coordinates into the context it is given.
    func paint(into context: CairoContext, transform: AffineTransform, bounds: Rect,
               targetSize: (width: Int, height: Int), shapes: (CairoContext) -> Void) {
        let scale = transform.scaleFactor
        let blurDevice = blur * scale
        let shifted = Rect(x: bounds.minX + offset.x, y: bounds.minY + offset.y, width: bounds.width, height: bounds.height)
        let corners = [Point(x: shifted.minX, y: shifted.minY), Point(x: shifted.maxX, y: shifted.maxY)].map(transform.apply)
        let margin = blurDevice + 2
        let x0 = max(0, Int((min(corners[0].x, corners[1].x) - margin).rounded(.down)))
        let y0 = max(0, Int((min(corners[0].y, corners[1].y) - margin).rounded(.down)))
        let x1 = min(targetSize.width, Int((max(corners[0].x, corners[1].x) + margin).rounded(.up)))
        let y1 = min(targetSize.height, Int((max(corners[0].y, corners[1].y) + margin).rounded(.up)))
        guard x1 > x0, y1 > y0, color.a > 0 else { return }

        // Half resolution once the blur is wide enough to hide it.
        let maskScale = blurDevice >= 4 ? 0.5 : 1
        let width = Int((Double(x1 - x0) * maskScale).rounded(.up)) + 1
        let height = Int((Double(y1 - y0) * maskScale).rounded(.up)) + 1
        guard let mask = try? ImageSurface(width: width, height: height, format: .a8) else { return }
        let maskContext = CairoContext(mask)
        maskContext.concatenate(AffineTransform.translation(offset)
            .concatenating(transform)
            .concatenating(.translation(Vector(x: -Double(x0), y: -Double(y0))))
            .concatenating(.scale(maskScale)))
        // The mask is blurred: flattening curves to half a mask pixel is plenty, and cheaper.
        maskContext.setTolerance(0.5)
        maskContext.setSource(red: 0, green: 0, blue: 0, alpha: 1)
        shapes(maskContext)
        mask.flush()
        let sigma = blurDevice * maskScale / 2
        let radius = max(1, Int(((sigma * sigma + 0.25).squareRoot() - 0.5).rounded()))
        BoxBlur.blur(mask.data.assumingMemoryBound(to: UInt8.self), width: width, height: height,
                     stride: mask.stride, radius: radius)
        mask.markDirty()

        context.saving {
            cairo_identity_matrix(context.cairo)
            context.setSource(red: color.r, green: color.g, blue: color.b, alpha: color.a)
            cairo_translate(context.cairo, Double(x0), Double(y0))
            cairo_scale(context.cairo, 1 / maskScale, 1 / maskScale)
            context.mask(mask, x: 0, y: 0)
        }
    }
}
