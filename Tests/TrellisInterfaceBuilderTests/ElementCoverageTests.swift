import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Elements and attributes the other suites do not reach: a visual effect view's content view, a collection view's
/// cells, `preservesSuperviewLayoutMargins`.
@Suite("Interface Builder visual effect views, collection views, preserved margins")
struct ElementCoverageTests {
    /// Constraints pinning `id` at (x, y) with a width and height of its own.
    func pin(_ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(x)" id="\(id)-x"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)-y"/>
        <constraint firstItem="\(id)" firstAttribute="width" constant="\(width)" id="\(id)-w"/>
        <constraint firstItem="\(id)" firstAttribute="height" constant="\(height)" id="\(id)-h"/>
        """
    }

    @Test("a visual effect view: its content view fills it by its autoresizing mask; a label pinned inside that")
    func visualEffectView() throws {
        let views = """
        <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx">
            <rect key="frame" x="20" y="100" width="200" height="100"/>
            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="fxc">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>\(label("title", 10, 10, 60, 20))</subviews>
                <constraints>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="fxc" secondAttribute="leading" constant="10" id="t1"/>
                    <constraint firstItem="title" firstAttribute="top" secondItem="fxc" secondAttribute="top" constant="10" id="t2"/>
                </constraints>
            </view>
            <blurEffect style="regular"/>
        </visualEffectView>
        """
        let laid = try LaidOut(storyboard(views, constraints: pin("fx", 20, 100, 200, 100)))
        // fx at (20, 100), 200 × 100 by its constraints; its content view at its stored (0, 0, 200, 100); the label
        // 10 pt inside it at its stored 60 × 20.
        #expect(laid.frame("fx") == Rect(x: 20, y: 100, width: 200, height: 100))
        #expect(laid.frame("fxc") == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(laid.frame("title") == Rect(x: 10, y: 10, width: 60, height: 20))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("a collection view: its prototype cells at their stored frames, the content as tall as the lowest cell")
    func collectionView() throws {
        let cell = { (id: String, x: Double) in
            """
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="\(id)" id="\(id)">
                <rect key="frame" x="\(x)" y="10" width="50" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="\(id)-content">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    <autoresizingMask key="autoresizingMask"/>
                </view>
            </collectionViewCell>
            """
        }
        let views = """
        <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
            <rect key="frame" x="0.0" y="100" width="300" height="200"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                <size key="itemSize" width="50" height="50"/>
            </collectionViewFlowLayout>
            <cells>\(cell("a", 10))\(cell("b", 70))</cells>
        </collectionView>
        """
        let laid = try LaidOut(storyboard(views, constraints: pin("grid", 0, 100, 300, 200)))
        #expect(laid.frame("grid") == Rect(x: 0, y: 100, width: 300, height: 200))
        // The cells where Xcode stored them: a at (10, 10), b at (70, 10), each 50 × 50, their content views filling them.
        #expect(laid.frame("a") == Rect(x: 10, y: 10, width: 50, height: 50))
        #expect(laid.frame("b") == Rect(x: 70, y: 10, width: 50, height: 50))
        #expect(laid.frame("b-content") == Rect(x: 0, y: 0, width: 50, height: 50))
        // The content size: the view's width, and down to the lowest cell's bottom (10 + 50).
        let grid = try #require(laid.scenes[0].allViews.first { $0.id == "grid" })
        #expect(grid.scroll.contentSize == Size(width: 300, height: 60))
    }

    @Test("preservesSuperviewLayoutMargins: a view 10 pt inside a superview with 30-pt margins has 20-pt margins there")
    func preservesSuperviewLayoutMargins() throws {
        let inner = box("child", 10, 10, 200, 100, extra: "preservesSuperviewLayoutMargins=\"YES\"",
                        children: "<subviews>\(box("dot", 20, 0, 10, 10))</subviews>")
        let outer = box("parent", 0, 100, 375, 200, children: """
        <edgeInsets key="layoutMargins" top="30" left="30" bottom="30" right="30"/>
        <subviews>\(inner)</subviews>
        <constraints>
            <constraint firstItem="child" firstAttribute="leading" secondItem="parent" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="child" firstAttribute="top" secondItem="parent" secondAttribute="top" constant="10" id="c2"/>
            <constraint firstItem="child" firstAttribute="width" constant="200" id="c3"/>
            <constraint firstItem="child" firstAttribute="height" constant="100" id="c4"/>
            <constraint firstItem="dot" firstAttribute="leading" secondItem="child" secondAttribute="leadingMargin" id="c5"/>
            <constraint firstItem="dot" firstAttribute="top" secondItem="child" secondAttribute="top" id="c6"/>
            <constraint firstItem="dot" firstAttribute="width" constant="10" id="c7"/>
            <constraint firstItem="dot" firstAttribute="height" constant="10" id="c8"/>
        </constraints>
        """)
        let laid = try LaidOut(storyboard(outer, constraints: pin("parent", 0, 100, 375, 200)))
        // child's own left margin is 8; preserving its superview's 30-pt margin, 10 pt in: max(8, 30 − 10) = 20.
        #expect(laid.frame("dot") == Rect(x: 20, y: 0, width: 10, height: 10))
        #expect(laid.frame("child") == Rect(x: 10, y: 10, width: 200, height: 100))
    }
}
