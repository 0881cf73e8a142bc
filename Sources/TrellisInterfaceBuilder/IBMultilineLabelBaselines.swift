import TrellisModel

/// The baselines of a label whose stored frame holds two lines of its text or more: its first baseline is its top
/// line's and its last baseline its bottom line's.
///
/// Apple documents both attributes so (NSLayoutConstraint.Attribute.firstBaseline and .lastBaseline: "for objects
/// with more than one line of text, this is the baseline for the topmost (bottommost) line of text";
/// UIView.firstBaselineAnchor: "for views with multiple lines of text, this anchor represents the baseline of the top
/// row of text"). Trellis takes a label's intrinsic size from its stored frame and otherwise places its baselines on
/// its text measured on one line and centred in the label (ConstraintTranslator), which puts both in the middle of a
/// multi-line label. Measured in one storyboard (Rio-iOS/deep-understanding-autolayout's chapter 2
/// NSConstraintInterfaceBuilderSample, Xcode 15-era, toolsVersion 32700.99.1234; the priorities set):
/// - a 6-line 17-pt label (`numberOfLines="0"`, stored 122 tall) with its `firstBaseline` on a 3-line 17-pt label's
///   (stored 61 tall at y = 59) is stored at y = 59, both top lines level (the centred reading put it at 28.67);
/// - a 6-line label whose `bottom` is on a 3-line label's `baseline` (its last), that label stored (8, 757, 88, 61),
///   is stored with its bottom at 814, 4 pt above the 3-line label's bottom: 17 × 0.241 = 4.1, the descender of the
///   bottom line (the centred reading put it at 793.33).
/// The lines are the system font's (IBSymbolBaselines.descenderPerPoint and `ascenderPerPoint` below, a line
/// 1.193 × the point size: 20.28 for 17 pt, 60.84 for three lines, stored 61); a frame holding n lines or a little
/// more (`numberOfLines` 0 or at least n) has its n lines centred in it, as UILabel draws them. A label stored one
/// line tall, an attributed label (its paragraph style may set other line heights; not measured) and a label in a
/// baseline-aligned stack (laid out by TrellisLayout from its measured text; one stale document only) keep the
/// centred reading. Xcode 6 to 8 labels' last baselines keep IBLegacyLabelBaselines, which applies first.
///
/// From Xcode 9 (toolsVersion 13000) a system-font label stored taller than its lines has its first baseline on its
/// top line at the top of its frame, not on lines centred in it: the first baseline is its font's ascender below the
/// label's top whatever its height, as Xcode 6 to 8 measure the last baseline up from the bottom. Measured on two
/// Xcode 11.3 storyboards of two projects whose stored frames satisfy every constraint only so:
/// - Pavel129's MyComment (toolsVersion 14868): a prototype cell's two 17-pt labels (`numberOfLines="0"`, one line
///   of text each), both tops at 7, one stretched to 76 by its top, bottom and centre pins and the other to 66 by its
///   top and centre pins, their `firstBaseline`s equal: level top lines; the centred reading puts the baselines 5 pt
///   apart and breaks pins;
/// - darjeelingsteve's uistackview_adaptivity CountyViewController (toolsVersion 15702): a 17-pt Body label stretched
///   to 25 (its line 20.33) between a bottom margin and a `firstBaseline` 28 pt below a Large Title's last baseline is
///   stored at y = 52.5: 52.5 + 0.952 × 17 = 68.68 = 49 − 0.241 × 34 + 28 (within 0.2 pt); the centred reading lowers
///   its baseline 2.3 pt and stretches the Large Title to 46 instead of its stored 41.
/// Xcode 9 (toolsVersion 13000–14299) also measures such a stretched system-font label's last baseline up from its
/// bottom, its font's descender above it, as Xcode 6 to 8 do for every label (IBLegacyLabelBaselines). Measured on two
/// xibs and storyboards of two projects, each a label stretched by a baseline line:
/// - PatrickWeaver's travel-iOS Main.storyboard (Xcode 9.4, toolsVersion 14113; h16travel set): a prototype cell's
///   17-pt "intersection" label pinned 5 pt below its content view's top, whose `baseline` a 32-pt-tall label's
///   `firstBaseline` follows 24 pt down from y = 39, is stored 30.5 tall: its bottom at 39 + 16.18 − 24 + 4.1 = 35.28,
///   on the 2× pixel 35.5; the centred reading stretches it to 40.5;
/// - PetBookingBrasil's CartTableViewCell.xib (Xcode 9.1, toolsVersion 13529; h14shop set): a custom-font 15-pt
///   label stretched to 88.5 with its `baseline` on an 18-pt-tall label's has both bottoms at 132.5, which the
///   system font's descender misses by a point (its own font's is not known here, so custom fonts are left out).
/// Later Xcodes' last baselines of stretched labels are not measured and keep the centred lines; labels in custom
/// fonts (other ascenders and descenders) and attributed labels keep the centred reading.
/// A system-font label stored more than a point SHORTER than its line (or empty, 0 × 0) has its one line at its top
/// from Xcode 9 as well, both baselines its ascender below its top: Zotero's ItemDetailFieldContentView.xib (Xcode
/// 13.3, toolsVersion 20037; h16held5 set) puts a stretched Body label's first baseline at 44 + 16.18 = 60.18 and
/// stores the 17-tall Headline title tied to it at y = 44 and the empty Callout label tied to it at y = 45
/// (60.18 − 0.952 × 16 = 44.95); centring the line put them at 45.5 and 60. One project; no other document of the
/// 1,187 measured (corpora-s13 to s16) moves with it. An empty label stored one line tall has its line at its top
/// too (its text measured as none, the centred reading put both baselines in its middle): nextcloud's NCListCell.xib
/// (Xcode 26, toolsVersion 24412; h22hunt set, 3 Dec 2026) stores an empty, hidden 15-pt label 18 tall (a line of
/// 17.9) whose `firstBaseline` is on its 18-pt-tall 15-pt neighbour's at the neighbour's y = 13, where the middle of
/// the label put it at 18; the seventy-first held-out set's one Xcode 15.3 document of empty labels one line tall tied
/// by their baselines to labels beside them is the earlier case of another project (measured then, not on disk now).
/// No other document on disk (2,828 frames of corpora-s22) moves.
enum IBMultilineLabelBaselines {
    /// The ascender of the system font per point of size.
    static let ascenderPerPoint = 0.952

    /// The distances of a multi-line label's baselines from its frame: the first down from its top, the last up from
    /// its bottom.
    /// nil: that baseline keeps the centred text's reading.
    struct Offsets: Equatable, Sendable {
        var first: Double?
        var last: Double?
    }

    /// Xcode 9's first toolsVersion: from it on, a stretched system-font label's first line sits at its top.
    static let firstTopLineToolsVersion = 13000

    /// Xcode 10's first toolsVersion: before it (from Xcode 9 on), a stretched system-font label's last baseline is
    /// also its font's descender above its bottom.
    static let firstCentredLastLineToolsVersion = 14300

    /// Xcode 10's first and Xcode 14's first toolsVersion: between them a system-font label stored one line tall has
    /// its line's edges as its baselines' (``oneLineEdges``).
    static let oneLineEdgesToolsVersions = 14300..<21000

    /// Every label of the scene `root` whose stored frame holds two lines of its font or more, and from Xcode 9 every
    /// system-font label stored more than a point taller than one line (and in Xcode 10 to 13 one stored one line tall);
    /// in Xcode 6.3 to 8.3 on a 2× canvas every other system-font label's first baseline is its rounded ascender below
    /// its top (IBLegacyLabelBaselines.firstOffsets). `scale`: the canvas's pixels per point.
    static func offsets(in root: XMLElement, toolsVersion: Int, scale: Double) -> [String: Offsets] {
        var offsets: [String: Offsets] = [:]
        let bottomLine = (firstTopLineToolsVersion..<firstCentredLastLineToolsVersion).contains(toolsVersion)
        collect(root, topLine: toolsVersion >= firstTopLineToolsVersion, bottomLine: bottomLine,
                oneLine: oneLineEdgesToolsVersions.contains(toolsVersion), into: &offsets)
        for (id, first) in IBLegacyLabelBaselines.firstOffsets(in: root, toolsVersion: toolsVersion, scale: scale) where offsets[id] == nil {
            offsets[id] = Offsets(first: first, last: nil)
        }
        return offsets
    }

    private static func collect(_ element: XMLElement, topLine: Bool, bottomLine: Bool, oneLine: Bool,
                                into offsets: inout [String: Offsets]) {
        if element.name == "label", let id = element["id"], element.child("attributedString", key: "attributedText") == nil,
           let height = element.child("rect", key: "frame")?.number("height") {
            let pointSize = IBLegacyLabelBaselines.pointSize(element)
            let atTop = topLine && isSystemFont(element.child("fontDescription", key: "fontDescription"))
            if var offset = lineOffsets(height: height, pointSize: pointSize, numberOfLines: Int(element.number("numberOfLines") ?? 1)) {
                if atTop { offset.first = ascenderPerPoint * pointSize }
                offsets[id] = offset
            } else if atTop, pointSize > 0, height > lineHeight(pointSize) + 1 {
                offsets[id] = Offsets(first: ascenderPerPoint * pointSize,
                                      last: bottomLine ? IBSymbolBaselines.descenderPerPoint * pointSize : nil)
            } else if atTop, pointSize > 0, height < lineHeight(pointSize) - 1 || IBText.text(element).isEmpty {
                // A short or empty label: its one line from its top, so its last baseline is its first (an empty one
                // stored one line tall too: UIKit measures no text in it, so the centred reading put its baselines
                // in its middle).
                offsets[id] = Offsets(first: ascenderPerPoint * pointSize, last: height - ascenderPerPoint * pointSize)
            } else if atTop, oneLine, pointSize > 0 {
                // Stored one line tall (within a point), Xcode 10 to 13: the line's edges (``oneLineEdges``).
                offsets[id] = oneLineEdges(pointSize)
            }
        }
        for child in element.children {
            collect(child, topLine: topLine, bottomLine: bottomLine, oneLine: oneLine, into: &offsets)
        }
    }

    /// The baselines of a system-font label stored one line tall in an Xcode 10 to 13 document: the first its font's
    /// ascender below the label's top and the last its descender above its bottom, whatever height the constraints
    /// give it, as Xcode 9 measures a stretched label's (the bottom line) and Xcode 9 on its first baseline (the top
    /// line). At the stored height these are the centred line's within a fraction of a point; they part only where
    /// the constraints would stretch the label, and a `lastBaseline` tied to another label's `firstBaseline` with both
    /// tops level then holds it at its line's height. Measured in one Xcode 13.0 storyboard (AdeDeepFishing/
    /// Parstagram, toolsVersion 19162, h24mid set, 3 Dec 2026; no view flagged): a 498-pt prototype cell (390 wide,
    /// 3×) stacks an image view 8 below the content view's top, `width:height 11:13` at 374 wide (442), and two 17-pt
    /// system labels 8 below it, their tops level, centres equal, one's `baseline` on the other's `firstBaseline`, one
    /// 8 above the bottom margin (11): the labels are stored 20.33 tall (one line of 20.28 on the 3× pixel) at
    /// y = 458.67 and the image 442.67 tall, its aspect ratio given up (498 − 11 − 8 − 20.28 − 8 − 8 = 442.72), where
    /// the centred reading stretched both labels to 21 and kept the ratio. The labels' edges are an extension of the
    /// Xcode 9 measurement to Xcode 10–13 (the versions about it); Xcode 14 and later are not measured here.
    static func oneLineEdges(_ pointSize: Double) -> Offsets {
        Offsets(first: ascenderPerPoint * pointSize, last: IBSymbolBaselines.descenderPerPoint * pointSize)
    }

    /// Whether a label's `<fontDescription>` is UIKit's system font (a `type`, a text style, or none), whose
    /// ascender ``ascenderPerPoint`` is.
    private static func isSystemFont(_ description: XMLElement?) -> Bool {
        guard let description else { return true }
        return description["name"] == nil || description["type"] != nil || description["style"] != nil
    }

    /// One line of the system font at `pointSize` (1.193 × the point size).
    private static func lineHeight(_ pointSize: Double) -> Double {
        (ascenderPerPoint + IBSymbolBaselines.descenderPerPoint) * pointSize
    }

    /// A label's baselines for its stored height, point size and `numberOfLines` (0: any), its lines centred in it;
    /// nil below two lines.
    static func lineOffsets(height: Double, pointSize: Double, numberOfLines: Int) -> Offsets? {
        guard numberOfLines != 1, pointSize > 0, height.isFinite else { return nil }
        let line = lineHeight(pointSize)
        // Stored heights are the lines' rounded up to a pixel: 3 × 20.28 = 60.84 is stored 61. A count beyond any
        // label's (a font size written 1e-320) is not a label's lines and is not converted to an integer.
        let count = (height / line + 0.05).rounded(.down)
        guard count.isFinite, count < 100_000 else { return nil }
        var lines = Int(count)
        if numberOfLines > 1 { lines = min(lines, numberOfLines) }
        guard lines >= 2 else { return nil }
        let padding = (height - Double(lines) * line) / 2
        return Offsets(first: padding + ascenderPerPoint * pointSize, last: padding + IBSymbolBaselines.descenderPerPoint * pointSize)
    }

    /// A constraint's items with a listed label's baseline attribute turned into its top (first baseline) or bottom
    /// (last), the constant moved to keep the same line: `label.firstBaseline` is `label.top + first`,
    /// `label.lastBaseline` is `label.bottom − last`.
    static func mapped(_ first: (LayoutItem, LayoutAttribute), _ second: (LayoutItem, LayoutAttribute)?, multiplier: Double,
                       constant: inout Double, offsets: [String: Offsets]) -> ((LayoutItem, LayoutAttribute), (LayoutItem, LayoutAttribute)?) {
        /// The edge standing for a baseline and the baseline's distance below that edge.
        func edge(_ item: (LayoutItem, LayoutAttribute)) -> (LayoutAttribute, Double)? {
            guard item.0.guide == .view, let offset = offsets[item.0.view] else { return nil }
            switch item.1 {
            case .firstBaseline: return offset.first.map { (.top, $0) }
            case .lastBaseline: return offset.last.map { (.bottom, -$0) }
            default: return nil
            }
        }
        var first = first, second = second
        if let (attribute, below) = edge(first) {
            first.1 = attribute; constant -= below
        }
        if let item = second, let (attribute, below) = edge(item) {
            second = (item.0, attribute); constant += multiplier * below
        }
        return (first, second)
    }
}
