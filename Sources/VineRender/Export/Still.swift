import CCairo
import Foundation
import VineCore
import VineGeometry

/// One picture of a scene in a file: PNG pixels, or SVG / PDF vectors through Cairo's
/// vector surfaces.
///
/// The file is written by ``AtomicFile`` (atomically, through links, in place into a FIFO
/// or device), or to standard output when the path is `-`. Vector stills are
/// `width` × `height` CSS pixels (SVG) or points (PDF), the canvas fitted and centred as in frames, drawn with
/// plain strokes and fills (see ``VinePainter``): an SVG holds one `<path>` per visible
/// stem and per visible branch, plus one per visible leaf fill, after the background (a
/// `<rect>`, and one more `<path>` for the canvas when the output's aspect differs and
/// a letterbox shows). No part falls back to pixels.
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
    /// stills never do).
    ///
    /// Throws ``RenderError/cannotCreate(path:reason:)`` when the file cannot be created,
    /// ``RenderError/io(path:reason:)`` when writing fails.
    public static func write(
        _ scene: Scene, canvas: Size, width: Int, height: Int,
        format: Format, underlay: Underlay? = nil, to path: String
    ) throws(RenderError) {
        let bytes: [UInt8]
        switch format {
        case .png:
            let renderer = try SceneRenderer(canvas: canvas, pixelWidth: width, pixelHeight: height, caching: false)
            let frame = renderer.render(scene)
            underlay?.draw(canvas: canvas, transform: renderer.transform, on: frame)
            bytes = PNGEncoder().encode(
                frame.bytes.baseAddress!, width: frame.width, height: frame.height, stride: frame.stride)
        case .svg, .pdf:
            bytes = try vector(scene, canvas: canvas, width: width, height: height, format: format)
        }
        if path == "-" {
            try AtomicFile.writeAll(bytes, to: STDOUT_FILENO, path: "standard output")
        } else {
            try AtomicFile.write(bytes, to: path)
        }
    }

    /// The SVG or PDF bytes of `scene`.
    private static func vector(
        _ scene: Scene, canvas: Size, width: Int, height: Int,
        format: Format
    ) throws(RenderError) -> [UInt8] {
        let sink = ByteSink()
        let closure = sink.context
        let write: cairo_write_func_t = { closure, data, length in
            ByteSink.sink(from: closure!).append(UnsafeRawBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        let surface: OpaquePointer =
            switch format {
            case .svg: cairo_svg_surface_create_for_stream(write, closure, Double(width), Double(height))
            default: cairo_pdf_surface_create_for_stream(write, closure, Double(width), Double(height))
            }
        if format == .svg {
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        } else {
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Vine")
            // A fixed date instead of the current time, so the same scene gives the same bytes.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
        }
        let transform = SceneRenderer.transform(canvas: canvas, pixelWidth: width, pixelHeight: height)
        let painter = ScenePainter(
            scene: scene, canvasSize: canvas, transform: transform,
            width: width, height: height, target: .vector)
        let context = CairoContext(surface: surface)
        painter.paintWhole(scene, into: context)
        let error = context.error
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        if let error { throw error }
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
        return sink.bytes
    }
}
