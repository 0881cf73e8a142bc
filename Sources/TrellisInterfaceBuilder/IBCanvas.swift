import TrellisModel

/// The canvas an Interface Builder document was laid out on: the `<device>` element, its orientation, and the
/// safe area its stored frames follow (status bar per toolsVersion, notched insets per toolsVersion, simulated bars).
struct IBCanvas: Sendable, Hashable {
    /// Xcode's device id (`retina6_12`), or `freeform` when the document names none.
    var deviceID: String
    var size: Size
    var scale: Double
    var isPad: Bool
    var isLandscape: Bool
    var toolsVersion: Int
    /// Whether the document names its device (`<device>`, Xcode 8 on); otherwise the canvas is inferred.
    var namesDevice = false
    /// A Mac Catalyst canvas in the Mac idiom, `<device id="mac" renderMode="macOS">` (IBMacCanvas): regular both ways,
    /// 2 pixels per point.
    var isMac = false

    /// One row of the device table: Xcode's id, the portrait size in points, the scale, whether it is an iPad.
    private struct Row { var id: String; var width: Double; var height: Double; var scale: Double; var pad: Bool }

    /// Xcode's device ids and their canvases (from the documents' `<device>` elements and the root views' frames).
    private static let table: [Row] = [
        Row(id: "retina3_5", width: 320, height: 480, scale: 2, pad: false),
        Row(id: "retina4_0", width: 320, height: 568, scale: 2, pad: false),
        Row(id: "retina4_7", width: 375, height: 667, scale: 2, pad: false),
        Row(id: "retina5_5", width: 414, height: 736, scale: 3, pad: false),
        Row(id: "retina5_9", width: 375, height: 812, scale: 3, pad: false),
        Row(id: "retina5_4", width: 375, height: 812, scale: 3, pad: false),
        Row(id: "retina6_1", width: 414, height: 896, scale: 2, pad: false),
        Row(id: "retina6_5", width: 414, height: 896, scale: 3, pad: false),
        Row(id: "retina6_0", width: 390, height: 844, scale: 3, pad: false),
        Row(id: "retina6_12", width: 390, height: 844, scale: 3, pad: false),
        Row(id: "retina6_7", width: 428, height: 926, scale: 3, pad: false),
        // The iPhone 14 Pro Max class (Dynamic Island): a freeform xib view on this canvas in landscape, saved by
        // Xcode 14.1, stores its content inside 59-pt side insets, which only a 430 × 932 phone has (a 428 × 926
        // one has 47); a full-screen root of 428 × 926 still says that phone (the root-size rule below).
        Row(id: "retina6_72", width: 430, height: 932, scale: 3, pad: false),
        // The 6.3-inch iPhone 16 Pro: an Xcode 16 storyboard (toolsVersion 23727) on `retina6_3` stores a 402 × 874
        // root (a project generator's launch screen, two copies in the index).
        Row(id: "retina6_3", width: 402, height: 874, scale: 3, pad: false),
        // The 6.9-inch iPhone 16 Pro Max, 440 × 956: three Xcode 16.2–26 storyboards on `retina6_9` (two course projects
        // by two people, toolsVersion 23504, and Cocktail-Recipes, 24128) store their full-screen roots 440 × 956, and one
        // of them, whose first root sits above an opaque tab bar (440 × 873), a full-screen presentation's button 16 pt
        // above the safe area's bottom at y = 889 = 956 − 16 − 51 (no device insets before 23700, IBXcode162FullScreen).
        Row(id: "retina6_9", width: 440, height: 956, scale: 3, pad: false),
        Row(id: "retina6_27", width: 402, height: 874, scale: 3, pad: false),
        Row(id: "retina6_86", width: 440, height: 956, scale: 3, pad: false),
        // The iPad mini (6th generation): 744 × 1133 points, rounded corners (24-pt status bar, 20-pt home indicator;
        // isRoundedPad). Two projects store it so: a 744 × 1133 full-screen root of Xcode 13.2 (19455) with content
        // pinned to the safe area 24 pt below its top, and an Xcode 14.2 split view's navigation bar at y = 24.
        Row(id: "ipad7_9", width: 744, height: 1133, scale: 2, pad: true),
        Row(id: "ipad9_7", width: 768, height: 1024, scale: 2, pad: true),
        Row(id: "ipad10_2", width: 810, height: 1080, scale: 2, pad: true),
        Row(id: "ipad10_5", width: 834, height: 1112, scale: 2, pad: true),
        Row(id: "ipad10_9rounded", width: 820, height: 1180, scale: 2, pad: true),
        Row(id: "ipad11", width: 834, height: 1194, scale: 2, pad: true),
        Row(id: "ipad11_0rounded", width: 834, height: 1194, scale: 2, pad: true),
        Row(id: "ipad12_9", width: 1024, height: 1366, scale: 2, pad: true),
        Row(id: "ipad12_9rounded", width: 1024, height: 1366, scale: 2, pad: true),
        // The 13-inch iPad Pro (M4), 2064 × 2752 pixels at 2×: 1032 × 1376 points, rounded corners. Xcode 16 writes
        // this id with a capital I; two Xcode 16 storyboards of two projects store full-screen roots of 1376 × 1032 in
        // landscape on it (RoshilVofox's Crewbid Sync storyboard, toolsVersion 23727; django-files' share extension,
        // 23504). Without the row a document with no full-screen root took a phone's 3× canvas and 20-pt status bar.
        Row(id: "iPad13_0rounded", width: 1032, height: 1376, scale: 2, pad: true),
    ]

    /// The portrait screen of the phone Xcode's id names (`retina4_0`), or nil for an iPad or an unknown id.
    static func phoneScreen(id: String) -> Size? {
        table.first { $0.id == id && !$0.pad }.map { Size(width: $0.width, height: $0.height) }
    }

    /// The 393 × 852 iPhone 14 Pro class, which no id names by default: `retina6_12` from Xcode 14, and any phone
    /// canvas whose full-screen root has that stored size.
    private static let iPhone14Pro = Row(id: "retina6_12", width: 393, height: 852, scale: 3, pad: false)

    /// The canvas of a document: its `<device>` (id and orientation); `rootSize` (a full-screen root view's stored
    /// size) wins over the table when the id is unknown. Documents older than Xcode 8 name no device: an iPad
    /// runtime (`targetRuntime="iOS.CocoaTouch.iPad"`) is a 768 × 1024 iPad, else the phone whose screen the
    /// first root fills, else an iPhone 8-sized one; landscape when the first root is that screen turned sideways
    /// or the document simulates a landscape orientation (`<simulatedOrientationMetrics orientation="landscapeRight">`).
    init(device: XMLElement?, toolsVersion: Int, rootSize: Size?, runtime: String? = nil, landscapeHint: Bool = false) {
        self.toolsVersion = toolsVersion
        namesDevice = device != nil
        var id = device?["id"] ?? "retina4_7"
        isLandscape = device?["orientation"] == "landscape"
        if device == nil {
            if runtime?.hasSuffix(".iPad") == true {
                id = "ipad9_7"
            } else if let rootSize, let row = Self.table.first(where: { !$0.pad && $0.width == min(rootSize.width, rootSize.height)
                                                                    && $0.height == max(rootSize.width, rootSize.height) }) {
                id = row.id
            }
            // A root the size of that device's screen turned sideways says landscape too. A square root is Xcode 6
            // and 7's size-class canvas (600 × 600 for any width and height), which no orientation turns: a simulated
            // landscape orientation keeps its status bar there (measured: karankadu's iOS-Examples Animation
            // storyboard, Xcode 7.2, toolsVersion 10116, `landscapeRight` on 600 × 600, stores a switch pinned to the
            // top layout guide at y = 20, an image view 32 pt below it at y = 52; nothing on disk changes).
            let screen = Self.table.first { $0.id == id }
            let square = rootSize.map { $0.width == $0.height } ?? false
            isLandscape = (landscapeHint && !square)
                || (rootSize != nil && rootSize?.width == screen?.height && rootSize?.height == screen?.width)
        }
        deviceID = id
        isMac = IBMacCanvas.applies(to: device)
        if var row = Self.table.first(where: { $0.id == id }) {
            // Xcode reused ids for newer phones: `retina6_12` is 390 × 844 in Xcode 12–13 documents and 393 × 852
            // (iPhone 14 Pro and later) from Xcode 14 (toolsVersion 21000 on: every full-screen root of the corpora's
            // retina6_12 documents saved by Xcode 14–15, toolsVersion 21507 to 23504, is 393 × 852, and a landscape launch
            // screen of 21507 stores 852 × 393), which a
            // document without a full-screen root (a xib view of its own size) takes; a full-screen root of another
            // phone's size says which.
            if id == "retina6_12", toolsVersion >= 21000 { row = Self.iPhone14Pro }
            if let rootSize, let other = (Self.table + [Self.iPhone14Pro]).first(where: { other in
                !other.pad && !row.pad && other.width == min(rootSize.width, rootSize.height)
                    && other.height == max(rootSize.width, rootSize.height) }), other.width != row.width || other.height != row.height {
                row = Row(id: id, width: other.width, height: other.height, scale: other.scale, pad: false)
            }
            // An iPad id Xcode reused for a newer iPad: the full-screen root's stored size says which (IBPadScreens).
            if row.pad, let screen = IBPadScreens.portraitSize(rootSize: rootSize,
                                                             known: Self.table.filter(\.pad).map { ($0.width, $0.height) }) {
                row = Row(id: id, width: screen.width, height: screen.height, scale: row.scale, pad: true)
            }
            size = isLandscape ? Size(width: row.height, height: row.width) : Size(width: row.width, height: row.height)
            // Xcode 7 and earlier (toolsVersion below 11000, no `<device>`) lay their canvases out at 2 pixels per point,
            // the iPhone 6 Plus's (`retina55`) included: of the 13,864 frame values in the 427 such documents of the
            // team's corpora (3 Dec 2026), none is a third of a point, where Xcode 8 and later documents of 3× phones
            // store thirds (211 of 1,580 values on `retina5_5`, 1,298 of 9,596 on `retina6_12`). So 736 / 3 is stored
            // 245.5 there (AppCoda's stack view demo, Xcode 7 beta on a 414-pt canvas, stores a nested stack at y = 8
            // where Trellis's text metrics give 8.53: 8.5 on this grid, 8.667 on a 3× one).
            scale = device == nil && toolsVersion > 0 && toolsVersion < 11000 ? min(row.scale, 2) : row.scale
            isPad = row.pad
        } else {
            size = rootSize ?? Size(width: 375, height: 667)
            isPad = id.lowercased().hasPrefix("ipad") || min(size.width, size.height) >= 700
            // tvOS canvases (`apple_tv`, `variant="tvOS"`) are 1920 × 1080 points at 1 pixel per point.
            // The Mac canvas is 2× (IBMacCanvas).
            scale = id.hasPrefix("apple_tv") ? 1 : isMac ? IBMacCanvas.scale : isPad ? 2 : 3
        }
    }

    /// Width ≥ 414 pt phones (Plus, Max, XR) are regular width in landscape; iPads and the Mac canvas are regular both ways.
    var isCompactWidth: Bool {
        if isPad || isMac { return false }
        return !(isLandscape && min(size.width, size.height) >= 414)
    }

    var isCompactHeight: Bool { !isPad && !isMac && isLandscape }

    /// Whether bars take their compact heights: a phone in landscape that is compact in both directions (the
    /// phones narrower than 414 pt). UINavigationBar and UIToolbar are 32 pt there instead of 44, and UITabBar
    /// uses its compact inline layout (`UITabBarAppearance.compactInlineLayoutAppearance`), 32 pt instead of 49;
    /// Plus and Max phones are regular width in landscape and keep 44 and 49 (as measured by others: a 32-pt tab
    /// bar on iPhones in landscape since iOS 11; on iOS 13 a landscape iPhone 8 Plus's tab bar is 49 pt and an
    /// iPhone XR's about 70 with its home indicator).
    var usesCompactBars: Bool { isCompactHeight && isCompactWidth }

    /// The top inset of a notched phone in portrait (0 for a phone with a home button): measured from the stored
    /// frames, 375 × 812 has 50 pt from toolsVersion 21000 on (44 before; 47 in Xcode 14.1–14.2 portrait, IBXcode142NotchTop), 414 × 896 48 (44 before), 390 × 844 and
    /// 428 × 926 47 (44 before: Xcode 12 and 13 documents store a navigation controller's bar at y = 44 on 390 × 844
    /// and a view pinned to the safe area's top at y = 44 on 428 × 926), 393 × 852 and 430 × 932 59, 402 × 874 and
    /// 440 × 956 62.
    var notchTop: Double {
        let portrait = (min(size.width, size.height), max(size.width, size.height))
        // The Xcode 14.0 betas keep Xcode 13's 44 where Xcode 14 changed it (IBXcode14BetaNotchTop).
        let xcode14 = toolsVersion >= 21000 && !IBXcode14BetaNotchTop.keepsXcode13Top(toolsVersion: toolsVersion)
        switch portrait {
        case (375, 812), (360, 780):
            // Xcode 14.1 and 14.2 in portrait: 47 (IBXcode142NotchTop).
            if let top = IBXcode142NotchTop.top(size: size, isLandscape: isLandscape, toolsVersion: toolsVersion) { return top }
            return xcode14 ? 50 : 44
        // The @3x 414 × 896 phones (XS Max, 11 Pro Max: `retina6_5`) keep 44 on every canvas; the 48 of Xcode 14 on
        // is the @2x XR/11's (`retina6_1`): published device tables give the two phones 44 and 48, and an Xcode 14.2
        // save on retina6_5 stores a stack pinned to the safe area's top at y = 44, 818 tall.
        case (414, 896): return xcode14 && scale < 3 ? 48 : 44
        case (390, 844), (428, 926): return xcode14 ? 47 : 44
        case (393, 852), (430, 932): return 59
        case (402, 874), (440, 956): return 62
        default: return 0
        }
    }

    /// Rounded iPads have a 24-pt status bar and a 20-pt home indicator.
    var isRoundedPad: Bool { isPad && (deviceID.hasSuffix("rounded") || deviceID == "ipad11" || deviceID == "ipad7_9") }

    /// The status bar on a device without a notch: 20 pt, except that Xcode 11 to 14.2 (toolsVersion 14800–21599)
    /// simulated none on phones; phones hide it in landscape. iPads have it again from Xcode 13 (Xcode 13 documents,
    /// toolsVersion 19162 and 20037, store a navigation bar pinned to the safe area's top at y = 20 on ipad12_9); Xcode 11
    /// to 12.5 show it on no device but the 12.9-inch iPads, and there not over a controller without bars (IBPadBars).
    var statusBar: Double {
        if IBPadBars.hidesStatusBar(on: self) { return 0 }
        if isRoundedPad { return 24 }
        if !isPad && isLandscape && !IBLandscapeStatusBar.shown(toolsVersion: toolsVersion, compactWidth: isCompactWidth) { return 0 }
        if !isPad, (14800...21599).contains(toolsVersion) { return 0 }
        return 20
    }

    /// Whether the document's Xcode keeps the status bar's 20 pt in the safe area (and the top layout guide) even where
    /// the simulated metrics say "Status Bar: None": Xcode 9 and 10 (toolsVersion 13000–14799), the versions that
    /// brought iOS 11's safe area, on which a phone's status bar area is part of the device (measured: an Xcode 10.1
    /// storyboard with `<nil key="simulatedStatusBarMetrics"/>` stores a collection view pinned to the top layout
    /// guide at y = 20 on a 375 × 667 canvas; Xcode 9 is taken to behave as Xcode 10, unmeasured). Older documents
    /// remove the status bar as the metric says.
    var keepsStatusBarArea: Bool { (13000..<14800).contains(toolsVersion) }

    /// The device's own safe area (status bar or sensor housing, home indicator), before any simulated bar.
    func deviceInsets(statusBarShown: Bool) -> Insets {
        let notch = notchTop
        if notch > 0 {
            // In landscape the housing is at a side, as deep as the portrait top: 44 on the first notched phones (and
            // their canvases before Xcode 14), 50 on the 12/13 mini and 48 on the XR/11 whose tops Xcode 14 canvases
            // take (their runtime safeAreaInsets in landscape, published in device tables: (0, 50, 21, 50) and
            // (0, 48, 21, 48); the devices table, DeviceCatalog, has the same rows).
            if isLandscape { return Insets(top: 0, left: notch, bottom: 21, right: notch) }
            return Insets(top: notch, left: 0, bottom: 34, right: 0)
        }
        let bottom: Double = isRoundedPad ? 20 : 0
        return Insets(top: statusBarShown ? statusBar : 0, left: 0, bottom: bottom, right: 0)
    }

    /// Whether the device has a home indicator (then bottom bars grow by 34).
    var hasHomeIndicator: Bool { notchTop > 0 && !isLandscape }

    /// Whether `stored`, a controller's root, has the shape Xcode stores a phone's page sheet in (iOS 13's default modal
    /// presentation): at y = 0, as wide as the canvas, as much shorter as the status area and 10 pt
    /// (IBChildShownSheet.sheetShortfall), on a canvas with a status area (IBRootPlacement).
    func isPageSheetShape(_ stored: Rect) -> Bool {
        deviceInsets(statusBarShown: true).top > 0 && stored.minY == 0 && stored.width == size.width
            && size.height - stored.height == IBChildShownSheet.sheetShortfall(on: self)
    }
}
