import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Inside a table's cell a view's own required aspect ratio gives way before its pins, as its own size constants do
/// (IBCellOwnSizeYields.isOwnAspect): measured in one Xcode 13.0 storyboard, an image view pinned to both sides of its
/// content view stored at the pins' width and the chain's height, its `width:height` given up.
@Suite("Interface Builder: a cell view's own aspect ratio yields to its pins")
struct CellOwnAspectYieldsTests {
    /// A 375-pt table (2×) whose 100-pt prototype row holds `pic`, pinned 8 from every side of the content view with
    /// `width == height` of its own: the pins give 359 × 84, the ratio cannot hold.
    func document(aspect: String = #"firstAttribute="width" secondItem="pic" secondAttribute="height" multiplier="1:1""#) -> String {
        let cell = """
            <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" rowHeight="100" id="row">
                    <rect key="frame" x="0.0" y="44.5" width="375" height="100"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="row" id="row-cv">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pic">
                                <rect key="frame" x="8" y="8" width="359" height="84"/>
                                <constraints>
                                    <constraint \(aspect) id="p-a"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="pic" firstAttribute="leading" secondItem="row-cv" secondAttribute="leading" constant="8" id="p-l"/>
                            <constraint firstAttribute="trailing" secondItem="pic" secondAttribute="trailing" constant="8" id="p-r"/>
                            <constraint firstItem="pic" firstAttribute="top" secondItem="row-cv" secondAttribute="top" constant="8" id="p-t"/>
                            <constraint firstAttribute="bottom" secondItem="pic" secondAttribute="bottom" constant="8" id="p-b"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
            """
        return storyboard("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                \(cell)
            </tableView>
            """, constraints: """
            <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="t-t"/>
            <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t-l"/>
            <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="t-r"/>
            <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="t-b"/>
            """, toolsVersion: 19162)
    }

    // Worked by hand: the ratio yields, the four pins hold: (8, 8, 375 − 16, 100 − 16) = (8, 8, 359, 84). Without the
    // mark the trailing pin broke and `pic` was 84 × 84.
    @Test("The ratio gives way: the pins' 359 × 84")
    func ratioYields() throws {
        let laid = try LaidOut(document())
        #expect(laid.frame("pic") == Rect(x: 8, y: 8, width: 359, height: 84))
    }

    // The ratio written the other way round (`height == width`) is the view's own too.
    @Test("height == width yields the same")
    func reversed() throws {
        let laid = try LaidOut(document(aspect: #"firstAttribute="height" secondItem="pic" secondAttribute="width" multiplier="1:1""#))
        #expect(laid.frame("pic") == Rect(x: 8, y: 8, width: 359, height: 84))
    }
}
