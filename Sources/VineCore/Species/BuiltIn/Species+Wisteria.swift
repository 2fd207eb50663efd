extension Species {
    /// The file of the built-in `wisteria`.
    static let wisteriaText = #"""
        {
          "species": 1,
          "name": "wisteria",
          "summary": "Wisteria: pinnate leaves and long hanging racemes of violet flowers.",
          "base": "natural",
          "stem": { "colour": ["#6d5a4a", "#8a7560"], "width": 1.2, "taper": 0.9 },
          "branches": { "arrangement": "alternate", "spacing": 1.1, "length": [0.3, 0.6],
                        "curvature": [-0.2, 0.4], "angle": [0.5, 0.9] },
          "leaves": {
            "shapes": [
              "M0 -0.015 L0.86 -0.012 L0.86 0.012 L0 0.015 Z M0.2 -0.02 Q0.389 -0.105 0.32 -0.3 Q0.131 -0.215 0.2 -0.02 Z M0.2 0.02 Q0.131 0.215 0.32 0.3 Q0.389 0.105 0.2 0.02 Z M0.42 -0.02 Q0.609 -0.105 0.54 -0.3 Q0.351 -0.215 0.42 -0.02 Z M0.42 0.02 Q0.351 0.215 0.54 0.3 Q0.609 0.105 0.42 0.02 Z M0.64 -0.02 Q0.829 -0.105 0.76 -0.3 Q0.571 -0.215 0.64 -0.02 Z M0.64 0.02 Q0.571 0.215 0.76 0.3 Q0.829 0.105 0.64 0.02 Z M0.86 0 Q0.93 0.126 1 0 Q0.93 -0.126 0.86 0 Z",
              "M0 -0.015 L0.86 -0.012 L0.86 0.012 L0 0.015 Z M0.3 -0.02 Q0.49 -0.096 0.4 -0.28 Q0.21 -0.204 0.3 -0.02 Z M0.3 0.02 Q0.21 0.204 0.4 0.28 Q0.49 0.096 0.3 0.02 Z M0.58 -0.02 Q0.77 -0.096 0.68 -0.28 Q0.49 -0.204 0.58 -0.02 Z M0.58 0.02 Q0.49 0.204 0.68 0.28 Q0.77 0.096 0.58 0.02 Z M0.86 0 Q0.93 0.135 1 0 Q0.93 -0.135 0.86 0 Z"
            ],
            "size": [1, 1.4], "colour": ["#5d8a3a", "#7aa84a"], "chance": 0.8
          },
          "ornaments": [
            { "kind": "flower", "shape": "M-0.4 0 C-0.4 -0.6 0.5 -0.85 0.9 -0.35 C1.1 -0.1 1 0.3 0.6 0.32 C0.3 0.7 -0.4 0.5 -0.4 0 Z", "at": "nodes", "chance": 0.55,
              "count": [8, 14], "hang": 1, "size": [0.22, 0.3], "colour": ["#6a4fb0", "#b9a3e3"],
              "heart": "#f2e6a0", "delay": 0.3 }
          ],
          "growth": { "duration": 1.1 },
          "response": { "sway": 1.2 }
        }

        """#
}
