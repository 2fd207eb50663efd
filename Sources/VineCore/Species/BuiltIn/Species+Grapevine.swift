extension Species {
    /// The file of the built-in `grapevine`.
    static let grapevineText = #"""
        {
          "species": 1,
          "name": "grapevine",
          "summary": "Grapevine: broad lobed leaves, side shoots, tendrils from the tips, hanging clusters of purple grapes.",
          "base": "natural",
          "stem": { "colour": ["#5a4330", "#74583c"], "width": 1.4, "taper": 0.8 },
          "branches": { "arrangement": "alternate", "spacing": 1.5, "length": [0.3, 0.55],
                        "curvature": [-0.2, 0.4], "angle": [0.55, 1] },
          "leaves": {
            "shapes": [
              "M0 0 C-0.12 -0.12 -0.06 -0.42 0.1 -0.48 C0.2 -0.46 0.24 -0.4 0.32 -0.4 C0.36 -0.52 0.5 -0.62 0.6 -0.6 C0.62 -0.46 0.6 -0.36 0.66 -0.3 C0.78 -0.28 0.9 -0.16 1 0 C0.9 0.16 0.78 0.28 0.66 0.3 C0.6 0.36 0.62 0.46 0.6 0.6 C0.5 0.62 0.36 0.52 0.32 0.4 C0.24 0.4 0.2 0.46 0.1 0.48 C-0.06 0.42 -0.12 0.12 0 0 Z"
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
