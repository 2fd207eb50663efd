import Foundation
import VineCore
import VineSystem
import XCTest

@testable import VineRender

/// Scoped threads and `Guarded` state, the primitives of the Concurrency article — and a
/// deliberate race through them that ThreadSanitizer must report.
final class ThreadsTests: XCTestCase {
    func testGuardedStateCountsEveryIncrementFromScopedThreads() {
        let counter = Guarded(0)
        Threads.run(3) { _ in
            for _ in 0..<2_000 { counter.withLock { $0 += 1 } }
        }
        XCTAssertEqual(counter.withLock { $0 }, 6_000)
    }

    func testWaitSleepsUntilAnotherThreadMakesTheStateReady() {
        let mailbox = Guarded<Int?>(nil)
        Threads.run(2) { thread in
            if thread == 1 {
                usleep(20_000)
                mailbox.withLock { $0 = 42 }
            } else {
                XCTAssertEqual(mailbox.wait { $0 }, 42)
            }
        }
    }

    /// The canary of `Scripts/sanitize thread`: two scoped threads increment a variable with
    /// no lock. Runs only when `VINE_TSAN_CANARY=1`; the sanitizer step runs it that way
    /// and fails unless ThreadSanitizer reports the race.
    func testUnguardedCounterIsARaceForThreadSanitizer() throws {
        try XCTSkipUnless(
            ProcessInfo.processInfo.environment["VINE_TSAN_CANARY"] == "1",
            "a deliberate data race, run by Scripts/sanitize thread with VINE_TSAN_CANARY=1")
        var count = 0
        Threads.run(2) { _ in
            for _ in 0..<1_000 { count += 1 }
        }
        XCTAssertGreaterThan(count, 0)
    }
}
