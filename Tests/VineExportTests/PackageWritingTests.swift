import Foundation
import VineGeometry
import XCTest

@testable import VineExport
@testable import VineRender
@testable import VineVector

/// The pieces of the packages: gzip, the zip writer (read back by Python's zipfile, an
/// independent reader), the dotLottie manifest, Telegram's JSON key and the sticker limits.
final class PackageWritingTests: XCTestCase {
    /// Runs `tool` with `arguments` and `input` on stdin; its stdout, or a failure.
    private func run(_ tool: String, _ arguments: [String], input: [UInt8]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) \(arguments)")
        return data
    }

    func testCRC32OfTheCheckString() {
        XCTAssertEqual(Deflate.crc32(Array("123456789".utf8)), 0xCBF4_3926)
    }

    func testGzipRoundTripsThroughGzip() throws {
        let text = Array(String(repeating: "vine leaf ", count: 500).utf8)
        let packed = Deflate.gzip(text)
        XCTAssertLessThan(packed.count, text.count / 10)
        XCTAssertEqual(Array(try run("/bin/gzip", ["-dc"], input: packed)), text)
        XCTAssertEqual(Deflate.gzip(text), packed, "reproducible")
    }

    func testZipIsReadByAnIndependentReader() throws {
        var zip = ZipArchive()
        let big = Array(String(repeating: "{\"ty\":\"gr\"}", count: 300).utf8)
        zip.add("manifest.json", Array("{}".utf8))
        zip.add("animations/vine.json", big)
        zip.add("stored.bin", [1, 2, 3], deflated: false)
        let script = """
            sys, zipfile, io, json = [__import__(name) for name in ("sys", "zipfile", "io", "json")]
            z = zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read()))
            assert z.testzip() is None
            print(json.dumps([[i.filename, i.compress_type, i.file_size, len(z.read(i))] for i in z.infolist()]))
            """
        let listing = try run("/usr/bin/python3", ["-c", script], input: zip.bytes)
        let entries = try XCTUnwrap(try JSONSerialization.jsonObject(with: listing) as? [[Any]])
        XCTAssertEqual(entries.map { $0[0] as? String }, ["manifest.json", "animations/vine.json", "stored.bin"])
        XCTAssertEqual(entries.map { $0[1] as? Int }, [0, 8, 0], "deflated only where smaller")
        XCTAssertEqual(entries.map { $0[2] as? Int }, [2, big.count, 3])
        XCTAssertEqual(zip.bytes, zip.bytes)
    }

    func testPackagesCarryThePlayback() {
        let lottie = Array("{\"v\":\"5.7.0\"}".utf8)
        XCTAssertEqual(
            String(decoding: LottiePackage.telegramJSON(lottie), as: UTF8.self), "{\"tgs\":1,\"v\":\"5.7.0\"}")
        let manifest = LottiePackage.manifest(ExportPlan.Playback(loops: false, speed: 1.5))
        XCTAssertTrue(manifest.contains("\"loop\":false"))
        XCTAssertTrue(manifest.contains("\"speed\":1.5"))
    }

    func testFittingSpeedsUpToExactlyTheLongestSticker() throws {
        let rules = StickerRules.telegramAnimated
        let long = FrameSchedule(from: 0.5, to: 24.52, fps: 60, speed: 1, hold: 2)
        XCTAssertNotNil(rules.lengthProblem(long))
        let fitted = try XCTUnwrap(rules.fitted(long))
        XCTAssertEqual(fitted.schedule.frameCount, 180)
        XCTAssertEqual(fitted.schedule.holdFrames, 30, "a hold longer than half a second trimmed to it")
        XCTAssertNil(rules.lengthProblem(fitted.schedule))
        XCTAssertTrue(fitted.how.contains("speed"))
        let short = FrameSchedule(from: 0, to: 2, fps: 60)
        XCTAssertNil(rules.fitted(short), "fits already")
        XCTAssertEqual(
            rules.bytesProblem(65_537),
            "a Telegram animated sticker (.tgs) has at most 64 KB (65536 bytes); this one has 65537 bytes, 1 too many")
        XCTAssertNil(rules.bytesProblem(65_536))
        XCTAssertEqual(StickerRules.telegramVideo.size(for: Size(width: 1280, height: 800)).height, 320)
        XCTAssertNotNil(StickerRules.telegramVideo.sizeProblem(width: 300, height: 200))
        XCTAssertNil(StickerRules.telegramVideo.sizeProblem(width: 320, height: 512))
    }
}
