import VineCore
import VineGeometry

/// The finished parts of one vine, each painted once: its fully grown branches on a
/// transparent layer the size of the frame; its stem's complete runs of
/// ``StemChunks/drawnSize`` samples on two more (the tube's colour, then its highlight,
/// so that every highlight stays above every colour stroke, as in one stroke of the
/// whole stem); and the shadow of the grown branches and the stem's complete
/// ``StemChunks`` (``ShadowCoverage``).
///
/// Plain storage: ``LayerCache`` decides what goes in and paints it. The content is a
/// pure function of the vine's visible part, the number of grown branches and the
/// painter, whatever was in the layers before, which is what keeps cached and
/// from-scratch frames byte-identical. Everything stays inside ``clip``.
final class VineLayers {
    /// What the content depends on besides how much of the vine it holds.
    struct Key: Equatable {
        var vine: Vine.Identity
        var style: Style
        var vineWidth: Double
    }

    /// The pixels the layers may paint.
    var clip: PixelRect { branches.clip }
    /// The grown branches' picture.
    let branches: PaintLayer
    /// The colour strokes of the stem's complete runs.
    let stemColor: PaintLayer
    /// The highlight strokes of the stem's complete runs (empty without tube shading).
    let stemHighlight: PaintLayer
    /// The shadow coverage of the grown branches and complete stem chunks.
    let shadow: ShadowCoverage
    /// The vine and look painted so far; nil when empty.
    var key: Key?
    /// How many of the vine's first branches are painted.
    var count = 0
    /// How many complete stem chunks (``StemChunks``) are in the shadow coverage.
    var stemChunkCount = 0
    /// The first sample of the stem's tail, whose shadow is not in the coverage.
    var stemTailStart = 0
    /// How many runs of ``StemChunks/drawnSize`` samples are in the stem layers.
    var stemRunCount = 0

    /// Empty layers for frames of `width` × `height` pixels, painted through `transform`
    /// (canvas points → pixels) and clipped to `canvas` (canvas points) and `clip` (pixels).
    ///
    /// Throws ``RenderError/cairo(_:)`` for a size outside 1…32767 or when memory runs out.
    init(width: Int, height: Int, transform: AffineTransform, canvas: Rect, clip: PixelRect) throws(RenderError) {
        branches = try PaintLayer(width: width, height: height, transform: transform, canvas: canvas, clip: clip)
        stemColor = try PaintLayer(width: width, height: height, transform: transform, canvas: canvas, clip: clip)
        stemHighlight = try PaintLayer(width: width, height: height, transform: transform, canvas: canvas, clip: clip)
        shadow = ShadowCoverage(width: width, height: height, clip: clip)
    }

    /// Every surface of the layers, the shadow coverage's made now if it is not yet (for
    /// ``ImageSurface/makeResident(_:inBackground:)``).
    func allSurfaces() -> [ImageSurface] {
        [branches.surface, stemColor.surface, stemHighlight.surface] + [shadow.makeSurface()].compactMap { $0 }
    }

    /// Empties the layers (only the pixels painted are cleared).
    func clear() {
        branches.clear()
        stemColor.clear()
        stemHighlight.clear()
        shadow.clear()
        key = nil
        count = 0
        stemChunkCount = 0
        stemTailStart = 0
        stemRunCount = 0
    }
}
