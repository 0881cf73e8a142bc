/// Xcode 6.3 to 7.3 documents: a titled button's baselines lie lower than its title's line centred with Trellis's font
/// metrics: the title's line box and ascender are whole points, rounded up, with the line box centred in the button.
///
/// Trellis otherwise reads a button's baselines from its title measured with its own font and centred in the button
/// (ConstraintTranslator), which Xcode 9 and later agree with to half a point. Measured on three Xcode 7 storyboards of
/// three projects, each tying a `roundedRect` button's `baseline` to a view whose baseline Trellis places right:
/// - LemonSpike's CurrencyConverterStackView (Xcode 7.3, toolsVersion 10117): two default-font (15-pt) buttons 30 tall
///   on a 30-pt, 14-pt text field's baseline at y = 185 are stored at y = 184; the centred title put them at 185.03;
/// - kristopherjohnson's KJTipCalculator (Xcode 7.0, 9059): the same button, its baseline 1 pt below a 36-pt, 17-pt
///   text field's at y = 28 (whose label beside it Trellis places right), is stored at y = 32; centred: 32.94;
/// - 13Cubed's Pingy (Xcode 7.0, 8191): a 17-pt button 33 tall at y = 26 with a 21-pt, 17-pt label on its baseline,
///   the label stored at y = 32; centred: 31.57 (within half a point, but low).
/// The system font's line box and ascender (1.193 and 0.952 of the point size, IBSymbolImages, IBMultilineLabelBaselines)
/// rounded up put the baseline ⌈0.952 p⌉ below the top of a ⌈1.193 p⌉ line centred in the button: 21 pt down a 30-pt
/// button with a 15-pt title (6 + 15) and 23 pt down a 33-pt one with a 17-pt title (6 + 17), which places all three
/// at their stored frames. A button has one line of title, so its first and last baselines are that line's.
/// Xcode 6.3 and 6.4 (toolsVersion 7000 on) do the same, measured on one unflagged storyboard (declared as a
/// one-document extension; base35, session 35):
/// - codyhex's Harvard-iOS-SWIFT MyRestaurantBill (Xcode 6.3, toolsVersion 7706, Any/Any 600 × 600): a default-font
///   "+" button 30 tall stored at y = 65 (where its other pins put it), its `baseline` 2 pt above a 21-pt, 17-pt
///   label's ("Pizza"): the label is stored at y = 71 = 65 + 21 + 2 − (21 − 17 × 0.241) rounded to the whole point; the
///   centred title (20.03 pt down) put it at 70.13 (70 on the whole-point grid), a frame missed.
/// GavWaite's Fire-Burst (same Xcode, 7706) stores the same: its settings scene pins a 30-pt "Back" button to the top
/// guide and a 21-pt, 17-pt "Settings" label 4 pt below the guide with the two baselines equal, button at y = 20, label
/// at y = 24 (the rounded line asks for 20 + 21 − 16.9 = 24.1, a tenth from the pins; the centred title cannot keep
/// both pins and stretches the button to 31.7, three frames missed). That document is flagged (three views of
/// another scene carry `misplaced`), so it is support, not evidence. Xcode 6.0 to 6.2 (toolsVersion below 7000) are
/// not measured and keep the centred title.
/// Buttons of other versions, with an image, a custom font, an attributed or empty title, another vertical content
/// alignment, or of another type are not measured and keep the centred title.
enum IBXcode7ButtonBaselines {
    /// Xcode 6.3 to 7.3's toolsVersions (6.3 and 6.4 are 7xxx, e.g. 7702 and 7706; 7.0 is 8173–8191, 7.3 is
    /// 10116–10117; Xcode 8 starts at 11000).
    static let versions = 7000..<11000

    /// The titled buttons of the scene `root`, each with its baselines' distance up from its stored frame's bottom;
    /// empty for documents of other versions.
    static func offsets(in root: XMLElement, toolsVersion: Int) -> [String: Double] {
        guard versions.contains(toolsVersion) else { return [:] }
        var offsets: [String: Double] = [:]
        collect(root, into: &offsets)
        return offsets
    }

    private static func collect(_ element: XMLElement, into offsets: inout [String: Double]) {
        if element.name == "button", let id = element["id"], let offset = offset(element) { offsets[id] = offset }
        for child in element.children { collect(child, into: &offsets) }
    }

    /// How far above its stored frame's bottom a plain titled `roundedRect` button in a system font has its baselines.
    static func offset(_ element: XMLElement) -> Double? {
        guard element["buttonType"] == "roundedRect", (element["contentVerticalAlignment"] ?? "center") == "center",
              let frame = IBGeometry.rect(element), let normal = element.child("state", key: "normal"),
              let title = normal["title"], !title.isEmpty, !title.contains("\n"),
              normal["image"] == nil, normal["backgroundImage"] == nil else { return nil }
        let font = element.child("fontDescription", key: "fontDescription")
        guard font == nil || (font?["type"] == "system" && font?["name"] == nil) else { return nil }
        let size = font?.number("pointSize") ?? 15
        guard size > 0 else { return nil }
        let lineBox = (1.193 * size).rounded(.up), ascender = (0.952 * size).rounded(.up)
        let baselineFromTop = (frame.height - lineBox) / 2 + ascender
        return frame.height - baselineFromTop
    }
}
