import Foundation
import VineCore
import VineGeometry
import VineLook

/// A quick, approximate picture of a scene: what a window shows at once while the exact
/// frame of a long drawing renders (``SceneRenderer`` paints every vine with shadows and
/// shading from nothing the first time, which takes seconds on thousands of branches).
///
/// The sketch paints the background as the renderer does and each vine in three
/// operations — its stem as one plain stroke, all its grown branches with their leaves'
/// outlines as another (each branch a polyline through five points of its curve, each leaf
/// a polygon), and its leaves' fills as one fill — without shadow or shading, into a frame
/// `reduction` times smaller on each side, then scales that up over the background painted
/// at full size (bilinear; its edges blend into the background). It is never the exact frame: a window replaces it as soon as the
/// renderer's frame is ready. It costs a few microseconds per branch, on one thread,
/// against about 250 for the exact frame.
///
/// Not thread-safe: use one sketcher from one thread.
public final class SceneSketcher {
    /// The logical canvas in points.
    public let canvas: Size
    /// Frame width in pixels.
    public let pixelWidth: Int
    /// Frame height in pixels.
    public let pixelHeight: Int
    /// How many times smaller, on each side, the sketch is painted than the frame.
    public let reduction: Int

    private let small: ImageSurface
    private let frame: ImageSurface

    /// A sketcher of `canvas` (points) into frames of `pixelWidth` × `pixelHeight` pixels,
    /// painted `reduction` (at least 1) times smaller on each side.
    ///
    /// Sides must be 1…32767 pixels; throws ``RenderError/cairo(_:)`` otherwise or when
    /// memory runs out.
    public init(canvas: Size, pixelWidth: Int, pixelHeight: Int, reduction: Int = 4) throws(RenderError) {
        self.canvas = canvas
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.reduction = max(1, reduction)
        frame = try ImageSurface(width: pixelWidth, height: pixelHeight)
        small = try ImageSurface(
            width: (pixelWidth + self.reduction - 1) / self.reduction,
            height: (pixelHeight + self.reduction - 1) / self.reduction)
    }

    /// Sketches `scene` and returns the frame, valid until the next call.
    public func render(_ scene: Scene) -> Frame {
        let shrink = AffineTransform.scale(1 / Double(reduction))
        let transform = AffineTransform.frame(canvas: canvas, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
            .concatenating(shrink)
        let painter = ScenePainter(
            scene: scene, canvasSize: canvas, transform: transform, width: small.width, height: small.height,
            target: .raster)
        let sketch = CairoContext(small)
        painter.prepare(sketch, background: true)
        sketch.setTolerance(1)
        for vine in scene.vines { Self.sketch(vine, in: sketch) }
        small.flush()
        let enlarge = CairoContext(frame)
        let background = ScenePainter(
            scene: scene.withoutVines, canvasSize: canvas,
            transform: AffineTransform.frame(canvas: canvas, pixelWidth: pixelWidth, pixelHeight: pixelHeight),
            width: pixelWidth, height: pixelHeight, target: .raster)
        enlarge.saving { background.prepare(enlarge, background: true) }
        enlarge.concatenate(.scale(Double(reduction)))
        enlarge.setSource(small, x: 0, y: 0)
        enlarge.paint()
        frame.flush()
        return Frame(surface: frame)
    }

    /// Paints `vine` roughly onto `context`, which is in canvas points: its stem (the pieces
    /// its bounds leave, through the samples), then its
    /// grown branches' leaves filled, then the branches and the leaves' outlines.
    private static func sketch(_ vine: Scene.VisibleVine, in context: CairoContext) {
        let color = vine.vine.color
        context.newPath()
        if vine.vine.stemGaps.isEmpty {
            context.appendPolyline(vine.samples.lazy.map(\.point))
        } else {
            for line in vine.vine.stemPolylines(0..<vine.sampleCount) { context.appendPolyline(line) }
        }
        context.setLineWidth(vine.vine.width)
        context.setSource(color)
        context.stroke()
        let branches = vine.vine.branches[..<vine.grownBranchCount]
        guard !branches.isEmpty else { return }
        var leaves: [[Point]] = []
        leaves.reserveCapacity(branches.count)
        let look = LookCatalog.builtIn.definition(for: vine.vine.species)
        for branch in branches {
            if let leaf = look.branchMarks.sketchLeaf(of: branch) { leaves.append(leaf) }
        }
        if let fill = vine.vine.style.leafFill.resolved(vineColor: color) {
            context.newPath()
            for leaf in leaves { context.appendPolyline(leaf) }
            context.setSource(fill)
            context.fill()
        }
        context.newPath()
        for branch in branches {
            let curve = branch.curve
            context.appendPolyline([
                curve.p0, curve.point(at: 0.25), curve.point(at: 0.5), curve.point(at: 0.75), curve.p3,
            ])
        }
        if vine.vine.style.leafOutline != .none {
            for leaf in leaves { context.appendPolyline(leaf) }
        }
        context.setLineWidth(vine.vine.branchWidth)
        context.setSource(color)
        context.stroke()
    }
}
