import TrellisModel

/// Xcode 7's canvas stores a fillEqually stack's arranged views with their edges rounded to whole points.
///
/// Documents saved by Xcode 6 and 7 (toolsVersion below 11000; UIStackView came with Xcode 7) name no device, and
/// where a fillEqually stack's share is not a whole number of points they store every arranged view's edges at the
/// nearest whole point at its place in the root view, as UIKit's rounding does on a 1× screen (so a row stored 86 tall
/// from a share of 85.2 holds buttons 86 tall): measured, every such stack of the team's corpora, five
/// documents of five projects: dasdom's CalculatorUIStackView (Xcode 7 beta, 8191) stores rows of four buttons in a
/// 600-pt stack with 1-pt spacing 149, 150, 149 and 149 wide at x = 0, 150, 301, 451 (shares of 149.25) and a 430-pt
/// column of five rows 85, 85, 86, 85, 85 tall (85.2); the Auto Layout Cookbook's NestedStackViews (Xcode 7.3, 10117)
/// 181, 182, 181; bartjacobs's WorkingWithStackViews (Xcode 7.2, 9531) 187, 186, 187 at 0, 207, 413 (186.67 with
/// 20-pt spacing); an Xcode 7.2 exercise (9531) 153, 154, 153; and gskbyte's GSKTabsStretchyHeaderView.xib (Xcode 7.2,
/// 9532), flagged misplaced, 200, 199, 200 at 0, 201, 401: the whole-point shares of the 601-pt row it was stored
/// at. Documents of Xcode 8 and later store the shares at the device's pixels (62.667 and 63 on a 3× canvas, 20.333).
/// Other distributions and other views of these documents keep the device's pixels: laying every frame of such a
/// document out on whole points was tried and made nine documents worse (centred views, baseline-aligned labels).
///
/// Xcode 8 on such a display does the same (a declared one-document extension, forty-second session), whatever the
/// device's scale: ljw980105's iOS-Calculator Main.storyboard (Xcode 8.3, 12121, `retina5_5`, a 3× phone, not
/// flagged) stores no fractional frame at all, and its fillEqually column of six rows, 10-pt spacing, 630 tall (shares
/// of 96.667) holds rows 97, 96, 97, 97, 96, 97 tall at y = 0, 107, 213, 320, 427, 533: the nearest whole points of
/// 96.667, 106.667, 203.333, 213.333 … (10 frames; on the 3× pixels 96.667 tall). Xcode 8 documents that store any
/// fractional frame keep the device's pixels, as above; the gate is the whole document, as IBWholePointCanvas's.
///
/// The whole points are the rounding of a canvas drawn at one pixel per point (a Mac display without Retina): a
/// document saved on a Retina Mac stores the same shares at half points, and shows it in its labels, whose stored
/// sizes Xcode 7 rounds up to that canvas's pixels (a one-line 17-pt label 20.5 tall where the whole-point documents
/// store 21). Measured in the eight Xcode 7 documents with a fillEqually stack of the twenty-second session's folders:
/// two unflagged documents of two projects store labels at half points (a 30-pt "Nature" label 89.5 wide, 17-pt
/// lines 20.5 and 42.5 tall) and a fillEqually column's shares at the 2× pixels, Haina's StackViewDemo (Xcode 7.2,
/// 9531, the 600-pt Any/Any canvas) 113.5, 113, 113.5 tall at 0, 123.5, 246.5 (shares of 113.33, spacing 10) and
/// chengxianghe's StackViewDemo (Xcode 7.1, 8191, a simulated 4-inch phone) 134.5, 135, 134.5 at 0, 139.5, 279.5
/// (134.67, spacing 5), where whole points put the middle view half a point and its length a point off; the two whose
/// fractional shares are stored on whole points store every label on whole points too: eakarsu's course exercise
/// (the Xcode 7.2 one above, 153, 154, 153; flagged misplaced for its outer stack) and JovannyEspinal's StackViewsDemo, the first document's layout saved by another person (Xcode 7.3, 10116,
/// flagged misplaced for other views), with the same 30-pt label 90 wide; the other four have whole shares. So a
/// document with a label stored at a half point keeps the 2× pixels (`halfPointLabels`, IBDocumentContext).
enum IBWholePointStacks {
    /// Sets whole-point arrangement on a fillEqually stack of a document saved before Xcode 8 whose labels show a
    /// canvas of one pixel per point (no label stored at a half point), or of an Xcode 8 document that stores no
    /// fractional frame (`wholePointFrames`).
    static func apply(to stack: inout StackProperties, toolsVersion: Int, halfPointLabels: Bool, wholePointFrames: Bool) {
        guard stack.distribution == .fillEqually else { return }
        let olderCanvas = toolsVersion > 0 && toolsVersion < 11000 && !halfPointLabels
        let xcode8Canvas = IBToolsVersion.xcode8.contains(toolsVersion) && wholePointFrames
        guard olderCanvas || xcode8Canvas else { return }
        stack.wholePointArrangement = true
    }

    /// Whether a `<label>` of the document is stored with a width or height of a whole number and a half: text
    /// measured on a canvas of two pixels per point.
    static func hasHalfPointLabel(_ document: XMLElement) -> Bool {
        document.containsDescendant { element in
            guard element.name == "label", let frame = IBGeometry.rect(element) else { return false }
            return isHalfPoint(frame.width) || isHalfPoint(frame.height)
        }
    }

    private static func isHalfPoint(_ value: Double) -> Bool {
        abs(value - value.rounded(.down) - 0.5) < 0.001
    }
}
