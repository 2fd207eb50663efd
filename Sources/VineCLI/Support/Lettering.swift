import Foundation
import VineCore
import VineGeometry

/// How `vine text` and `vine import` make a drawing's lines read: branches keep clear of
/// every line (``Clearance``), and a text's sizes follow its letter height.
enum Lettering {
    /// How far an imported drawing's branches keep from its lines, in branch lengths
    /// (``Parameters/maxBranchLength``).
    static let drawingClearance = 0.6

    /// The default sizes as fractions of the letter height (sizes the default parameters
    /// give a 100-point letter, with branches 0.3 of it long so leaves stay near their letter).
    private static let shares: [(Parameters.Key, Double)] = [
        (.minBranchSeparation, 0.14), (.maxBranchLength, Double(String(cString: getenv("VINE_MBL") ?? strdup("0.3")))!), (.leafSize, Double(String(cString: getenv("VINE_LEAF") ?? strdup("0.12")))!), (.vineWidth, Double(String(cString: getenv("VINE_W") ?? strdup("0.035")))!),
    ]

    /// `parameters` with every size the user did not choose (no `--preset`, no option of its
    /// own) set to its share of `letterHeight` to a hundredth of a point, within the key's range.
    static func sizes(_ parameters: Parameters, letterHeight: Double, overrides: OverrideOptions) -> Parameters {
        guard overrides.preset == nil else { return parameters }
        let chosen: [Parameters.Key: Double?] = [
            .minBranchSeparation: overrides.minBranchSeparation, .maxBranchLength: overrides.maxBranchLength,
            .leafSize: overrides.leafSize, .vineWidth: overrides.vineWidth,
        ]
        var sized = parameters
        for (key, share) in shares where chosen[key] == .some(nil) {
            let size = (share * letterHeight * 100).rounded() / 100
            sized[key] = min(max(size, key.range.lowerBound), key.range.upperBound)
        }
        return sized
    }

    /// Clearance of `distance` from `strokes`; nil, with a note on standard error naming
    /// `source`, when they have too many lines to write (``Clearance/maxPoints``).
    static func clearance(around strokes: [[Point]], distance: Double, source: String) -> Clearance? {
        let distance = min(max(distance, Clearance.distanceRange.lowerBound), Clearance.distanceRange.upperBound)
        guard let clearance = Clearance(around: strokes, distance: distance) else {
            StandardError.print(
                "vine: \(source): \(strokes.count) strokes are too many for branches to keep clear of them (at most \(Clearance.maxPoints) points); they may grow across the lines"
            )
            return nil
        }
        return clearance
    }
}
