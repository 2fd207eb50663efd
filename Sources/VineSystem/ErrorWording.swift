import Foundation

/// The one place that turns a system error into the plain words a person reads:
/// "no space left on device", "permission denied", "disk quota exceeded", …
///
/// POSIX codes read as the C library words them, with a lowercase first letter.
/// Foundation's errors (`CocoaError`, `NSError`, `POSIXError`) read as their POSIX
/// cause when they carry one, else as the nearest plain phrase for their code; they
/// never show Foundation's domains, codes or `userInfo`. The project's own errors
/// read as their `description`. Callers put the path and what was being done in
/// front: `FILE: cannot write: no space left on device`.
public enum ErrorWording {
    /// The plain words for POSIX error number `code`, e.g. "no space left on device" for `ENOSPC`.
    public static func reason(errno code: Int32) -> String {
        let text = String(cString: strerror(code))
        guard let first = text.first, first.isUppercase else { return text }
        let second = text.dropFirst().first
        // Keep acronyms such as "RFS specific error" as they are.
        if let second, second.isUppercase { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// The plain words for `error`: its POSIX cause when it has one, else a phrase for its kind.
    public static func reason(of error: any Error) -> String {
        if let code = posixCode(of: error) { return reason(errno: code) }
        if let cocoa = error as? CocoaError { return reason(cocoa: cocoa.code.rawValue) }
        let bridged = error as NSError
        if bridged.domain == NSCocoaErrorDomain { return reason(cocoa: bridged.code) }
        if let own = (error as Any) as? any CustomStringConvertible { return own.description }
        return "unexpected error (\(type(of: error)))"
    }

    /// The POSIX error number behind `error`, if it has one: a `POSIXError`, an `NSError`
    /// in the POSIX domain, or a Foundation error whose underlying error is one.
    public static func posixCode(of error: any Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        let bridged = error as NSError
        if bridged.domain == NSPOSIXErrorDomain { return Int32(truncatingIfNeeded: bridged.code) }
        if let cocoa = error as? CocoaError, let underlying = cocoa.underlying { return posixCode(of: underlying) }
        guard let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? any Error else { return nil }
        return posixCode(of: underlying)
    }

    /// A plain phrase for a Foundation file error code without a POSIX cause.
    private static func reason(cocoa code: Int) -> String {
        switch CocoaError.Code(rawValue: code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: reason(errno: ENOENT)
        case .fileReadNoPermission, .fileWriteNoPermission: reason(errno: EACCES)
        case .fileWriteOutOfSpace: reason(errno: ENOSPC)
        case .fileWriteVolumeReadOnly: reason(errno: EROFS)
        case .fileWriteFileExists: reason(errno: EEXIST)
        case .fileReadTooLarge: reason(errno: EFBIG)
        case .fileReadCorruptFile: "the file is damaged"
        case .fileReadInapplicableStringEncoding, .fileWriteInapplicableStringEncoding: "text that is not UTF-8"
        case .fileLocking: "the file is locked"
        case .fileReadInvalidFileName, .fileWriteInvalidFileName: "an invalid file name"
        default: reason(errno: EIO)
        }
    }
}
