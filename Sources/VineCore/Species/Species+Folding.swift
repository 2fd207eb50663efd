import VineGeometry

extension Species {
    /// `parameters` with this species' scalars folded in, as a vine takes them at its `down`:
    /// `vineWidth × stem.width`, `minBranchSeparation × branches.spacing` and `growDuration ×
    /// growth.duration`, each clamped into its key's range (``Parameters/Key/range``). A
    /// factor of 1 leaves its value exactly as it was.
    public func parameters(folding parameters: Parameters) -> Parameters {
        var folded = parameters
        for (key, factor) in [
            (Parameters.Key.vineWidth, stem.width), (.minBranchSeparation, branches.spacing),
            (.growDuration, growth.duration),
        ] where factor != 1 {
            folded[key] = min(max(parameters[key] * factor, key.range.lowerBound), key.range.upperBound)
        }
        return folded
    }

    /// `wind` with its bend times ``Response/sway``, clamped into ``Wind/strengthRange``;
    /// unchanged when the factor is 1, nil for none.
    public func wind(folding wind: Wind?) -> Wind? {
        guard var folded = wind, response.sway != 1 else { return wind }
        folded.strength = min(max(folded.strength * response.sway, 0), Wind.strengthRange.upperBound)
        return folded
    }

    /// The stem colour of vine `vine` in `style`: with the palette (``Style/vineColor``
    /// `.palette`) and a stem colour range, a colour drawn from the range with one draw of
    /// ``Xoshiro256StarStar/species(seed:vine:)``; nil otherwise (the style's colour wins).
    public func stemColour(ofVine vine: Int, style: Style, seed: UInt64) -> RGBA? {
        guard case .palette = style.vineColor, let range = stem.colour else { return nil }
        var random = Xoshiro256StarStar.species(seed: seed, vine: vine)
        return range.colour(at: random.nextUnit())
    }
}
