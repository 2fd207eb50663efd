/// Bytes a C library streams out through a write callback (Cairo's SVG and PDF surfaces),
/// collected in memory.
///
/// Pass ``context`` as the callback's user pointer and, in the callback, append to
/// ``sink(from:)``; the sink must outlive the C object writing into it.
final class ByteSink {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// An empty sink with room for `capacity` bytes.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The unretained pointer to this sink that callbacks receive.
    var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// The sink that `context` (a ``context`` value) points to.
    static func sink(from context: UnsafeRawPointer) -> ByteSink {
        Unmanaged<ByteSink>.fromOpaque(context).takeUnretainedValue()
    }

    /// Appends `buffer`'s bytes.
    func append(_ buffer: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: buffer)
    }
}
