import VineGeometry

/// Line 1 of a `.vine` recording: the canvas, the seed and every setting that affects output.
///
/// ```json
/// {"vine":2,"width":1280,"height":800,"seed":42,"params":{…},"style":{…},"title":"…","created":"2026-11-21T10:00:00Z"}
/// ```
///
/// Version 2 adds the optional keys `look` (`"classic"` or `"natural"`), `wind`
/// (``Wind/text``, e.g. `"8,3"`), `within`, `avoid` and `toward` (``Bounds``), `species`
/// (the name of the species new vines start with) and `plants` (the definition of every
/// species the recording uses that is not built in, by name: see ``plants``).
public struct RecordingHeader: Hashable, Sendable {
    /// The format version, in ``RecordingFormat/readableVersions``: 1 allows only the
    /// version-1 events, keeps the version-1 `undo` (see ``Timeline``) and renders exactly
    /// as it always did; version 2 adds the version-2 events, the key `look`, and turns a
    /// classic tap into a small flower.
    public var version: Int
    /// The logical canvas width in points, in 1...``RecordingLimits/maxCanvasSide``.
    public var width: Double
    /// The logical canvas height in points, in 1...``RecordingLimits/maxCanvasSide``.
    public var height: Double
    /// The seed every random stream derives from; any 64-bit value.
    public var seed: UInt64
    /// The generator parameters.
    public var parameters: Parameters
    /// The style.
    public var style: Style
    /// An optional title.
    public var title: String?
    /// The `look` key: nil when absent (classic). Use ``resolvedLook`` to decide how to draw.
    /// With a ``species``, its base (``setSpecies(_:)``), and the `look` key is not written.
    public var look: Look?
    /// The `species` key: the species new vines start with; nil when absent (the look's own,
    /// ``Species/of(_:)``). Use ``resolvedSpecies`` to decide how to draw.
    public var species: Species?
    /// The `plants` key: every species the recording names (in the header or a `set species`
    /// event) that is not built in, in the order written. Each is written as its
    /// ``Species/definition`` under its name, so the recording replays the same after the
    /// species file changes or is gone; none may take a built-in species' name.
    public var plants: [Species] = []
    /// The `wind` key: the wind from the start (see ``Wind``); nil when absent (none).
    /// An override may set it on a version-1 header without changing its version (so its
    /// rules stay version 1's); ``jsonLine`` writes version 2 when it is set.
    public var wind: Wind?
    /// The header keys `within`, `avoid` and `toward` (version 2): the shapes' bounds from
    /// the start, each key written only when set (``Bounds/text(of:)``).
    public var bounds = Bounds.none
    /// The `pressure` key (version 2): whether a pen's recorded pressure sets the width of
    /// natural stems (``StemPoint``); `"off"` (false) keeps the width the speed gives, as
    /// without a pen. Absent: true.
    public var usesPressure = true
    /// An optional creation time, by convention ISO 8601 UTC (`2026-11-21T10:00:00Z`); not interpreted.
    public var created: String?

    /// A header; the version defaults to the current one (at least 2 when `look` is set),
    /// settings to their documented defaults.
    public init(
        version: Int = RecordingFormat.version, width: Double = 1280, height: Double = 800, seed: UInt64 = 0,
        parameters: Parameters = .defaults, style: Style = .defaults,
        title: String? = nil, created: String? = nil, look: Look? = nil, wind: Wind? = nil
    ) {
        self.version = look == nil && wind == nil ? version : max(version, 2)
        self.look = look
        self.wind = wind
        self.width = width
        self.height = height
        self.seed = seed
        self.parameters = parameters
        self.style = style
        self.title = title
        self.created = created
    }
}

extension RecordingHeader {
    /// The look new vines take: ``look``, classic when absent. The one place the look is decided.
    public var resolvedLook: Look { species?.base ?? look ?? .classic }

    /// The species new vines take: ``species``, else the look's own. The one place the species is decided.
    public var resolvedSpecies: Species { species ?? .of(resolvedLook) }

    /// The canvas size in points: ``width`` × ``height``.
    public var canvas: Size { Size(width: width, height: height) }

    /// Whether the header needs version 2 for its keys: a look, a species, plants, a wind,
    /// bounds or pressure off.
    var needsVersion2: Bool {
        look != nil || species != nil || !plants.isEmpty || wind != nil || !bounds.isEmpty || !usesPressure
    }

    /// Sets ``look`` (and no ``species``), raising ``version`` to 2 (the first version with the key) when needed.
    public mutating func setLook(_ look: Look) {
        self.look = look
        species = nil
        version = max(version, 2)
    }

    /// Sets ``species`` and ``look`` (its base) without changing ``version``, as an override
    /// does; a species that is not built in joins ``plants`` (replacing one of its name).
    public mutating func setSpecies(_ species: Species) {
        self.species = species
        look = species.base
        embed(species)
    }

    /// Adds `species` to ``plants`` unless it is built in, replacing one of the same name.
    public mutating func embed(_ species: Species) {
        guard Species.builtIn(named: species.name) == nil else { return }
        if let index = plants.firstIndex(where: { $0.name == species.name }) {
            plants[index] = species
        } else {
            plants.append(species)
        }
    }

    /// The species named `name`: a built-in one, else one of ``plants``; nil if neither.
    public func species(named name: String) -> Species? {
        Species.builtIn(named: name) ?? plants.first { $0.name == name }
    }
}
