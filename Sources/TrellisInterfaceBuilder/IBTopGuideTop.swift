import TrellisModel

/// A constraint to the `top` of a view controller's top layout guide (`<viewControllerLayoutGuide type="top">`):
/// Interface Builder's canvas takes it as the guide's bottom, the safe area's top.
///
/// At run time the guide spans the status bar and top bars (iOS 7 to 10: y = 0 to its length), so its top is the
/// view's. Xcode's canvas draws the guide as one line at the bars' bottom and lays a view pinned to its `top` out
/// there. Measured in two documents of two projects, neither flagged misplaced: edx's
/// OEXCourseAnnouncementsViewController (Xcode 6.2, toolsVersion 7702, 600 × 600) stores a web view
/// `top = topLayoutGuide.top` at y = 20, 580 tall, down to the bottom layout guide; evgenyneu's ios-imagescroll-swift
/// (Xcode 7.0, toolsVersion 8187) stores a scroll view `top = topLayoutGuide.top` at y = 20, 580 tall, down to the
/// bottom guide's bottom at 600. Later Xcodes were not measured and are taken to draw the guide alike; the bottom
/// guide's `bottom` was not measured either and keeps the view's bottom.
enum IBTopGuideTop {
    /// Whether an attribute of a controller's layout guide of `type` is the safe area's edge on the canvas: the top
    /// guide's bottom and top, the bottom guide's top.
    static func isInnerEdge(guideType type: String, _ attribute: LayoutAttribute) -> Bool {
        type == "top" ? attribute == .bottom || attribute == .top : attribute == .top
    }
}
