/// The top of the 393 × 852 phone canvas in landscape in Xcode 16.2 and later (toolsVersion 23700 on): a view
/// controller shown without bars has its safe area's top 59 pt down, the depth of the portrait sensor housing, where
/// the phone (and Xcode before 16.2) hides the status bar in landscape and leaves no top inset. The sides keep the
/// housing's 59 pt. It goes with the doubled portrait insets of the same Xcode versions (IBRootPlacement.canvasInsets);
/// the cause is not known.
///
/// Measured on `retina6_12` in landscape, 852 × 393, no document flagged (no `misplaced="YES"`), each a view
/// controller without bars whose content is pinned to the safe area's top, leading and trailing edges: six saves by six
/// students of one university course's lottery screen (CSC308, "M4Lotto"), each laid out on its own (other constants,
/// fonts and structure):
/// - toolsVersion 23727 (Xcode 16.3/16.4): Dakota-Goodman-CSC308/M4Lotto_Goodman, CSC308-Nicco/M4Lotto and
///   xander-moore1/M4Lotto_XJM store a stack pinned 60 pt below the safe area's top and 10 pt inside its sides at
///   (69, 119) = (59 + 10, 59 + 60); CSC308HarrisonMesplay/M4Lotto_Mesplay a stack pinned 47 pt below it at y = 106;
///   GreysonMorganCSC308/M4Lotto_Morgan seven labels pinned 40 pt below it at y = 99.
/// - toolsVersion 24506 (Xcode 26.0): CSC308Class/M4Lotto_Phipps stores the stack at (69, 119).
/// Not measured: bars, the bottom edge, the other phone canvases.
///
/// The 402 × 874 canvas (`retina6_3`) in landscape, 874 × 402, in Xcode 26 (toolsVersion 24000 on): the top is 82 pt
/// down (not the 62 of that phone's housing; why 82 is not known), the sides keep the housing's 62. Measured on two
/// saves by two people of the same course's lottery screen, each laid out on its own, neither flagged, each a
/// controller without bars whose stack is pinned to the safe area's top, leading and trailing edges, toolsVersion
/// 24506 (Xcode 26.0): the instructor's CSC308/M4Lotto_Kim stores it 60 pt below the safe area's top and 10 pt inside
/// its sides at (72, 142) = (62 + 10, 82 + 60); a student's CSC308DustinLay/M4_Lotto_Lay stores it 50 pt below and 10
/// pt inside at (72, 132) = (62 + 10, 82 + 50), 730 wide. Xcode 16 saves on that canvas and the 440 × 956 one in
/// landscape are not measured and keep no top inset.
enum IBXcode162LandscapeTop {
    /// The first toolsVersion of Xcode 16.2.
    static let firstToolsVersion = 23700
    /// The top of the 874 × 402 landscape canvas in Xcode 26, measured.
    static let xcode26Top874 = 82.0

    /// The top inset added to the device's (none in landscape) for a controller's root on the measured canvases: the
    /// portrait housing's depth on 852 × 393, 82 pt on 874 × 402 in Xcode 26, else 0.
    static func extraTop(bars: IBBars, canvas: IBCanvas, toolsVersion: Int) -> Double {
        guard toolsVersion >= firstToolsVersion, canvas.isLandscape, !canvas.isPad,
              bars.statusBar, !bars.withoutDeviceInsets, !bars.sheet, bars.top == 0, bars.bottom == 0
        else { return 0 }
        if canvas.size.width == 852, canvas.size.height == 393 { return canvas.notchTop }
        if toolsVersion >= IBToolsVersion.xcode26, canvas.size.width == 874, canvas.size.height == 402 { return xcode26Top874 }
        return 0
    }
}
