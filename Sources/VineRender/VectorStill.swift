import VineCore
import VineGeometry
import VineLook

/// One picture of a scene as vectors: an SVG or PDF document drawn through Cairo's vector
/// surfaces, never falling back to pixels.
///
/// The document is `width` × `height` CSS pixels (SVG) or points (PDF), the canvas fitted
/// and centred as in frames, drawn with plain strokes and fills (see ``VinePainter``): an
/// SVG holds one `<path>` per visible stem and per visible branch, plus one per visible
/// leaf fill, after the background (a `<rect>`, and one more `<path>` for the canvas when
/// the output's aspect differs and a letterbox shows).
public enum VectorStill {
    /// The SVG 1.1 bytes of `scene`, whose canvas is `canvas` points.
    ///
    /// Throws ``RenderError/cairo(_:)`` when Cairo fails (no memory).
    public static func svg(_ scene: Scene, canvas: Size, width: Int, height: Int) throws(RenderError) -> [UInt8] {
        try document(.svg, scene, canvas: canvas, width: width, height: height, looks: .builtIn)
    }

    /// The SVG 1.1 bytes of `scene`, whose canvas is `canvas` points, each vine drawn in the
    /// definition `looks` gives its look.
    package static func svg(
        _ scene: Scene, canvas: Size, width: Int, height: Int, looks: LookCatalog
    ) throws(RenderError) -> [UInt8] {
        try document(.svg, scene, canvas: canvas, width: width, height: height, looks: looks)
    }

    /// The one-page PDF bytes of `scene`, whose canvas is `canvas` points.
    ///
    /// Throws ``RenderError/cairo(_:)`` when Cairo fails (no memory).
    public static func pdf(_ scene: Scene, canvas: Size, width: Int, height: Int) throws(RenderError) -> [UInt8] {
        try document(.pdf, scene, canvas: canvas, width: width, height: height, looks: .builtIn)
    }

    /// The one-page PDF bytes of `scene`, whose canvas is `canvas` points, each vine drawn
    /// in the definition `looks` gives its look.
    package static func pdf(
        _ scene: Scene, canvas: Size, width: Int, height: Int, looks: LookCatalog
    ) throws(RenderError) -> [UInt8] {
        try document(.pdf, scene, canvas: canvas, width: width, height: height, looks: looks)
    }

    /// The one-page PDF bytes of `scene`, whose canvas is `canvas` points, on a page of
    /// `page` points: the canvas (its background, then the vines, as vectors) fitted inside
    /// `margin` points and centred, the page around it left blank, for print.
    ///
    /// Throws ``RenderError/cairo(_:)`` when Cairo fails (no memory).
    public static func pdf(_ scene: Scene, canvas: Size, page: Size, margin: Double) throws(RenderError) -> [UInt8] {
        try pdf(scene, canvas: canvas, page: page, margin: margin, looks: .builtIn)
    }

    /// The one-page PDF bytes of `scene` on a page of `page` points as
    /// ``pdf(_:canvas:page:margin:)`` draws it, each vine in the definition `looks` gives its look.
    package static func pdf(
        _ scene: Scene, canvas: Size, page: Size, margin: Double, looks: LookCatalog
    ) throws(RenderError) -> [UInt8] {
        let inner = Rect(x: margin, y: margin, width: page.width - 2 * margin, height: page.height - 2 * margin)
        let transform = AffineTransform.fitting(
            Rect(x: 0, y: 0, width: canvas.width, height: canvas.height), into: inner)
        let painter = ScenePainter(
            scene: scene, canvasSize: canvas, transform: transform, width: Int(page.width.rounded(.up)),
            height: Int(page.height.rounded(.up)), target: .vector, looks: looks)
        return try VectorSurface.document(.pdf, width: page.width, height: page.height) { context in
            painter.paintOnPaper(scene, into: context)
        }
    }

    private static func document(
        _ kind: VectorSurface.Kind, _ scene: Scene, canvas: Size, width: Int, height: Int, looks: LookCatalog
    ) throws(RenderError) -> [UInt8] {
        let transform = AffineTransform.frame(canvas: canvas, pixelWidth: width, pixelHeight: height)
        let painter = ScenePainter(
            scene: scene, canvasSize: canvas, transform: transform, width: width, height: height, target: .vector,
            looks: looks)
        return try VectorSurface.document(kind, width: Double(width), height: Double(height)) { context in
            painter.paintWhole(scene, into: context)
        }
    }
}
