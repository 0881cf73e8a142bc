/// An sRGB color with straight (not premultiplied) alpha, components in 0…1.
public struct Color: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// The color with its alpha multiplied by `factor`.
    public func withAlpha(_ factor: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha * factor) }
}
