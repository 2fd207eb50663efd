import Foundation
import VineCore
import VineGeometry
import VineLook
import VineRender
import VineVector

/// One picture of a scene in a file: PNG pixels (a ``/VineRender/SceneRenderer`` frame
/// encoded by ``PNGEncoder``), or SVG / PDF vectors (``/VineRender/VectorStill``).
///
/// The file is written by ``AtomicFile`` (atomically, through links, in place into a FIFO
/// or device), or to standard output when the path is `-`.
public enum Still {
    /// The still formats.
    public enum Format: String, CaseIterable, Sendable {
        /// Pixels, lossless.
        case png
        /// Scalable Vector Graphics 1.1.
        case svg
        /// Portable Document Format, one page.
        case pdf
    }

    /// Writes `scene` (with canvas `canvas` points) as a `width` × `height` still to `path`
    /// (`-`: standard output); a PNG gets `underlay` multiplied onto it when given (vector
    /// stills never do) and is painted with a renderer whose cache holds at most
    /// `cacheMemory` bytes on at most `threads` painting threads (nil: the cores); a PDF with
    /// a `paper` is that paper's size instead; returns the
    /// number of bytes written.
    ///
    /// Throws ``/VineRender/RenderError/cannotCreate(path:reason:)`` when the file cannot be created,
    /// ``/VineRender/RenderError/io(path:reason:)`` when writing fails.
    @discardableResult
    public static func write(
        _ scene: Scene, canvas: Size, width: Int, height: Int,
        format: Format, underlay: Underlay? = nil, paper: Paper? = nil,
        cacheMemory: Int = SceneRenderer.defaultCacheMemory, threads: Int? = nil,
        to path: String
    ) throws(RenderError) -> Int {
        try write(
            scene, canvas: canvas, width: width, height: height, format: format, underlay: underlay, paper: paper,
            cacheMemory: cacheMemory, threads: threads, looks: .builtIn, to: path)
    }

    /// Writes `scene` as ``write(_:canvas:width:height:format:underlay:paper:cacheMemory:threads:to:)``
    /// does, each vine drawn in the definition `looks` gives its look, carrying `recording`
    /// (the `.vine` text, see ``EmbeddedRecording``) when given.
    @discardableResult
    package static func write(
        _ scene: Scene, canvas: Size, width: Int, height: Int,
        format: Format, underlay: Underlay? = nil, paper: Paper? = nil,
        cacheMemory: Int = SceneRenderer.defaultCacheMemory, threads: Int? = nil, looks: LookCatalog,
        recording: [UInt8]? = nil, to path: String
    ) throws(RenderError) -> Int {
        let bytes = try picture(
            scene, canvas: canvas, width: width, height: height, format: format, underlay: underlay, paper: paper,
            cacheMemory: cacheMemory, threads: threads, looks: looks)
        guard let recording else { return try write(bytes, to: path) }
        let carrying =
            switch format {
            case .png: PNGRecording.embed(recording, in: bytes)
            case .svg: SVGRecording.embed(recording, in: bytes)
            case .pdf: PDFRecording.embed(recording, in: bytes)
            }
        return try write(carrying, to: path)
    }

    /// The file's bytes of the still ``write(_:canvas:width:height:format:underlay:paper:cacheMemory:threads:looks:recording:to:)``
    /// writes, without a recording.
    private static func picture(
        _ scene: Scene, canvas: Size, width: Int, height: Int, format: Format, underlay: Underlay?, paper: Paper?,
        cacheMemory: Int, threads: Int?, looks: LookCatalog
    ) throws(RenderError) -> [UInt8] {
        switch format {
        case .png:
            // The renderer and its layers go before the frame is encoded: at 4K they are
            // more memory than the encoding needs.
            let (frame, transform) = try { () throws(RenderError) -> (Frame, VineGeometry.AffineTransform) in
                let renderer = try SceneRenderer(
                    canvas: canvas, pixelWidth: width, pixelHeight: height, caching: false, cacheMemory: cacheMemory,
                    threads: threads, looks: looks)
                return (renderer.render(scene), renderer.transform)
            }()
            underlay?.draw(canvas: canvas, transform: transform, on: frame)
            return png(frame)
        case .svg:
            return try VectorStill.svg(scene, canvas: canvas, width: width, height: height, looks: looks)
        case .pdf:
            if let paper {
                let points = 72 / 25.4
                return try VectorStill.pdf(
                    scene, canvas: canvas,
                    page: Size(width: paper.size.width * points, height: paper.size.height * points),
                    margin: paper.margin * points, looks: looks)
            }
            return try VectorStill.pdf(scene, canvas: canvas, width: width, height: height, looks: looks)
        }
    }

    /// Writes `frame` as a PNG to `path` (`-`: standard output); returns the number of bytes written.
    ///
    /// Throws ``/VineRender/RenderError/cannotCreate(path:reason:)`` when the file cannot be created,
    /// ``/VineRender/RenderError/io(path:reason:)`` when writing fails.
    @discardableResult
    public static func write(_ frame: Frame, to path: String) throws(RenderError) -> Int {
        try write(png(frame), to: path)
    }

    /// The PNG file of `frame`.
    private static func png(_ frame: Frame) -> [UInt8] {
        PNGEncoder().encode(frame.bytes.baseAddress!, width: frame.width, height: frame.height, stride: frame.stride)
    }

    private static func write(_ bytes: [UInt8], to path: String) throws(RenderError) -> Int {
        try AtomicFile.write(bytes, toFileOrStandardOutput: path)
        return bytes.count
    }
}
