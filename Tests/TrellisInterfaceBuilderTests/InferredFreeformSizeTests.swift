import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A controller pushed from a freeform controller takes its source's freeform size in Xcode 8 (IBInferredFreeformSize).
@Suite("Interface Builder: a pushed controller's size inferred from a freeform source in Xcode 8")
struct InferredFreeformSizeTests {
    /// A storyboard on the 320 × 480 phone (`retina3_5`) of `toolsVersion`: a navigation controller whose root, `list`,
    /// is simulated at a freeform 320 × 800 and pushes `review` from a button; `review` states no size, its root stored
    /// 320 × `reviewHeight`, and holds `message`, 60 tall, pinned to the root's sides and 20 pt above the bottom layout
    /// guide's top.
    func document(toolsVersion: Int, reviewHeight: Int = 800) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="16B2555" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina3_5" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="nav-s">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="nav-root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="list-s">
                    <objects>
                        <viewController id="list" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="list-top"/>
                                <viewControllerLayoutGuide type="bottom" id="list-bottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="list-root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="800"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="add">
                                        <rect key="frame" x="0.0" y="84" width="320" height="30"/>
                                        <state key="normal" title="Add"/>
                                        <connections>
                                            <segue destination="review" kind="show" id="add-show"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="add" firstAttribute="leading" secondItem="list-root" secondAttribute="leading" id="a1"/>
                                    <constraint firstAttribute="trailing" secondItem="add" secondAttribute="trailing" id="a2"/>
                                    <constraint firstItem="add" firstAttribute="top" secondItem="list-top" secondAttribute="bottom" constant="20" id="a3"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="List" id="list-item"/>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="320" height="800"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="review-s">
                    <objects>
                        <viewController id="review" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="review-top"/>
                                <viewControllerLayoutGuide type="bottom" id="review-bottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="review-root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="\(reviewHeight)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="message">
                                        <rect key="frame" x="0.0" y="\(reviewHeight - 80)" width="320" height="60"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="60" id="m0"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="message" firstAttribute="leading" secondItem="review-root" secondAttribute="leading" id="m1"/>
                                    <constraint firstAttribute="trailing" secondItem="message" secondAttribute="trailing" id="m2"/>
                                    <constraint firstItem="review-bottom" firstAttribute="top" secondItem="message" secondAttribute="bottom" constant="20" id="m3"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 8.2: the pushed controller's root, stored 320 × 800 as its source's freeform size, has its bottom guide at 800")
    func inferredFromSource() throws {
        // 800 − 20 − 60 = 720 (on the 480-pt phone: 480 − 20 − 60 = 400).
        let laid = try LaidOut(document(toolsVersion: 11762))
        #expect(laid.frame(inAnyScene: "message") == Rect(x: 0, y: 720, width: 320, height: 60))
    }

    @Test("a root stored at the phone's 320 × 480 keeps the phone: the message at 480 − 20 − 60 = 400")
    func storedAtThePhone() throws {
        let laid = try LaidOut(document(toolsVersion: 11762, reviewHeight: 480))
        #expect(laid.frame(inAnyScene: "message") == Rect(x: 0, y: 400, width: 320, height: 60))
    }

    @Test("Xcode 9.2 (13771), not measured, keeps the phone: the message at 400")
    func xcode9KeepsThePhone() throws {
        let laid = try LaidOut(document(toolsVersion: 13771))
        #expect(laid.frame(inAnyScene: "message") == Rect(x: 0, y: 400, width: 320, height: 60))
    }
}
