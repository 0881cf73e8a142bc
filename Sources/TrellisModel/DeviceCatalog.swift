/// The devices table: every iPhone and iPad screen in current use, its names, and where each number comes from.
///
/// Sizes and scales are the points and pixels of Apple's Human Interface Guidelines ("Layout", device screen sizes;
/// "Adaptivity and Layout" before 2022) and of Xcode's simulators; the per-model sizes of the 2020 to 2025 phones are
/// also in Geoff Hackworth's "How iOS Apps Adapt to the various iPhone 12/14 Screen Sizes" (2020, 2022). Safe areas
/// are what `view.safeAreaInsets` prints on the simulator of that model (iOS 17 and later), as published:
/// - status-bar phones and iPads: 20 top in portrait; phones hide the status bar in landscape, so 0 all round
///   (useyourloaf, "Supporting iPhone X", 2017; Bandyer's device table with tests, public SDK, 2021);
/// - notched phones: the portrait top is the status bar around the sensor housing, the bottom 34 is the home
///   indicator; in landscape UIKit gives top 0, the portrait top on both left and right (symmetric, whichever side
///   the housing is on), and 21 at the bottom (useyourloaf 2017: iPhone X 44 left and right; a 414 × 896 XS Max
///   shows a 808 × 393 safe area in landscape, 896 − 2 × 44 and 414 − 21; a logged 428 × 926 rotation prints
///   (47, 0, 34, 0) then (0, 47, 21, 47); csl.cool 2023: (59, 0, 34, 0) then (0, 59, 21, 59) on a 14 Pro-class phone;
///   Bandyer's table: 48 for the iPhone 11 and 50 for the 12 mini, portrait top and landscape sides);
/// - iPads with a home indicator: 24 top (taller status bar) and 20 bottom in both orientations (Bandyer's table:
///   iPad Pro 11 and 12.9); iPads with a home button: 20 top, 0 bottom, in both orientations.
public enum DeviceCatalog {
    /// What occupies the screen's edges, which decides the safe area in each orientation.
    public enum Housing: Sendable, Hashable {
        /// A phone with a home button: a 20-point status bar in portrait, hidden in landscape.
        case phoneWithHomeButton
        /// A phone with a sensor housing and a home indicator; the portrait top inset.
        case phoneWithNotch(top: Double)
        /// An iPad with a home button: a 20-point status bar in both orientations.
        case padWithHomeButton
        /// An iPad with a home indicator: 24 top, 20 bottom in both orientations.
        case padWithHomeIndicator
    }

    /// One screen of the table and every model name that has it.
    public struct Entry: Sendable, Hashable {
        /// Model names, Xcode's simulator names in kebab case (`iphone-15-pro`); the first is the table's name.
        public var names: [String]
        /// The portrait size in points.
        public var size: Size
        public var scale: Double
        public var housing: Housing
        /// Where the row's numbers come from.
        public var source: String

        public var name: String { names[0] }

        /// The safe area insets in one orientation.
        public func safeArea(_ orientation: Orientation) -> Insets {
            switch (housing, orientation) {
            case (.phoneWithHomeButton, .portrait): return Insets(top: 20, left: 0, bottom: 0, right: 0)
            case (.phoneWithHomeButton, .landscape): return .zero
            case (.phoneWithNotch(let top), .portrait): return Insets(top: top, left: 0, bottom: 34, right: 0)
            case (.phoneWithNotch(let side), .landscape): return Insets(top: 0, left: side, bottom: 21, right: side)
            case (.padWithHomeButton, _): return Insets(top: 20, left: 0, bottom: 0, right: 0)
            case (.padWithHomeIndicator, _): return Insets(top: 24, left: 0, bottom: 20, right: 0)
            }
        }

        /// The screen in one orientation, named `name` (one of `names`).
        public func device(_ orientation: Orientation, name: String? = nil) -> Device {
            let oriented = orientation == .portrait ? size : Size(width: size.height, height: size.width)
            return Device(name: name ?? self.name, size: oriented, scale: scale, safeArea: safeArea(orientation),
                          orientation: orientation)
        }
    }

    /// The entry that has this name.
    public static func entry(named name: String) -> Entry? { index[name].map { entries[$0] } }

    private static let index: [String: Int] = {
        var result: [String: Int] = [:]
        for (position, entry) in entries.enumerated() {
            for name in entry.names where result[name] == nil { result[name] = position }
        }
        return result
    }()

    private static let hig = "Apple HIG device screen sizes"
    private static let statusBar = "20-pt status bar (useyourloaf 2017; Bandyer table)"

    /// The table, phones from the smallest, then iPads.
    public static let entries: [Entry] = [
        Entry(names: ["iphone-se", "iphone-se-1st-generation", "iphone-5s"], size: Size(width: 320, height: 568), scale: 2,
              housing: .phoneWithHomeButton, source: "\(hig): 640 × 1136 px @2x; \(statusBar)"),
        Entry(names: ["iphone-8", "iphone-se-3", "iphone-se-3rd-generation", "iphone-se-2nd-generation", "iphone-7", "iphone-6s"],
              size: Size(width: 375, height: 667), scale: 2,
              housing: .phoneWithHomeButton, source: "\(hig): 750 × 1334 px @2x; \(statusBar)"),
        Entry(names: ["iphone-8-plus", "iphone-7-plus"], size: Size(width: 414, height: 736), scale: 3,
              housing: .phoneWithHomeButton, source: "\(hig): 1242 × 2208 px rendered @3x; \(statusBar)"),
        Entry(names: ["iphone-x", "iphone-xs", "iphone-11-pro"], size: Size(width: 375, height: 812), scale: 3,
              housing: .phoneWithNotch(top: 44),
              source: "\(hig): 1125 × 2436 px @3x; 44 top, 34 bottom, landscape 44 sides (useyourloaf 2017; Bandyer table)"),
        Entry(names: ["iphone-xs-max", "iphone-11-pro-max"], size: Size(width: 414, height: 896), scale: 3,
              housing: .phoneWithNotch(top: 44),
              source: "\(hig): 1242 × 2688 px @3x; 44 top; landscape safe area 808 × 393 (usagimaru, Qiita 2018)"),
        Entry(names: ["iphone-xr", "iphone-11"], size: Size(width: 414, height: 896), scale: 2,
              housing: .phoneWithNotch(top: 48),
              source: "\(hig): 828 × 1792 px @2x; 48 top since iOS 14, 48 landscape sides (Bandyer table, iPhone 11)"),
        Entry(names: ["iphone-12-mini", "iphone-13-mini"], size: Size(width: 375, height: 812), scale: 3,
              housing: .phoneWithNotch(top: 50),
              source: "Hackworth 2020: 375 × 812 pt @3x (downsampled to 1080 × 2340 px); 50 top, 50 landscape sides (Bandyer table)"),
        Entry(names: ["iphone-13", "iphone-12", "iphone-12-pro", "iphone-13-pro", "iphone-14", "iphone-16e"],
              size: Size(width: 390, height: 844), scale: 3, housing: .phoneWithNotch(top: 47),
              source: "Hackworth 2020/2022: 1170 × 2532 px @3x; 47 top, 47 landscape sides (Bandyer table; logged simulator output)"),
        Entry(names: ["iphone-14-plus", "iphone-12-pro-max", "iphone-13-pro-max"], size: Size(width: 428, height: 926), scale: 3,
              housing: .phoneWithNotch(top: 47),
              source: "Hackworth 2020/2022: 1284 × 2778 px @3x; rotation logged as (47, 0, 34, 0) → (0, 47, 21, 47)"),
        Entry(names: ["iphone-15-pro", "iphone-14-pro", "iphone-15", "iphone-16"], size: Size(width: 393, height: 852), scale: 3,
              housing: .phoneWithNotch(top: 59),
              source: "Hackworth 2022: 1179 × 2556 px @3x; safe-area guide {0, 59, 393, 759} (flutter/flutter#120682); landscape 59 sides (csl.cool 2023)"),
        Entry(names: ["iphone-15-pro-max", "iphone-14-pro-max", "iphone-15-plus", "iphone-16-plus"],
              size: Size(width: 430, height: 932), scale: 3, housing: .phoneWithNotch(top: 59),
              source: "Hackworth 2022: 1290 × 2796 px @3x; 59 top, 34 bottom, landscape (0, 59, 21, 59)"),
        Entry(names: ["iphone-16-pro", "iphone-17", "iphone-17-pro"], size: Size(width: 402, height: 874), scale: 3,
              housing: .phoneWithNotch(top: 62),
              source: "402 × 874 pt @3x (Xcode simulator; OnsenUI#3089); 62 top, 34 bottom logged on the simulator; landscape 62 sides"),
        Entry(names: ["iphone-16-pro-max", "iphone-17-pro-max"], size: Size(width: 440, height: 956), scale: 3,
              housing: .phoneWithNotch(top: 62),
              source: "440 × 956 pt @3x (Xcode simulator; OnsenUI#3089); 62 top, 34 bottom; landscape 62 sides"),
        Entry(names: ["ipad", "ipad-6", "ipad-air-2", "ipad-mini-5", "ipad-pro-9.7"], size: Size(width: 768, height: 1024), scale: 2,
              housing: .padWithHomeButton, source: "\(hig): 1536 × 2048 px @2x; 20 top in both orientations (Bandyer table)"),
        Entry(names: ["ipad-9", "ipad-7", "ipad-8"], size: Size(width: 810, height: 1080), scale: 2,
              housing: .padWithHomeButton, source: "\(hig): 10.2\" iPad 1620 × 2160 px @2x; 20 top (Bandyer table)"),
        Entry(names: ["ipad-air-3", "ipad-pro-10.5"], size: Size(width: 834, height: 1112), scale: 2,
              housing: .padWithHomeButton, source: "\(hig): 10.5\" 1668 × 2224 px @2x; 20 top (Bandyer table)"),
        Entry(names: ["ipad-mini-6", "ipad-mini-a17-pro"], size: Size(width: 744, height: 1133), scale: 2,
              housing: .padWithHomeIndicator, source: "Apple HIG: 8.3\" iPad mini 1488 × 2266 px @2x; 24 top, 20 bottom"),
        Entry(names: ["ipad-10", "ipad-air-4", "ipad-air-5", "ipad-air-11-m2", "ipad-a16"], size: Size(width: 820, height: 1180), scale: 2,
              housing: .padWithHomeIndicator, source: "Apple HIG: 10.9\"/11\" 1640 × 2360 px @2x; 24 top, 20 bottom"),
        Entry(names: ["ipad-pro-11", "ipad-pro-11-4th-generation"], size: Size(width: 834, height: 1194), scale: 2,
              housing: .padWithHomeIndicator, source: "\(hig): 11\" iPad Pro 1668 × 2388 px @2x; 24 top, 20 bottom (Bandyer table)"),
        Entry(names: ["ipad-pro-11-m4"], size: Size(width: 834, height: 1210), scale: 2,
              housing: .padWithHomeIndicator, source: "Apple HIG: 11\" iPad Pro (M4) 1668 × 2420 px @2x; 24 top, 20 bottom"),
        Entry(names: ["ipad-pro-12.9", "ipad-air-13-m2"], size: Size(width: 1024, height: 1366), scale: 2,
              housing: .padWithHomeIndicator, source: "\(hig): 12.9\" iPad Pro 2048 × 2732 px @2x; 24 top, 20 bottom (Bandyer table)"),
        Entry(names: ["ipad-pro-13-m4"], size: Size(width: 1032, height: 1376), scale: 2,
              housing: .padWithHomeIndicator, source: "Apple HIG: 13\" iPad Pro (M4) 2064 × 2752 px @2x; 24 top, 20 bottom"),
    ]
}
