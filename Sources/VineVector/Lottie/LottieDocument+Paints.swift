import VineCore
import VineGeometry
import VineLook

/// Paints: fills, strokes and gradients, their colours and opacities as 8-bit levels.
extension LottieDocument.Writer {
    /// The strokes of `inks`, the last (painted last) first.
    mutating func strokes(_ inks: [Mark.Ink]) {
        for (index, ink) in inks.reversed().enumerated() {
            guard case .stroke(.solid(let colour), let width) = ink else { continue }
            if index > 0 { out += "," }
            stroke(colour, width: width)
        }
    }

    /// A stroke with round joins and round caps, or butt caps with `butt`; the caps are left
    /// unsaid for paths that have none (`caps` false: closed), the joins for paths that
    /// have none (`joins` false: one segment each).
    mutating func stroke(
        _ colour: RGBA, width: Double, butt: Bool = false, caps: Bool = true, joins: Bool = true
    ) {
        let c = colour.clamped
        out += "{\"ty\":\"st\",\"c\":\(turningColour(.stroke(.solid(c), width: width))),"
        if !opacity(c.a).isEmpty { out += opacity(c.a) + "," }
        out += "\"w\":{\"a\":0,\"k\":\(xy.text(shownWidth(width)))}"
        if caps { out += ",\"lc\":\(butt ? 1 : 2)" }
        if joins { out += ",\"lj\":2" }
        out += "}"
    }

    /// A fill of `colour`.
    mutating func fill(_ colour: RGBA) {
        let c = colour.clamped
        out += "{\"ty\":\"fl\",\"c\":\(turningColour(.fill(.solid(c))))"
        out += "\(opacity(c.a).isEmpty ? "" : ",")\(opacity(c.a))}"
    }

    /// A fill's or a stroke's opacity `a` (0…1) as its `"o"` property; nothing for full
    /// opacity in a sticker, whose rlottie reads a missing one as full (the default).
    private func opacity(_ a: Double) -> String {
        let level = Self.level(a)
        return sticker && level == 1 ? "" : "\"o\":{\"a\":0,\"k\":\(percent.text(100 * level))}"
    }

    /// A fill with `paint`: a colour, or a gradient fill unless the players want a colour
    /// for it (``solidColour(of:)``).
    mutating func paint(_ paint: Paint) {
        switch paint {
        case .solid(let colour): fill(colour)
        case .linear(let gradient):
            if let colour = solidColour(of: gradient) {
                fill(colour)
            } else {
                gradientFill(
                    from: gradient.start, gradient.startColor, to: gradient.end, gradient.endColor,
                    opacity: gradient.opacity)
            }
        }
    }

    /// A linear gradient fill from `start` (colour `a`) to `end` (colour `b`).
    private mutating func gradientFill(from start: Point, _ a: RGBA, to end: Point, _ b: RGBA, opacity: Double) {
        out += "{\"ty\":\"gf\",\"o\":{\"a\":0,\"k\":\(percent.text(100 * Self.level(opacity)))},\"t\":1,"
        out += "\"s\":{\"a\":0,\"k\":\(point(start))},\"e\":{\"a\":0,\"k\":\(point(end))},"
        func stops(_ a: RGBA, _ b: RGBA) -> String { "[0,\(channels(a.clamped)),1,\(channels(b.clamped))]" }
        out += "\"g\":{\"p\":2,\"k\":"
        guard let turning else {
            out += "{\"a\":0,\"k\":\(stops(a, b))}"
            if slots, let slot = role.fill { out += ",\"sid\":\"\(slot.rawValue)\"" }
            out += "}}"
            return
        }
        let turned = [a, b].map { turning.wither.autumnColor(of: .fill(.solid($0))) }
        out += turningKeys(turning.turn, stops(a, b), stops(turned[0], turned[1])) + "}}"
    }

    /// A colour property's value: four components (Qt's player reads three as
    /// transparent); the fourth 1, or for Qt's player, which leaves a fill's or a
    /// stroke's opacity (`"o"`) out, the colour's opacity level.
    private func rgb(_ c: RGBA) -> String {
        "[\(channels(c)),\(alpha(c))]"
    }

    /// The red, green and blue of `c` as 8-bit levels (``level(_:multiple:)``), to multiples
    /// of ``channelLevels``.
    private func channels(_ c: RGBA) -> String {
        [c.r, c.g, c.b].map { colours.text(Self.level($0, multiple: channelLevels)) }.joined(separator: ",")
    }

    /// The channel or opacity `x` (0…1) as the 8-bit level Cairo paints it (`x` in 16
    /// bits, then its high byte), written a quarter level above that level (0 and 1 as
    /// they are): a player that truncates `255·x` (rlottie) and one that rounds it both
    /// paint the same level; with `multiple`, that level rounded to a multiple of it.
    static func level(_ x: Double, multiple: Int = 1) -> Double {
        var level = Int(min(max(x, 0), 1) * (65536 - 1e-5)) >> 8
        if multiple > 1 { level = min(255, Int((Double(level) / Double(multiple)).rounded()) * multiple) }
        guard level > 0 else { return 0 }
        guard level < 255 else { return 1 }
        return (4 * Double(level) + 1) / (4 * 255)
    }

    /// The colour property of `ink`: its colour, or while a withering leaf is written
    /// (``turning``) keyframes turning it to its autumn colour.
    private func turningColour(_ ink: Mark.Ink) -> String {
        let colour: RGBA =
            switch ink {
            case .fill(.solid(let c)), .stroke(.solid(let c), _): c
            case .fill(.linear(let g)), .stroke(.linear(let g), _): g.startColor
            }
        guard let turning else {
            let slot: LottieSlot? =
                switch ink {
                case .fill: role.fill
                case .stroke: role.stroke
                }
            guard slots, let slot else { return "{\"a\":0,\"k\":\(rgb(colour))}" }
            return "{\"a\":0,\"k\":\(rgb(colour)),\"sid\":\"\(slot.rawValue)\"}"
        }
        return turningKeys(turning.turn, rgb(colour), rgb(turning.wither.autumnColor(of: ink).clamped))
    }

    /// Keyframes from the value `from` to `to` (JSON arrays) over `turn`'s two keys, linear.
    private func turningKeys(_ turn: Track, _ from: String, _ to: String) -> String {
        "{\"a\":1,\"k\":[{\"t\":\(times.text(turn.keys[0].frame)),\"s\":\(from),"
            + "\"o\":{\"x\":0,\"y\":0},\"i\":{\"x\":1,\"y\":1}},\(lastKeyframe(at: turn.keys[1].frame, value: to))]}"
    }
}
