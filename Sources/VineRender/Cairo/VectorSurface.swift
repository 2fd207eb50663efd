import CCairo

/// A Cairo SVG or PDF surface streaming into memory: one page of vectors, drawn once,
/// returned as the document's bytes.
///
/// The bytes depend only on what is drawn: SVG is version 1.1 in CSS pixels, and a PDF's
/// creation date is fixed (2000-01-01), so the same drawing gives the same file.
enum VectorSurface {
    /// The document kinds Cairo writes.
    enum Kind {
        /// Scalable Vector Graphics 1.1, sized in CSS pixels.
        case svg
        /// Portable Document Format, one page, sized in points.
        case pdf
    }

    /// The bytes of a `width` × `height` `kind` document holding what `draw` draws.
    ///
    /// Throws the context's first error, or ``RenderError/cairo(_:)`` when Cairo cannot
    /// finish the document.
    static func document(
        _ kind: Kind, width: Double, height: Double, draw: (CairoContext) -> Void
    ) throws(RenderError) -> [UInt8] {
        let sink = ByteSink()
        let write: cairo_write_func_t = { closure, data, length in
            ByteSink.sink(from: closure!).append(UnsafeRawBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        let surface: OpaquePointer
        switch kind {
        case .svg:
            surface = cairo_svg_surface_create_for_stream(write, sink.context, width, height)
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(write, sink.context, width, height)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Vine")
            // A fixed date instead of the current time, so the same scene gives the same bytes.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
        }
        let error: RenderError? = withExtendedLifetime(CairoContext(surface: surface)) { context in
            draw(context)
            return context.error
        }
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        if let error { throw error }
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
        return sink.bytes
    }
}
