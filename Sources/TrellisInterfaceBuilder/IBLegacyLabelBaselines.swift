/// Xcode 6 to 8 documents: a label's last baseline (a `<constraint>`'s `baseline`) lies a fixed distance above the
/// label's bottom, given by its font alone, as if one line of its text sat at the bottom, whatever the label's height
/// and whether it has text.
///
/// Trellis otherwise takes a label's baselines from its text centred in it (ConstraintTranslator), as UIKit does; the
/// two agree for a label at its text's height and part where a label is stretched or empty. Measured on two public
/// storyboards of two projects, each aligning the last baselines of two labels of one font:
/// - UITableView-FDTemplateLayoutCell's demo (Xcode 6.3, toolsVersion 7531; held-out set 3): a 13-pt label stretched
///   to 28 pt by its vertical pins, stored (16, 151, 62, 28), and a 16-pt-tall 13-pt label aligned with it stored at
///   y = 163: both bottoms at 179, where centred text would put the second label at 157;
/// - GA-MOB-IOS8's TipCalc (Xcode 7.2, toolsVersion 9531; legacy2 set): an empty label (`text=""`, stored 0 tall)
///   aligned with a 21-pt-tall 17-pt label at y = 222 is stored at y = 243, both bottoms at 243, where a baseline
///   at an empty label's top would put it at 238.5.
/// Xcode 8 does the same (xib9 set, 2 Dec 2026: two documents of two projects, found by laying out every document on
/// disk both ways; each is placed right by this reading and off by 1.5 and 22 pt by the centred one):
/// - Aviasales-iOS-SDK's JRResultsFlightSegmentCell.xib (Xcode 8.3, toolsVersion 12118): a 10-pt "1" badge held
///   16 tall (its text is a 12-pt line) with its `baseline` on a 15-pt-tall 12-pt label's at y = 52 is stored at
///   y = 50.5 = 52 + (15 − 12 × 0.241) − (16 − 10 × 0.241), rounded to the 2× pixel; centred text puts it at 52;
/// - wxyc-iphone-app's PlaycutCell.xib (Xcode 8.2, 11762; mix8 set): a 14-pt label stretched by its pins, whose
///   `baseline` a second label's `firstBaseline` follows 8 pt down, is stored 38 tall as this reading gives (its
///   baseline near its bottom); the centred reading stretches it to 60.
/// Two more Xcode 8 xibs with a label at its text's height on a `baseline` line are stored as this reading puts
/// them, half a point from the centred one: FirebaseUI's FUIAuthTableViewCell (8.3; held-out set 4), a 36-pt text
/// field on a 17-pt label's baseline at y = 5 (centred: 4.5), and Aviasales' HLProfileCurrencyCell (8.2), a 15-pt
/// label on a 14-pt one's at y = 12 (centred: 12.5).
/// Xcode 9 and later (toolsVersion 13000 on) keep the centred text for the last baseline (their first baseline of a
/// stretched system-font label is its top line's, and Xcode 9's last baseline of one its bottom line's:
/// IBMultilineLabelBaselines): until the sixteenth session no document of theirs was found stretching or
/// emptying a label on a baseline line (Xcode 11's Pisth stretches both labels of its pairs alike, which the two
/// readings place the same; an Xcode 9.0 xib, SEPTA's CustomerServiceControl, aligns two 21-pt labels of one size,
/// one of them attributed, 0.5 pt apart, which neither reading explains), and an Xcode 9.3 xib (Zingle's
/// ZNGEditContactHeader, custom-font labels at their text's height) is placed right by the centred reading only.
/// Xcode 5 (toolsVersion below 6000) is not measured and, with the same layout engine as Xcode 6, follows it.
/// The distance is the system font's descender at the label's point size (IBSymbolBaselines.descenderPerPoint);
/// the first baseline keeps the centred text (no document measured).
enum IBLegacyLabelBaselines {
    /// Xcode 9.0's first toolsVersion: from it on, labels keep their centred text's baselines.
    static let firstCentredToolsVersion = 13000

    /// The labels of the scene `root`, each with its last baseline's distance up from its bottom; empty for a
    /// document of Xcode 9 or later.
    static func offsets(in root: XMLElement, toolsVersion: Int) -> [String: Double] {
        guard toolsVersion < firstCentredToolsVersion else { return [:] }
        var offsets: [String: Double] = [:]
        collect(root, into: &offsets)
        return offsets
    }

    private static func collect(_ element: XMLElement, into offsets: inout [String: Double]) {
        if element.name == "label", let id = element["id"] {
            offsets[id] = IBSymbolBaselines.descenderPerPoint * pointSize(element)
        }
        for child in element.children { collect(child, into: &offsets) }
    }

    /// The label's point size as the importer draws it (IBText.font: a written size, a text style's, else 17).
    static func pointSize(_ element: XMLElement) -> Double {
        let font = IBText.font(element.child("fontDescription", key: "fontDescription"), defaultSize: 17)
        return font.split(separator: " ").last.flatMap { Double($0) } ?? 17
    }
}
