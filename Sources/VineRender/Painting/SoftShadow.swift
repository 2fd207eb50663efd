import VineCore
import VineGeometry
import VineLook

/// A soft drop shadow: shapes drawn into a coverage mask at reduced resolution,
/// blurred, and painted through in the shadow colour, offset down and to the right.
///
/// Masks live on a fixed grid over the target (``ShadowMask/step`` device pixels per
/// mask pixel) and are scaled up into one coverage byte per device pixel with
/// ``ShadowMask/raise(_:within:)``, which keeps the maximum: where shadows of different masks
/// overlap they do not get darker. A mask covers only its shapes' bounds (plus the blur)
/// clipped to the target, so its cost follows the size of what casts the shadow, not of
/// the frame; painting through the full-resolution coverage takes pixman's fast path.
struct SoftShadow: Sendable {
    /// How far the shadow falls, in canvas points.
    var offset: Vector
    /// How far the shadow spreads beyond the shape, in canvas points (about 2σ of a Gaussian).
    var blur: Double
    /// The shadow's colour and strongest opacity.
    var color: RGBA

    /// The shadow `look` gives vines of stem width `vineWidth` points (its numbers are in stem widths).
    init(vineWidth: Double, look: ShadowLook) {
        offset = Vector(x: look.offset.x * vineWidth, y: look.offset.y * vineWidth)
        blur = look.blur * vineWidth
        color = look.color
    }

    /// Device pixels per mask pixel under `transform`: 2 once the blur is wide enough to
    /// hide the lower resolution, else 1.
    func step(for transform: AffineTransform) -> Int {
        blur * transform.scaleFactor >= 4 ? 2 : 1
    }

    /// The blurred mask of what `shapes` draws, or nil when it lies outside the target or
    /// misses `clip`, the shadow is fully transparent, or memory for the mask runs out
    /// (the vines are still drawn, without shadow).
    ///
    /// - Parameters:
    ///   - transform: canvas points → target device units.
    ///   - bounds: canvas-space bounds of everything `shapes` draws (stroke widths included).
    ///   - targetSize: the target's size in device units; the mask stays inside it.
    ///   - clip: the device pixels that matter; a mask that would not reach them is not made.
    ///   - shapes: draws opaque shapes in canvas coordinates into the context it is given.
    func mask(
        transform: AffineTransform, bounds: Rect, targetSize: (width: Int, height: Int), clip: PixelRect,
        shapes: (CairoContext) -> Void
    ) -> ShadowMask? {
        let blurDevice = blur * transform.scaleFactor
        let step = step(for: transform)
        let shifted = Rect(
            x: bounds.minX + offset.x, y: bounds.minY + offset.y, width: bounds.width, height: bounds.height)
        let corners = [Point(x: shifted.minX, y: shifted.minY), Point(x: shifted.maxX, y: shifted.maxY)].map(
            transform.apply)
        let margin = blurDevice + 2
        let x0 = max(0, Int((min(corners[0].x, corners[1].x) - margin).rounded(.down))) / step * step
        let y0 = max(0, Int((min(corners[0].y, corners[1].y) - margin).rounded(.down))) / step * step
        let x1 = min(targetSize.width, Int((max(corners[0].x, corners[1].x) + margin).rounded(.up)))
        let y1 = min(targetSize.height, Int((max(corners[0].y, corners[1].y) + margin).rounded(.up)))
        guard x1 > x0, y1 > y0, color.a > 0 else { return nil }

        let width = (x1 - x0 + step - 1) / step + 1
        let height = (y1 - y0 + step - 1) / step + 1
        let bleed = step - 1
        let reach = PixelRect(
            minX: x0 - bleed, minY: y0 - bleed, maxX: x0 + width * step + bleed, maxY: y0 + height * step + bleed)
        guard !reach.intersection(clip).isEmpty else { return nil }
        guard let surface = try? ImageSurface(width: width, height: height, format: .a8) else { return nil }
        let context = CairoContext(surface)
        context.concatenate(
            AffineTransform.translation(offset)
                .concatenating(transform)
                .concatenating(.translation(Vector(x: -Double(x0), y: -Double(y0))))
                .concatenating(.scale(1 / Double(step))))
        // The mask is blurred: flattening curves to half a mask pixel is plenty, and cheaper.
        context.setTolerance(0.5)
        context.setSource(red: 0, green: 0, blue: 0, alpha: 1)
        shapes(context)
        surface.flush()
        let sigma = blurDevice / Double(step) / 2
        let radius = max(1, Int(((sigma * sigma + 0.25).squareRoot() - 0.5).rounded()))
        BoxBlur.blur(
            surface.data.assumingMemoryBound(to: UInt8.self), width: width, height: height,
            stride: surface.stride, radius: radius)
        surface.markDirty()
        return ShadowMask(surface: surface, x: x0 / step, y: y0 / step, step: step)
    }

    /// Paints the shadow colour through the pixels of `coverage` (A8, one pixel per
    /// device pixel, its origin at the target's) within `rects` (not overlapping) onto
    /// `context`, whose current transform and path are ignored.
    func paint(_ coverage: ImageSurface, within rects: [PixelRect], into context: CairoContext) {
        let rects = rects.filter { !$0.isEmpty }
        guard !rects.isEmpty else { return }
        context.saving {
            context.clipToPixels(rects)
            context.setSource(red: color.r, green: color.g, blue: color.b, alpha: color.a)
            context.mask(coverage, x: 0, y: 0)
        }
    }
}
