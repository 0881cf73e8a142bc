import Testing
import TrellisModel
@testable import TrellisScene

/// The devices table, orientations, size classes and a custom screen with a safe area.
@Suite("Devices table")
struct DeviceTableTests {
    /// (name, size, scale, portrait safe area) as Apple's and Xcode's simulators give them (sources in DeviceCatalog).
    static let portrait: [(String, Size, Double, Insets)] = [
        ("iphone-se", Size(width: 320, height: 568), 2, Insets(top: 20, left: 0, bottom: 0, right: 0)),
        ("iphone-se-3", Size(width: 375, height: 667), 2, Insets(top: 20, left: 0, bottom: 0, right: 0)),
        ("iphone-8-plus", Size(width: 414, height: 736), 3, Insets(top: 20, left: 0, bottom: 0, right: 0)),
        ("iphone-x", Size(width: 375, height: 812), 3, Insets(top: 44, left: 0, bottom: 34, right: 0)),
        ("iphone-11", Size(width: 414, height: 896), 2, Insets(top: 48, left: 0, bottom: 34, right: 0)),
        ("iphone-xr", Size(width: 414, height: 896), 2, Insets(top: 48, left: 0, bottom: 34, right: 0)),
        ("iphone-13-mini", Size(width: 375, height: 812), 3, Insets(top: 50, left: 0, bottom: 34, right: 0)),
        ("iphone-14", Size(width: 390, height: 844), 3, Insets(top: 47, left: 0, bottom: 34, right: 0)),
        ("iphone-14-plus", Size(width: 428, height: 926), 3, Insets(top: 47, left: 0, bottom: 34, right: 0)),
        ("iphone-15-pro", Size(width: 393, height: 852), 3, Insets(top: 59, left: 0, bottom: 34, right: 0)),
        ("iphone-15-pro-max", Size(width: 430, height: 932), 3, Insets(top: 59, left: 0, bottom: 34, right: 0)),
        ("iphone-16-pro", Size(width: 402, height: 874), 3, Insets(top: 62, left: 0, bottom: 34, right: 0)),
        ("iphone-16-pro-max", Size(width: 440, height: 956), 3, Insets(top: 62, left: 0, bottom: 34, right: 0)),
        ("ipad", Size(width: 768, height: 1024), 2, Insets(top: 20, left: 0, bottom: 0, right: 0)),
        ("ipad-pro-11", Size(width: 834, height: 1194), 2, Insets(top: 24, left: 0, bottom: 20, right: 0)),
        ("ipad-pro-12.9", Size(width: 1024, height: 1366), 2, Insets(top: 24, left: 0, bottom: 20, right: 0)),
    ]

    @Test("Every name gives its portrait size, scale and safe area", arguments: 0..<16)
    func portraitRow(_ row: Int) throws {
        let (name, size, scale, insets) = Self.portrait[row]
        let device = try #require(Device.named(name))
        #expect(device.name == name)
        #expect(device.size == size)
        #expect(device.scale == scale)
        #expect(device.safeArea == insets)
        #expect(device.orientation == .portrait)
    }

    @Test("Landscape swaps the size; a notched phone's portrait top goes to both sides, 21 at the bottom, 0 at the top")
    func landscape() throws {
        // iPhone 15 Pro: 393 × 852 with 59 top → 852 × 393 with (0, 59, 21, 59).
        let pro = try #require(Device.labeled("iphone-15-pro/landscape"))
        #expect(pro.size == Size(width: 852, height: 393))
        #expect(pro.safeArea == Insets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(pro.label == "iphone-15-pro/landscape")
        #expect(pro.folderName == "iphone-15-pro-landscape")
        // iPhone 13: 47 sides; iPhone 16 Pro: 62; 12 mini: 50.
        #expect(Device.named("iphone-13", orientation: .landscape)?.safeArea == Insets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(Device.named("iphone-16-pro", orientation: .landscape)?.safeArea == Insets(top: 0, left: 62, bottom: 21, right: 62))
        #expect(Device.named("iphone-12-mini", orientation: .landscape)?.safeArea == Insets(top: 0, left: 50, bottom: 21, right: 50))
        // A home-button phone hides its status bar in landscape; an iPad keeps its bars.
        #expect(Device.named("iphone-8", orientation: .landscape)?.safeArea == .zero)
        #expect(Device.named("ipad-pro-11", orientation: .landscape)?.safeArea == Insets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(Device.named("ipad", orientation: .landscape)?.size == Size(width: 1024, height: 768))
        #expect(Device.labeled("iphone-15-pro/sideways") == nil)
    }

    /// Apple's size-class table: iPhone portrait wC hR; landscape hC, wR only on Plus/Max/XR/11; iPad wR hR.
    @Test("Size classes follow Apple's table on every device and orientation")
    func sizeClasses() throws {
        let compactRegular = SizeClasses(horizontal: .compact, vertical: .regular)
        let compactCompact = SizeClasses(horizontal: .compact, vertical: .compact)
        let regularCompact = SizeClasses(horizontal: .regular, vertical: .compact)
        let regularRegular = SizeClasses(horizontal: .regular, vertical: .regular)
        let wide = ["iphone-8-plus", "iphone-xs-max", "iphone-xr", "iphone-11", "iphone-14-plus", "iphone-15-pro-max", "iphone-16-plus",
                    "iphone-16-pro-max"]
        for entry in DeviceCatalog.entries {
            let isPad = entry.name.hasPrefix("ipad")
            let portrait = entry.device(.portrait), landscape = entry.device(.landscape)
            #expect(portrait.sizeClasses == (isPad ? regularRegular : compactRegular), "\(entry.name)")
            let expected = isPad ? regularRegular : entry.names.contains(where: wide.contains) ? regularCompact : compactCompact
            #expect(landscape.sizeClasses == expected, "\(entry.name) landscape")
        }
    }

    @Test("Every name is unique and every row states its source")
    func names() {
        let names = Device.names
        #expect(Set(names).count == names.count)
        #expect(DeviceCatalog.entries.allSatisfy { !$0.source.isEmpty })
        // The names the scene format had before the table grew still work.
        for name in ["iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-xr", "iphone-13", "iphone-15-pro-max", "ipad", "ipad-pro-12.9"] {
            #expect(Device.named(name) != nil, "\(name)")
        }
    }

    @Test("A scene's orientation turns its device; a devices list may turn each entry")
    func sceneOrientation() throws {
        let single = try Load.scene("device: iphone-16-pro\norientation: landscape\n")
        #expect(single.devices.map(\.label) == ["iphone-16-pro/landscape"])
        #expect(single.size == Size(width: 874, height: 402))
        let list = try Load.scene("devices: [iphone-se, iphone-15-pro/landscape, ipad/portrait]\n")
        #expect(list.devices.map(\.label) == ["iphone-se", "iphone-15-pro/landscape", "ipad"])
        let turned = try Load.scene("devices: [iphone-se, iphone-x/portrait]\norientation: landscape\n")
        #expect(turned.devices.map(\.label) == ["iphone-se/landscape", "iphone-x"])
    }

    @Test("A custom size may carry a safe area and size classes")
    func customSize() throws {
        let scene = try Load.scene("size: {width: 400, height: 800, safeArea: [30, 0, 20, 0], sizeClasses: {horizontal: regular}}\n")
        let device = try #require(scene.devices.first)
        #expect(device.name == nil)
        #expect(device.size == Size(width: 400, height: 800))
        #expect(device.safeArea == Insets(top: 30, left: 0, bottom: 20, right: 0))
        // horizontal written; vertical from the rule (800 ≥ 500 → regular).
        #expect(device.sizeClasses == SizeClasses(horizontal: .regular, vertical: .regular))
        // The plain form keeps no device (a zero safe area, as before).
        #expect(try Load.scene("size: [320, 480]\n").devices.isEmpty)
    }

    @Test("Mistakes in device names and orientations are located and explained")
    func mistakes() {
        let unknown = Load.errors("device: iphone-15-pr\n")
        #expect(unknown.first?.message == "device: unknown device 'iphone-15-pr'; did you mean 'iphone-15-pro'?")
        #expect(unknown.first?.location?.column == 9)
        let orientation = Load.errors("devices: [iphone-x/landscap]\n")
        #expect(orientation.first?.message == "devices: unknown orientation 'landscap'; did you mean 'iphone-x/landscape'?")
        let withSize = Load.errors("size: [375, 667]\norientation: landscape\n")
        #expect(withSize.first?.message.hasPrefix("orientation: turns a named device") == true)
        let unsafe = Load.errors("size: {width: 100, height: 100, safeArea: [60, 0, 60, 0]}\n")
        #expect(unsafe.first?.message == "size.safeArea: the insets must be 0 or more and fit inside the screen")
    }
}
