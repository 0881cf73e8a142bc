/// Xcode 6 to 8: an image-only custom button is at least one line of its title font tall, though it shows no title.
///
/// IBImageButtons gives a button that shows only an image that image's listed size. In documents saved by Xcode 6 (the
/// iOS 8 SDK, toolsVersion 6000–7999) the stored height of such a custom-type button is never less than the line of
/// its title's font: UIButton's content size takes the title label's line even when the title is empty, and a custom
/// button's title font is the system font at `UIFont.buttonFontSize`, 18 pt, unless the document names one. The line is
/// the font's line box, ⌈1.193 × the point size⌉ in whole points (the rounding IBXcode7ButtonBaselines measured on
/// titled buttons): 22 pt for 18 pt. Measured in Xcode 6.0 and 6.1 xibs (toolsVersion 6245–6254) of five projects, in
/// buttons showing a 16 × 16 or 19 × 16 image with no title and no size constraints of their own, their top pinned and
/// their height left to the content:
/// - vinitpatwa's Twitter, henryou007's Twitter, dysean's Twitter and bbarodia's twitterClientIos store every such
///   button 22 tall (16 × 22, 19 × 22), eleven buttons; a view pinned 8 pt below one of them is stored 8 pt below its
///   22 pt (henryou007: y = 250 = 220 + 22 + 8);
/// - bbarodia's favourite button names Helvetica Neue Bold 15 as its font and is stored 16 × 18 (⌈17.9⌉), centred on
///   its 22-pt neighbours at y = 196;
/// - pinyaoting's Twitter (an earlier session's set) stores two such buttons 16 × 22.
/// The width stays the image's (an empty title adds none). An image taller than the line keeps its height. Only custom
/// buttons in the system font or Helvetica Neue (iOS 8's system font) are measured: other types add content insets,
/// other fonts other lines.
///
/// Xcode 7 and 8 do the same: a declared one-document extension, measured blind on AnasAlmomany's SKTiled
/// Main.storyboard (Xcode 8.3, toolsVersion 12121, `retina5_5` in landscape, not flagged), whose centre-aligned
/// equal-spacing row of five custom buttons showing 82 × 16 images (no title, no size constraints) is stored 410 × 22
/// with every button 82 × 22 at y = 0 (the image alone gives 16 and y = 3). Xcode 7 lies between measured versions;
/// an image 24 tall in an Xcode 7.3 cell, taller than the line, agrees. Xcode 9 on (IBImageButtons stops there) keeps
/// the stored size.
enum IBXcode6ImageButtonLine {
    /// `UIFont.buttonFontSize`: the point size of a custom button's title font when the document names none.
    static let defaultPointSize: Double = 18
    /// The system font's line box as a share of its point size (IBXcode7ButtonBaselines, IBSymbolImages).
    static let lineBox = 1.193

    /// The intrinsic height of `element`, an image-only button whose image is `imageHeight` tall: at least its title
    /// font's line. Only IBImageButtons asks, for the documents of Xcode 6 to 8 its own gate admits.
    static func height(_ element: XMLElement, imageHeight: Double) -> Double {
        guard (element["buttonType"] ?? "custom") == "custom" else { return imageHeight }
        var pointSize = defaultPointSize
        if let font = element.child("fontDescription", key: "fontDescription") {
            let system = font["type"] == "system" || font["type"] == "boldSystem"
            let helvetica = font["name"]?.hasPrefix("HelveticaNeue") ?? false
            guard system || helvetica, let size = font.number("pointSize"), size > 0 else { return imageHeight }
            pointSize = size
        }
        return max(imageHeight, (lineBox * pointSize).rounded(.up))
    }
}
