extension Species {
    /// The species that is exactly look `look`: its base and nothing added.
    public static func of(_ look: Look) -> Species { look.growth.species }

    /// The prototype's plant: the classic look and nothing added (read from its built-in file).
    public static let classic = readBuiltIn(text(PackageResources.classic_json))

    /// The natural look's plant and nothing added (read from its built-in file).
    public static let natural = readBuiltIn(text(PackageResources.natural_json))

    /// Whether it adds nothing to its base look: drawn exactly as the look draws.
    public var isLook: Bool { self == Self.of(base) }
}
