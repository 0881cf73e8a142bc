import TrellisModel

/// The keys of the scene format, by where they are written (docs/scene-format.md lists each with its UIKit rule).
enum SceneKeys {
    static let controllerKeys = ["container", "chrome", "viewRespectsSystemMinimumLayoutMargins", "insetsLayoutMarginsFromSafeArea"]
    static let guideKind = "guide"
    /// `- table: id`, read as a scroll view of sections and cells (TableReader).
    static let tableKind = "table"
    static let insetAdjustmentKeys = ["contentInsetAdjustmentBehavior", "alwaysBounceVertical", "alwaysBounceHorizontal"]
    static let marginKeys = ["insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins"]
    /// (`alwaysBounceVertical`/`Horizontal` are read with the inset adjustment keys.)
    static let scrollPhysicsKeys = ["bounces", "scrollEnabled", "decelerationRate", "directionalLockEnabled"]
    static let motionKeys = ["gestures", "handoff", "frameRate", "filmstrip"]
    static let topLevelKeys = ["name", "size", "device", "devices", "orientation", "layoutDirection", "designSize", "scale", "pixelRounding", "halfPointTies", "conflicts", "background",
                               "margins", "views", "constraints", "visual", "metrics", "states", "annotate",
                               "appearance", "contentSize", "traits", "lang", "test", "tint", "fonts"] + controllerKeys + motionKeys
    static let stackExtraKeys = ["customSpacing", "baselineRelative", "hiddenKeepSize", "hiddenMidSpacing", "hiddenSpacedFromVisible", "hiddenUnplaced", "hiddenAtStart", "hiddenTrailingAtStart", "hiddenKeepSlot", "wholePoints", "restatedPinsWin"]
    static let testKeys = ["precision", "perceptualPrecision", "layoutTolerance"]
    static let traitViewKeys = ["semanticContentAttribute", "autoresizing", "variations"]
    static let commonKeys = ["layout", "children", "frame", "background", "alpha", "hidden", "clipsToBounds", "wholePointEdges",
                             "cornerRadius", "border", "intrinsicSize", "storedFrame", "alignmentInsets", "hugging", "compression", "margins", "repeat", "tint"] + marginKeys
        + traitViewKeys + layerStyleKeys
    /// The keys of CALayer's look beyond background, corners and border (LayerStyleReader).
    static let layerStyleKeys = ["shadow", "gradient", "maskedCorners", "cornerCurve"]
    static let kindKeys: [ViewKind: [String]] = [
        .view: [],
        .scroll: ["contentInset", "contentInsetAdjustment", "contentSize", "offsets", "paging", "indicators"] + insetAdjustmentKeys
            + scrollPhysicsKeys,
        .label: ["text", "font", "color", "lines", "alignment", "lineBreak", "preferredMaxWidth", "lang"],
        .image: ["src", "mode", "renderingMode"],
        .stack: ["axis", "spacing", "distribution", "alignment", "layoutMarginsRelative"] + stackExtraKeys,
    ].merging(ControlReader.kindKeys) { own, _ in own }
}
