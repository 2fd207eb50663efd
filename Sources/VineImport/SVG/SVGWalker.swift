import VineGeometry

/// Walks an SVG element tree: resolves groups, `use` references and transforms, and
/// collects each drawn shape as a path in the root's user space, counting what it skips.
struct SVGWalker {
    /// The SVG namespace; elements of other namespaces (editor metadata) are ignored.
    static let namespace = "http://www.w3.org/2000/svg"
    /// Elements that define things rather than draw them: passed over silently.
    static let definitions: Set<String> = [
        "defs", "symbol", "title", "desc", "metadata", "style", "script", "linearGradient", "radialGradient",
        "stop", "clipPath", "mask", "filter", "pattern", "marker",
    ]
    /// Elements whose children are drawn as a group.
    static let groups: Set<String> = ["g", "a", "switch", "svg"]

    let limits: SVGLimits
    /// The shapes found, in document order, in the root's user space, with their elements'
    /// lines and styles.
    private(set) var shapes: [(path: BezierPath, line: Int, style: SVGStyle)] = []
    /// What was skipped, by kind.
    private(set) var skipped: [String: Int] = [:]
    /// Elements by `id` (the first of each).
    private var ids: [String: XMLNode] = [:]
    /// The `id`s of the `use` references being followed, innermost last.
    private var usePath: [String] = []
    /// How many elements were visited so far.
    private var visits = 0

    init(limits: SVGLimits) {
        self.limits = limits
    }

    /// Records every element's `id` under `node`.
    mutating func index(_ node: XMLNode) {
        if let id = node.attributes["id"], ids[id] == nil { ids[id] = node }
        for child in node.children { index(child) }
    }

    /// Walks the children of `node` with the transform and style they inherit.
    mutating func walkChildren(of node: XMLNode, transform: AffineTransform, style: SVGStyle) throws(SVGError) {
        for child in node.children { try walk(child, parent: transform, style: style) }
    }

    /// Walks `node`: a group, a `use`, a shape, or something skipped.
    private mutating func walk(_ node: XMLNode, parent: AffineTransform, style inherited: SVGStyle) throws(SVGError) {
        visits += 1
        guard visits <= limits.maxVisits else {
            throw SVGError(
                line: node.line, message: "the drawing expands to more than \(limits.maxVisits) elements through <use>")
        }
        guard node.namespace == nil || node.namespace == Self.namespace else { return }
        guard !Self.definitions.contains(node.name) else { return }
        guard let style = inherited.applying(node.attributes) else { return }
        var transform = parent
        if let text = node.attributes["transform"] {
            transform = try SVGTransformParser.parse(text, line: node.line, limits: limits).concatenating(parent)
        }
        switch node.name {
        case _ where Self.groups.contains(node.name):
            if node.name == "svg" {
                let offset = Vector(x: number(node, "x") ?? 0, y: number(node, "y") ?? 0)
                transform = AffineTransform.translation(offset).concatenating(transform)
            }
            try walkChildren(of: node, transform: transform, style: style)
        case "use":
            try use(node, transform: transform, style: style)
        case "path", "line", "polyline", "polygon", "rect", "circle", "ellipse":
            guard let path = try SVGShapes.path(of: node, limits: limits), !path.isEmpty else { return }
            shapes.append((path.transformed(by: transform), node.line, style))
            guard shapes.count <= limits.maxShapes else {
                throw SVGError(line: node.line, message: "more than \(limits.maxShapes) shapes")
            }
            if style.filled, node.name != "line" { skipped["fill", default: 0] += 1 }
        default:
            skipped[node.name, default: 0] += 1
        }
    }

    /// Draws the element a `use` refers to, moved by its `x` and `y`; a reference to
    /// itself, directly or not, is an error.
    private mutating func use(_ node: XMLNode, transform: AffineTransform, style: SVGStyle) throws(SVGError) {
        guard let reference = node.attributes["href"] ?? node.attributes["xlink:href"], reference.hasPrefix("#") else {
            throw SVGError(line: node.line, message: "<use> needs an href of the form #id")
        }
        let id = String(reference.dropFirst())
        guard let target = ids[id] else {
            throw SVGError(line: node.line, message: "<use> refers to #\(id), which no element has as its id")
        }
        if usePath.contains(id) {
            throw SVGError(
                line: node.line,
                message: "<use> cycle: " + (usePath + [id]).map { "#" + $0 }.joined(separator: " → "))
        }
        let offset = Vector(x: number(node, "x") ?? 0, y: number(node, "y") ?? 0)
        let moved = AffineTransform.translation(offset).concatenating(transform)
        usePath.append(id)
        defer { usePath.removeLast() }
        if target.name == "symbol" {
            guard let symbolStyle = style.applying(target.attributes) else { return }
            try walkChildren(of: target, transform: moved, style: symbolStyle)
        } else {
            try walk(target, parent: moved, style: style)
        }
    }

    /// Attribute `name` of `node` as a plain number; nil when absent or not a number.
    private func number(_ node: XMLNode, _ name: String) -> Double? {
        SVGShapes.number(node.attributes[name], limits: limits)
    }
}
