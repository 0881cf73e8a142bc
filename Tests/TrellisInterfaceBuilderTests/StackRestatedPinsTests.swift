import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A document constraint that pins the same two anchors as a stack's own constraint, with another constant: Interface
/// Builder's canvas breaks the stack's constraint and keeps the document's (IBStackRestatedPins).
@Suite("Interface Builder: a document pin restating a stack's own constraint wins over it")
struct StackRestatedPinsTests {
    /// A 300 × 100 freeform xib view filled by a vertical fill stack, spacing 0. Its first arranged view `head`, 30 tall
    /// of its own, is pinned 8 inside the stack's top, leading and trailing edges; `body` is pinned 6 below `head`
    /// and has no length of its own.
    func xib(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="head">
                                    <rect key="frame" x="8" y="8" width="284" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="h-height"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                    <rect key="frame" x="8" y="44" width="284" height="56"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="head" firstAttribute="top" secondItem="column" secondAttribute="top" constant="8" id="a-top"/>
                                <constraint firstItem="body" firstAttribute="top" secondItem="head" secondAttribute="bottom" constant="6" id="b-spacing"/>
                                <constraint firstAttribute="trailing" secondItem="head" secondAttribute="trailing" constant="8" id="c-trailing"/>
                                <constraint firstItem="head" firstAttribute="leading" secondItem="column" secondAttribute="leading" constant="8" id="d-leading"/>
                            </constraints>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" id="e-top"/>
                        <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="f-leading"/>
                        <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="g-trailing"/>
                        <constraint firstAttribute="bottom" secondItem="column" secondAttribute="bottom" id="h-bottom"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    // Worked by hand: the stack is the root's 300 × 100. The document's pins hold: head at x = 8, y = 8, 300 − 16 =
    // 284 wide, 30 tall; body 6 below it at y = 44, aligned with head across the axis (x = 8, 284 wide) and reaching
    // the stack's bottom (the last view's canvas connection): 100 − 44 = 56 tall. Breaking the document's pins instead
    // (the last written) put head at (0, 0, 300, 30) and body at (0, 30, 300, 70).
    @Test("Xcode 12.5: the document's pins hold and the next view follows the first across the axis")
    func documentPinsHold() throws {
        let laid = try LaidOut(xib(toolsVersion: "17701"), file: "Column.xib")
        #expect(laid.frame("head") == Rect(x: 8, y: 8, width: 284, height: 30))
        #expect(laid.frame("body") == Rect(x: 8, y: 44, width: 284, height: 56))
    }

    // Worked by hand: outside Xcode 10.2–13 the engine breaks the last written member of each pair, the document's.
    // (From Xcode 6 the conflict's views keep their stored frames, IBConflictHold: an Xcode 5 save shows the choice.)
    @Test("Xcode 5 keeps the engine's choice")
    func outsideGate() throws {
        let laid = try LaidOut(xib(toolsVersion: "5056"), file: "Column.xib")
        #expect(laid.frame("head") == Rect(x: 0, y: 0, width: 300, height: 30))
        #expect(laid.frame("body") == Rect(x: 0, y: 30, width: 300, height: 70))
    }

    @Test("Only same-anchor pins between an arranged view and its stack, or facing edges of two of its views, are marked")
    func marksRestatementsOnly() {
        var column = ViewNode(.stack, id: "column")
        column.stack.axis = .vertical
        column.children = [ViewNode(.view, id: "head"), ViewNode(.view, id: "body")]
        let stacks = ["column": column]
        func restated(_ constraint: LayoutConstraint) -> Bool {
            IBStackRestatedPins.restatedStack(constraint, stacks: stacks) != nil
        }
        let top = LayoutConstraint(LayoutItem("head"), .top, .equal, LayoutItem("column"), .top, constant: 8)
        let trailing = LayoutConstraint(LayoutItem("column"), .trailing, .equal, LayoutItem("head"), .trailing, constant: 8)
        let spacing = LayoutConstraint(LayoutItem("body"), .top, .equal, LayoutItem("head"), .bottom, constant: 6)
        let acrossSiblings = LayoutConstraint(LayoutItem("body"), .leading, .equal, LayoutItem("head"), .trailing)
        let mixed = LayoutConstraint(LayoutItem("head"), .top, .equal, LayoutItem("column"), .bottom)
        let optional = LayoutConstraint(LayoutItem("head"), .top, .equal, LayoutItem("column"), .top, constant: 8, priority: 750)
        let margin = LayoutConstraint(LayoutItem("head"), .top, .equal, LayoutItem("column", guide: .margins), .top)
        let outsider = LayoutConstraint(LayoutItem("other"), .top, .equal, LayoutItem("column"), .top)
        #expect(IBStackRestatedPins.restatedStack(top, stacks: stacks) == "column")
        #expect(IBStackRestatedPins.restatedStack(trailing, stacks: stacks) == "column")
        #expect(restated(spacing))
        #expect(!restated(acrossSiblings))
        #expect(!restated(mixed))
        #expect(!restated(optional))
        #expect(!restated(margin))
        #expect(!restated(outsider))
    }
}
