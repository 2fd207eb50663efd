extension AffineTransform {
    /// The transform that rotates about the origin by `radians`, from +x towards +y
    /// (clockwise on a y-down canvas).
    ///
    /// One of the two documented users of `sin`/`cos` in this module (with `Arc`),
    /// through the module's own pure-Swift ``Trigonometry``; branch geometry never depends on it.
    public static func rotation(radians: Double) -> AffineTransform {
        let s = sin(radians)
        let co = cos(radians)
        return AffineTransform(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }
}
