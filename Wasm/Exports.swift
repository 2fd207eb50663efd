import VineCore
import VineVector

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

/// The `.vine` text of a drawing (``recordingText(width:height:seed:species:usesPressure:events:)``):
/// a `width` × `height` canvas, the seed's high and low 32 bits, the built-in species named
/// by the `speciesLength` bytes at `species` (none: natural), whether the pen's pressure
/// sets the stems' width (`usesPressure`, 0 or 1), and `count` events of ``eventStride`` numbers at `events`. Returns memory from `vine_alloc` holding the text, its length
/// written to `length`; nil when an event is not one.
@_expose(wasm, "vine_recording")
@_cdecl("vine_recording")
public func vineRecording(
    _ width: Double, _ height: Double, _ seedHigh: UInt32, _ seedLow: UInt32, _ species: UnsafePointer<UInt8>,
    _ speciesLength: Int32, _ usesPressure: Int32, _ events: UnsafePointer<Double>, _ count: Int32,
    _ length: UnsafeMutablePointer<Int32>
) -> UnsafeMutableRawPointer? {
    let name = String(decoding: UnsafeBufferPointer(start: species, count: Int(speciesLength)), as: UTF8.self)
    let numbers = Array(UnsafeBufferPointer(start: events, count: eventStride * Int(count)))
    let seed = UInt64(seedHigh) << 32 | UInt64(seedLow)
    guard
        let text = recordingText(
            width: width, height: height, seed: seed, species: name.isEmpty ? nil : name,
            usesPressure: usesPressure != 0, events: numbers)
    else { return nil }
    return handOver(Array(text.utf8), count: length)
}

/// The scene at `time` of the recording of `length` bytes at `recording`, with the marks of
/// its vines from the `first`th on, for an output of `scale` pixels per point
/// (``sceneMarks(ofRecording:at:scale:from:)``). Returns memory from `vine_alloc` holding
/// the numbers, their count written to `count`; nil when the recording does not read.
@_expose(wasm, "vine_scene_marks")
@_cdecl("vine_scene_marks")
public func vineSceneMarks(
    _ recording: UnsafePointer<UInt8>, _ length: Int32, _ time: Double, _ scale: Double, _ first: Int32,
    _ count: UnsafeMutablePointer<Int32>
) -> UnsafeMutableRawPointer? {
    let bytes = Array(UnsafeBufferPointer(start: recording, count: Int(length)))
    do throws(RecordingError) {
        return handOver(try sceneMarks(ofRecording: bytes, at: time, scale: scale, from: Int(first)), count: count)
    } catch {
        return nil
    }
}

/// The file `vine export` writes of the recording of `length` bytes at `recording` with no
/// options (``exportedAnimation(ofRecording:as:)``): a Lottie for `kind` 0, an animated SVG
/// for 1. Returns memory from `vine_alloc` holding its bytes, their count written to
/// `count`; nil when the recording does not read or `kind` is neither.
@_expose(wasm, "vine_export")
@_cdecl("vine_export")
public func vineExport(
    _ recording: UnsafePointer<UInt8>, _ length: Int32, _ kind: Int32, _ count: UnsafeMutablePointer<Int32>
) -> UnsafeMutableRawPointer? {
    let bytes = Array(UnsafeBufferPointer(start: recording, count: Int(length)))
    let format: VectorAnimation.Format
    switch kind {
    case 0: format = .lottie
    case 1: format = .svg
    default: return nil
    }
    do throws(RecordingError) {
        return handOver(try exportedAnimation(ofRecording: bytes, as: format), count: count)
    } catch {
        return nil
    }
}

/// The whole scene of the recording of `length` bytes at `recording`, as recorded, as JSON
/// (``/VineCore/Timeline/sceneJSON``: what `vine info --json` prints of it). Returns memory
/// from `vine_alloc` holding the text, its length written to `textLength`; nil when the
/// recording does not read.
@_expose(wasm, "vine_info")
@_cdecl("vine_info")
public func vineInfo(
    _ recording: UnsafePointer<UInt8>, _ length: Int32, _ textLength: UnsafeMutablePointer<Int32>
) -> UnsafeMutableRawPointer? {
    let bytes = Array(UnsafeBufferPointer(start: recording, count: Int(length)))
    do throws(RecordingError) {
        return handOver(Array(try timeline(ofRecording: bytes).sceneJSON.utf8), count: textLength)
    } catch {
        return nil
    }
}

/// The built-in species, one line each: the name, a tab, the one-line summary. Returns
/// memory from `vine_alloc` holding the text, its length written to `length`.
@_expose(wasm, "vine_species")
@_cdecl("vine_species")
public func vineSpecies(_ length: UnsafeMutablePointer<Int32>) -> UnsafeMutableRawPointer? {
    var text = ""
    for species in Species.builtIns { text += species.name + "\t" + species.summary + "\n" }
    return handOver(Array(text.utf8), count: length)
}

/// A copy of `values` in memory from `vine_alloc` for the host to read and free, their
/// count written to `count`.
private func handOver<Value>(_ values: [Value], count: UnsafeMutablePointer<Int32>) -> UnsafeMutableRawPointer {
    count.pointee = Int32(values.count)
    let out = UnsafeMutableRawPointer.allocate(
        byteCount: max(values.count * MemoryLayout<Value>.stride, 1), alignment: 8)
    values.withUnsafeBytes { bytes in
        if let base = bytes.baseAddress { out.copyMemory(from: base, byteCount: bytes.count) }
    }
    return out
}

/// Starts the page's live drawing (``liveDrawing``) with no events: a `width` × `height`
/// canvas, the seed's high and low 32 bits, the built-in species named by the
/// `speciesLength` bytes at `species` (none: natural), pressure used or not (`usesPressure`, 0 or 1).
@_expose(wasm, "vine_drawing_begin")
@_cdecl("vine_drawing_begin")
public func vineDrawingBegin(
    _ width: Double, _ height: Double, _ seedHigh: UInt32, _ seedLow: UInt32, _ species: UnsafePointer<UInt8>,
    _ speciesLength: Int32, _ usesPressure: Int32
) {
    let name = String(decoding: UnsafeBufferPointer(start: species, count: Int(speciesLength)), as: UTF8.self)
    let timeline = Timeline(
        header: drawingHeader(
            width: width, height: height, seed: UInt64(seedHigh) << 32 | UInt64(seedLow),
            species: name.isEmpty ? nil : name, usesPressure: usesPressure != 0))
    liveDrawing = (timeline, StillBranches())
}

/// Applies `count` events of ``eventStride`` numbers at `events` to the live drawing; returns 1, or 0
/// when there is none, an event is not one or the drawing refuses it (it then keeps the
/// events before it).
@_expose(wasm, "vine_drawing_apply")
@_cdecl("vine_drawing_apply")
public func vineDrawingApply(_ events: UnsafePointer<Double>, _ count: Int32) -> Int32 {
    guard var drawing = liveDrawing,
        let decoded = decodedEvents(Array(UnsafeBufferPointer(start: events, count: eventStride * Int(count))))
    else { return 0 }
    liveDrawing = nil
    defer { liveDrawing = drawing }
    for event in decoded {
        do throws(EventError) {
            try drawing.timeline.apply(event)
        } catch {
            return 0
        }
    }
    return 1
}

/// The live drawing's scene at `time`, with the marks of its vines from the `first`th on,
/// for an output of `scale` pixels per point, laid out as
/// ``sceneMarks(ofRecording:at:scale:from:)``'s. Returns memory from `vine_alloc` holding
/// the numbers, their count written to `count`; nil without a drawing.
@_expose(wasm, "vine_drawing_marks")
@_cdecl("vine_drawing_marks")
public func vineDrawingMarks(
    _ time: Double, _ scale: Double, _ first: Int32, _ count: UnsafeMutablePointer<Int32>
) -> UnsafeMutableRawPointer? {
    guard var drawing = liveDrawing else { return nil }
    liveDrawing = nil
    defer { liveDrawing = drawing }
    let scene = drawing.timeline.scene(at: time)
    return handOver(sceneMarks(scene, scale: scale, from: Int(first), still: &drawing.still), count: count)
}
