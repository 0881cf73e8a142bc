import Foundation

/// A color in CIE L*a*b* (D65 white), the space perceptual comparison works in.
public struct LabColor: Sendable, Hashable {
    /// Lightness, 0 (black) … 100 (white).
    public var l: Double
    /// Green (−) to red (+).
    public var a: Double
    /// Blue (−) to yellow (+).
    public var b: Double

    /// A color from its three coordinates.
    public init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }

    /// The L*a*b* coordinates of an opaque 8-bit sRGB color.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        let r = LabColor.linear(red), g = LabColor.linear(green), bl = LabColor.linear(blue)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
        let fx = LabColor.f(x), fy = LabColor.f(y), fz = LabColor.f(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    private static func linear(_ channel: UInt8) -> Double {
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Double) -> Double {
        let delta = 6.0 / 29.0
        return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0
    }

    /// The CIEDE2000 color difference ΔE₀₀ between two colors (1 is about a just noticeable difference).
    public func deltaE2000(_ other: LabColor) -> Double {
        let (l1, a1, b1) = (l, a, b)
        let (l2, a2, b2) = (other.l, other.a, other.b)
        let pow25 = 6103515625.0  // 25^7
        let cBar = (hypot(a1, b1) + hypot(a2, b2)) / 2
        let cBar7 = pow(cBar, 7)
        let g = 0.5 * (1 - (cBar7 / (cBar7 + pow25)).squareRoot())
        let a1p = (1 + g) * a1, a2p = (1 + g) * a2
        let c1p = hypot(a1p, b1), c2p = hypot(a2p, b2)
        let h1p = LabColor.hueDegrees(b1, a1p), h2p = LabColor.hueDegrees(b2, a2p)

        let deltaLp = l2 - l1
        let deltaCp = c2p - c1p
        var deltahp = 0.0
        if c1p * c2p != 0 {
            deltahp = h2p - h1p
            if deltahp > 180 { deltahp -= 360 } else if deltahp < -180 { deltahp += 360 }
        }
        let deltaHp = 2 * (c1p * c2p).squareRoot() * sin(LabColor.radians(deltahp / 2))

        let lBarp = (l1 + l2) / 2
        let cBarp = (c1p + c2p) / 2
        var hBarp = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 { hBarp = (h1p + h2p) / 2 }
            else if h1p + h2p < 360 { hBarp = (h1p + h2p + 360) / 2 }
            else { hBarp = (h1p + h2p - 360) / 2 }
        }
        let t = 1 - 0.17 * cos(LabColor.radians(hBarp - 30)) + 0.24 * cos(LabColor.radians(2 * hBarp))
            + 0.32 * cos(LabColor.radians(3 * hBarp + 6)) - 0.20 * cos(LabColor.radians(4 * hBarp - 63))
        let deltaTheta = 30 * exp(-pow((hBarp - 275) / 25, 2))
        let cBarp7 = pow(cBarp, 7)
        let rc = 2 * (cBarp7 / (cBarp7 + pow25)).squareRoot()
        let lOffset = (lBarp - 50) * (lBarp - 50)
        let sl = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sc = 1 + 0.045 * cBarp
        let sh = 1 + 0.015 * cBarp * t
        let rt = -sin(LabColor.radians(2 * deltaTheta)) * rc
        let termL = deltaLp / sl, termC = deltaCp / sc, termH = deltaHp / sh
        return (termL * termL + termC * termC + termH * termH + rt * termC * termH).squareRoot()
    }

    private static func hueDegrees(_ b: Double, _ a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let degrees = atan2(b, a) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
