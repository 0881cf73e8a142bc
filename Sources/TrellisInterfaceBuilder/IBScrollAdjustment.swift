/// Which view controllers' content scroll view adjusts its top and bottom for the safe area whether or not it scrolls.
///
/// UIKit's `.automatic` does so for the scroll view of a view controller a navigation controller shows (its view or
/// the view's first subview; Apple's documentation of UIScrollView.ContentInsetAdjustmentBehavior.automatic), unless
/// the controller turns `automaticallyAdjustsScrollViewInsets` off. Interface Builder's canvas does it for every view
/// controller: two Xcode 15 storyboards of one course exercise, saved by two people, store a root-filling scroll
/// view's content (a stack with 8-pt margins, shorter than the scroll view, no navigation controller) with its
/// margins clear of the 59-pt top inset in one and of the home indicator in the other, where UIKit's run-time rule
/// (`scrollableAxes` outside a navigation controller) would add the overlap to them.
enum IBScrollAdjustment {
    /// Whether the scene's root gets the adjustment: a view controller's view, a xib's File's Owner's view among them
    /// (IBOwnerViewScrollAdjustment), unless the controller says `automaticallyAdjustsScrollViewInsets="NO"`.
    static func adjustsContentScrollView(_ root: IBSceneRoot) -> Bool {
        if root.isOwnersView { return true }
        guard root.bars?.inNavigation == true || root.controller != nil else { return false }
        return root.controller?.flag("automaticallyAdjustsScrollViewInsets") != false
    }
}
