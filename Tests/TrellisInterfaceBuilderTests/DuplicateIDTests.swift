import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Two views with one `id` (a hand edit or a bad merge; Xcode never writes it) load as a tree with a warning at the
/// second view's line, never as a view inside itself.
@Suite("Interface Builder duplicate ids")
struct DuplicateIDTests {
    /// A freeform 200 × 100 xib view `box` holding a view stored with the same id `box` (placed by its frame) and a
    /// label pinned 10 pt inside `box`'s leading and top.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="box">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="box">
                            <rect key="frame" x="0.0" y="50" width="100" height="40"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </view>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                            <rect key="frame" x="10" y="10" width="42" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="name" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="10" id="c1"/>
                        <constraint firstItem="name" firstAttribute="top" secondItem="box" secondAttribute="top" constant="10" id="c2"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    @Test("the second view with an id is renamed after its line, warned about there, and keeps its stored frame")
    func renamed() throws {
        let lines = Self.document.split(separator: "\n", omittingEmptySubsequences: false)
        // The inner view is the second element with id="box": its line (1-based) names the renamed view.
        let innerLine = try #require(lines.indices.filter { lines[$0].contains("id=\"box\"") }.dropFirst().first) + 1
        let laid = try LaidOut(Self.document, file: "Box.xib")
        // The outer view is the scene's root (200 × 100); the inner one is placed by its frame and mask: (0, 50, 100, 40).
        #expect(laid.frame("box") == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(laid.frame("box#\(innerLine)") == Rect(x: 0, y: 50, width: 100, height: 40))
        // The label's constraints name `box` and bind to the first view with it, the root: (10, 10) and its stored size.
        #expect(laid.frame("name") == Rect(x: 10, y: 10, width: 42, height: 21))
        let duplicate = laid.warnings.filter { $0.code == .duplicateID }
        #expect(duplicate.count == 1)
        #expect(duplicate.first?.location?.line == innerLine)
        #expect(duplicate.first?.message.contains("duplicate id 'box'") == true)
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }
}
