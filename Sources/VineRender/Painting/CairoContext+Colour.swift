import VineCore
import VineLook

extension CairoContext {
    /// Paints with `color`, clamped to 0…1.
    func setSource(_ color: RGBA) {
        let c = color.clamped
        setSource(red: c.r, green: c.g, blue: c.b, alpha: c.a)
    }
}

extension LinearGradient {
    /// Adds `color`, clamped to 0…1, at `offset` along the gradient.
    func addStop(at offset: Double, _ color: RGBA) {
        let c = color.clamped
        addStop(at: offset, red: c.r, green: c.g, blue: c.b, alpha: c.a)
    }
}
