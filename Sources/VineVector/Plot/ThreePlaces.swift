/// A number with exactly three decimals, as C's `printf("%.3f")` writes it, without
/// Foundation: the exact binary value rounded to thousandths, ties to even (`0.0625` →
/// `0.062`, `1.0005` → `1.000`, since that double lies just below the half), a minus for
/// every negative value, `-0` and what rounds to it included (`-0.0004` → `-0.000`).
package enum ThreePlaces {
    /// The `%.3f` text of `value` (`nan`, `inf`, `-inf` for those).
    package static func text(_ value: Double) -> String {
        if value.isNaN { return value.sign == .minus ? "-nan" : "nan" }
        var out: [UInt8] = value.sign == .minus ? [UInt8(ascii: "-")] : []
        if value.isInfinite {
            out += Array("inf".utf8)
            return String(decoding: out, as: UTF8.self)
        }
        // The magnitude is exactly significand × 2^exponent.
        let magnitude = value.magnitude
        let bits = UInt64(magnitude.significandBitPattern)
        let significand = magnitude.exponentBitPattern == 0 ? bits : bits | (1 << 52)
        let exponent = magnitude.exponentBitPattern == 0 ? -1074 : Int(magnitude.exponentBitPattern) - 1075
        if exponent >= 0 {
            // A whole number (below 2^63 in one word, else in decimal limbs).
            if exponent <= 10 {
                appendDigits(of: significand << UInt64(exponent), to: &out)
            } else {
                appendDigits(of: significand, doubled: exponent, to: &out)
            }
            out += Array(".000".utf8)
        } else {
            var thousandths: UInt64 = 0
            // Below 2^-64 × 2^53 × 1000 < 0.5 thousandths: rounds to zero.
            if exponent >= -63 {
                let shift = UInt64(-exponent)
                let scaled = significand * 1000  // < 2^63
                thousandths = scaled >> shift
                let rest = scaled & ((1 << shift) - 1)
                let half: UInt64 = 1 << (shift - 1)
                if rest > half || (rest == half && thousandths & 1 == 1) { thousandths += 1 }
            }
            appendDigits(of: thousandths / 1000, to: &out)
            out.append(UInt8(ascii: "."))
            let fraction = thousandths % 1000
            out.append(UInt8(ascii: "0") + UInt8(fraction / 100))
            out.append(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
            out.append(UInt8(ascii: "0") + UInt8(fraction % 10))
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the decimal digits of `number`.
    private static func appendDigits(of number: UInt64, to out: inout [UInt8]) {
        var digits: [UInt8] = []
        var rest = number
        repeat {
            digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        out += digits.reversed()
    }

    /// Appends the decimal digits of `number` × 2^`doublings`, worked out in limbs of nine
    /// decimal digits, least significant first.
    private static func appendDigits(of number: UInt64, doubled doublings: Int, to out: inout [UInt8]) {
        let base: UInt64 = 1_000_000_000
        var limbs: [UInt64] = []
        var rest = number
        repeat {
            limbs.append(rest % base)
            rest /= base
        } while rest > 0
        var left = doublings
        while left > 0 {
            // A limb (< 2^30) times 2^29 plus a carry stays below 2^64.
            let step = min(left, 29)
            var carry: UInt64 = 0
            for i in limbs.indices {
                let product = (limbs[i] << UInt64(step)) + carry
                limbs[i] = product % base
                carry = product / base
            }
            while carry > 0 {
                limbs.append(carry % base)
                carry /= base
            }
            left -= step
        }
        appendDigits(of: limbs[limbs.count - 1], to: &out)
        for limb in limbs.dropLast().reversed() {
            var digits: [UInt8] = []
            appendDigits(of: limb, to: &digits)
            out += Array(repeating: UInt8(ascii: "0"), count: 9 - digits.count)
            out += digits
        }
    }
}
