import CCairo

/// Facts about the Cairo library VineRender draws with.
public enum CairoInfo {
    /// Cairo's version string, for example `1.16.0`.
    public static var version: String { String(cString: cairo_version_string()) }
}
