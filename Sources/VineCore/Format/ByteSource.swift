/// Where a reader pulls bytes from, a chunk at a time, so input is streamed, never slurped.
public protocol ByteSource {
    /// Up to `count` next bytes (`count` > 0); an empty array at the end of the input.
    mutating func read(upTo count: Int) throws(ByteSourceError) -> [UInt8]
}

/// Why a ``ByteSource`` could not read, in the plain words a person reads ("permission
/// denied"): the platform that reads files words its errors.
public struct ByteSourceError: Error, Sendable, Equatable {
    /// The cause in plain words.
    public let reason: String

    /// An error whose cause reads `reason`.
    public init(reason: String) {
        self.reason = reason
    }
}
