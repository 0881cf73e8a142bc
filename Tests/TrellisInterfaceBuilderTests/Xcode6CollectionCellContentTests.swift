import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A prototype collection cell of an Xcode 6 storyboard stored at the new-cell 50 × 50 over a content view stored at the
/// item size: the constraints the cell holds that name the cell are laid out against its content view
/// (IBXcode6CollectionCellContent).
@Suite("Interface Builder Xcode 6 collection cells with a stale cell rect")
struct Xcode6CollectionCellContentTests {
    /// A collection view controller on a 600 × 600 canvas saved by `toolsVersion`; its flow layout's item is 200 × 100,
    /// its one cell is stored `cellWidth` × `cellHeight` and its content view 200 × 100. `title` is pinned to the cell's
    /// four margins (the constraints name the cell, as Xcode 6 wrote them: its content view has no id).
    func storyboard(toolsVersion: String, cellWidth: String, cellHeight: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="14D136" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="grid">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(toolsVersion)"/>
                <capability name="Constraints to layout margins" minToolsVersion="6.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <collectionViewController id="grid" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="items">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                                    <size key="itemSize" width="200" height="100"/>
                                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                    <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Item" id="cell">
                                        <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="\(cellHeight)"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                                    <rect key="frame" x="8" y="8" width="184" height="84"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                            <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                                        </view>
                                        <constraints>
                                            <constraint firstItem="title" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="c1"/>
                                            <constraint firstItem="title" firstAttribute="trailing" secondItem="cell" secondAttribute="trailingMargin" id="c2"/>
                                            <constraint firstItem="title" firstAttribute="top" secondItem="cell" secondAttribute="topMargin" id="c3"/>
                                            <constraint firstAttribute="bottomMargin" secondItem="title" secondAttribute="bottom" id="c4"/>
                                        </constraints>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                        </collectionViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 6.3: a cell stored 50 × 50 over a 200 × 100 content view lays its margins out in the content view")
    func staleCellRect() throws {
        // Content view 200 × 100 with UIView's 8-pt margins: title = (8, 8, 200 − 16 = 184, 100 − 16 = 84), where
        // Xcode stores it; the 50 × 50 cell would give (8, 8, 34, 34). The cell and content view keep their stored rects.
        let laid = try LaidOut(storyboard(toolsVersion: "7706", cellWidth: "50", cellHeight: "50"), file: "Grid.storyboard")
        #expect(laid.frame("title") == Rect(x: 8, y: 8, width: 184, height: 84))
        #expect(laid.frame("cell") == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(!laid.diagnostics().contains { $0.message.contains("is misplaced") })
    }

    @Test("A cell stored at its content view's size, and later versions, keep the cell's own margins")
    func otherCellsUnchanged() throws {
        // The cell stored 200 × 100: the same title either way.
        let current = try LaidOut(storyboard(toolsVersion: "7706", cellWidth: "200", cellHeight: "100"), file: "Grid.storyboard")
        #expect(current.frame("title") == Rect(x: 8, y: 8, width: 184, height: 84))
        // Xcode 7.1 (toolsVersion 9060) was not measured with a stale cell rect: the constraints name the 50 × 50 cell.
        let later = try LaidOut(storyboard(toolsVersion: "9060", cellWidth: "50", cellHeight: "50"), file: "Grid.storyboard")
        #expect(later.frame("title") == Rect(x: 8, y: 8, width: 34, height: 34))
    }
}
