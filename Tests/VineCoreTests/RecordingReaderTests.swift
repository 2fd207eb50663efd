import VineCore
import VineGeometry
import XCTest

final class RecordingReaderTests: XCTestCase {
    func testMinimalHeaderTakesTheDefaults() throws {
        let reader = try reader(minimalHeader + "\n")
        XCTAssertEqual(reader.header, RecordingHeader(version: 1, width: 1280, height: 800, seed: 42))
        XCTAssertEqual(reader.header.parameters, .defaults)
        XCTAssertEqual(reader.header.style, .defaults)
    }

    func testFullHeaderIsRead() throws {
        let line =
            #"{"vine":1,"width":640.5,"height":480,"seed":18446744073709551615,"params":{"leafSize":20,"growDuration":0.5},"#
            + ##""style":{"vineColor":"#336633","leafFill":"none","shadow":false},"title":"Caf\u00e9 \"vines\"\n","created":"2026-11-21T10:00:00Z"}"##
        let header = try reader(line + "\n").header
        XCTAssertEqual(header.width, 640.5)
        XCTAssertEqual(header.seed, UInt64.max)
        XCTAssertEqual(header.parameters, Parameters(leafSize: 20, growDuration: 0.5))
        XCTAssertEqual(header.style.vineColor, .color(RGBA(hex: "#336633")!))
        XCTAssertEqual(header.style.leafFill, LeafPaint.none)
        XCTAssertFalse(header.style.shadow)
        XCTAssertTrue(header.style.gradient)
        XCTAssertEqual(header.title, "Café \"vines\"\n")
        XCTAssertEqual(header.created, "2026-11-21T10:00:00Z")
    }

    func testStringsFollowJSONStrictly() throws {
        func title(_ json: String) throws -> String? {
            try reader(#"{"vine":1,"width":10,"height":10,"seed":1,"title":"# + json + "}").header.title
        }
        XCTAssertEqual(try title(#""\ud83c\udf3f \/ \t""#), "🌿 / \t")
        XCTAssertEqual(try title(#""vigne é""#), "vigne é")
        for bad in [#""\ud800""#, #""\udc00""#, "\"tab\there\"", #""\x41""#, #""\u12G4""#] {
            XCTAssertEqual(
                readingError(#"{"vine":1,"width":10,"height":10,"seed":1,"title":"# + bad + "}")?.line, 1, bad)
        }
    }

    func testSeedIsReadExactlyWithoutDoubleRounding() throws {
        let header = try reader(#"{"vine":1,"width":10,"height":10,"seed":9007199254740993}"#).header
        XCTAssertEqual(header.seed, 9_007_199_254_740_993)
    }

    func testEveryEventKindIsRead() throws {
        let text =
            minimalHeader + "\n" + """
                [0,"down",0,1.5,-2]
                [0.25,"down",3,10,20,0.5]
                [0.5,"move",0,3,4]
                [0.5,"up",3,11,21,0]
                [1,"up",0,5,6]
                [1.5,"undo"]
                [2,"clear"]

                """
        let (events, warnings) = try readAll(text)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(
            events,
            [
                Event(time: 0, action: .down(pointer: 0, point: Point(x: 1.5, y: -2))),
                Event(time: 0.25, action: .down(pointer: 3, point: Point(x: 10, y: 20), pressure: 0.5)),
                Event(time: 0.5, action: .move(pointer: 0, point: Point(x: 3, y: 4))),
                Event(time: 0.5, action: .up(pointer: 3, point: Point(x: 11, y: 21), pressure: 0)),
                Event(time: 1, action: .up(pointer: 0, point: Point(x: 5, y: 6))),
                Event(time: 1.5, action: .undo),
                Event(time: 2, action: .clear),
            ])
    }

    func testCountsEventsAndVines() throws {
        var reader = try reader(minimalHeader + "\n[0,\"down\",0,1,1]\n[1,\"up\",0,1,1]\n[2,\"down\",0,1,1]\n")
        while try reader.next() != nil {}
        XCTAssertEqual(reader.eventCount, 3)
        XCTAssertEqual(reader.vineCount, 2)
        XCTAssertEqual(reader.lastTime, 2)
    }

    func testHeaderOnlyAndMissingFinalNewlineAreFine() throws {
        XCTAssertEqual(try readAll(minimalHeader).events, [])
        XCTAssertEqual(try readAll(minimalHeader + "\r\n[0,\"undo\"]\r\n[1,\"clear\"]").events.count, 2)
    }

    func testEveryMalformedFileFailsAtItsLineSayingWhatIsWrong() throws {
        let cases = try malformedCases()
        XCTAssertGreaterThanOrEqual(cases.count, 25)
        for malformed in cases {
            let bytes = try [UInt8](Data(contentsOf: malformed.file))
            guard let error = readingError(MemoryByteSource(bytes)) else {
                XCTFail("\(malformed.file.lastPathComponent) was accepted")
                continue
            }
            XCTAssertEqual(error.kind, .malformed, malformed.file.lastPathComponent)
            XCTAssertEqual(error.line, malformed.line, "\(malformed.file.lastPathComponent): \(error)")
            XCTAssertTrue(
                error.message.contains(malformed.fragment),
                "\(malformed.file.lastPathComponent): \"\(error.message)\" lacks \"\(malformed.fragment)\"")
        }
    }

    func testTooManyEventsHitTheInjectedLimit() {
        let events = (0..<4).map { "[\($0),\"undo\"]\n" }.joined()
        XCTAssertNil(readingError(minimalHeader + "\n" + events, limits: RecordingLimits(maxEvents: 4)))
        let error = readingError(
            minimalHeader + "\n" + events + "[9,\"clear\"]\n", limits: RecordingLimits(maxEvents: 4))
        XCTAssertEqual(error, RecordingError(line: 6, message: "too many events: the limit is 4"))
    }

    func testAnOverlongLineFailsWithoutBeingReadWhole() {
        var source = EndlessSource(prefix: Array((minimalHeader + "\n[0,\"down\",0,").utf8))
        let error = withUnsafeMutablePointer(to: &source) { readingError(SourceReference(pointer: $0)) }
        XCTAssertEqual(error, RecordingError(line: 2, message: "line is longer than 65536 bytes"))
        XCTAssertLessThan(source.delivered, 3 * 65_536)
        let header = String(repeating: " ", count: 200) + minimalHeader
        XCTAssertEqual(readingError(header, limits: RecordingLimits(maxLineLength: 100))?.line, 1)
    }

    func testACutShortFinalLineIsDroppedWithAWarning() throws {
        let text = minimalHeader + "\n[0,\"down\",0,1,1]\n[0.5,\"move\",0,2,2]\n[1,\"mo"
        let (events, warnings) = try readAll(text)
        XCTAssertEqual(events.count, 2)
        XCTAssertEqual(warnings.map(\.line), [4])
        XCTAssertTrue(warnings[0].message.contains("dropped the last line"))
    }

    func testAFailingSourceIsAnUnreadableError() {
        let error = readingError(FailingSource())
        XCTAssertEqual(error?.kind, .unreadable)
        XCTAssertEqual(error?.message, "cannot read: input/output error", "the source's words")
    }
}

/// Bytes `prefix`, then `x` forever, counting what it delivered.
private struct EndlessSource: ByteSource {
    var prefix: [UInt8]
    var delivered = 0

    mutating func read(upTo count: Int) -> [UInt8] {
        let chunk = delivered == 0 ? prefix : [UInt8](repeating: UInt8(ascii: "x"), count: count)
        delivered += chunk.count
        return chunk
    }
}

/// Reads through to an ``EndlessSource`` the test keeps, so it can see the count afterwards.
private struct SourceReference: ByteSource {
    var pointer: UnsafeMutablePointer<EndlessSource>

    mutating func read(upTo count: Int) -> [UInt8] {
        pointer.pointee.read(upTo: count)
    }
}

/// A source whose every read fails.
private struct FailingSource: ByteSource {
    func read(upTo count: Int) throws(ByteSourceError) -> [UInt8] {
        throw ByteSourceError(reason: "input/output error")
    }
}
