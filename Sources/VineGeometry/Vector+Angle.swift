extension Vector {
    /// The vector's direction in radians, from +x towards +y (clockwise on a y-down canvas),
    /// in [−π, π]; 0 for the zero vector.
    ///
    /// Pure arithmetic on this module's own sine and cosine (``Trigonometry``), so the same
    /// on every machine: from the nearest quarter turn, Newton's method on sin(θ − φ),
    /// whose error cubes at each step (within 2 ulps after four).
    public var angle: Double {
        let length = (x * x + y * y).squareRoot()
        guard length > 0, length.isFinite else { return 0 }
        let (u, v) = (x / length, y / length)
        var theta: Double =
            if u >= abs(v) { 0 } else if v >= abs(u) { Double.pi / 2 } else if -v >= abs(u) { -Double.pi / 2 } else {
                v >= 0 ? Double.pi : -Double.pi
            }
        for _ in 0..<4 {
            let (s, c) = Trigonometry.sinCos(theta)
            theta -= (u * s - v * c) / (u * c + v * s)
        }
        return theta
    }
}
