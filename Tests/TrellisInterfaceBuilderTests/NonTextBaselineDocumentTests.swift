import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// `firstBaseline`, `lastBaseline` and `baseline` constraints on views without text, as Xcode writes them: Auto
/// Layout uses such a view's top edge as its first baseline and its bottom edge as its last (Apple's
/// forFirstBaselineLayout / forLastBaselineLayout), and Xcode stores the frames that follow (nextcloud's
/// HCIntroPage xib: `imageView.firstBaseline = label.baseline + 30` stores the image view's top on that line).
@Suite("Interface Builder baselines of views without text")
struct NonTextBaselineDocumentTests {
    /// An iPhone 8 xib: `box` (20, 100, 100, 50) pinned to its superview; an image view `icon` whose first baseline is
    /// 10 below the box's `baseline`; a view `badge` whose last baseline is 5 above the box's first baseline; a view
    /// `mark` whose `baseline` (Xcode's spelling of the last baseline) is the box's last baseline.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="100" width="100" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="bx1"/>
                                <constraint firstAttribute="height" constant="50" id="bx2"/>
                            </constraints>
                        </view>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                            <rect key="frame" x="140" y="160" width="40" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="40" id="ic1"/>
                                <constraint firstAttribute="height" constant="40" id="ic2"/>
                            </constraints>
                        </imageView>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                            <rect key="frame" x="200" y="65" width="30" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="30" id="bd1"/>
                                <constraint firstAttribute="height" constant="30" id="bd2"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mark">
                            <rect key="frame" x="250" y="140" width="10" height="10"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="10" id="mk1"/>
                                <constraint firstAttribute="height" constant="10" id="mk2"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c01"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c02"/>
                        <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="140" id="c03"/>
                        <constraint firstItem="icon" firstAttribute="firstBaseline" secondItem="box" secondAttribute="baseline" constant="10" id="c04"/>
                        <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="c05"/>
                        <constraint firstItem="box" firstAttribute="firstBaseline" secondItem="badge" secondAttribute="lastBaseline" constant="5" id="c06"/>
                        <constraint firstItem="mark" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="250" id="c07"/>
                        <constraint firstItem="mark" firstAttribute="baseline" secondItem="box" secondAttribute="lastBaseline" id="c08"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </view>
            </objects>
        </document>
        """

    @Test("first baseline = top edge, last baseline and `baseline` = bottom edge")
    func frames() throws {
        // box: (20, 100, 100, 50): top 100, bottom 150.
        // c04: icon.firstBaseline (its top) = box.baseline (its bottom, 150) + 10 = 160 → icon (140, 160, 40, 40);
        //      reading the icon's first baseline as its bottom would put it at 160 - 40 = 120.
        // c06: box.firstBaseline (its top, 100) = badge.lastBaseline (its bottom) + 5 → bottom 95 → (200, 65, 30, 30);
        //      reading the box's first baseline as its bottom would put the badge at 145 - 30 = 115.
        // c08: mark.baseline (its bottom) = box.lastBaseline (150) → mark (250, 140, 10, 10).
        let laid = try LaidOut(Self.document, file: "Baselines.xib")
        #expect(laid.frame("box") == Rect(x: 20, y: 100, width: 100, height: 50))
        #expect(laid.frame("icon") == Rect(x: 140, y: 160, width: 40, height: 40))
        #expect(laid.frame("badge") == Rect(x: 200, y: 65, width: 30, height: 30))
        #expect(laid.frame("mark") == Rect(x: 250, y: 140, width: 10, height: 10))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }
}
