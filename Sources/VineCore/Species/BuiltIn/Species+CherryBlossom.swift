extension Species {
    /// The file of the built-in `cherry-blossom`.
    static let cherryBlossomText = #"""
        {
          "species": 1,
          "name": "cherry-blossom",
          "summary": "Cherry blossom: bare dark twigs with clusters of pink five-petalled blossom.",
          "base": "natural",
          "stem": { "colour": ["#3a2a24", "#4e3a30"], "width": 1.2, "taper": 1.3 },
          "branches": { "arrangement": "alternate", "spacing": 1.1, "length": [0.25, 0.5],
                        "curvature": [-0.3, 0.3], "angle": [0.5, 1] },
          "leaves": {
            "shapes": [
              "M0 0 C0.2 -0.3 0.6 -0.32 1 0 C0.6 0.32 0.2 0.3 0 0 Z"
            ],
            "size": [0.6, 0.8], "colour": ["#6a8f3a", "#86a84a"], "chance": 0.12
          },
          "shoots": { "depth": 1, "chance": 0.6, "count": [1, 2], "length": [0.4, 0.7],
                      "angle": [25, 50], "leaves": false },
          "ornaments": [
            { "kind": "flower", "shape": "M0 0 C0.3 -0.16 0.66 -0.56 1 -0.2 L0.86 0 L1 0.2 C0.66 0.56 0.3 0.16 0 0 Z", "repeats": 5, "heart": "#c2185b",
              "at": "nodes", "chance": 0.8, "count": [2, 4], "size": [0.38, 0.48],
              "colour": ["#f8c8d8", "#f49ab8"], "delay": 0.2 },
            { "kind": "flower", "shape": "M0 0 C0.3 -0.16 0.66 -0.56 1 -0.2 L0.86 0 L1 0.2 C0.66 0.56 0.3 0.16 0 0 Z", "repeats": 5, "heart": "#c2185b",
              "at": "shoots", "chance": 0.8, "count": [1, 2], "size": [0.34, 0.44],
              "colour": ["#fbd6e2", "#f5a8c2"], "delay": 0.3 },
            { "kind": "bud", "shape": "M-0.5 0 C-0.5 -0.55 0.5 -0.6 1 0 C0.5 0.6 -0.5 0.55 -0.5 0 Z", "at": "tips", "chance": 0.5,
              "count": [1, 2], "size": [0.1, 0.13], "colour": ["#e0507a", "#f07898"], "delay": 0.1 }
          ]
        }

        """#
}
