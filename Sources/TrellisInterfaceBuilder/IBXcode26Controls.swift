import TrellisModel

/// The controls whose alignment rectangle Xcode 26 (toolsVersion 24000 on, the iOS 26 SDK's redesigned controls)
/// lays out differently from earlier releases.
///
/// A slider has no alignment insets there: its frame is the rectangle Auto Layout places. Measured: two storyboards of
/// one app saved by Xcode 26 (toolsVersion 24128: nRF Mesh's SetHeartbeatSubscription and SetHeartbeatPublication)
/// store three sliders pinned to a 414-pt cell's leading margin and centered in its 51-pt height at (20, 8.5), 34 tall,
/// ending 16 pt before a label they are spaced 16 from, where the 2-pt side and 1-pt bottom insets of earlier Xcodes
/// would put them at (18, 9), 4 pt wider (every corpus slider of Xcode 6 to 15.3, e.g. an Xcode 15.3 save at x = −2
/// pinned to its superview's edge, has those insets). Xcode 16's sliders were not measured and keep them.
enum IBXcode26Controls {
    /// The toolsVersion of Xcode 26.0.
    static let firstToolsVersion = IBToolsVersion.xcode26

    /// The alignment insets of `viewClass` in a document saved by `toolsVersion`.
    static func alignmentInsets(_ viewClass: IBViewClass, toolsVersion: Int) -> Insets {
        if viewClass.kind == .slider, toolsVersion >= firstToolsVersion { return .zero }
        return viewClass.alignmentInsets
    }
}
