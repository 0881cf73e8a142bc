import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A table cell's content view keeps the larger of its own margins and the table's (11 at the top and bottom, 20 at
/// the sides of a 414-pt cell) on each edge, whether or not it says it preserves its superview's margins.
@Suite("Interface Builder cell content views preserving their superview's margins")
struct PreservedCellMarginsTests {
    /// A 414 × 52.5 top-level cell of an Xcode 12.4 xib (toolsVersion 17701) on the 414 × 896 canvas whose content view
    /// writes `margins` as its own and `preserves` its superview's; `title` (20.5 tall) is pinned to the content view's
    /// top, leading and trailing margins.
    func xib(margins: String, preserves: Bool) -> String {
        let flag = preserves ? #" preservesSuperviewLayoutMargins="YES""# : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill"\(flag) selectionStyle="none" indentationWidth="10" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="52.5"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center"\(flag) insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="52.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            \(label("title", 20, 16, 374, 20.5))
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c1"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c2"/>
                            <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="c3"/>
                        </constraints>
                        \(margins)
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("own 16 all round, preserved: 16 at the top (larger than the table's 11), 20 at the sides (the table's)")
    func ownMarginLarger() throws {
        // max(16, 11) = 16 at the top; max(16, 20) = 20 at the sides of a 414-pt cell: title = (20, 16, 414 − 40 = 374,
        // 20.5), as corona-warn-app's ExposureDetectionGuideCell stores its label.
        let margins = #"<edgeInsets key="layoutMargins" top="16" left="16" bottom="16" right="16"/>"#
        let laid = try LaidOut(xib(margins: margins, preserves: true), file: "Guide.xib")
        #expect(laid.frame("title") == Rect(x: 20, y: 16, width: 374, height: 20.5))
    }

    @Test("own 8, preserved: the table's 11 and 20 are larger and win")
    func tableMarginLarger() throws {
        // max(8, 11) = 11, max(16, 20) = 20: title = (20, 11, 374, 20.5), as RiskLegendDotBodyCell stores its label.
        let margins = #"<edgeInsets key="layoutMargins" top="8" left="16" bottom="8" right="16"/>"#
        let laid = try LaidOut(xib(margins: margins, preserves: true), file: "Dot.xib")
        #expect(laid.frame("title") == Rect(x: 20, y: 11, width: 374, height: 20.5))
    }

    @Test("own 0/16/8/16 without preserving: the table's larger 11 and 20 win")
    func notPreserved() throws {
        // No preservesSuperviewLayoutMargins, own top 0 and sides 16 (ExposureSubmissionStepCell): max(0, 11) = 11 at
        // the top, max(16, 20) = 20 at the sides: title = (20, 11, 374, 20.5), as stored. (Own margins larger than the
        // table's count without the flag too: IBTableCellMargins' Kickstarter cells.)
        let margins = #"<edgeInsets key="layoutMargins" top="0.0" left="16" bottom="8" right="16"/>"#
        let laid = try LaidOut(xib(margins: margins, preserves: false), file: "Step.xib")
        #expect(laid.frame("title") == Rect(x: 20, y: 11, width: 374, height: 20.5))
    }
}
