import VineCore
import VineGeometry
import VineLook

/// Turns scenes into frames of pixels: the canvas fitted into the frame (aspect kept,
/// centred, line widths scaled with it), a letterbox around it, the vines on top.
///
/// Rendering runs one way: the renderer hands each scene to its ``LayerCache``, which
/// decides what to keep, append and drop between frames and paints with the pure
/// painters (``ScenePainter``, ``VinePainter``) through Cairo.
///
/// With caching on (the default), finished vines live in the cache's base layer and each
/// frame costs a copy of it plus the vines still changing, whose finished parts are kept
/// in layers of their own (``VineLayers``): the cost grows neither with the number of
/// finished vines nor with the grown branches of the vine being drawn. The pixels are
/// byte-identical to a from-scratch render (`caching: false`), which paints every vine
/// with the same layer structure and stays available for tests and benchmarks. Frames
/// are premultiplied ARGB32 (see ``Frame``).
///
/// Not thread-safe: use one renderer from one thread (it paints many vines at once on
/// threads of its own, one per available core as far as its budget allows: see
/// ``paintingThreads``). Its memory is one frame of pixels plus its cache's, which stays
/// within ``cacheMemory`` (see ``defaultCacheMemory``) but for what painting needs at all:
/// the cached layer and one set of scratch layers (3¼ frames).
public final class SceneRenderer {
    /// The logical canvas in points.
    public let canvas: Size
    /// Frame width in pixels.
    public let pixelWidth: Int
    /// Frame height in pixels.
    public let pixelHeight: Int
    /// Whether finished vines are cached between frames.
    public let caching: Bool
    /// Canvas points → frame pixels: the canvas fitted into the frame, centred.
    ///
    /// Its ``/VineGeometry/AffineTransform/inverted()`` maps pixels (for example the mouse) back to the canvas.
    public let transform: AffineTransform

    /// The most bytes the cache may hold (``defaultCacheMemory`` unless told otherwise).
    public let cacheMemory: Int

    /// The definitions of the looks it draws vines in.
    package let looks: LookCatalog
    private let frame: ImageSurface
    private let cache: LayerCache
    /// The shadow coverage of a withering loop's end (``render(_:ending:progress:)``), made on first use.
    private var witherCoverage: ImageSurface?

    /// The cache's memory budget unless told otherwise: 192 MiB. The cache holds the cached
    /// layer (one frame of pixels, 8 MB at 1920×1080, 33 MB at 3840×2160), one set of
    /// scratch layers (3¼ frames) whatever the budget, then as far as the budget allows:
    /// a set of layers for a vine still changing, the scratch sets of painting on two
    /// threads, a second set for a changing vine, the snapshots asked for, a scratch set for
    /// each further painting thread, more sets for changing vines. At 1920×1080 the default
    /// holds all but the further threads' sets and the third and fourth changing vine's
    /// sets; at 3840×2160 it holds the two that painting needs and one snapshot, and a 4K
    /// still paints on one thread (`vine export --cache-memory` gives more).
    public static let defaultCacheMemory = 192 << 20

    /// What a new renderer makes ready on a thread of its own while its caller does
    /// something else. Fresh memory costs far more the first time drawing touches it than
    /// later; made ready ahead, it costs a fraction of that, on the other core, and the
    /// memory stays in use until the renderer goes.
    public enum MemoryAhead: Sendable {
        /// Nothing: memory becomes resident as it is drawn on.
        case none
        /// The memory every first frame paints with: the frame, the cached layer and one
        /// set of scratch layers. An export makes its renderer before it loads the recording.
        case firstFrame
        /// That, the scratch layers of every painting thread and a spare set of vine
        /// layers: the first frame of an export that starts late paints every vine
        /// finished before it on all threads, and a vine growing then in layers of its own.
        case lateStart
        /// That, a second spare set of vine layers (a vine drawn while the one before it
        /// still grows) and the snapshots' pixels, so that the first undo or seek is as
        /// fast as later ones: the window, which starts idle.
        case edits
    }

    /// A renderer of `canvas` (points) into frames of `pixelWidth` × `pixelHeight` pixels,
    /// keeping up to `snapshots` earlier cached layers (one frame of pixels each) for
    /// undo, clear and seeks when `caching`, its cache within `cacheMemory` bytes, making
    /// `memoryAhead` ready on a thread of its own, or before returning when
    /// `waitsForMemory` (a caller on a thread of its own whose first frame should not
    /// compete with it), painting on at most `threads` threads (nil: one per available
    /// core, ``Cores/available``) as far as the budget allows.
    ///
    /// Sides must be 1…32767 pixels; throws ``RenderError/cairo(_:)`` otherwise or when
    /// memory runs out.
    public convenience init(
        canvas: Size, pixelWidth: Int, pixelHeight: Int, caching: Bool = true, snapshots: Int = 4,
        cacheMemory: Int = SceneRenderer.defaultCacheMemory, memoryAhead: MemoryAhead = .none,
        waitsForMemory: Bool = false, threads: Int? = nil
    ) throws(RenderError) {
        try self.init(
            canvas: canvas, pixelWidth: pixelWidth, pixelHeight: pixelHeight, caching: caching, snapshots: snapshots,
            cacheMemory: cacheMemory, memoryAhead: memoryAhead, waitsForMemory: waitsForMemory, threads: threads,
            looks: .builtIn)
    }

    /// A renderer like ``init(canvas:pixelWidth:pixelHeight:caching:snapshots:cacheMemory:memoryAhead:waitsForMemory:threads:)``'s
    /// that draws each vine in the definition `looks` gives its look.
    package init(
        canvas: Size, pixelWidth: Int, pixelHeight: Int, caching: Bool = true, snapshots: Int = 4,
        cacheMemory: Int = SceneRenderer.defaultCacheMemory, memoryAhead: MemoryAhead = .none,
        waitsForMemory: Bool = false, threads: Int? = nil, looks: LookCatalog
    ) throws(RenderError) {
        self.looks = looks
        self.cacheMemory = cacheMemory
        self.canvas = canvas
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.caching = caching
        transform = AffineTransform.frame(canvas: canvas, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        frame = try ImageSurface(width: pixelWidth, height: pixelHeight, ownMemory: true)
        cache = try LayerCache(
            width: pixelWidth, height: pixelHeight, transform: transform,
            canvas: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height), keepsBase: caching,
            threads: threads ?? Cores.available, snapshots: snapshots, budget: cacheMemory)
        cache.makeResidentAhead(memoryAhead, with: frame, inBackground: !waitsForMemory)
    }

    /// How many times the cached layer was rebuilt from the background (0 without caching).
    public var cacheRebuildCount: Int { cache.rebuildCount }

    /// How many times the cached layer started again from a snapshot of an earlier one
    /// (an undo, clear or seek that would otherwise repaint it from the background).
    public var snapshotRestoreCount: Int { cache.snapshotRestoreCount }

    /// How many vines the cached layer holds after the last frame (0 without caching).
    public var cachedVineCount: Int { cache.vineIndices.count }

    /// How many vines have grown-branch layers of their own after the last frame (0 without caching).
    public var activeLayerCount: Int { cache.active.count }

    /// The bytes of pixels the cache holds now (its layers, sets of layers and snapshots,
    /// made ahead or in use; the frame not included): at most ``cacheMemory``, or what
    /// painting needs at all when that is more.
    public var cacheBytes: Int { cache.bytes }

    /// The bytes of pixels the cache may come to hold with this renderer's size and budget.
    public var cacheBytesAtMost: Int { cache.budget.mostBytes(keepsBase: caching) }

    /// How many threads paint many vines at once: the threads asked for (by default one per
    /// available core), at most one per set of scratch layers the budget holds, and 1 when
    /// it holds one (``defaultCacheMemory``). Frames are byte-identical whatever the count.
    public var paintingThreads: Int { cache.threads }

    /// Renders `scene` and returns the frame, valid until the next call.
    ///
    /// The scene's canvas should be this renderer's ``canvas``; its style and parameters
    /// may change from one scene to the next (the cache notices and rebuilds).
    public func render(_ scene: Scene) -> Frame {
        render(scene, vinesOpacity: 1)
    }

    /// Renders `scene` with its vines shown together at `vinesOpacity` (0…1, a loop's
    /// fade: ``/VineLook/LoopEnding/vinesOpacity(progress:)``); at 0 the frame is the canvas alone,
    /// exactly as a scene without vines renders.
    /// Renders `scene` `progress` (0…1) through a loop's `ending`: its vines faded by
    /// ``/VineLook/LoopEnding/vinesOpacity(progress:)`` and, for a wither, its leaves turning and
    /// falling (every vine painted whole, without the cache, which is kept as it was).
    public func render(_ scene: Scene, ending: LoopEnding, progress: Double) -> Frame {
        let opacity = ending.vinesOpacity(progress: progress)
        guard ending == .wither, opacity > 0 else { return render(scene, vinesOpacity: opacity) }
        let painter = ScenePainter(
            scene: scene, canvasSize: canvas, transform: transform, width: pixelWidth, height: pixelHeight,
            target: .raster, looks: looks)
        if witherCoverage == nil, scene.style.shadow {
            witherCoverage = try? ImageSurface(width: pixelWidth, height: pixelHeight, format: .a8, ownMemory: true)
        }
        let context = CairoContext(frame)
        painter.prepare(context, background: true)
        for vine in scene.vines {
            painter.vines.matching(vine.vine).paintWithering(
                vine, progress: progress, coverage: witherCoverage, in: context)
        }
        frame.flush()
        if opacity < 1 {
            let fade = CairoContext(frame)
            fade.concatenate(transform)
            painter.canvas.fadeVines(to: opacity, in: fade)
            frame.flush()
        }
        return Frame(surface: frame)
    }

    public func render(_ scene: Scene, vinesOpacity: Double) -> Frame {
        render(scene, vinesOpacity: vinesOpacity, into: frame)
        return Frame(surface: frame)
    }

    /// Bytes from the start of one row of a frame to the next (at least `4 × pixelWidth`).
    public var stride: Int { ImageSurface.stride(width: pixelWidth) }

    /// Renders `scene` as ``render(_:)`` does, but into `bytes` — memory the caller owns,
    /// at least ``stride`` × ``pixelHeight`` bytes, which then hold the frame's pixels as
    /// ``Frame/bytes`` would — so the caller can hand the frame to another thread
    /// without copying it. Throws ``RenderError/cairo(_:)`` when `bytes` is too small.
    public func render(_ scene: Scene, into bytes: UnsafeMutableRawBufferPointer) throws(RenderError) {
        try ImageSurface.borrowing(bytes, width: pixelWidth, height: pixelHeight) { surface in
            render(scene, vinesOpacity: 1, into: surface)
        }
    }

    /// Paints `scene` into `target`, the vines at `vinesOpacity`.
    private func render(_ scene: Scene, vinesOpacity: Double, into target: ImageSurface) {
        let shown = vinesOpacity > 0 ? scene : scene.withoutVines
        let painter = ScenePainter(
            scene: shown, canvasSize: canvas, transform: transform,
            width: pixelWidth, height: pixelHeight, target: .raster, looks: looks)
        cache.render(shown, painter: painter, into: target)
        if vinesOpacity > 0 && vinesOpacity < 1 {
            let context = CairoContext(target)
            context.concatenate(transform)
            painter.canvas.fadeVines(to: vinesOpacity, in: context)
            target.flush()
        }
    }
}
