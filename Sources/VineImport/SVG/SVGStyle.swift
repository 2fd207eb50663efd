import VineGeometry

/// The inherited presentation properties the importer looks at: whether shapes are
/// filled, by which rule, and whether they are displayed.
struct SVGStyle: Sendable {
    /// Whether the fill is something other than `none` (SVG's default fill is black).
    var filled = true
    /// The `fill-rule`: `nonzero` (SVG's default) or `evenodd`.
    var fillRule = Region.FillRule.nonzero

    /// The style of an element with `attributes`, inheriting from `self`; nil when the
    /// element is not displayed (`display: none`).
    func applying(_ attributes: [String: String]) -> SVGStyle? {
        var properties: [String: String] = [:]
        for name in ["fill", "display", "fill-rule"] { properties[name] = attributes[name] }
        if let style = attributes["style"] {
            for declaration in style.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let name = parts[0].trimmingCharacters(in: " \t\n")
                if name == "fill" || name == "display" || name == "fill-rule" {
                    properties[name] = parts[1].trimmingCharacters(in: " \t\n")
                }
            }
        }
        if properties["display"] == "none" { return nil }
        var style = self
        if let fill = properties["fill"]?.trimmingCharacters(in: " \t\n"), fill != "inherit" {
            style.filled = fill != "none" && fill != "transparent"
        }
        if let rule = properties["fill-rule"].flatMap({ Region.FillRule(rawValue: $0.trimmingCharacters(in: " \t\n")) })
        {
            style.fillRule = rule
        }
        return style
    }
}

extension StringProtocol {
    /// The text without leading and trailing characters in `set`.
    func trimmingCharacters(in set: String) -> String {
        var result = Substring(self)
        while let first = result.first, set.contains(first) { result = result.dropFirst() }
        while let last = result.last, set.contains(last) { result = result.dropLast() }
        return String(result)
    }
}
