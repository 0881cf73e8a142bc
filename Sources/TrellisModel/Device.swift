/// A device of the devices table in one orientation: screen size, scale, safe area and size classes.
public struct Device: Sendable, Hashable {
    /// The table's name (`iphone-x`); nil for a plain `size:`.
    public var name: String?
    public var size: Size
    public var scale: Double
    public var safeArea: Insets
    public var orientation: Orientation
    /// The horizontal and vertical size classes UIKit's trait collection reports on this screen.
    public var sizeClasses: SizeClasses
    /// Whether a view's edges are rounded to the pixels at their place in the root view (Interface Builder's canvas),
    /// not in their superview (UIKit's rule, the default): set from the scene's `pixelRounding: root`.
    public var roundsPixelsInRoot = false
    /// Whether an edge exactly on a half point keeps it when rounded in the root view: set from the scene's
    /// `halfPointTies: keep`.
    public var keepsHalfPointTies = false

    /// A device; `sizeClasses` nil means the rule for a custom size (``SizeClasses/init(customSize:)``).
    public init(name: String?, size: Size, scale: Double, safeArea: Insets, orientation: Orientation = .portrait,
                sizeClasses: SizeClasses? = nil) {
        self.name = name; self.size = size; self.scale = scale; self.safeArea = safeArea
        self.orientation = orientation
        self.sizeClasses = sizeClasses ?? SizeClasses(customSize: size)
    }

    /// The devices the scene format knows, in portrait, in the table's order.
    public static let all: [Device] = DeviceCatalog.entries.map { $0.device(.portrait) }

    /// Every name the table knows, in its order.
    public static var names: [String] { DeviceCatalog.entries.flatMap(\.names) }

    /// The device of that name in portrait, if the table has it.
    public static func named(_ name: String) -> Device? { named(name, orientation: .portrait) }

    /// The device of that name in that orientation, if the table has it.
    public static func named(_ name: String, orientation: Orientation) -> Device? {
        DeviceCatalog.entry(named: name)?.device(orientation, name: name)
    }

    /// The device a label names (`iphone-15-pro`, `iphone-15-pro/landscape`), if the table has it.
    public static func labeled(_ label: String) -> Device? {
        guard let slash = label.firstIndex(of: "/") else { return named(label) }
        guard let orientation = Orientation(rawValue: String(label[label.index(after: slash)...])) else { return nil }
        return named(String(label[..<slash]), orientation: orientation)
    }

    /// How the scene format writes this device in a `devices:` list: `iphone-15-pro`, `iphone-15-pro/landscape`.
    public var label: String {
        let base = name ?? "\(formatLayoutNumber(size.width))x\(formatLayoutNumber(size.height))"
        return orientation == .portrait ? base : base + "/" + orientation.rawValue
    }

    /// The folder of this device's files when a scene has several devices: `iphone-15-pro`, `iphone-15-pro-landscape`.
    public var folderName: String? {
        guard let name else { return nil }
        return orientation == .portrait ? name : name + "-" + orientation.rawValue
    }
}
