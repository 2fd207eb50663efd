extension Species {
    /// The file of the built-in `ivy`.
    static let ivyText = #"""
        {
          "species": 1,
          "name": "ivy",
          "summary": "English ivy: dark lobed leaves, alternate, on a woody stem, with black berries.",
          "base": "natural",
          "stem": { "colour": ["#4e3b2a", "#6b5236"], "width": 1.3, "taper": 0.8 },
          "branches": { "arrangement": "alternate", "spacing": 0.9, "length": [0.2, 0.45],
                        "curvature": [-0.1, 0.3], "angle": [0.6, 1] },
          "leaves": {
            "shapes": [
              { "path": "M0 0 C-0.08 -0.12 -0.06 -0.36 0.08 -0.42 Q0.2 -0.36 0.3 -0.3 Q0.38 -0.5 0.52 -0.54 Q0.58 -0.32 0.62 -0.2 Q0.8 -0.12 1 0 Q0.8 0.12 0.62 0.2 Q0.58 0.32 0.52 0.54 Q0.38 0.5 0.3 0.3 Q0.2 0.36 0.08 0.42 C-0.06 0.36 -0.08 0.12 0 0 Z", "weight": 3 },
              "M0 0 C-0.06 -0.14 -0.02 -0.38 0.2 -0.44 Q0.36 -0.46 0.46 -0.26 Q0.74 -0.2 1 0 Q0.74 0.2 0.46 0.26 Q0.36 0.46 0.2 0.44 C-0.02 0.38 -0.06 0.14 0 0 Z"
            ],
            "size": [0.8, 1.15], "colour": ["#1b3a17", "#2d5a23"], "chance": 1
          },
          "ornaments": [
            { "kind": "fruit", "shape": "M1 0 A1 1 0 0 1 -1 0 A1 1 0 0 1 1 0 Z", "at": "nodes", "chance": 0.12,
              "count": [3, 6], "hang": 0.3, "size": [0.15, 0.19], "colour": ["#1a1a24", "#2c2a3a"],
              "delay": 0.6 }
          ],
          "response": { "sway": 0.6, "wither": "#6b5a2a" }
        }

        """#
}
