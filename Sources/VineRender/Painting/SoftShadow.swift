import CCairo
import VineCore
import VineGeometry

/// A soft drop shadow: shapes drawn into a coverage mask at reduced resolution,
/// blurred, and painted through in the shadow colour, offset down and to the right.
///
/// Masks live on a fixed grid over the target (``ShadowMask/step`` device pixels per
/// mask pixel) and are scaled up into one coverage byte per device pixel with
/// ``ShadowMask/raise(_:)``, which keeps the maximum: where shadows of different masks
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

    /// The shadow for vines of stem width `vineWidth` points: offset (0.45, 0.8)·width,
    /// blur 1.2·width, a warm near-black at 22 % opacity.
    init(vineWidth: Double) {
        offset = Vector(x: 0.45 * vineWidth, y: 0.8 * vineWidth)
        blur = 1.2 * vineWidth
        color = RGBA(r: 0.1, g: 0.08, b: 0.02, a: 0.22)
    }

    /// Device pixels per mask pixel under `transform`: 2 once the blur is wide enough to
    /// hide the lower resolution, else 1.
    func step(for transform: AffineTransform) -> Int {
        blur * transform.scaleFactor >= 4 ? 2 : 1
    }

    /// The blurred mask of what `shapes` draws, or nil when it lies outside the target,
    /// the shadow is fully transparent, or memory for the mask runs out (the vines are
    /// still drawn, without shadow).
    ///
    /// - Parameters:
    ///   - transform: canvas points → target device units.
    ///   - bounds: canvas-space bounds of everything `shapes` draws (stroke widths included).
    ///   - targetSize: the target's size in device units; the mask stays inside it.
    ///   - shapes: draws opaque shapes in canvas coordinates into the context it is given.
    func mask(
        transform: AffineTransform, bounds: Rect, targetSize: (width: Int, height: Int),
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
    /// device pixel, its origin at the target's) within `rect` onto `context`, whose
    /// current transform and path are ignored.
    func paint(_ coverage: ImageSurface, within rect: PixelRect, into context: CairoContext) {
        guard !rect.isEmpty else { return }
        context.saving {
            context.clipToPixels(rect)
            context.setSource(red: color.r, green: color.g, blue: color.b, alpha: color.a)
            context.mask(coverage, x: 0, y: 0)
        }
    }
}

/// A shadow's blurred coverage at mask resolution, placed on the mask grid of its target.
struct ShadowMask {
    /// The coverage (A8).
    let surface: ImageSurface
    /// The column of the mask's first pixel on the grid, in mask pixels.
    let x: Int
    /// The row of the mask's first pixel on the grid, in mask pixels.
    let y: Int
    /// Device pixels per mask pixel (1 or 2).
    let step: Int

    /// The device pixels the mask covers: its own, and at a step of 2 one more on each
    /// side, where scaling up blends its edge with the zeros beyond.
    var deviceRect: PixelRect {
        let bleed = step - 1
        return PixelRect(
            minX: x * step - bleed, minY: y * step - bleed,
            maxX: (x + surface.width) * step + bleed, maxY: (y + surface.height) * step + bleed)
    }

    /// Raises every pixel of `target` (A8, one pixel per device pixel, origin at the
    /// device origin) to at least this mask's coverage scaled up to device pixels.
    ///
    /// A step of 2 scales up bilinearly as Cairo samples a surface scaled by 2 (each
    /// device pixel is ¾ its mask pixel and ¼ the neighbour on its side, per axis, 0
    /// beyond the mask), in integers so every machine gets the same bytes.
    func raise(_ target: ImageSurface) {
        let area = deviceRect.clamped(width: target.width, height: target.height)
        guard !area.isEmpty else { return }
        surface.flush()
        target.flush()
        let source = surface.data.assumingMemoryBound(to: UInt8.self)
        let destination = target.data.assumingMemoryBound(to: UInt8.self)
        if step == 1 {
            for row in area.minY..<area.maxY {
                let from = source + (row - y) * surface.stride + (area.minX - x)
                let to = destination + row * target.stride + area.minX
                for i in 0..<area.width where from[i] > to[i] { to[i] = from[i] }
            }
            target.markDirty()
            return
        }
        let width = surface.width
        let height = surface.height
        // One row of 3·near + far (the vertical blend, ×4), with a zero on each side.
        let blended = UnsafeMutablePointer<Int32>.allocate(capacity: width + 2)
        defer { blended.deallocate() }
        blended[0] = 0
        blended[width + 1] = 0
        for deviceRow in area.minY..<area.maxY {
            let j = deviceRow / 2 - y
            let k = deviceRow % 2 == 0 ? j - 1 : j + 1
            let nearWeight: Int32 = j >= 0 && j < height ? 3 : 0
            let farWeight: Int32 = k >= 0 && k < height ? 1 : 0
            let near = source + min(max(j, 0), height - 1) * surface.stride
            let far = source + min(max(k, 0), height - 1) * surface.stride
            for i in 0..<width { blended[i + 1] = nearWeight &* Int32(near[i]) &+ farWeight &* Int32(far[i]) }
            let to = destination + deviceRow * target.stride
            // Columns are ≥ 0, so halving is a shift; sums stay far below Int32's range.
            for column in area.minX..<area.maxX {
                let i = (column >> 1) &- x &+ 1
                let side = column & 1 == 0 ? i &- 1 : i &+ 1
                let covered = UInt8(truncatingIfNeeded: (3 &* blended[i] &+ blended[side] &+ 8) >> 4)
                if covered > to[column] { to[column] = covered }
            }
        }
        target.markDirty()
    }
}
