extension AffineTransform {
    /// The transform that fits `source` into `target`, keeping the aspect ratio and centring it:
    /// the uniform scale is `min(target.width / source.width, target.height / source.height)`.
    ///
    /// This is the canvas → frame conversion of every renderer and window; its ``inverted()`` maps window
    /// pixels back to canvas points. A side of `source` with zero extent is ignored when
    /// choosing the scale; when both are zero the scale is 1.
    public static func fitting(_ source: Rect, into target: Rect) -> AffineTransform {
        let sx = source.width > 0 ? target.width / source.width : Double.infinity
        let sy = source.height > 0 ? target.height / source.height : Double.infinity
        var s = min(sx, sy)
        if !s.isFinite { s = 1 }
        return AffineTransform(
            a: s, b: 0, c: 0, d: s,
            tx: target.midX - s * source.midX,
            ty: target.midY - s * source.midY)
    }
}

extension AffineTransform {
    /// Canvas points → pixels of a `pixelWidth` × `pixelHeight` frame: the canvas fitted,
    /// aspect kept, centred. The one fitting of frames, stills, vector animations and the
    /// window's pointer mapping (its inverse); sides below 1 pixel count as 1.
    public static func frame(canvas: Size, pixelWidth: Int, pixelHeight: Int) -> AffineTransform {
        .fitting(
            Rect(x: 0, y: 0, width: canvas.width, height: canvas.height),
            into: Rect(x: 0, y: 0, width: Double(max(1, pixelWidth)), height: Double(max(1, pixelHeight))))
    }
}
