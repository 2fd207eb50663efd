/// An XML element as the importer sees it: name, attributes and element children, with
/// the line it starts on. Text, comments and processing instructions are dropped.
public struct XMLNode: Hashable, Sendable {
    /// The element's local name (`path`, `g`, …), without a namespace prefix.
    public var name: String
    /// The element's namespace URI; nil when it has none.
    public var namespace: String?
    /// The attributes by name; a namespaced attribute is `prefix:name` (`xlink:href`).
    public var attributes: [String: String]
    /// The child elements in document order.
    public var children: [XMLNode]
    /// The 1-based line the element starts on.
    public var line: Int

    /// An element with these values.
    public init(
        name: String, namespace: String? = nil, attributes: [String: String] = [:], children: [XMLNode] = [],
        line: Int = 1
    ) {
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
        self.children = children
        self.line = line
    }
}
