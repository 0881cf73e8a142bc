import TrellisModel

/// AppKit documents' frames: stored from the bottom-left corner of an unflipped superview.
///
/// Apple's `NSView.isFlipped` page: the default is `false`, "a non-flipped coordinate system, the origin is in the
/// lower-left corner of the view and positive y-values extend upward". A macOS storyboard or xib
/// (`targetRuntime="MacOSX.Cocoa"`) stores each view's `<rect key="frame">` in its superview's coordinates, so a
/// plain view's subview 10 pt from the top of a 100-pt view, 20 tall, is stored at y = 100 − 10 − 20 = 70. Trellis
/// lays every document out top-down, as UIKit does; this turns those stored frames into top-left ones before anything
/// reads them (autoresizing views keep them; the misplaced check compares with them).
///
/// Only the subviews of plain views (`<view>`, `<customView>`: NSView itself) and of stack views are turned: other
/// AppKit subclasses may flip themselves (NSTableView, NSClipView after its document view, and others) and Trellis
/// does not model which, so their subviews keep the numbers stored. NSStackView does not flip (Apple's NSStackView
/// page lists no `isFlipped` of its own): two copies of one outline-view tutorial (Xcode 11.3 and 13.3,
/// toolsVersions 16096 and 19529) store a 384- and a 216-pt scroll view at the top of a 456-pt horizontal stack
/// aligned to its top at y = 72 and y = 240.
///
/// Measured: a macOS player storyboard (Xcode 7.2, toolsVersion 10117) stores a 57-pt control bar pinned to the top
/// of its 360-pt root at y = 303 = 360 − 57, and its 50-pt buttons pinned to the bar's top at y = 7 = 57 − 50;
/// another (Xcode 8.3, toolsVersion 12121) stores two labels pinned 20 and 52 pt below a 140-pt root's top at
/// y = 96 = 140 − 20 − 24 and y = 71 = 140 − 52 − 17. Before, all such frames read as misplaced.
enum IBAppKitFrames {
    /// The elements whose subviews AppKit places from the bottom: NSView itself and NSStackView.
    static let unflippedViews: Set<String> = ["view", "customView", "stackView"]

    /// Whether `document` is AppKit's (`targetRuntime="MacOSX.Cocoa"`).
    static func isAppKit(_ document: XMLElement) -> Bool { document["targetRuntime"]?.hasPrefix("MacOSX") == true }

    /// The document with its plain views' and stacks' subviews' frames turned top-down; the document itself for any
    /// other runtime.
    static func resolvedDocument(_ document: XMLElement) -> XMLElement {
        isAppKit(document) ? resolved(document) : document
    }

    /// `element` with the frames of the subviews of every plain view and stack below it turned top-down.
    static func resolved(_ element: XMLElement) -> XMLElement {
        var element = element
        let height = element.child("rect", key: "frame")?.number("height")
        element.children = element.children.map { child in
            var child = resolved(child)
            if child.name == "subviews", unflippedViews.contains(element.name), let height {
                child.children = child.children.map { flipped($0, in: height) }
            }
            return child
        }
        return element
    }

    /// The alignment insets of an AppKit document's label or push button, nil for any other view (which keeps the
    /// insets of the UIKit class it is read as).
    static func alignmentInsets(_ element: XMLElement) -> Insets? {
        labelInsets(element) ?? pushButtonInsets(element)
    }

    /// The alignment insets of a regular-size rounded push button (`<button>` whose `buttonCell` has
    /// `bezelStyle="rounded"` and no other `controlSize`): its frame reaches 4 pt above, 6 pt beside and 7 pt below the
    /// 21-pt-tall rectangle its constraints place, the room AppKit leaves for the bezel's shadow and focus ring
    /// (`NSView.alignmentRectInsets`; AppKit gives no figures, these are measured). Measured on two projects: a macOS
    /// reader (Xcode 7.3, toolsVersion 7531) stores an "Open" button pinned 20 pt from its root's trailing edge, 10 from
    /// its bottom and 10 below a scroll view ending at y = 229 at (512, 235, 74, 32) in a 600-pt root: right edge
    /// 586 = 580 + 6, bottom 267 = 260 + 7, top 235 = 239 − 4; a macOS quotes app (Xcode 11.3, toolsVersion 15705)
    /// stores two 45-pt arrow buttons pinned 20 pt inside its 450-pt root's leading and trailing edges at x = 14 and
    /// x = 391, a label spaced 20 pt from both at x = 71, 308 wide (73 to 377 less its 2-pt padding), and a "Quit"
    /// button 20 pt above the root's bottom with its frame's bottom 13 pt above it. Before, all of these read as
    /// misplaced.
    static func pushButtonInsets(_ element: XMLElement) -> Insets? {
        guard element.name == "button", let cell = element.child("buttonCell", key: "cell"),
              cell["bezelStyle"] == "rounded", (cell["controlSize"] ?? "regular") == "regular"
        else { return nil }
        return Insets(top: 4, left: 6, bottom: 7, right: 6)
    }

    /// The alignment insets of an AppKit document's label, nil for any other view: a label (a `textField` whose cell
    /// draws no border or bezel) is 2 pt wider on each side than the rectangle its constraints place, as AppKit's text
    /// field cell pads its text 2 pt from each side. Measured on two projects: a macOS Spotify client (Xcode 6,
    /// toolsVersion 6250) stores a label with a 239-pt width constraint pinned to its superview's leading edge as
    /// (−2, 0, 243, 52); the Xcode 8.3 player above stores two labels whose constraints span x = 128 to 460 of its
    /// 480-pt root (8 pt after an image, 20 from the trailing edge) as x = 126, 336 wide.
    static func labelInsets(_ element: XMLElement) -> Insets? {
        guard element.name == "textField", let cell = element.child("textFieldCell", key: "cell"),
              cell["borderStyle"] == nil, cell.flag("bezeled") != true, cell.flag("bordered") != true
        else { return nil }
        return Insets(top: 0, left: 2, bottom: 0, right: 2)
    }

    /// `view` with its stored frame measured from the top of a superview `height` tall rather than from its bottom.
    static func flipped(_ view: XMLElement, in height: Double) -> XMLElement {
        guard let index = view.children.firstIndex(where: { $0.name == "rect" && $0["key"] == "frame" }),
              let y = view.children[index].number("y"), let ownHeight = view.children[index].number("height")
        else { return view }
        var view = view
        var rect = view.children[index]
        rect.attributes["y"] = "\(height - y - ownHeight)"
        view.children[index] = rect
        return view
    }
}
