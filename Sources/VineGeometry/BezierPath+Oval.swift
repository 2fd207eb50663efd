extension BezierPath {
    /// The constant 4/3·(√2 − 1) that makes four cubics the standard approximation of an ellipse
    /// (radial error at most about 2.7e-4 of the radius).
    public static let ovalControlFactor = 0.5522847498307936

    /// The ellipse inscribed in `rect` as four cubics and a close, starting at the rightmost point
    /// and going towards maxY (clockwise on a y-down canvas), like `UIBezierPath(ovalIn:)`.
    /// Uses only `+ − ×`; an empty rect gives a degenerate (flat or point) oval.
    public init(ovalIn rect: Rect) {
        let k = BezierPath.ovalControlFactor
        let cx = rect.midX
        let cy = rect.midY
        let kx = k * 0.5 * rect.width
        let ky = k * 0.5 * rect.height
        let right = Point(x: rect.maxX, y: cy)
        let bottom = Point(x: cx, y: rect.maxY)
        let left = Point(x: rect.minX, y: cy)
        let top = Point(x: cx, y: rect.minY)
        self.init(elements: [
            .move(right),
            .cubic(Point(x: right.x, y: cy + ky), Point(x: cx + kx, y: bottom.y), bottom),
            .cubic(Point(x: cx - kx, y: bottom.y), Point(x: left.x, y: cy + ky), left),
            .cubic(Point(x: left.x, y: cy - ky), Point(x: cx - kx, y: top.y), top),
            .cubic(Point(x: cx + kx, y: top.y), Point(x: right.x, y: cy - ky), right),
            .close,
        ])
    }
}
