/// Xcode 6.1 to 7 documents: a titled button's baselines lie lower than its title's line centred with Trellis's font
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
/// at their stored frames. A button has one line of title, so its first and last baselines are that line's. Buttons of
/// other versions, with an image, a custom font, an attributed or empty title, another vertical content alignment, or
/// of another type are not measured and keep the centred title.
///
/// Xcode 6.1 to 6.4 place the button's baselines the same way (`xcode6Versions`). This EXTENDS the Xcode 7 rule to
/// Xcode 6 with two documents of two projects, neither flagged, each with a 17-pt, 21-pt-tall label tied by its
/// `baseline` to a default 30-pt `roundedRect` button's (the label's baseline 0.241 × 17 = 4.1 above its bottom in
/// Xcode 6 to 8, IBLegacyLabelBaselines):
/// - rlewVM's Stanford-iOS-Course, Animated Set and Match/Base.lproj/Main.storyboard (Xcode 6.1, toolsVersion 6254,
///   320 × 568 tab scenes): in two scenes a "Score: 0" label on the baseline of a "Deal" button stored at y = 481 is
///   stored at y = 485 (and a grid view pinned 8 above the label 449 tall, ending at 477); the centred title put the
///   button's baseline 20.03 below its top and the label at 484.13 (484, the grid 448): 3 frames;
/// - codyhex's Harvard-iOS-SWIFT, Assignments/1/MyRestaurantBill Main.storyboard (Xcode 6.3, 7706, 600 × 600 Any/Any):
///   a "Pizza" label whose baseline a "+" button stored at y = 65 keeps 2 pt above its own is stored at y = 71;
///   centred: 70.13, laid out at 70 (a 1-pt miss).
/// The rounded line (21 below the top of a 30-pt button) puts them at 485 and 71.1. (Both documents also tie equal
/// buttons baseline to baseline, where the reading does not matter.) A third project's Xcode 6.3
/// storyboard (GavWaite's Fire-Burst, flagged, a 17-pt label on a "Back" button's baseline) agrees. Xcode 6.0 and
/// earlier are not measured.
enum IBXcode7ButtonBaselines {
    /// Xcode 7's toolsVersions (7.0 is 8173–8191, 7.3 is 10116–10117; Xcode 8 starts at 11000).
    static let versions = 8000..<11000

    /// Xcode 6.1 to 6.4's toolsVersions (6.1 is 6254, 6.3 and 6.4 are 7702–7706), the extension's evidence.
    static let xcode6Versions = 6254..<8000

    /// The titled buttons of the scene `root`, each with its baselines' distance up from its stored frame's bottom;
    /// empty for documents of other versions.
    static func offsets(in root: XMLElement, toolsVersion: Int) -> [String: Double] {
        guard versions.contains(toolsVersion) || xcode6Versions.contains(toolsVersion) else { return [:] }
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
