import VineCore
import VineGeometry
import VineLook

/// A natural leaf in the frame Lottie draws it in once for every leaf of its paints and
/// length class (a precomposition), and how a leaf's layer places that frame.
///
/// Natural leaves are one shape (``/VineCore/Leaf/outline(scale:)``) stretched to their own
/// length and width and turned their own way, so each is an affine image of the same
/// drawing: base at ``base``, tip ``length`` units along +x, ``width`` units across. The
/// layer scales the frame by the leaf's length and width over those, turns it by the
/// leaf's direction and puts the base on the leaf's. Strokes scale with the layer, so the
/// frame's are as wide as they show on a leaf of its length class (lengths in steps of
/// 10 %): a hairline is off by at most 5 % along the leaf, and across by the leaf's aspect
/// over the frame's (0.36–0.48 against 0.42). Each leaf's drawing in the frame is made from
/// its own marks and shared only when it is written the same as another's, so a look whose
/// leaves were not one shape would share less, never draw a leaf wrong (a species' leaf, a
/// fern's frond, is one shape too, placed by a square frame). The frame has a box that holds
/// the leaf and its strokes, as a precomposition clips to its size; for a player that clips
/// only to a size it is given (rlottie, a sticker's) it may have none, the leaf's base at
/// its origin, so that leaves placed apart still write one drawing.
struct SharedLeaf {
    /// The frame's leaf length, in its units.
    static let length = 100.0
    /// The frame's leaf width, in its units: the middle of a leaf's aspect, times ``length``.
    static let width = 42.0

    /// The aspects (width over length) of leaves stretched across to the frame's: those of a
    /// natural leaf (0.36–0.48) and some.
    static let stretchedAspects = 0.3...0.6

    /// The leaf's marks in the frame.
    let marks: [Mark]
    /// Where the frame puts the leaf's base: far enough from its edges for its strokes, or
    /// the frame's origin when it has no box.
    let base: Point
    /// The frame's size: the leaf, its strokes and a margin all round; nil for a frame with
    /// no box (a player that clips a precomposition only to a size it is given draws all of it).
    let size: (width: Int, height: Int)?
    /// The layer's scale of the frame, horizontal and vertical (1 for the frame's size).
    let scale: (x: Double, y: Double)
    /// Canvas points → the frame's units, for the leaf at full size.
    let frame: AffineTransform

    /// `leaf` with its `marks` (in canvas points, fully unfolded), in a frame with a box
    /// (``size``) when `boxed`, else with the leaf's base at the frame's origin.
    init(_ leaf: Leaf, marks leafMarks: [Mark], boxed: Bool = true) {
        let strokeScale = Self.length / Self.lengthClass(of: leaf.length)
        // A leaf far from the frame's aspect (a shape placed by a square frame) is scaled
        // alike both ways: stretching it would widen its strokes across it.
        let aspect = leaf.width / leaf.length
        let stretches = Self.stretchedAspects.contains(aspect)
        scale = (leaf.length / Self.length, stretches ? leaf.width / Self.width : leaf.length / Self.length)
        let (u, v) = (leaf.direction.x, leaf.direction.y)
        let placed = AffineTransform.translation(Vector(x: -leaf.base.x, y: -leaf.base.y))
            .concatenating(AffineTransform(a: u, b: -v, c: v, d: u, tx: 0, ty: 0))
            .concatenating(.scale(x: 1 / scale.x, y: 1 / scale.y))
        if boxed {
            (base, size) = Self.box(of: leafMarks, placed: placed, strokeScale: strokeScale)
        } else {
            (base, size) = (Point(x: 0, y: 0), nil)
        }
        let frame = placed.concatenating(.translation(Vector(x: base.x, y: base.y)))
        self.frame = frame
        marks = leafMarks.map { mark in
            var shared = mark
            shared.transform = mark.transform.concatenating(frame)
            // The writer widens a stroke by its transform's scale factor: undone, then the class's.
            if case .stroke(let paint, let width) = mark.ink {
                shared.ink = .stroke(paint, width: width * strokeScale / shared.transform.scaleFactor)
            }
            return shared
        }
    }

    /// The base and size of the frame holding `marks` (canvas points) placed by `placed`
    /// (base at the origin): the leaf's box, base to tip and across, widened to any mark
    /// reaching beyond it (a shape drawn about its base, a flower round its centre), as a
    /// precomposition clips what lies outside its size, with a margin all round for the
    /// strokes (as wide as `strokeScale` makes them).
    private static func box(
        of marks: [Mark], placed: AffineTransform, strokeScale: Double
    ) -> (base: Point, size: (width: Int, height: Int)) {
        var widest = 0.0
        for mark in marks {
            if case .stroke(_, let width) = mark.ink { widest = max(widest, width * strokeScale) }
        }
        let margin = max(2, (widest / 2 + 1).rounded(.up))
        // A leaf within half a unit of its box (rounding) keeps the box; a wider reach is
        // rounded out to whole units.
        let leafBox = Rect(x: 0, y: -Self.width / 2, width: Self.length, height: Self.width)
        var box = leafBox
        for mark in marks {
            if case .path(let path) = mark.geometry {
                box = box.union(path.transformed(by: mark.transform.concatenating(placed)).bounds)
            }
        }
        if box.minX < leafBox.minX - 0.5 || box.minY < leafBox.minY - 0.5 || box.maxX > leafBox.maxX + 0.5
            || box.maxY > leafBox.maxY + 0.5
        {
            let minX = box.minX.rounded(.down)
            let minY = box.minY.rounded(.down)
            box = Rect(x: minX, y: minY, width: box.maxX.rounded(.up) - minX, height: box.maxY.rounded(.up) - minY)
        } else {
            box = leafBox
        }
        return (
            Point(x: margin - box.minX, y: margin - box.minY),
            (Int((box.width + 2 * margin).rounded(.up)), Int((box.height + 2 * margin).rounded(.up)))
        )
    }

    /// `length` (points) rounded to the nearest step 1.1ⁿ, by ratio.
    static func lengthClass(of length: Double) -> Double {
        guard length.isFinite, length > 0 else { return 1 }
        var step = 1.0
        while step * 1.1 <= length { step *= 1.1 }
        while step > length { step /= 1.1 }
        return length / step <= step * 1.1 / length ? step : step * 1.1
    }
}
