// The libFuzzer harness for the SVG importer. Not a SwiftPM target: `Scripts/fuzz` compiles
// it with the sources of VineImport into one module (so it sees their internals), against
// VineGeometry and VineCore built as modules of their own and the system's libxml2, with
// `-sanitize=fuzzer,address`; libFuzzer supplies `main`.

import VineCore
import VineGeometry

/// libFuzzer's entry point: runs ``SVGImportFuzzer/check(_:)`` on one input. Any crash,
/// sanitizer report or failed invariant (a `preconditionFailure`) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func svgImportFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    SVGImportFuzzer.check(bytes)
    return 0
}

/// What the fuzzer asserts about any input, beyond "it does not crash or hang":
///
/// - an input starting with `<` is a document: importing it either fails with an
///   ``SVGError`` that has a message, or gives strokes whose points are all finite and
///   within the limits; nearest-next order gives the same strokes (some reversed) in
///   another order; the pen's events for them (when there are at most 20,000) form a
///   recording that reads back and replays, or one the format's limits reject with a line;
///   reading it as a region (`--within`, `vine grow`) either fails with a message, or gives
///   a region within the limits that encloses some area, whose recorded spelling reads back
///   as the same region, and whose queries give finite answers; the climb around it makes
///   finite strokes with times from 0 to the duration, and space colonization grows strokes
///   inside it whose events are in time order;
/// - any other input is path data and a transform list: each parses or fails with an
///   ``SVGError`` at line 1, and parsed paths flatten to finite points.
///
/// Limits are lowered (few elements, shapes and points) so each input runs in milliseconds.
enum SVGImportFuzzer {
    /// The limits of the fuzzed importer.
    static let limits: SVGLimits = {
        var limits = SVGLimits()
        limits.maxBytes = 16 << 10
        limits.maxElements = 2000
        limits.maxDepth = 32
        limits.maxShapes = 300
        limits.maxPathCommands = 2000
        limits.maxPoints = 50_000
        return limits
    }()

    /// Runs every check on `bytes`; stops the process on a broken invariant.
    static func check(_ bytes: [UInt8]) {
        if bytes.first == UInt8(ascii: "<") {
            checkDocument(bytes)
            checkRegion(bytes)
        } else {
            checkAttributes(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Imports `bytes` as a document in both orders and writes the pen's recording.
    static func checkDocument(_ bytes: [UInt8]) {
        let importer = SVGImport(canvas: Size(width: 400, height: 300), limits: limits)
        let result: SVGImport.Result
        do throws(SVGError) {
            result = try importer.strokes(fromSVG: bytes, order: .document)
        } catch {
            guard !error.message.isEmpty, error.line.map({ $0 >= 1 }) ?? true else {
                preconditionFailure("an error without a message or with line \(String(describing: error.line))")
            }
            return
        }
        let points = result.strokes.joined()
        guard points.count <= limits.maxPoints, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }),
            result.strokes.allSatisfy({ !$0.isEmpty })
        else {
            preconditionFailure("strokes with non-finite points, empty strokes or too many points")
        }
        guard let nearest = try? importer.strokes(fromSVG: bytes, order: .nearest) else {
            preconditionFailure("nearest order fails where document order succeeds")
        }
        let key: ([Point]) -> [Double] = { stroke in
            let forward = stroke.flatMap { [$0.x, $0.y] }
            let backward = stroke.reversed().flatMap { [$0.x, $0.y] }
            return forward.lexicographicallyPrecedes(backward) ? forward : backward
        }
        guard
            nearest.strokes.map(key).sorted(by: { $0.lexicographicallyPrecedes($1) })
                == result.strokes.map(key).sorted(by: { $0.lexicographicallyPrecedes($1) })
        else {
            preconditionFailure("nearest order changes the strokes, not just their order")
        }
        // Replaying a long recording grows every branch: only short ones, to keep the fuzzer fast.
        guard PenTiming().eventCount(for: result.strokes) <= 20_000 else { return }
        let events = PenTiming().events(for: result.strokes)
        do throws(RecordingError) {
            _ = try GeneratedRecording.bytes(header: RecordingHeader(width: 400, height: 300), events: events)
        } catch {
            guard error.line >= 2, !error.message.isEmpty else {
                preconditionFailure("the recording of the strokes fails oddly: \(error)")
            }
        }
    }

    /// Reads `bytes` as a region and checks what is made of it.
    static func checkRegion(_ bytes: [UInt8]) {
        let region: Region
        do throws(SVGError) {
            region = try SVGRegion(canvas: Size(width: 400, height: 300), limits: limits).region(fromSVG: bytes)
        } catch {
            guard !error.message.isEmpty, error.line.map({ $0 >= 1 }) ?? true else {
                preconditionFailure("a region error without a message or with line \(String(describing: error.line))")
            }
            return
        }
        guard region.pointCount <= Bounds.maxRegionPoints, region.enclosedAreaEstimate >= SVGRegion.minArea else {
            preconditionFailure("a region beyond the limits or with no area")
        }
        guard Bounds.parseRegion(Bounds.text(of: region)) == .some(region) else {
            preconditionFailure("a region's spelling does not read back as the same region")
        }
        let probe = region.bounds.center
        guard region.distanceToOutline(probe).isFinite else { preconditionFailure("a non-finite distance") }
        _ = region.contains(probe)
        let strokes = OutlineClimb(band: 10).strokes(around: region, starts: [probe], seconds: 5, seed: 1)
        for stroke in strokes {
            guard stroke.points.allSatisfy({ $0.point.x.isFinite && $0.point.y.isFinite && (0...5).contains($0.time) })
            else { preconditionFailure("the climb around a region makes non-finite points or times") }
        }
        let spacing = max(16, max(region.bounds.width, region.bounds.height) / 6)
        let grown = SpaceColonization(spacing: spacing) { region.containsWithMargin($0, margin: 1) }
            .strokes(in: region.bounds, starts: [], seconds: 5, seed: 1)
        let events = TimedStroke.events(for: grown)
        guard zip(events, events.dropFirst()).allSatisfy({ $0.time <= $1.time }),
            grown.allSatisfy({ stroke in
                stroke.points.allSatisfy { (0...5).contains($0.time) && region.contains($0.point) }
            })
        else { preconditionFailure("space colonization grows outside its region, or out of time order") }
    }

    /// Parses `text` as path data and as a transform list.
    static func checkAttributes(_ text: String) {
        do throws(SVGError) {
            let path = try SVGPathParser.parse(text, line: 1, limits: limits)
            for polyline in path.flattened(tolerance: 0.1) {
                guard polyline.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
                    preconditionFailure("path data flattens to non-finite points")
                }
            }
        } catch {
            guard error.line == 1, !error.message.isEmpty else { preconditionFailure("path error \(error)") }
        }
        do throws(SVGError) {
            let transform = try SVGTransformParser.parse(text, line: 1, limits: limits)
            _ = transform.apply(Point(x: 1, y: 1))
        } catch {
            guard error.line == 1, !error.message.isEmpty else { preconditionFailure("transform error \(error)") }
        }
    }
}
