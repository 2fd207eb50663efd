import Foundation
import VineCore
import VineSystem
import XCTest

/// ``ErrorWording`` turns system errors into plain words, and it is the only way error text
/// reaches a person: no source builds a message from Foundation's own descriptions.
final class ErrorWordingTests: XCTestCase {
    func testPOSIXCodesReadAsPlainLowercaseWords() {
        XCTAssertEqual(ErrorWording.reason(errno: ENOSPC), "no space left on device")
        XCTAssertEqual(ErrorWording.reason(errno: EACCES), "permission denied")
        XCTAssertEqual(ErrorWording.reason(errno: EDQUOT), "disk quota exceeded")
        XCTAssertEqual(ErrorWording.reason(errno: EIO), "input/output error")
        XCTAssertEqual(ErrorWording.reason(errno: EFBIG), "file too large")
        XCTAssertEqual(ErrorWording.reason(errno: ENOTDIR), "not a directory")
    }

    func testFoundationErrorsReadAsTheirPOSIXCauseWithoutDomainsOrUserInfo() throws {
        var caught: (any Error)?
        do {
            try Data([1]).write(to: URL(fileURLWithPath: "/dev/full"))
        } catch {
            caught = error
        }
        let error = try XCTUnwrap(caught, "writing to /dev/full succeeded")
        XCTAssertEqual(ErrorWording.reason(of: error), "no space left on device")
        XCTAssertEqual(ErrorWording.posixCode(of: error), ENOSPC)
        XCTAssertEqual(ErrorWording.reason(of: CocoaError(.fileWriteOutOfSpace)), "no space left on device")
        XCTAssertEqual(ErrorWording.reason(of: CocoaError(.fileReadNoPermission)), "permission denied")
        XCTAssertEqual(ErrorWording.reason(of: POSIXError(.EDQUOT)), "disk quota exceeded")
        XCTAssertEqual(
            ErrorWording.reason(of: NSError(domain: NSPOSIXErrorDomain, code: Int(EIO))), "input/output error")
        let wrapped = NSError(
            domain: NSCocoaErrorDomain, code: 512,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EPIPE))])
        XCTAssertEqual(ErrorWording.reason(of: wrapped), "broken pipe")
        XCTAssertEqual(ErrorWording.reason(of: CocoaError(.fileReadUnknown)), "input/output error")
    }

    func testTheProjectsOwnErrorsReadAsTheirDescription() {
        XCTAssertEqual(
            ErrorWording.reason(of: RecordingError(line: 3, message: "expected a number")), "line 3: expected a number")
    }

    /// Every error message is built from ``ErrorWording`` or a project error's typed
    /// `description`: no source (comments aside) interpolates an untyped `error`, asks for
    /// `localizedDescription`, or uses `String(describing:)`, any of which would show a
    /// Foundation error as `Error Domain=NSCocoaErrorDomain Code=640 … UserInfo={…}`.
    func testNoSourceBuildsAMessageFromFoundationsErrorText() throws {
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 50)
        for file in files {
            let code = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
            for banned in ["localizedDescription", "String(describing:", "\\(error)", "userInfo.description"] {
                XCTAssertFalse(code.contains(banned), "\(file) uses \(banned): word errors with ErrorWording")
            }
        }
    }
}
