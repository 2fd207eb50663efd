import VineCore
import VineGeometry

/// The numbers of a look's soft shadow, in stem widths: how far it falls, how far it
/// spreads, its colour (see VineRender's `SoftShadow`).
package struct ShadowLook: Sendable, Equatable {
    /// How far the shadow falls, in stem widths (right and down).
    package var offset: Vector
    /// How far the shadow spreads beyond the shape, in stem widths (about 2σ of a Gaussian).
    package var blur: Double
    /// The shadow's colour and strongest opacity.
    package var color: RGBA

    /// A shadow falling `offset` stem widths, spreading `blur` stem widths, in `color`.
    package init(offset: Vector, blur: Double, color: RGBA) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }

    /// The built-in looks' shadow: offset (0.45, 0.8)·width, blur 1.2·width, a warm
    /// near-black at 22 % opacity.
    package static let soft = ShadowLook(
        offset: Vector(x: 0.45, y: 0.8), blur: 1.2, color: RGBA(r: 0.1, g: 0.08, b: 0.02, a: 0.22))
}
