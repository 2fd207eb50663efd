import VineCore

// The functions the WebAssembly module exports, for the page and the identity test. The
// host writes its inputs into memory it asks for with `vine_alloc`, calls, reads the
// result, and gives the memory back with `vine_free`.

/// `count` bytes of the module's memory for the host to fill; nil when `count` is negative.
@_expose(wasm, "vine_alloc")
@_cdecl("vine_alloc")
public func vineAlloc(_ count: Int32) -> UnsafeMutableRawPointer? {
    count < 0 ? nil : UnsafeMutableRawPointer.allocate(byteCount: Int(max(count, 1)), alignment: 8)
}

/// Gives back memory from `vine_alloc`.
@_expose(wasm, "vine_free")
@_cdecl("vine_free")
public func vineFree(_ pointer: UnsafeMutableRawPointer?) {
    pointer?.deallocate()
}

/// Writes to `out` the digests (``SceneDigest``) of the scenes of the recording of `length`
/// bytes at `recording`, grown as the built-in species named by the `speciesLength` bytes
/// at `species` (none: as recorded), at the `count` times at `times`; returns 1, or 0 when
/// the recording does not read.
@_expose(wasm, "vine_scene_digests")
@_cdecl("vine_scene_digests")
public func vineSceneDigests(
    _ recording: UnsafePointer<UInt8>, _ length: Int32, _ species: UnsafePointer<UInt8>, _ speciesLength: Int32,
    _ times: UnsafePointer<Double>, _ count: Int32, _ out: UnsafeMutablePointer<UInt64>
) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: recording, count: Int(length)))
    let name = String(decoding: UnsafeBufferPointer(start: species, count: Int(speciesLength)), as: UTF8.self)
    let instants = Array(UnsafeBufferPointer(start: times, count: Int(count)))
    do throws(RecordingError) {
        let digests = try SceneDigest.digests(ofRecording: bytes, species: name.isEmpty ? nil : name, at: instants)
        for (index, digest) in digests.enumerated() { out[index] = digest }
        return 1
    } catch {
        return 0
    }
}
