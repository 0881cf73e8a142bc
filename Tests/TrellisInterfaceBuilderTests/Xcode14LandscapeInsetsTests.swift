import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 14.0 to 14.2 lay a storyboard's controllers out on a notched phone's landscape canvas with its portrait insets
/// (IBXcode14LandscapeInsets). Hand-written documents; the frames are worked out by hand.
@Suite("Interface Builder: Xcode 14.0 to 14.2 landscape canvases of notched phones")
struct Xcode14LandscapeInsetsTests {
    /// A navigation controller (compact 32-pt bar) whose root, on a landscape canvas (by default the 844 × 390 one of
    /// the 390 × 844 phone), holds a 100-pt `card` 16 pt inside its safe area's sides and 20 pt below its top, and a
    /// 40-pt `foot` 16 pt inside its sides and 20 pt above its bottom; it presents a second navigation controller full
    /// screen, whose root holds a 60-pt `shelf` 20 pt below its safe area's top and 40 pt inside its sides.
    func document(toolsVersion: String, device: String = "retina6_0", width: Int = 844, height: Int = 390) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="\(device)" orientation="landscape" appearance="light"/>
            <scenes>
                <scene sceneID="s-nav"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="47" width="\(width)" height="32"/>
                        </navigationBar>
                        <connections>
                            <segue destination="main" kind="relationship" relationship="rootViewController" id="nav-main"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-main"><objects>
                    <viewController id="main" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="main-root">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                    <rect key="frame" x="16" y="99" width="812" height="100"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="100" id="card-height"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="foot">
                                    <rect key="frame" x="16" y="296" width="812" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="foot-height"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="main-safe"/>
                            <constraints>
                                <constraint firstItem="card" firstAttribute="top" secondItem="main-safe" secondAttribute="top" constant="20" id="card-top"/>
                                <constraint firstItem="card" firstAttribute="leading" secondItem="main-safe" secondAttribute="leading" constant="16" id="card-leading"/>
                                <constraint firstItem="main-safe" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="16" id="card-trailing"/>
                                <constraint firstItem="main-safe" firstAttribute="bottom" secondItem="foot" secondAttribute="bottom" constant="20" id="foot-bottom"/>
                                <constraint firstItem="foot" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="foot-leading"/>
                                <constraint firstItem="foot" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="foot-trailing"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Main" id="main-item"/>
                        <connections>
                            <segue destination="stock-nav" kind="presentation" modalPresentationStyle="fullScreen" id="main-stock"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-stock-nav"><objects>
                    <navigationController id="stock-nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="stock-bar">
                            <rect key="frame" x="0.0" y="47" width="\(width)" height="32"/>
                        </navigationBar>
                        <connections>
                            <segue destination="stock" kind="relationship" relationship="rootViewController" id="stock-root"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-stock"><objects>
                    <viewController id="stock" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="stock-view">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="shelf">
                                    <rect key="frame" x="40" y="99" width="764" height="60"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="60" id="shelf-height"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="stock-safe"/>
                            <constraints>
                                <constraint firstItem="shelf" firstAttribute="top" secondItem="stock-safe" secondAttribute="top" constant="20" id="shelf-top"/>
                                <constraint firstItem="shelf" firstAttribute="leading" secondItem="stock-safe" secondAttribute="leading" constant="40" id="shelf-leading"/>
                                <constraint firstItem="stock-safe" firstAttribute="trailing" secondItem="shelf" secondAttribute="trailing" constant="40" id="shelf-trailing"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Stock" id="stock-item"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 14.0 and 14.2: the portrait insets, 47 at the top and 34 at the bottom, none at the sides", arguments: ["21225", "21507"])
    func portraitInsets(toolsVersion: String) throws {
        // Safe area: 47 + 32 (the compact bar) = 79 at the top, 34 at the bottom. The card at (16, 79 + 20, 844 − 32,
        // 100); the foot ends 20 above 390 − 34: y = 336 − 40 = 296. The bar listed at (0, 47, 844, 32).
        let laid = try LaidOut(document(toolsVersion: toolsVersion))
        #expect(laid.frame(inAnyScene: "card") == Rect(x: 16, y: 99, width: 812, height: 100))
        #expect(laid.frame(inAnyScene: "foot") == Rect(x: 16, y: 296, width: 812, height: 40))
        #expect(laid.frame(inAnyScene: "nav-bar") == Rect(x: 0, y: 47, width: 844, height: 32))
    }

    @Test("Xcode 14.2 on the 375 × 812 phone turned sideways: its portrait 47 at the top, not 50")
    func narrowNotchedPhone() throws {
        // Xcode 14.1 and 14.2 give this phone 47 pt at the top in portrait (IBXcode142NotchTop), and the landscape
        // canvas takes the portrait insets: safe area 47 + 32 = 79 at the top, 34 at the bottom, none at the sides. The
        // card at (16, 79 + 20, 812 − 32, 100); the foot ends 20 above 375 − 34: y = 321 − 40 = 281.
        let laid = try LaidOut(document(toolsVersion: "21507", device: "retina5_9", width: 812, height: 375))
        #expect(laid.frame(inAnyScene: "card") == Rect(x: 16, y: 99, width: 780, height: 100))
        #expect(laid.frame(inAnyScene: "foot") == Rect(x: 16, y: 281, width: 780, height: 40))
        #expect(laid.frame(inAnyScene: "nav-bar") == Rect(x: 0, y: 47, width: 812, height: 32))
    }

    @Test("Xcode 14.0: a navigation controller presented full screen keeps the portrait insets too", arguments: ["21225"])
    func fullScreenPresentation(toolsVersion: String) throws {
        // Elsewhere in Xcode 14.0 a full-screen presentation has no device insets (the shelf at 32 + 20 = 52, 40 pt in
        // from the screen's sides; Xcode 14.1 and 14.2 keep a presented container's, IBPresentedContainerInsets);
        // here its bar is at 47 and the shelf at 47 + 32 + 20 = 99.
        let laid = try LaidOut(document(toolsVersion: toolsVersion))
        #expect(laid.frame(inAnyScene: "stock-bar") == Rect(x: 0, y: 47, width: 844, height: 32))
        #expect(laid.frame(inAnyScene: "shelf") == Rect(x: 40, y: 99, width: 764, height: 60))
    }

    @Test("Xcode 15.0: the landscape insets, 47 at each side and 21 at the bottom, none at the top")
    func landscapeInsets() throws {
        // Safe area: 32 at the top (the bar), 47 at the sides, 21 at the bottom. The card at (47 + 16, 32 + 20,
        // 844 − 94 − 32, 100); the foot ends 20 above 390 − 21: y = 349 − 40 = 309.
        let laid = try LaidOut(document(toolsVersion: "22155"))
        #expect(laid.frame(inAnyScene: "card") == Rect(x: 63, y: 52, width: 718, height: 100))
        #expect(laid.frame(inAnyScene: "foot") == Rect(x: 63, y: 309, width: 718, height: 40))
    }
}
