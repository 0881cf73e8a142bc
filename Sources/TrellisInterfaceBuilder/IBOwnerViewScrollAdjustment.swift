/// A xib's top-level view that is its File's Owner's `view` (a view controller's view loaded from the xib): its
/// content scroll view adjusts its top and bottom for the safe area on Interface Builder's canvas, as a storyboard
/// controller's does (IBScrollAdjustment).
///
/// UIKit's `.automatic` adjustment concerns the scroll view of a view controller's view, however the view is loaded
/// (Apple's documentation of UIScrollView.ContentInsetAdjustmentBehavior.automatic), and the canvas lays a File's
/// Owner's view out as that controller's. Measured: Zebra's ZBPackageViewController.xib (Xcode 13.2, toolsVersion
/// 19455, 414 × 896), a File's Owner view filled by a scroll view pinned to its top, stores a header image pinned to
/// the view's top at y = −44 inside a container at the content's top: the content sits 44 pt down, the safe area's
/// top; Zebra's older Tabs/Packages ZBPackageViewController.xib (Xcode 11.5, toolsVersion 16096, 414 × 896), read
/// after the rule was written, stores the same −44. Laying out every xib top-level view so changed no other document
/// of the corpora (about 850 documents), as only a constraint from the scroll view's content to a view outside it
/// shows the offset.
enum IBOwnerViewScrollAdjustment {
    /// The id of the view the xib's File's Owner's `view` outlet names, if any (`objects`: the xib's `<objects>`).
    static func ownersViewID(in objects: XMLElement) -> String? {
        let owner = objects.children("placeholder").first { $0["placeholderIdentifier"] == "IBFilesOwner" }
        return owner?.child("connections")?.children("outlet").first { $0["property"] == "view" }?["destination"]
    }
}
