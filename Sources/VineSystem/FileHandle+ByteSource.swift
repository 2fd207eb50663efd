import Foundation
import VineCore

extension FileHandle: ByteSource {
    /// The next chunk of the file, pipe or standard input; empty at end of file. A failure
    /// reads as ``ErrorWording`` words it.
    public func read(upTo count: Int) throws(ByteSourceError) -> [UInt8] {
        do {
            guard let data = try read(upToCount: count) else { return [] }
            return [UInt8](data)
        } catch {
            throw ByteSourceError(reason: ErrorWording.reason(of: error))
        }
    }
}
