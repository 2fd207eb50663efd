import VineGeometry

/// The rotation of a grown branch in the wind, about its base: the same numbers for every
/// output, from `+ − × ÷` only.
///
/// The bend at time `t` of a branch grown at `g` is
/// `a(t) = strength · ramp((t − g) / period) · wave(t / period + phase)` degrees, where
/// - `wave(u)` is a smooth periodic cubic of period 1: the triangle wave `x` through
///   0, 1, 0, −1 at u = 0, ¼, ½, ¾ eased by the cubic `x(3 − x²)/2`, whose slope is zero
///   at ±1 (continuous slope everywhere, extremes ±1);
/// - `ramp(x)` eases the sway in over one period after the branch has grown:
///   `x²(3 − 2x)` on 0…1, 0 before, 1 after, so a branch never jumps when it starts to sway;
/// - `phase` in [0, 1) is each branch's own draw from its stream (domain "wind", path
///   `[v, k]`), so neighbouring branches do not sway in step.
///
/// The angle's cosine and sine come from their Taylor polynomials to the ninth and tenth
/// power (the angle is at most 30°, where they are exact to 1e-9).
public enum Sway {
    /// The periodic wave at phase `u` (any real; period 1), in −1…1.
    public static func wave(_ u: Double) -> Double {
        let fraction = u - u.rounded(.down)
        // Triangle: 0 at 0, 1 at ¼, 0 at ½, −1 at ¾, 0 at 1.
        let x =
            fraction < 0.25 ? 4 * fraction : fraction < 0.75 ? 2 - 4 * fraction : 4 * fraction - 4
        return x * (3 - x * x) / 2
    }

    /// The ease-in of the sway, `x` periods after growth.
    public static func ramp(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return x * x * (3 - 2 * x)
    }

    /// The phase of branch `branch` of vine `vine` in a recording with seed `seed`, in [0, 1).
    public static func phase(seed: UInt64, vine: Int, branch: Int) -> Double {
        var stream = Xoshiro256StarStar(seed: seed, domain: .wind, path: [UInt64(vine), UInt64(branch)])
        return stream.nextUnit()
    }

    /// The bend in degrees at `time` of a branch with `phase` grown at `grown` in `wind`.
    public static func angle(time: Double, grown: Double, phase: Double, wind: Wind) -> Double {
        wind.strength * ramp((time - grown) / wind.period) * wave(time / wind.period + phase)
    }

    /// The rotation by `degrees` about `pivot` (positive turns +x towards +y).
    public static func rotation(degrees: Double, about pivot: Point) -> AffineTransform {
        let a = degrees * (Double.pi / 180)
        let a2 = a * a
        let cos = 1 - a2 / 2 * (1 - a2 / 12 * (1 - a2 / 30 * (1 - a2 / 56 * (1 - a2 / 90))))
        let sin = a * (1 - a2 / 6 * (1 - a2 / 20 * (1 - a2 / 42 * (1 - a2 / 72))))
        return AffineTransform(
            a: cos, b: sin, c: -sin, d: cos,
            tx: pivot.x - cos * pivot.x + sin * pivot.y, ty: pivot.y - sin * pivot.x - cos * pivot.y)
    }
}
