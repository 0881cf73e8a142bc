import TrellisModel

/// Before iOS 13 a UIStepper sets its own size (94 × 29 on a phone) whatever frame it is given, so Xcode 10's canvas,
/// which lays documents out with UIKit, keeps a stepper at that size against required pins that would stretch or
/// squeeze it: its intrinsic size is required on both axes, and where its pins cannot hold it the conflict hold keeps
/// it at its stored frame (IBConflictHold). Reported of UIKit before iOS 13: Xamarin's UIKit binding tests create a
/// stepper with a 100 × 100 frame and expect the origin kept and the size set by the stepper (94 × 27 then), and
/// tutorials of the time say its size cannot be changed. Measured: igorariza's IOS-PetFinder (Xcode 10.1, toolsVersion
/// 14460.31, `retina4_7`, not flagged) stores a stepper pinned 1 pt above a 44-pt static cell's top margin and 1 pt
/// below its bottom margin, which leave it 24 pt, at (16, 10, 94, 29), its own height from its top pin, where a text
/// field pinned the same way in the same table is stored squeezed to the pins' 25 pt; HotelManzana (Xcode 9.4) keeps
/// its two steppers at 29 in 43.67-pt rows the same way, with the 94 × 29 written as constraints. From the iOS 13 SDK
/// (Xcode 11, toolsVersion 14800 on) steppers are resized like other controls: Xcode 12 and 13 documents store them
/// 88 × 32, 125 × 50 and 94 × 25.67 where their constraints and stacks say so. Every other stepper of Xcode 10 and
/// earlier on disk (21 in 12 documents) is stored at its own size with pins that allow it: no frame moves there.
enum IBFixedSizeStepper {
    static func apply(_ element: XMLElement, toolsVersion: Int, to node: inout ViewNode) {
        guard element.name == "stepper", toolsVersion > 0, toolsVersion < IBToolsVersion.xcode10.upperBound else { return }
        node.hugging = AxisPriorities(horizontal: 1000, vertical: 1000)
        node.compression = AxisPriorities(horizontal: 1000, vertical: 1000)
    }
}
