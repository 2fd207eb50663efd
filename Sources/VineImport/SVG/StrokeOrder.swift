import VineGeometry

/// Orders strokes for drawing.
enum StrokeOrder {
    /// `strokes` in nearest-next order: the first stroke first, then repeatedly the
    /// remaining stroke whose start — or, for an open stroke, whose end, the stroke then
    /// reversed — is nearest to where the pen is (ties: the earlier stroke). Quadratic in
    /// the number of strokes, which ``SVGLimits`` bounds.
    static func nearest(_ strokes: [[Point]]) -> [[Point]] {
        guard var pen = strokes.first?.last else { return strokes }
        var result = [strokes[0]]
        var remaining = Array(strokes.dropFirst())
        result.reserveCapacity(strokes.count)
        while !remaining.isEmpty {
            var best = 0
            var bestDistance = Double.infinity
            var reverse = false
            for (i, stroke) in remaining.enumerated() {
                guard let first = stroke.first, let last = stroke.last else { continue }
                let start = squaredDistance(pen, first)
                if start < bestDistance {
                    best = i
                    bestDistance = start
                    reverse = false
                }
                let end = squaredDistance(pen, last)
                if end < bestDistance {
                    best = i
                    bestDistance = end
                    reverse = true
                }
            }
            let next = reverse ? Array(remaining[best].reversed()) : remaining[best]
            remaining.remove(at: best)
            pen = next.last ?? pen
            result.append(next)
        }
        return result
    }

    private static func squaredDistance(_ a: Point, _ b: Point) -> Double {
        (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
    }
}
