extension Species {
    /// The file of the built-in `morning-glory`.
    static let morningGloryText = #"""
        {
          "species": 1,
          "name": "morning-glory",
          "summary": "Morning glory: heart-shaped leaves, curling tendrils, blue and purple trumpets.",
          "base": "natural",
          "stem": { "colour": ["#5a7a2e", "#6e8f38"], "width": 0.8, "taper": 1 },
          "branches": { "arrangement": "alternate", "spacing": 1, "length": [0.3, 0.55],
                        "curvature": [-0.2, 0.45], "angle": [0.55, 1] },
          "leaves": {
            "shapes": [
              "M0 0 C0.04 -0.22 -0.18 -0.46 0.1 -0.52 C0.4 -0.58 0.72 -0.32 1 0 C0.72 0.32 0.4 0.58 0.1 0.52 C-0.18 0.46 0.04 0.22 0 0 Z"
            ],
            "size": [0.9, 1.25], "colour": ["#3f7d2a", "#5a9a38"], "chance": 1
          },
          "tendrils": { "from": "stem", "chance": 0.5, "turns": [2, 4], "length": [0.8, 1.4],
                        "colour": "#7a9a40" },
          "ornaments": [
            { "kind": "flower", "shape": "M0 0 L0.78 -0.6 Q1.02 -0.32 1 0 Q1.02 0.32 0.78 0.6 Z", "repeats": 5, "heart": "#fff4d6",
              "at": "tips", "chance": 0.45, "count": 1, "size": [0.45, 0.6],
              "colour": ["#3a5cd0", "#8a45c8"], "delay": 0.5 },
            { "kind": "bud", "shape": "M-0.3 0 C-0.1 -0.3 0.6 -0.22 1 0 C0.6 0.22 -0.1 0.3 -0.3 0 Z", "at": "nodes", "chance": 0.3,
              "count": 1, "size": [0.18, 0.24], "colour": ["#6a70c8", "#9a78c8"], "delay": 0.2 }
          ]
        }

        """#
}
