/// A parameter or style value that is not allowed.
public struct SettingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The setting's name as in a recording header (`leafSize`, `vineColor`, …).
    public var key: String
    /// What is wrong, without the key: `must be a number in 0...500, got -1`.
    public var message: String

    /// An error about `key`.
    public init(key: String, message: String) {
        self.key = key
        self.message = message
    }

    /// `key message`, e.g. `leafSize must be a number in 0...500, got -1`.
    public var description: String { "\(key) \(message)" }
}
