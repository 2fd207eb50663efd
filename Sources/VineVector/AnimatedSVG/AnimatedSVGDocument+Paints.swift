import VineCore
import VineGeometry
import VineLook

/// Paints as attributes: colours, their opacities and gradient stops.
extension AnimatedSVGDocument.Writer {
    /// `name="#rrggbb"` and, for a translucent colour, its opacity attribute.
    func paint(_ name: String, _ colour: RGBA) -> String {
        "\(name)=\"\(hex(colour))\"\(opacityAttribute(name, colour))"
    }

    /// ` NAME-opacity="a"` for `colour`'s opacity under 1, else nothing.
    func opacityAttribute(_ name: String, _ colour: RGBA) -> String {
        opacityAttribute(name, colour.clamped.a)
    }

    /// ` NAME-opacity="a"` for an opacity `a` under 1, else nothing.
    func opacityAttribute(_ name: String, _ a: Double) -> String {
        a < 1 ? " \(name)-opacity=\"\(opacity.text(a))\"" : ""
    }

    /// An opaque stop: the element's stroke opacity carries the fill's.
    func stopColour(_ colour: RGBA) -> String { "stop-color=\"\(hex(colour))\"" }

    /// `#rrggbb`, channels rounded as Cairo rounds them to 8 bits.
    func hex(_ colour: RGBA) -> String {
        let c = colour.clamped
        let digits = Array("0123456789abcdef")
        var text = "#"
        for channel in [c.r, c.g, c.b] {
            let value = Int((channel * 255).rounded())
            text.append(digits[value / 16])
            text.append(digits[value % 16])
        }
        return text
    }
}
