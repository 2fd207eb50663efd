import CCairo

extension Frame {
    /// Writes the frame to `path` with Cairo's own PNG writer (RGBA at zlib's default level):
    /// the slow baseline `Scripts/bench` compares the project's PNG encoder with.
    ///
    /// Throws ``RenderError/cairo(_:)`` with Cairo's reason when the file cannot be written.
    @_spi(Benchmarks) public func writePNGWithCairo(to path: String) throws(RenderError) {
        let status = cairo_surface_write_to_png(surface.surface, path)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
    }
}
