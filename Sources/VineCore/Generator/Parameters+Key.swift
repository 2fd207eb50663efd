extension Parameters {
    /// A parameter's name in a recording header, its allowed range, and access to its value.
    public enum Key: String, CaseIterable, Sendable {
        /// ``Parameters/minBranchSeparation``.
        case minBranchSeparation
        /// ``Parameters/maxBranchLength``.
        case maxBranchLength
        /// ``Parameters/leafSize``.
        case leafSize
        /// ``Parameters/vineWidth``.
        case vineWidth
        /// ``Parameters/growDuration``.
        case growDuration

        /// The closed range of allowed values.
        public var range: ClosedRange<Double> {
            switch self {
            case .minBranchSeparation: 1...1000
            case .maxBranchLength: 0...1000
            case .leafSize: 0...500
            case .vineWidth: 0.1...100
            case .growDuration: 0.01...600
            }
        }
    }

    /// The value of `key`.
    public subscript(key: Key) -> Double {
        get {
            switch key {
            case .minBranchSeparation: minBranchSeparation
            case .maxBranchLength: maxBranchLength
            case .leafSize: leafSize
            case .vineWidth: vineWidth
            case .growDuration: growDuration
            }
        }
        set {
            switch key {
            case .minBranchSeparation: minBranchSeparation = newValue
            case .maxBranchLength: maxBranchLength = newValue
            case .leafSize: leafSize = newValue
            case .vineWidth: vineWidth = newValue
            case .growDuration: growDuration = newValue
            }
        }
    }

    /// Throws for the first value (in ``Key`` order) outside its ``Key/range`` or not finite.
    public func validate() throws(SettingError) {
        for key in Key.allCases {
            try Self.check(self[key], for: key)
        }
    }

    /// Throws unless `value` is finite and inside `key`'s range; the message names the key.
    public static func check(_ value: Double, for key: Key) throws(SettingError) {
        guard value.isFinite, key.range.contains(value) else {
            throw SettingError(
                key: key.rawValue,
                message:
                    "must be a number in \(CanonicalNumber.text(key.range.lowerBound))...\(CanonicalNumber.text(key.range.upperBound)), got \(CanonicalNumber.text(value))"
            )
        }
    }
}
