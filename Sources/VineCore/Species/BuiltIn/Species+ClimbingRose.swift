extension Species {
    /// The file of the built-in `climbing-rose`.
    static let climbingRoseText = #"""
        {
          "species": 1,
          "name": "climbing-rose",
          "summary": "Climbing rose: serrated leaves, thorny canes and red layered roses.",
          "base": "natural",
          "stem": { "colour": ["#4a5a2a", "#5f6b34"], "width": 1.1, "taper": 0.9 },
          "branches": { "arrangement": "alternate", "spacing": 1.2, "length": [0.3, 0.55],
                        "curvature": [-0.15, 0.35], "angle": [0.6, 1] },
          "leaves": {
            "shapes": [
              "M0 0 L0.071 -0.171 L0.143 -0.203 L0.214 -0.285 L0.286 -0.268 L0.357 -0.338 L0.429 -0.297 L0.5 -0.354 L0.571 -0.297 L0.643 -0.338 L0.714 -0.268 L0.786 -0.285 L0.857 -0.203 L0.929 -0.171 L1 0 L0.929 0.171 L0.857 0.203 L0.786 0.285 L0.714 0.268 L0.643 0.338 L0.571 0.297 L0.5 0.354 L0.429 0.297 L0.357 0.338 L0.286 0.268 L0.214 0.285 L0.143 0.203 L0.071 0.171 Z"
            ],
            "size": [0.6, 0.85], "colour": ["#2a5a26", "#3d7432"], "chance": 1
          },
          "shoots": { "depth": 1, "chance": 0.5, "count": [1, 2], "length": [0.4, 0.7],
                      "angle": [35, 60], "leaves": true },
          "ornaments": [
            { "kind": "bud", "shape": "M-0.4 -0.45 Q0.2 -0.2 1 0.2 Q0.1 0.15 -0.4 0.45 Z", "at": "nodes", "chance": 0.8,
              "count": [1, 2], "size": [0.1, 0.14], "colour": ["#6b4a30", "#8a6040"], "delay": 0 },
            { "kind": "flower", "shape": "M0.503 -0.327 L0.814 -0.489 C0.892 -0.379 1.022 -0.217 1.014 0 C1.022 0.217 0.892 0.379 0.814 0.489 L0.503 0.327 Q0.576 0 0.503 -0.327 Z M0.26 0.014 L0.538 0.047 C0.537 0.124 0.533 0.237 0.458 0.333 C0.39 0.433 0.284 0.472 0.211 0.497 L0.093 0.243 Q0.202 0.147 0.26 0.014 Z", "repeats": 5, "heart": "#6a0a14",
              "at": "tips", "chance": 0.4, "count": 1, "size": [0.45, 0.6],
              "colour": ["#a8121e", "#d8283a"], "delay": 0.5 },
            { "kind": "bud", "shape": "M-0.3 0 C-0.1 -0.3 0.6 -0.22 1 0 C0.6 0.22 -0.1 0.3 -0.3 0 Z", "at": "shoots", "chance": 0.4,
              "count": 1, "size": [0.16, 0.22], "colour": ["#9a1020", "#c02030"], "delay": 0.4 }
          ]
        }

        """#
}
