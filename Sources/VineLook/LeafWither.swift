import VineCore
import VineGeometry

/// How one leaf withers over a withering end, in canvas points: what ``VineLook`` applies
/// to the leaf's marks at a progress, and the vector animations encode as keyframes.
package struct LeafWither: Sendable {
    /// The leaf's own draws.
    package let fall: LeafFall
    /// The point it spins about: the leaf's centre.
    package let centre: Point
    /// Its size in points (a classic leaf's side, a natural leaf's length).
    let size: Double
    /// The colour it turns to, nil for the autumn colour of its own hue (``WitherLook/autumnColor(at:)``).
    let colour: RGBA?

    /// The wither of a leaf of `size` points about `centre`, with its draws `fall`, turning
    /// to `colour` (nil: its autumn colour).
    init(fall: LeafFall, centre: Point, size: Double, colour: RGBA? = nil) {
        self.fall = fall
        self.centre = centre
        self.size = size
        self.colour = colour
    }

    /// When it starts to turn.
    package var turnStart: Double { WitherLook.latestTurn * fall.delay }
    /// When it has turned.
    package var turnEnd: Double { turnStart + WitherLook.turnLength }
    /// When it starts to fall.
    package var fallStart: Double { turnStart + WitherLook.fallDelay }
    /// When it has fallen (and faded).
    package var fallEnd: Double { fallStart + WitherLook.fallLength }
    /// When it starts to fade.
    package var fadeStart: Double { fallStart + WitherLook.fallLength * WitherLook.fadeStart }

    /// How far it has turned at `progress`, 0…1.
    package func turn(_ progress: Double) -> Double { Self.ramp(progress, turnStart, turnEnd) }

    /// How far through its fall it is at `progress`, 0…1.
    package func falling(_ progress: Double) -> Double { Self.ramp(progress, fallStart, fallEnd) }

    /// Its opacity at `progress`: 1 until it fades, 0 once fallen.
    package func opacity(_ progress: Double) -> Double { 1 - Self.ramp(progress, fadeStart, fallEnd) }

    /// Where it has moved once fallen: the drop down and the drift to the side.
    package var offset: Vector {
        let drop = WitherLook.drops.shortest + (WitherLook.drops.longest - WitherLook.drops.shortest) * fall.drop
        return Vector(x: WitherLook.widestDrift * fall.drift * size, y: drop * size)
    }

    /// How far it has turned once fallen, in degrees.
    package var spin: Double { WitherLook.widestSpin * fall.spin }

    /// Its placement at `progress`: turned by ``spin`` times the fall's progress `s` about
    /// ``centre``, then moved by ``offset`` times `s²` (it falls slowly at first).
    package func transform(_ progress: Double) -> AffineTransform {
        let s = falling(progress)
        guard s > 0 else { return .identity }
        let turn = AffineTransform.translation(Vector(x: -centre.x, y: -centre.y))
            .concatenating(.rotation(radians: spin * s * (Double.pi / 180)))
        return turn.concatenating(.translation(Vector(x: centre.x + offset.x * s * s, y: centre.y + offset.y * s * s)))
    }

    /// `ink` turned `amount` (0…1) of the way to the leaf's autumn colour: a fill's colours
    /// to it, a line's to it darkened by ``WitherLook/lineDarkening``; opacities kept.
    package func turned(_ ink: Mark.Ink, by amount: Double) -> Mark.Ink {
        guard amount > 0 else { return ink }
        let autumn = colour ?? WitherLook.autumnColor(at: fall.hue)
        switch ink {
        case .fill(let paint): return .fill(Self.turned(paint, to: autumn, by: amount))
        case .stroke(let paint, let width):
            return .stroke(Self.turned(paint, to: autumn.darkened(WitherLook.lineDarkening), by: amount), width: width)
        }
    }

    /// The autumn colour `ink` turns to: its colour when fully turned (a gradient's start).
    package func autumnColor(of ink: Mark.Ink) -> RGBA {
        switch turned(ink, by: 1) {
        case .fill(.solid(let colour)), .stroke(.solid(let colour), _): colour
        case .fill(.linear(let gradient)), .stroke(.linear(let gradient), _): gradient.startColor
        }
    }

    /// `paint` with every colour moved `amount` of the way to `autumn`, its opacity kept.
    private static func turned(_ paint: Paint, to autumn: RGBA, by amount: Double) -> Paint {
        func turn(_ colour: RGBA) -> RGBA {
            var mixed = colour.mixed(with: autumn, by: amount)
            mixed.a = colour.a
            return mixed
        }
        switch paint {
        case .solid(let colour): return .solid(turn(colour))
        case .linear(var gradient):
            gradient.startColor = turn(gradient.startColor)
            gradient.endColor = turn(gradient.endColor)
            return .linear(gradient)
        }
    }

    /// `clamp((x − a) / (b − a), 0, 1)`.
    private static func ramp(_ x: Double, _ a: Double, _ b: Double) -> Double { min(max((x - a) / (b - a), 0), 1) }
}
