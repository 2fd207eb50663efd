import VineRender
import XCTest

final class CairoInfoTests: XCTestCase {
    func testCairoIsLinked() {
        XCTAssertTrue(CairoInfo.version.hasPrefix("1."), CairoInfo.version)
    }
}
