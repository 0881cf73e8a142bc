import TrellisModel

/// The status bar: "9:41", full signal, Wi-Fi and a full battery, fixed so that every image is the same run after run
/// (Apple's marketing images show 9:41, the time of the first iPhone keynote's reveal).
extension ChromePainter {
    /// The time shown.
    static let statusBarTime = "9:41"

    /// The width of the camera housing between the status bar's two sides: Dynamic Island 126 points (top safe area 59
    /// or more), the notch of the iPhone 12 to 14 (top 47 or 50) about 162, that of the iPhone X, XS and 11 (top 44 or
    /// 48) 209 (Apple's design resources; the notch widths as measured on screenshots).
    static func cutoutWidth(top: Double) -> Double {
        if top >= 59 { return 126 }
        if top >= 47 && top != 48 { return 162 }
        return 209
    }

    func drawStatusBar(_ rect: Rect, on canvas: Canvas) {
        let color = palette.label
        let iconsWidth = 17.0 + 5 + 15.3 + 5 + 27
        if rect.height >= 44 && rect.width < 700 {
            // A Face ID phone: the time centred in the left side of the housing, the icons in the right side, 17-point
            // semibold (iOS 16 and later); the row's centre is that of the Dynamic Island (11 + 37 / 2 points from the
            // top) or about the middle of a notched status bar.
            let side = (rect.width - Self.cutoutWidth(top: rect.height)) / 2
            let centerY = rect.height >= 59 ? 29.5 : (rect.height / 2 + 1).rounded()
            let font = Self.systemFont(.semibold, 17)
            drawText(Self.statusBarTime, font: font, color: color, in: Rect(x: 0, y: centerY - 11, width: side, height: 22),
                     alignment: .center, on: canvas)
            drawStatusIcons(at: Point(x: rect.width - side + (side - iconsWidth) / 2, y: centerY - 5.5), color: color, on: canvas)
        } else if rect.width < 700 {
            // A phone with a home button: a 20-point bar, the time centred (12-point semibold), signal and Wi-Fi at the
            // left, the battery at the right, 6 points from the edges.
            let centerY = rect.height / 2
            drawText(Self.statusBarTime, font: Self.systemFont(.semibold, 12), color: color,
                     in: Rect(x: 0, y: centerY - 8, width: rect.width, height: 16), alignment: .center, on: canvas)
            ChromeGlyphs.signal(at: Point(x: 6, y: centerY - 5.5), color: color, on: canvas)
            ChromeGlyphs.wifi(at: Point(x: 6 + 17 + 5, y: centerY - 5.5), color: color, on: canvas)
            ChromeGlyphs.battery(at: Point(x: rect.width - 6 - 27, y: centerY - 5.75), color: color, on: canvas)
        } else {
            // An iPad: the time at the leading edge, the icons at the trailing edge, 20 points in (12-point semibold).
            let centerY = rect.height / 2
            drawText(Self.statusBarTime, font: Self.systemFont(.semibold, 12), color: color,
                     in: Rect(x: 20, y: centerY - 8, width: 60, height: 16), on: canvas)
            drawStatusIcons(at: Point(x: rect.width - 20 - iconsWidth, y: centerY - 5.5), color: color, on: canvas)
        }
    }

    /// Signal, Wi-Fi and battery from `origin` (their top-left), 5 points apart.
    private func drawStatusIcons(at origin: Point, color: Color, on canvas: Canvas) {
        ChromeGlyphs.signal(at: origin, color: color, on: canvas)
        ChromeGlyphs.wifi(at: Point(x: origin.x + 17 + 5, y: origin.y), color: color, on: canvas)
        ChromeGlyphs.battery(at: Point(x: origin.x + 17 + 5 + 15.3 + 5, y: origin.y - 0.25), color: color, on: canvas)
    }
}
