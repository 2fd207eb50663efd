import Foundation
import VineCore
import VineGeometry
import VineRender

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
    /// does, each vine drawn in the definition `looks` gives its look.
    @discardableResult
    package static func write(
        _ scene: Scene, canvas: Size, width: Int, height: Int,
        format: Format, underlay: Underlay? = nil, paper: Paper? = nil,
        cacheMemory: Int = SceneRenderer.defaultCacheMemory, threads: Int? = nil, looks: LookCatalog,
        to path: String
    ) throws(RenderError) -> Int {
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
            return try write(frame, to: path)
        case .svg:
            return try write(
                VectorStill.svg(scene, canvas: canvas, width: width, height: height, looks: looks), to: path)
        case .pdf:
            if let paper {
                let points = 72 / 25.4
                return try write(
                    VectorStill.pdf(
                        scene, canvas: canvas,
                        page: Size(width: paper.size.width * points, height: paper.size.height * points),
                        margin: paper.margin * points, looks: looks), to: path)
            }
            return try write(
                VectorStill.pdf(scene, canvas: canvas, width: width, height: height, looks: looks), to: path)
        }
    }

    /// Writes `frame` as a PNG to `path` (`-`: standard output); returns the number of bytes written.
    ///
    /// Throws ``/VineRender/RenderError/cannotCreate(path:reason:)`` when the file cannot be created,
    /// ``/VineRender/RenderError/io(path:reason:)`` when writing fails.
    @discardableResult
    public static func write(_ frame: Frame, to path: String) throws(RenderError) -> Int {
        try write(
            PNGEncoder().encode(
                frame.bytes.baseAddress!, width: frame.width, height: frame.height, stride: frame.stride),
            to: path)
    }

    private static func write(_ bytes: [UInt8], to path: String) throws(RenderError) -> Int {
        if path == "-" {
            try AtomicFile.writeAll(bytes, to: STDOUT_FILENO, path: "standard output")
        } else {
            try AtomicFile.write(bytes, to: path)
        }
        return bytes.count
    }
}
