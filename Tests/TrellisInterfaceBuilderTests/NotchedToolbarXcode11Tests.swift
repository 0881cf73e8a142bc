import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// The 49-pt simulated toolbar of a phone with a home indicator is Xcode 11's and 12's too (IBNotchedToolbar), not
/// only Xcode 14.3's. Measured: TopGift's products storyboard (Xcode 12.3, 414 × 896) stores a product page pushed in
/// a navigation controller, simulating a toolbar, with its button pinned 29 pt above the safe area's bottom ending at
/// 784 = 896 − 34 − 49 − 29 and the views chained above it following; UIToolbar views of Xcode 11 and 13.2 documents
/// pinned to the safe area's bottom on the same phone are stored 49 tall.
@Suite("Interface Builder: Xcode 11–14.2 toolbars above the home indicator")
struct NotchedToolbarXcode11Tests {
    /// A photo from the safe area's top down to a 42-pt price label, 8 pt apart, and a 40-pt button 6 pt under the
    /// label, pinned 29 pt above the safe area's bottom; frames as an Xcode 12.3 canvas stores them.
    static let views = """
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
            <rect key="frame" x="0.0" y="88" width="414" height="600"/>
        </imageView>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Price" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="price">
            <rect key="frame" x="340" y="696" width="54" height="42"/>
            <constraints>
                <constraint firstAttribute="width" constant="54" id="Pw1-aa-b01"/>
                <constraint firstAttribute="height" constant="42" id="Ph1-aa-b02"/>
            </constraints>
            <fontDescription key="fontDescription" type="system" pointSize="25"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
        </label>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="add">
            <rect key="frame" x="260" y="744" width="134" height="40"/>
            <constraints>
                <constraint firstAttribute="width" constant="134" id="Aw1-aa-b03"/>
                <constraint firstAttribute="height" constant="40" id="Ah1-aa-b04"/>
            </constraints>
            <state key="normal" title="Add To Cart"/>
        </button>
        """

    static let constraints = """
        <constraint firstItem="photo" firstAttribute="top" secondItem="safe" secondAttribute="top" id="C01-aa-b05"/>
        <constraint firstItem="photo" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="C02-aa-b06"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="photo" secondAttribute="trailing" id="C03-aa-b07"/>
        <constraint firstItem="price" firstAttribute="top" secondItem="photo" secondAttribute="bottom" constant="8" id="C04-aa-b08"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="price" secondAttribute="trailing" constant="20" id="C05-aa-b09"/>
        <constraint firstItem="add" firstAttribute="top" secondItem="price" secondAttribute="bottom" constant="6" id="C06-aa-b10"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="add" secondAttribute="trailing" constant="20" id="C07-aa-b11"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="add" secondAttribute="bottom" constant="29" id="C08-aa-b12"/>
        """

    static let toolbar = """
        <toolbarItems>
            <barButtonItem id="Tb1-aa-b13"/>
        </toolbarItems>
        <navigationItem key="navigationItem" id="Ni1-aa-b14"/>
        <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
        """

    /// The page as the root of a navigation controller whose bar Xcode stores under the 44-pt status bar.
    static let navigation = """
        <scene sceneID="Nv1-aa-b15">
            <objects>
                <navigationController automaticallyAdjustsScrollViewInsets="NO" id="Nc1-aa-b16" sceneMemberID="viewController">
                    <toolbarItems/>
                    <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="Nb1-aa-b17">
                        <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <nil name="viewControllers"/>
                    <connections>
                        <segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="Sg1-aa-b18"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """

    @Test("Xcode 12.3 on 414 × 896: the safe area ends at 896 − 34 − 49 = 813 and the button at 784")
    func xcode123() throws {
        let xml = storyboard(Self.views, constraints: Self.constraints, device: "retina6_1", toolsVersion: 17506,
                             size: (414, 896), controller: Self.toolbar, extraScenes: Self.navigation)
        let laid = try LaidOut(xml)
        #expect(laid.scenes[0].devices[0].safeArea.bottom == 83)
        // Button: 813 − 29 − 40 = 744; price: 744 − 6 − 42 = 696; photo: 88 down to 696 − 8 = 688.
        #expect(laid.frame("add") == Rect(x: 260, y: 744, width: 134, height: 40))
        #expect(laid.frame("price") == Rect(x: 340, y: 696, width: 54, height: 42))
        #expect(laid.frame("photo") == Rect(x: 0, y: 88, width: 414, height: 600))
    }

    @Test("an Xcode 11.3 save of the same page: the same 49-pt toolbar")
    func xcode113() throws {
        let xml = storyboard(Self.views, constraints: Self.constraints, device: "retina6_1", toolsVersion: 15705,
                             size: (414, 896), controller: Self.toolbar, extraScenes: Self.navigation)
        #expect(try LaidOut(xml).frame("add") == Rect(x: 260, y: 744, width: 134, height: 40))
    }
}
