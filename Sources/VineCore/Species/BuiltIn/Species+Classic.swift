extension Species {
    /// The file of the built-in `classic`: the classic look and nothing added.
    static let classicText = #"""
        {
          "species": 1,
          "name": "classic",
          "summary": "The prototype's vine: round leaves on random curves.",
          "base": "classic"
        }

        """#
}
