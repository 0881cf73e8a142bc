import Foundation
import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Values real documents hold that Xcode accepts but the common templates never write: fraction multipliers of
/// Xcode 6, scene titles and identifiers that are not valid file names.
@Suite("Interface Builder uncommon values")
struct UncommonValueTests {
    /// A 100 × 60 view whose center X is the root's trailing edge times `multiplier`, top pinned at 100.
    static func box(multiplier: String, storedX: Double) -> String {
        storyboard("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="\(storedX)" y="100" width="100" height="60"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="c-w"/>
                    <constraint firstAttribute="height" constant="60" id="c-h"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="trailing" multiplier="\(multiplier)" id="c-x"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-y"/>
            """)
    }

    @Test("a multiplier written as a fraction a/b (Xcode 6) is a ÷ b, as a:b is, spaces around the numbers or not",
          arguments: ["1/3", "1:3", "1: 3", " 1 / 3"])
    func fractionMultiplier(_ multiplier: String) throws {
        // centerX = 375 × 1/3 = 125, so x = 125 − 100/2 = 75 on the 375-pt canvas.
        let laidOut = try LaidOut(Self.box(multiplier: multiplier, storedX: 75))
        #expect(laidOut.frame("box") == Rect(x: 75, y: 100, width: 100, height: 60))
        #expect(!laidOut.diagnostics().contains { $0.code == .misplacedView || $0.code == .unsupported })
    }

    @Test("an unreadable multiplier is an unsupported warning on its line, and the constraint uses 1")
    func unreadableMultiplier() throws {
        // Multiplier 1: centerX = 375, so x = 375 − 50 = 325.
        let laidOut = try LaidOut(Self.box(multiplier: "one-third", storedX: 325))
        #expect(laidOut.frame("box") == Rect(x: 325, y: 100, width: 100, height: 60))
        let warning = try #require(laidOut.warnings.first { $0.code == .unsupported && $0.message.contains("one-third") })
        #expect((warning.location?.line ?? 0) > 1)
    }

    /// A storyboard with one empty view controller per name attribute (`storyboardIdentifier="…"` or `title="…"`).
    static func controllers(_ attributes: [String]) -> String {
        let scenes = attributes.enumerated().map { index, attribute in
            """
                <scene sceneID="scn-\(index)">
                    <objects>
                        <viewController \(attribute) id="vc-\(index)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="view-\(index)">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
            \(scenes)
                </scenes>
            </document>
            """
    }

    @Test("titles and identifiers that are not file names still name a scene that can be written")
    func sceneNames() throws {
        // Xcode takes any text as a storyboard identifier or title; the output folder is named after it, and a
        // leading '-', a tab (written &#9;, kept in attribute values) or 250 bytes would make it an invalid name.
        let long = String(repeating: "é", count: 125)  // 250 bytes of UTF-8
        let loaded = try InterfaceBuilderLoader.load(
            xml: Array(Self.controllers(["storyboardIdentifier=\"-settings\"", "title=\"Sign&#9;in\"",
                                         "storyboardIdentifier=\"\(long)\"", "title=\"--\""]).utf8),
            file: "Names.storyboard")
        let names = loaded.scenes.map(\.name)
        // 150 bytes are 75 two-byte characters; "--" leaves nothing, so the view's id names the scene.
        #expect(names == ["Names/settings", "Names/Sign-in", "Names/" + String(repeating: "é", count: 75), "Names/view-3"])
    }
}
