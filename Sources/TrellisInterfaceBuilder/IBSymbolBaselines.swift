import TrellisModel

/// The baselines of an image view showing an SF Symbol.
///
/// A symbol image has a baseline (`UIImage.baselineOffsetFromBottom`, iOS 13 on, which Apple documents for placing
/// images in text-based layouts), and an image view showing one aligns its first and last baselines on it: the
/// baseline of the system font at the symbol's point size inside the symbol's line box (IBSymbolImages), the line
/// box's descender (0.241 of the point size, the figure the text baselines use) above its bottom. Measured:
/// KeePassium's PasskeyCreatorVC (Xcode 16, toolsVersion 23504) pins globe and person symbol image views (Body font
/// configuration, 20 and 17.67 pt tall) to the first baselines of a Body and a Callout label, and stores them at
/// y = 66.33 and 95, their frames' bottoms 3.96 and 2.78 pt below the labels' baselines at 82.33 and 110: the
/// 20.28-pt line box's bottom (0.14 and 1.31 pt below the frames) less 4.1. Without a symbol, an image view's first
/// baseline is its top and its last its bottom, as for any view without text (ConstraintTranslator).
enum IBSymbolBaselines {
    /// The descender of the system font per point of size.
    static let descenderPerPoint = 0.241

    /// How far above its frame's bottom an image view `element` with symbol alignment `insets` has its baselines;
    /// nil for anything but an image view at a measured symbol scale.
    static func offset(_ element: XMLElement, insets: Insets) -> Double? {
        guard element.name == "imageView", let pointSize = IBSymbolImages.pointSize(element) else { return nil }
        return insets.bottom + descenderPerPoint * pointSize
    }

    /// A constraint's items with a listed view's baseline attribute (one of `baselines`: both for a symbol view)
    /// turned into its bottom, the constant moved to keep the same line: `view.baseline` is `view.bottom − offset`.
    static func mapped(_ first: (LayoutItem, LayoutAttribute), _ second: (LayoutItem, LayoutAttribute)?, multiplier: Double,
                       constant: inout Double, offsets: [String: Double],
                       baselines: Set<LayoutAttribute> = [.firstBaseline, .lastBaseline]) -> ((LayoutItem, LayoutAttribute), (LayoutItem, LayoutAttribute)?) {
        func offset(_ item: (LayoutItem, LayoutAttribute)) -> Double? {
            guard item.0.guide == .view, baselines.contains(item.1) else { return nil }
            return offsets[item.0.view]
        }
        var first = first, second = second
        if let offset = offset(first) {
            first.1 = .bottom; constant += offset
        }
        if let item = second, let offset = offset(item) {
            second = (item.0, .bottom); constant -= multiplier * offset
        }
        return (first, second)
    }
}
