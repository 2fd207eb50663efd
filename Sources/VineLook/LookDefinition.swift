import VineCore
import VineGeometry

/// A look: what each part of a vine shows, as ``Mark``s, how it grows in the vector
/// animations, and what the raster painter needs to cache and shadow it. The one interface
/// a look is written against, made of small capabilities.
///
/// | capability | what it says |
/// | --- | --- |
/// | ``StemMarks``, ``BranchMarks`` | the marks of the stem and of each branch |
/// | ``LeafWithering``, ``LeafGradient`` | how leaves wither; their gradient's colours |
/// | ``StemAnimation``, ``BranchAnimation`` | the growth primitives of the vector animations |
/// | ``StemRaster``, ``BranchRaster`` | the raster painter's runs, bounds and shadow shapes |
/// | ``shadow`` | the soft shadow's numbers |
///
/// A definition that is each capability itself (``LookCapabilities``) answers each with
/// itself; one that stands on another look (``SpeciesLook``) passes that look's
/// capabilities on whole and answers the ones it changes. Every capability but the stem's
/// and branch's marks and the leaf gradient has defaults that suit any look whose stem
/// marks through a range of samples depend on those samples alone: runs of fixed size,
/// shadows covering the marks themselves (``ShadowShapes/init(marks:)``).
///
/// The built-in looks are ``ClassicLook`` and ``NaturalLook``; a ``LookCatalog`` picks the
/// definition for each vine's ``/VineCore/Look``, and may hold any other conforming value.
/// Definitions are classes (immutable, so shared freely): Embedded Swift, which builds the
/// looks for WebAssembly, holds a value of a protocol type only when the protocol is
/// class-bound.
/// ``VineLook`` is the per-vine context each requirement is given (the vine, the output's
/// scale, whether lines are shaded as tubes) and the one place that asks for a definition.
///
/// The painter (VineRender's `VinePainter`) and the layer cache (`LayerCache`) call these
/// capabilities and never ask which look they paint.
package protocol LookDefinition: AnyObject, Sendable {
    /// The stem's marks.
    var stemMarks: any StemMarks { get }
    /// Each branch's marks.
    var branchMarks: any BranchMarks { get }
    /// How its leaves wither.
    var leafWithering: any LeafWithering { get }
    /// Its leaf gradient's colours.
    var leafGradient: any LeafGradient { get }
    /// How the stem grows in the vector animations.
    var stemAnimation: any StemAnimation { get }
    /// How each branch grows in the vector animations.
    var branchAnimation: any BranchAnimation { get }
    /// The raster painter's stem runs and stem shadows.
    var stemRaster: any StemRaster { get }
    /// The raster painter's branch bounds and shadows.
    var branchRaster: any BranchRaster { get }
    /// The soft shadow's numbers.
    var shadow: ShadowLook { get }
}

/// Every capability of a look, for a definition that is each of them itself.
package typealias LookCapabilities =
    StemMarks & BranchMarks & LeafWithering & LeafGradient & StemAnimation & BranchAnimation & StemRaster
    & BranchRaster

extension LookDefinition {
    /// The soft shadow every built-in look casts.
    package var shadow: ShadowLook { .soft }
}

extension LookDefinition where Self: LookCapabilities {
    /// Itself.
    package var stemMarks: any StemMarks { self }
    /// Itself.
    package var branchMarks: any BranchMarks { self }
    /// Itself.
    package var leafWithering: any LeafWithering { self }
    /// Itself.
    package var leafGradient: any LeafGradient { self }
    /// Itself.
    package var stemAnimation: any StemAnimation { self }
    /// Itself.
    package var branchAnimation: any BranchAnimation { self }
    /// Itself.
    package var stemRaster: any StemRaster { self }
    /// Itself.
    package var branchRaster: any BranchRaster { self }
}
