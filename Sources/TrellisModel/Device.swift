/// A device of the devices table: screen size, scale and safe area.
public struct Device: Sendable, Hashable, Codable {
    /// The table's name (`iphone-x`); nil for a plain `size:`.
    public var name: String?
    public var size: Size
    public var scale: Double
    public var safeArea: Insets

    public init(name: String?, size: Size, scale: Double, safeArea: Insets) {
        self.name = name; self.size = size; self.scale = scale; self.safeArea = safeArea
    }

    /// The devices the scene format knows, in the table's order.
    public static let all: [Device] = [
        Device(name: "iphone-se", size: Size(width: 320, height: 568), scale: 2, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0)),
        Device(name: "iphone-8", size: Size(width: 375, height: 667), scale: 2, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0)),
        Device(name: "iphone-8-plus", size: Size(width: 414, height: 736), scale: 3, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0)),
        Device(name: "iphone-x", size: Size(width: 375, height: 812), scale: 3, safeArea: Insets(top: 44, left: 0, bottom: 34, right: 0)),
        Device(name: "iphone-xr", size: Size(width: 414, height: 896), scale: 2, safeArea: Insets(top: 44, left: 0, bottom: 34, right: 0)),
        Device(name: "iphone-13", size: Size(width: 390, height: 844), scale: 3, safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0)),
        Device(name: "iphone-15-pro-max", size: Size(width: 430, height: 932), scale: 3, safeArea: Insets(top: 59, left: 0, bottom: 34, right: 0)),
        Device(name: "ipad", size: Size(width: 768, height: 1024), scale: 2, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0)),
        Device(name: "ipad-pro-12.9", size: Size(width: 1024, height: 1366), scale: 2, safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0)),
    ]

    /// The device of that name, if the table has it.
    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }
}
