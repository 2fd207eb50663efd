extension Species {
    /// The file of the built-in `grapevine`.
    static let grapevineText = #"""
        {
          "species": 1,
          "name": "grapevine",
          "summary": "Grapevine: broad lobed leaves, side shoots, tendrils from the tips, hanging clusters of purple grapes.",
          "base": "natural",
          "stem": { "colour": ["#5a4330", "#74583c"], "width": 1.4, "taper": 0.8 },
          "branches": { "arrangement": "alternate", "spacing": 1.2, "length": [0.3, 0.55],
                        "curvature": [-0.2, 0.4], "angle": [0.55, 1] },
          "leaves": {
            "shapes": [
              "M0 0 C-0.1 -0.1 -0.1 -0.3 0.02 -0.4 L0.1 -0.5 L0.16 -0.44 L0.26 -0.52 L0.32 -0.36 Q0.36 -0.4 0.42 -0.56 L0.5 -0.52 L0.58 -0.6 L0.62 -0.44 L0.7 -0.42 L0.64 -0.26 Q0.7 -0.24 0.82 -0.26 L0.84 -0.16 L0.96 -0.12 L0.9 -0.06 L1 0 L0.9 0.06 L0.96 0.12 L0.84 0.16 L0.82 0.26 Q0.7 0.24 0.64 0.26 L0.7 0.42 L0.62 0.44 L0.58 0.6 L0.5 0.52 L0.42 0.56 Q0.36 0.4 0.32 0.36 L0.26 0.52 L0.16 0.44 L0.1 0.5 L0.02 0.4 C-0.1 0.3 -0.1 0.1 0 0 Z"
            ],
            "size": [1, 1.35], "colour": ["#3f7a2a", "#5f9a3a"], "chance": 1
          },
          "shoots": { "depth": 1, "chance": 0.35, "count": [1, 1], "length": [0.45, 0.65], "angle": [30, 50],
                      "leaves": true },
          "tendrils": { "from": "tips", "chance": 0.6, "turns": [1.5, 3.5], "length": [0.8, 1.6],
                        "colour": "#8a8a3a" },
          "ornaments": [
            { "kind": "fruit", "shape": "M1 0 A1 1 0 0 1 -1 0 A1 1 0 0 1 1 0 Z", "at": "nodes", "chance": 0.3,
              "count": [8, 14], "hang": 1, "size": [0.2, 0.25], "colour": ["#3a1450", "#6a2a7a"],
              "delay": 0.6 }
          ],
          "response": { "wither": "#8a5a2a" }
        }

        """#
}
