import ArgumentParser
import Foundation

/// A command's failure: what to print after `vine: ` and which exit code to use.
///
/// `message` already carries its location when there is one, as `FILE:LINE: what`.
struct Failure: Error, Sendable, CustomStringConvertible {
    /// The exit code.
    var code: Sysexit
    /// The one-line message, without the `vine: ` prefix.
    var message: String

    /// The message.
    var description: String { message }
}

extension ParsableCommand {
    /// Runs `body`, turning a thrown ``Failure`` into `vine: message` on stderr and its exit code.
    func reportingFailures(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as Failure {
            StandardError.print("vine: \(failure.message)")
            throw ExitCode(failure.code.rawValue)
        }
    }
}
