extension Species {
    /// The species as canonical one-line JSON: every key written, in the order of the
    /// format's documentation, numbers as ``CanonicalNumber`` spells them, ranges as
    /// `[lo,hi]`, colours as `#RRGGBB`/`#RRGGBBAA`, leaf shapes as `{"path":…,"weight":…}`,
    /// `null` for what is absent. Reading it back gives an equal species.
    var canonicalDefinition: String {
        func number(_ value: Double) -> String { CanonicalNumber.text(value) }
        func range(_ value: Range) -> String { "[\(number(value.lowerBound)),\(number(value.upperBound))]" }
        func integers(_ value: ClosedRange<Int>) -> String { "[\(value.lowerBound),\(value.upperBound)]" }
        func colour(_ value: RGBA?) -> String { value.map { "\"\($0.hex)\"" } ?? "null" }
        func colours(_ value: ColourRange?) -> String {
            value.map { "[\"\($0.from.hex)\",\"\($0.to.hex)\"]" } ?? "null"
        }
        func object(_ members: [(String, String)]) -> String {
            "{" + members.map { "\(JSONText.quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
        }
        let arrangement =
            switch branches.arrangement {
            case .alternate: "alternate"
            case .opposite: "opposite"
            case .whorled(let count): "whorled \(count)"
            }
        let shapes = leaves.shapes.map {
            object([("path", JSONText.quoted($0.data)), ("weight", number($0.weight))])
        }
        let shootsText =
            shoots.map {
                object([
                    ("depth", "\($0.depth)"), ("chance", number($0.chance)), ("count", integers($0.count)),
                    ("length", range($0.length)), ("angle", range($0.angle)), ("leaves", $0.leaves ? "true" : "false"),
                ])
            } ?? "null"
        let tendrilsText =
            tendrils.map {
                object([
                    ("from", JSONText.quoted($0.origin.rawValue)), ("chance", number($0.chance)),
                    ("turns", range($0.turns)), ("length", range($0.length)), ("colour", colours($0.colour)),
                ])
            } ?? "null"
        let ornamentsText = ornaments.map {
            object([
                ("kind", JSONText.quoted($0.kind.rawValue)), ("shape", JSONText.quoted($0.shape.data)),
                ("repeats", "\($0.repeats)"), ("heart", colour($0.heart)), ("at", JSONText.quoted($0.place.rawValue)),
                ("chance", number($0.chance)), ("count", integers($0.count)), ("hang", number($0.hang)),
                ("size", range($0.size)), ("colour", colours($0.colour)), ("delay", number($0.delay)),
            ])
        }
        return object([
            ("species", "1"), ("name", JSONText.quoted(name)), ("summary", JSONText.quoted(summary)),
            ("base", JSONText.quoted(base.name)),
            (
                "stem",
                object([("colour", colours(stem.colour)), ("width", number(stem.width)), ("taper", number(stem.taper))])
            ),
            (
                "branches",
                object([
                    ("arrangement", JSONText.quoted(arrangement)), ("spacing", number(branches.spacing)),
                    ("length", range(branches.length)), ("curvature", range(branches.curvature)),
                    ("angle", range(branches.angle)),
                ])
            ),
            (
                "leaves",
                object([
                    ("shapes", "[" + shapes.joined(separator: ",") + "]"), ("size", range(leaves.size)),
                    ("colour", colours(leaves.colour)), ("chance", number(leaves.chance)),
                ])
            ),
            ("shoots", shootsText), ("tendrils", tendrilsText),
            ("ornaments", "[" + ornamentsText.joined(separator: ",") + "]"),
            ("growth", object([("duration", number(growth.duration))])),
            ("response", object([("sway", number(response.sway)), ("wither", colour(response.wither))])),
        ])
    }
}
