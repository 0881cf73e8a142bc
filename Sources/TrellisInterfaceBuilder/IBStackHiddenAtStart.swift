import TrellisModel

/// Xcode 15's and Xcode 16's canvases (and Xcode 13.2–13.4's in vertical stacks, Xcode 11's: `xcode11`) put a hidden
/// arranged view at its stack's start when no visible view comes before it or none comes after it.
///
/// Measured on two xibs of two projects, both saved by Xcode 15 (toolsVersion 22505), the views concerned not flagged
/// misplaced (so Xcode's own layout puts them there):
/// - mishadovhiy's AlertViewLibrary, AlertView.xib: a centre-aligned vertical stack (spacing 20) of a hidden 80-pt box,
///   a visible 47.5-pt stack and a hidden 45-pt button row stores both hidden views at y = 0, the visible stack at
///   y = 0 too; inside that visible stack a hidden 45-pt box before a visible one is stored at y = 0 as well.
/// - AdamYoneda's DiffableDataSourceChatBootcamp, OwnMessageCollectionViewReplyCell.xib: a horizontal stack (spacing
///   20) of a visible 107-pt view and a hidden 40 × 40 image view (width 40, 1:1) stores the image view at x = 0.
/// Where the collapse would put them (IBStack): y = −80, 47.5 and −45, x = 107. And on one xib of a third project saved
/// by Xcode 16.1 (toolsVersion 23504; meganz's CallTitleView.xib, not flagged): a horizontal fill stack (spacing 4) of a
/// visible 45-pt label and, after it, a hidden image view with no length of its own (its image 10 × 10) stores the
/// image view 0 wide at x = 0, where the collapse puts it at 45 (1 frame). So a hidden end view starts at the stack's
/// start with or without a length of its own (one that has none is 0 long there, as it collapses). A hidden view
/// between two visible ones is still stored mid-spacing in Xcode 15 (the same project's MessageListTableViewCell.xib:
/// 286.67 between views ending at 284 and starting at 289, spacing 5). Xcode 12.5 (Zotero: x = 4.5, the visible
/// label's end), Xcode 14.3 (VLC: x = −28, −56) and Xcode 26 (Pocket Casts' EpisodeCell.xib, toolsVersion 24506:
/// x = −16, −44 before the first visible view, 220 after the last) store end views where they collapse, so the key is
/// set only for Xcode 15 and 16 documents (toolsVersion 22505–23999, below) and fill stacks, the distribution of every stack
/// measured.
/// Xcode 13.2 to 13.4 (toolsVersion 19529–20999) do the same in vertical fill stacks (`xcode13Vertical`). Measured on
/// two xibs of two projects, neither flagged misplaced (team study set xib36, 5 Dec 2026):
/// - mishadovhiy's Budget-Tracker, IndicatorView.xib (toolsVersion 19529, the Xcode 13 copy of the alert view above): a
///   centre-aligned vertical stack (spacing 20) of a hidden view with a height of 80 of its own, a visible 92.5-pt
///   stack and a hidden 41-pt stack (IBHiddenStackContentLength) stores both hidden views at y = 0, the visible stack
///   at y = 0, the stack 92.5 tall; collapsed they were at y = −80 and 92.5 (2 frames).
/// - bither's bither-ios, NetworkCustomPeerViewController.xib (toolsVersion 20037): a vertical fill stack (spacing 0)
///   of a hidden plain view whose two labels (heights 20 and 23, 6 apart, 25 above its bottom) require it 74 and a
///   visible 273-pt view stores the hidden view at (0, 0, 345, 74) and the visible one at y = 0; collapsed it was at
///   y = −74 (1 frame, with IBHiddenStackContentLength's chain, one-document extension).
/// The Xcode 13 documents that store end views where they collapse are horizontal: Zotero's LookupItemCell (Xcode
/// 13.3), a hidden 28-pt icon at x = −28 before the first visible view; so the Xcode 13 key is set only for vertical
/// stacks (a vertical Xcode 12.0 stack, cometchat's LeftReplyMessageBubble.xib, toolsVersion 17156, stores its hidden
/// first view at y = −19 where it collapses, so Xcode 12 is left out; Xcode 13.0 and 13.1 are unmeasured).
/// Xcode 15.0 (toolsVersion 22155) still collapses them: measured on Blockstream's green_ios, TxDetailsStatusCell.xib
/// (h24apps set, 3 Dec 2026, not flagged, its other 20 frames placed): a horizontal fill stack (spacing 2) of a hidden
/// 20 × 20 image view before a visible 63.67-pt label, the stack as wide as the label, stores the image view at
/// x = −20, where it collapses (ending at the stack's start), not at 0. So the key starts at the first measured
/// Xcode that puts such views at the start, 22505; the versions between are unmeasured.
enum IBStackHiddenAtStart {
    /// The toolsVersion of the first measured Xcode 15 save that puts hidden end views at the stack's start.
    static let since = 22505

    /// The Xcode 13 saves that put a vertical stack's hidden end views at its start: 13.2 (19529) to 13.4, before the
    /// Xcode 14 betas (21xxx).
    static let xcode13Vertical = 19529..<21000

    /// Xcode 11 (toolsVersion 15000–16999) does the same in fill and fillEqually stacks of either axis. Measured blind
    /// on two storyboards of two projects, neither flagged: nicikess's ios-fitness-tracker (Xcode 11.3, 15505), a
    /// vertical fillEqually stack 256.5 tall of a visible Start button and, after it, a hidden Stop button with no
    /// height of its own, stores the Stop button at (0, 0, 283, 0), where the collapse puts it at y = 256.5;
    /// rezojoglidze's Dotabuff-iOS-MVVM MatchDetails (Xcode 11.5, 16097), a centre-aligned horizontal fill stack
    /// (spacing 10) of a hidden 45 × 45 image view and then a visible label, stores the image view at x = 0, not −45.
    /// The two other Xcode 11 hidden end views on disk are 0 long at 0 either way; Xcode 10.1 (a trailing label stored
    /// where it collapses) and Xcode 12.0 (cometchat, above) collapse them.
    static let xcode11 = 15000..<17000

    static func apply(to stack: inout StackProperties, toolsVersion: Int, hasHiddenEndView: Bool) {
        guard hasHiddenEndView, toolsVersion < 24000 else { return }
        let fill = stack.distribution == .fill
        let vertical13 = xcode13Vertical.contains(toolsVersion) && stack.axis == .vertical
        let xcode11Stack = xcode11.contains(toolsVersion) && (fill || stack.distribution == .fillEqually)
        guard (toolsVersion >= since || vertical13) && fill || xcode11Stack else { return }
        stack.hiddenEndViewsAtStart = true
    }

    /// Whether the stack `element` has a hidden arranged view (by its own `hidden`, not a stopped indicator the canvas
    /// shows: IBStoppedIndicatorSlot) before every visible one or after them all; a stack with no visible arranged
    /// view has none (it closes up whatever the key).
    static func hasHiddenEndView(_ element: XMLElement, toolsVersion: Int) -> Bool {
        guard let ends = hiddenEndViews(element, toolsVersion: toolsVersion) else { return false }
        if xcode11.contains(toolsVersion), ends.trailing.contains(where: { Xcode11TrailingLength.hasOwnLength($0, inStack: element) }) {
            return false
        }
        return placedAtStart(ends.leading + ends.trailing, toolsVersion: toolsVersion)
    }

    /// Xcode 11 leaves a hidden view after the last visible one where it collapses, at the stack's end, when it has a
    /// length of its own along the stack's axis (a `width` or `height` constant in its own constraints); the views the
    /// Xcode 11 placement was measured on are a leading image view and a trailing button with no length of its own. A
    /// declared one-document narrowing, measured blind in the sixty-third session: alture's radio-app (Xcode 11.5,
    /// toolsVersion 16097, `retina6_1`, not flagged) stores a hidden 30 × 30 star image view (width and height 30 of its
    /// own) after a visible label ending at 374 in a centre-aligned horizontal fill stack (spacing 16) at x = 374, not
    /// at 0 (1 frame).
    enum Xcode11TrailingLength {
        static func hasOwnLength(_ view: XMLElement, inStack stack: XMLElement) -> Bool {
            let attribute = stack["axis"] == "vertical" ? "height" : "width"
            return (view.child("constraints")?.children ?? []).contains { constraint in
                constraint["firstAttribute"] == attribute && constraint["secondItem"] == nil
                    && (constraint["relation"] ?? "equal") == "equal" && (constraint["priority"] ?? "1000") == "1000"
            }
        }
    }

    /// Whether hidden end views are put at the stack's start: there is one, and none of them is of a class that
    /// stays where it collapses (collapsesAtItsEnd).
    static func placedAtStart(_ ends: [XMLElement], toolsVersion: Int) -> Bool {
        !ends.isEmpty && !ends.contains { collapsesAtItsEnd($0, toolsVersion: toolsVersion) }
    }

    /// Whether a hidden arranged view of this class stays where the stack collapses it in Xcode 14 to 16, whatever the
    /// stack's key: a label or a collection view. Every view the two hidden-at-start rules were measured on is a plain
    /// or custom `view`, an `imageView` or a `stackView`; the two documents that store a label or a collection view
    /// at an end of its fill stack store it where it collapses, neither flagged:
    /// - MahmoudAliAnwar's QatarPay-IOS, TransactionTableViewCell.xib (Xcode 14.2, toolsVersion 21507, team study set
    ///   apps1316, 4 Dec 2026): a vertical stack of a visible 50-pt label and, after it, a hidden label with a height of
    ///   16 of its own stores the hidden label at (0, 50, 100, 16), not at y = 0 (IBStackTrailingHiddenAtStart's
    ///   shape); another stack of the cell stores its hidden 18-pt label before the visible ones at y = −18.
    /// - Infomaniak's ios-kDrive, FileCollectionViewCell.xib (Xcode 16.2, 23727): a horizontal stack (spacing 8) of a
    ///   visible label and 12-pt image view ending at 60.67 and, after them, a hidden 64 × 16 collection view stores
    ///   it at x = 60.67, not at 0 (IBStackHiddenAtStart's shape), while a stack below it in the same cell stores its
    ///   hidden 16 × 16 custom view before the visible ones at x = 0: in one document the class decides.
    /// A stack whose hidden end views include one of these classes gets neither key (a stack mixing the two kinds at
    /// its ends was not measured).
    /// From Xcode 15 (toolsVersion 22505, `since`) a button does the same, a declared one-document extension measured
    /// blind: twalker-codes' iOS-Shopify Main.storyboard (22505, not flagged; session 54's large-document set) stores a
    /// vertical fill stack (spacing 5) whose visible views end at 395.5 and, after them, a hidden plain view 115 tall
    /// and a hidden button with a height of 35 of its own, both at y = 395.5, not at 0; the plain view follows the
    /// button, as the rule above has it for a mixed stack. Earlier saves are left out: reisdev's Xcode 15.0 save
    /// (22154) stores a hidden button with no height of its own at its stack's start (IBStackTrailingHiddenAtStart).
    static func collapsesAtItsEnd(_ view: XMLElement, toolsVersion: Int) -> Bool {
        view.name == "label" || view.name == "collectionView" || view.name == "button" && toolsVersion >= since
    }

    /// The stack `element`'s arranged views hidden by their own `hidden` (a stopped indicator the canvas shows counts
    /// as shown: IBStoppedIndicatorSlot) before its first visible one and after its last, in order; nil when no
    /// arranged view is visible.
    static func hiddenEndViews(_ element: XMLElement, toolsVersion: Int) -> (leading: [XMLElement], trailing: [XMLElement])? {
        let arranged = element.child("subviews")?.children ?? []
        let shown = arranged.map { $0.flag("hidden") != true || IBStoppedIndicatorSlot.arrangedAsShown($0, toolsVersion: toolsVersion) }
        guard let firstShown = shown.firstIndex(of: true), let lastShown = shown.lastIndex(of: true) else { return nil }
        return (Array(arranged[..<firstShown]), Array(arranged[(lastShown + 1)...]))
    }
}
