/// The bounds on label text that keep text shaping fast (issue 17): Pango's line breaking and shaping cost grows with
/// the square of an unbroken word's length and of a cluster's number of combining marks.
public enum TextLimits {
    /// Unicode scalars of a label's text that are laid out; the rest is left out, with a `text-too-long` warning.
    public static let maximumScalars = 10_000
    /// Combining marks kept in a row after a base character, as Unicode's Stream-Safe Text Format (UAX #15) allows;
    /// further ones are left out, with a `text-too-long` warning.
    public static let maximumCombiningRun = 30

    /// `text` within the limits, and whether anything was left out.
    public static func bounded(_ text: String) -> (text: String, shortened: Bool) {
        // The common case costs one pass with no copy.
        var count = 0
        var run = 0
        var within = true
        for scalar in text.unicodeScalars {
            count += 1
            run = isCombining(scalar) ? run + 1 : 0
            if count > maximumScalars || run > maximumCombiningRun {
                within = false
                break
            }
        }
        if within { return (text, false) }
        var kept = String.UnicodeScalarView()
        count = 0
        run = 0
        for scalar in text.unicodeScalars {
            if count == maximumScalars { break }
            run = isCombining(scalar) ? run + 1 : 0
            if run > maximumCombiningRun { continue }
            kept.append(scalar)
            count += 1
        }
        return (String(kept), true)
    }

    /// A scalar of non-zero canonical combining class (a non-starter, in UAX #15's terms).
    static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.canonicalCombiningClass.rawValue != 0
    }
}
