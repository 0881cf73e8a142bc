import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A view inside a storyboard's collection-view cell that cannot take both its own required size and the place its
/// pins give it: as in a table's cell, Interface Builder keeps the pins and drops the view's own size
/// (IBCellOwnSizeYields, collection cells).
@Suite("Interface Builder: in a collection view's cell, a view's own size gives way to its pins")
struct CollectionCellOwnSizeTests {
    /// A collection view controller (toolsVersion 17506 unless given, 375 × 667) with one 320 × 100 prototype cell.
    /// `icon` is pinned 8 from the content view's top, leading and bottom edges with a required 100 × 60 size (the
    /// cell's 100 leaves 84); `bar` is pinned 8 from the top and from both sides with a required 400 × 20 size (the cell's 320
    /// leaves 304). Both sets are unsatisfiable.
    static func document(toolsVersion: Int = 17506) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-01-abc">
                    <objects>
                        <collectionViewController id="cvc">
                            <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                                    <size key="itemSize" width="320" height="100"/>
                                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                    <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Cell" id="cell">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                                    <rect key="frame" x="8" y="8" width="100" height="84"/>
                                                    <constraints>
                                                        <constraint firstAttribute="width" constant="100" id="c-icon-w"/>
                                                        <constraint firstAttribute="height" constant="60" id="c-icon-h"/>
                                                    </constraints>
                                                </view>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                                    <rect key="frame" x="8" y="8" width="304" height="20"/>
                                                    <constraints>
                                                        <constraint firstAttribute="width" constant="400" id="c-bar-w"/>
                                                        <constraint firstAttribute="height" constant="20" id="c-bar-h"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="icon" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c-icon-top"/>
                                                <constraint firstItem="icon" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="c-icon-leading"/>
                                                <constraint firstAttribute="bottom" secondItem="icon" secondAttribute="bottom" constant="8" id="c-icon-bottom"/>
                                                <constraint firstItem="bar" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c-bar-top"/>
                                                <constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="c-bar-leading"/>
                                                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="8" id="c-bar-trailing"/>
                                            </constraints>
                                        </collectionViewCellContentView>
                                        <size key="customSize" width="320" height="100"/>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("A required height of 60 pinned 8 from top and bottom of a 100-pt cell: 84 tall (workout app's icon)")
    func ownHeight() throws {
        let laid = try LaidOut(Self.document())
        #expect(laid.frame("icon") == Rect(x: 8, y: 8, width: 100, height: 84))
    }

    @Test("A required width of 400 pinned 8 from both sides of a 320-pt cell: 304 wide (translator's word labels)")
    func ownWidth() throws {
        let laid = try LaidOut(Self.document())
        #expect(laid.frame("bar") == Rect(x: 8, y: 8, width: 304, height: 20))
    }

    // From Xcode 6 the conflict's views keep their stored frames (IBConflictHold): an Xcode 5 save shows the choice.
    @Test("Outside Xcode 12-13 (an Xcode 5 save) the bottom pin still gives way: the icon keeps its 60")
    func outsideRange() throws {
        let laid = try LaidOut(Self.document(toolsVersion: 5056))
        #expect(laid.frame("icon") == Rect(x: 8, y: 8, width: 100, height: 60))
    }
}
