import Foundation

/// Where a reader pulls bytes from, a chunk at a time, so input is streamed, never slurped.
public protocol ByteSource {
    /// Up to `count` next bytes (`count` > 0); an empty array at the end of the input.
    mutating func read(upTo count: Int) throws -> [UInt8]
}

extension FileHandle: ByteSource {
    /// The next chunk of the file, pipe or standard input; empty at end of file.
    public func read(upTo count: Int) throws -> [UInt8] {
        guard let data = try read(upToCount: count) else { return [] }
        return [UInt8](data)
    }
}
