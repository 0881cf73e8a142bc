import TrellisModel

/// A xib's top-level collection cell or reusable view that fits on a notched phone's portrait screen takes, as a
/// top-level `view` does (IBXibViewSafeArea), the part of the screen's safe area it overlaps: Interface Builder places
/// it at the canvas's top-left corner, under the sensor housing, and UIKit gives a view the part of its window's safe
/// area it covers (UIView.safeAreaInsets).
///
/// Measured: MotozovArtem's time-board AttachmentAddCollectionViewCell.xib (Xcode 11.5, toolsVersion 16097, 414 × 896
/// canvas) stores a 50-pt view centred on its 78 × 122 cell's safe area at y = 58 = 44 + (122 − 44 − 50) / 2 (x = 14,
/// centred across the full width), where a safe area of the whole cell would give 36. No document on disk pins a
/// fitting cell's or reusable view's content to its safe area's top on a notched canvas otherwise (those pinned to its
/// bottom, sides or centre-x end above the home indicator and are unchanged). Wider ones keep the whole insets
/// (IBXibViewSafeArea.isWideReusableView); table cells keep none (two nextcloud-talk cells, 422 pt wide, store their
/// content pinned to their safe areas with no inset). Phones without a notch are left as they were: nothing measured.
/// From Xcode 14.3 a reusable view is laid out in a window of its own size instead: the home indicator's 34 pt at its
/// bottom (IBXcode143XibWindow.appliesToReusableView).
enum IBFittingCellSafeArea {
    static func applies(to element: XMLElement, size: Size, canvas: IBCanvas) -> Bool {
        ["collectionReusableView", "collectionViewCell"].contains(element.name) && canvas.notchTop > 0
            && !canvas.isLandscape && size.width <= canvas.size.width && size.height <= canvas.size.height
    }
}
