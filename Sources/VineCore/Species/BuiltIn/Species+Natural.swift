extension Species {
    /// The file of the built-in `natural`: the natural look and nothing added.
    static let naturalText = #"""
        {
          "species": 1,
          "name": "natural",
          "summary": "A tapered stem with pointed leaves that unfold and avoid each other.",
          "base": "natural"
        }

        """#
}
