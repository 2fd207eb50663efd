import XCTest

@testable import VineExport

/// `--shard K/N`: the shards of an export render each frame exactly once, in runs that start
/// at multiples of their unit (a video's key-frame interval).
final class ShardTests: XCTestCase {
    func testShardsCoverEveryFrameOnceInOrder() throws {
        for frames in [0, 1, 7, 59, 60, 61, 301, 1000] {
            for count in [1, 2, 3, 4, 7, 16] {
                for unit in [1, 60] {
                    let ranges = try (1...count).map { try XCTUnwrap(Shard(index: $0, count: count)) }
                        .map { $0.frames(of: frames, unit: unit) }
                    XCTAssertEqual(ranges.first?.lowerBound, 0)
                    XCTAssertEqual(ranges.last?.upperBound, frames)
                    for (a, b) in zip(ranges, ranges.dropFirst()) {
                        XCTAssertEqual(a.upperBound, b.lowerBound, "\(frames) frames, \(count) shards, unit \(unit)")
                    }
                    for range in ranges where !range.isEmpty {
                        XCTAssertEqual(range.lowerBound % unit, 0, "a shard starts at a multiple of \(unit)")
                    }
                }
            }
        }
    }

    func testShardsSplitFramesEvenlyAndVideosAtKeyFrames() throws {
        let four = try (1...4).map { try XCTUnwrap(Shard(index: $0, count: 4)) }
        XCTAssertEqual(four.map { $0.frames(of: 10) }, [0..<2, 2..<5, 5..<7, 7..<10])
        XCTAssertEqual(four.map { $0.frames(of: 301, unit: 60) }, [0..<60, 60..<180, 180..<240, 240..<301])
        XCTAssertEqual(four.map { $0.frames(of: 61, unit: 60) }, [0..<0, 0..<60, 60..<60, 60..<61])
    }

    func testOnlyShardsOneToCountExist() {
        XCTAssertNil(Shard(index: 0, count: 4))
        XCTAssertNil(Shard(index: 5, count: 4))
        XCTAssertNil(Shard(index: 1, count: 0))
        XCTAssertNotNil(Shard(index: 4, count: 4))
    }
}
