import TrellisModel

/// Xcode 8's canvas arranges a hidden arranged view that keeps a length of its own as if it were visible: it keeps its
/// slot and the spacing on both of its sides.
///
/// Measured: ngthduy90's GetTwitter, Main.storyboard (Xcode 8.3, toolsVersion 12121, no view flagged misplaced): in a
/// prototype cell a vertical fill stack (spacing 8) stored 196 tall holds a hidden stack with a required height of 18
/// of its own, then a visible stack; the hidden one is stored at y = 0, 18 tall, and the visible one at y = 26, 170
/// tall: 18 + 8 + 170 = 196. Where it collapses (IBStack) it would end at y = 0 and the visible stack take all 196
/// (5 frames apart). An earlier session measured the same in another project's Xcode 8.3 document (a hidden arranged
/// view keeping its slot; that document is no longer on disk). Later Xcodes place such a view where it collapses, the
/// visible views closing up (Zotero, Xcode 12.4 and 13.3; VLC, Xcode 14.3), or at the stack's start (Xcode 15:
/// IBStackHiddenAtStart); no document of Xcode 9 to 10.1 with such a view has been measured, so the key is set only
/// for Xcode 8 (toolsVersion 11000–12999) and fill stacks, the distribution measured. Hidden views without a length
/// of their own are left to IBStackUnplacedHidden (measured in Xcode 9.2 only).
enum IBStackHiddenSlot {
    static func apply(to stack: inout StackProperties, toolsVersion: Int) {
        guard toolsVersion >= 11000, toolsVersion < 13000, stack.distribution == .fill,
              !stack.hiddenViewsKeepingOwnSize.isEmpty else { return }
        stack.hiddenViewsKeepSlot = true
    }
}
