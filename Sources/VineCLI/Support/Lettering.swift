import VineCore
import VineGeometry

/// How `vine text` and `vine import` keep a drawing readable: leaves, flowers and fruit grow
/// outside the letters or strokes (``/VineCore/Clearance``), and a text's sizes follow its letter height.
enum Lettering {
    /// How far an imported drawing's leaves, flowers and fruit keep from its strokes'
    /// outlines, in branch lengths (``/VineCore/Parameters/maxBranchLength``).
    static let drawingClearance = 0.3

    /// The letter height the default sizes (``/VineCore/Parameters/defaults``) are made for: 100 points,
    /// an eighth of the default canvas's height.
    static let defaultLetterHeight = 100.0

    /// `parameters` with every size the user did not choose (no `--preset`, no option of its
    /// own) scaled from its default to `letterHeight` (``defaultLetterHeight`` keeps it) and
    /// by `look`'s ``/VineCore/GrowthDefinition/letteringScale``, to a hundredth of a point, within the key's range.
    static func sizes(_ parameters: Parameters, letterHeight: Double, look: Look, overrides: OverrideOptions)
        -> Parameters
    {
        guard overrides.preset == nil else { return parameters }
        let scale = look.growth.letteringScale
        let chosen: [(Parameters.Key, Double?, Double)] = [
            (.minBranchSeparation, overrides.minBranchSeparation, scale.separation),
            (.maxBranchLength, overrides.maxBranchLength, scale.length),
            (.leafSize, overrides.leafSize, 1), (.vineWidth, overrides.vineWidth, 1),
        ]
        var sized = parameters
        for (key, value, factor) in chosen where value == nil {
            let size = (Parameters.defaults[key] * factor * letterHeight / defaultLetterHeight * 100).rounded() / 100
            sized[key] = min(max(size, key.range.lowerBound), key.range.upperBound)
        }
        return sized
    }

    /// The clearance `make` gives, or nil, with a note on standard error naming `source` and
    /// the number of `shapes`, when they are too many to write (``/VineCore/Clearance/maxPoints``).
    static func clearance(count shapes: Int, source: String, _ make: () -> Clearance?) -> Clearance? {
        guard let clearance = make() else {
            StandardError.print(
                "vine: \(source): \(shapes) strokes are too many for branches to keep clear of them (at most \(Clearance.maxPoints) outline points); branches may grow across them"
            )
            return nil
        }
        return clearance
    }
}
