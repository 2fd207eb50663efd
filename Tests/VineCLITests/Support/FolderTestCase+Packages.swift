import Foundation
import VineCore
import VineExport
import VineLook
import VineRender

extension FolderTestCase {
    /// The bytes of `format` (a `.tgs` or a dotLottie file) written in this test's folder from
    /// `timeline`'s first 2.5 seconds in `looks`.
    func package(_ format: PackageFormat, of timeline: Timeline, looks: LookCatalog) throws -> Data {
        let file = path("\(UUID().uuidString).\(format == .tgs ? "tgs" : "lottie")")
        var request = ExportRequest(output: .package(path: file, format: format))
        request.showsProgress = false
        var plan = try request.plan(for: timeline.header)
        plan.looks = looks
        _ = try Exporter(plan).run(timeline, schedule: plan.schedule(from: 0, to: 2.5))
        return try Data(contentsOf: URL(fileURLWithPath: file))
    }
}
