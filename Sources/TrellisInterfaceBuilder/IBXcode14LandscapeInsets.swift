import TrellisModel

/// Xcode 14.0 to 14.2 (toolsVersion 21000–21599) lay a storyboard's controllers out on a notched phone's landscape
/// canvas with the phone's PORTRAIT insets: the sensor housing's depth at the top, the home indicator's 34 pt at the
/// bottom, nothing at the sides (where UIKit, in landscape, puts the housing's depth at both sides and 21 pt at the
/// bottom, as Trellis does on other Xcode versions' landscape canvases).
///
/// Measured in two unflagged storyboards of two people's copies of one course project (a juice maker, `retina6_0`,
/// 844 × 390 in landscape), every inset they store fitting the portrait reading and none the landscape one:
/// - CODEMASTERJO's ios-juice-maker (toolsVersion 21507, Xcode 14.2): two navigation controllers store their compact
///   32-pt bars at (0, 47, 844, 32); the root's stack, pinned 16 pt inside the safe area's sides and 20 pt below its
///   top, is stored at (16, 99, 812, 136.67) = 47 + 32 + 20, and a second stack, pinned 20 pt above the safe area's
///   bottom, ends at 336 = 390 − 34 − 20 (51 frames; the landscape insets give x = 63, 718 wide);
/// - unchain123's ios-juice-maker (toolsVersion 21225, Xcode 14.0): the same bars and stacks at the same frames
///   (29 frames), and the navigation controller it presents full screen its bar at y = 47 as well: a full-screen
///   presentation, which has no device insets on other canvases before Xcode 16.2 (IBXcode162FullScreen), keeps the
///   portrait ones here (1 frame).
/// The same course's saves by Xcode 13.0 to 13.3 and 15.0 (18122–20037, 22155) store the landscape insets, as
/// Trellis lays them out. Xibs of these versions keep the landscape side insets (IBLandscapeSideInsets, an Xcode 14.1
/// freeform view measured with 59-pt sides).
/// The housing's depth is the portrait canvas's, so on the 375 × 812 phone Xcode 14.1 and 14.2 give 47, as in
/// portrait (IBXcode142NotchTop), not 50 (a declared one-document extension: Goatt8's copy of the same course's juice
/// maker, toolsVersion 21507 on `retina5_9`, 812 × 375 in landscape, stores its two compact bars at (0, 47, 812, 32)
/// and the root's stack pinned 20 pt below its safe area's top at y = 99 = 47 + 32 + 20; 50 puts them 3 pt low, 15
/// frames).
enum IBXcode14LandscapeInsets {
    /// Xcode 14.0 to 14.2: 21225 and 21507 measured.
    static let toolsVersions = 21000..<21600

    /// The insets a storyboard controller is laid out with on such a canvas (its portrait insets), else nil.
    static func insets(context: IBDocumentContext) -> Insets? {
        let canvas = context.canvas
        guard context.isStoryboard, toolsVersions.contains(context.toolsVersion), canvas.isLandscape, !canvas.isPad,
              canvas.notchTop > 0 else { return nil }
        let top = IBXcode142NotchTop.top(size: canvas.size, isLandscape: false, toolsVersion: context.toolsVersion)
        return Insets(top: top ?? canvas.notchTop, left: 0, bottom: 34, right: 0)
    }
}
