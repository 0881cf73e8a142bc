import TrellisModel

/// The length a symbol view's alignment rectangle takes from a sibling both its edges are pinned to is the
/// sibling's alignment rectangle, not its stored frame.
///
/// Auto Layout places alignment rectangles, not frames (Apple's documentation of `UIView.alignmentRect(forFrame:)`,
/// as IBSymbolSuperviewLength reads it; `alignmentRectInsets` separate that rectangle from the frame), so a pin to a
/// slider's top and bottom holds the slider's rectangle, 1 pt shorter than its frame (IBViewClass's measured slider
/// insets). IBSymbolConstraints took the sibling's stored length, which for a control with insets gives a symbol view
/// a length its frame cannot have and so insets of the wrong sign. Measured: Howewuwu/MusicPlayer (Xcode 15.0,
/// toolsVersion 22154): a plain-configuration button showing `speaker.fill`, its top, bottom and centre tied to a
/// volume slider stored 31 tall and its bottom 58 pt above the safe area, is stored 30 tall at the slider's top (the
/// slider's rectangle exactly, no symbol insets); from the slider's frame Trellis gave it −0.5-pt insets and, against
/// the safe-area pin, put it 0.67 pt low and 1 pt short. Only the class insets of controls count here (symbol
/// siblings get theirs in the same pass); a sibling without insets keeps its stored size, so nothing else moves.
enum IBSiblingAlignment {
    /// The alignment-rectangle size of each subview with a stored frame, by id.
    static func sizes(of children: [ViewNode]) -> [String: Size] {
        var sizes: [String: Size] = [:]
        for child in children {
            guard let stored = child.storedFrame, sizes[child.id] == nil else { continue }
            let insets = child.alignmentInsets
            sizes[child.id] = Size(width: stored.size.width - insets.left - insets.right,
                                   height: stored.size.height - insets.top - insets.bottom)
        }
        return sizes
    }
}
