import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A macOS storyboard stores frames from the bottom-left of an unflipped superview and pads labels 2 pt a side
/// (IBAppKitFrames).
@Suite("Interface Builder AppKit frames")
struct AppKitFramesTests {
    /// A 480 × 140 root (an NSView) holding:
    /// - `bar`, a custom view pinned to the root's top, leading and trailing edges, 57 tall: from the top
    ///   (0, 0, 480, 57), stored from the bottom at y = 140 − 0 − 57 = 83; inside it `play`, 50 × 50 at the bar's
    ///   top-left corner: stored at y = 57 − 0 − 50 = 7;
    /// - `title`, a label 100 pt from the root's leading edge, 20 below the bar, 200 × 17 by constraints: its
    ///   alignment rectangle is (100, 77, 200, 17) and its frame 2 pt wider on each side, (98, 77, 204, 17), stored at
    ///   y = 140 − 77 − 17 = 46;
    /// - `badge`, a view placed by its autoresizing mask at a stored (10, 10, 30, 20): 10 pt up from the root's
    ///   bottom, so y = 140 − 10 − 20 = 110 from the top;
    /// - `row`, a horizontal stack aligned to its top, 200 × 60 at the root's bottom-trailing corner: from the top
    ///   (280, 80, 200, 60), stored at y = 140 − 80 − 60 = 0; its one arranged view `cell`, 100 × 40 at the stack's
    ///   top: (0, 0, 100, 40), stored at y = 60 − 0 − 40 = 20 (NSStackView does not flip either).
    static func document(runtime: String = "MacOSX.Cocoa") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="12121" systemVersion="16G29" targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES" initialViewController="Ak1-Vc-001">
            <dependencies>
                <deployment identifier="macosx"/>
                <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="12121"/>
            </dependencies>
            <scenes>
                <scene sceneID="Ak1-Sc-001">
                    <objects>
                        <viewController id="Ak1-Vc-001" sceneMemberID="viewController">
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="480" height="140"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                        <rect key="frame" x="0.0" y="83" width="480" height="57"/>
                                        <subviews>
                                            <button translatesAutoresizingMaskIntoConstraints="NO" id="play">
                                                <rect key="frame" x="0.0" y="7" width="50" height="50"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="50" id="Ak1-Cn-001"/>
                                                    <constraint firstAttribute="height" constant="50" id="Ak1-Cn-002"/>
                                                </constraints>
                                                <buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" imagePosition="only" alignment="center" id="Ak1-Ce-001">
                                                    <font key="font" metaFont="system"/>
                                                </buttonCell>
                                            </button>
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="57" id="Ak1-Cn-003"/>
                                            <constraint firstItem="play" firstAttribute="top" secondItem="bar" secondAttribute="top" id="Ak1-Cn-004"/>
                                            <constraint firstItem="play" firstAttribute="leading" secondItem="bar" secondAttribute="leading" id="Ak1-Cn-005"/>
                                        </constraints>
                                    </customView>
                                    <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                        <rect key="frame" x="98" y="46" width="204" height="17"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="200" id="Ak1-Cn-006"/>
                                            <constraint firstAttribute="height" constant="17" id="Ak1-Cn-007"/>
                                        </constraints>
                                        <textFieldCell key="cell" lineBreakMode="clipping" title="Song" id="Ak1-Ce-002">
                                            <font key="font" metaFont="system"/>
                                        </textFieldCell>
                                    </textField>
                                    <stackView distribution="fill" orientation="horizontal" alignment="top" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                        <rect key="frame" x="280" y="0.0" width="200" height="60"/>
                                        <subviews>
                                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="cell">
                                                <rect key="frame" x="0.0" y="20" width="100" height="40"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="100" id="Ak1-Cn-013"/>
                                                    <constraint firstAttribute="height" constant="40" id="Ak1-Cn-014"/>
                                                </constraints>
                                            </customView>
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="200" id="Ak1-Cn-015"/>
                                            <constraint firstAttribute="height" constant="60" id="Ak1-Cn-016"/>
                                        </constraints>
                                    </stackView>
                                    <customView id="badge">
                                        <rect key="frame" x="10" y="10" width="30" height="20"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    </customView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" id="Ak1-Cn-008"/>
                                    <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="Ak1-Cn-009"/>
                                    <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="Ak1-Cn-010"/>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="Ak1-Cn-011"/>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="bar" secondAttribute="bottom" constant="20" id="Ak1-Cn-012"/>
                                    <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="Ak1-Cn-017"/>
                                    <constraint firstAttribute="bottom" secondItem="row" secondAttribute="bottom" id="Ak1-Cn-018"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Frames stored from the bottom of a plain view are read from its top")
    func flipped() throws {
        let laid = try LaidOut(Self.document())
        #expect(laid.frame("bar") == Rect(x: 0, y: 0, width: 480, height: 57))
        #expect(laid.frame("play") == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(laid.frame("title") == Rect(x: 98, y: 77, width: 204, height: 17))
        #expect(laid.frame("badge") == Rect(x: 10, y: 110, width: 30, height: 20))
        #expect(laid.frame("row") == Rect(x: 280, y: 80, width: 200, height: 60))
        #expect(laid.frame("cell") == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }

    /// The same numbers in a document for UIKit (which Xcode never writes with AppKit's elements) stay top-down: the
    /// badge where it is stored, and the bar, its button, the label, the stack and its view away from their stored
    /// frames.
    @Test("Other runtimes keep the stored numbers")
    func onlyAppKit() throws {
        let laid = try LaidOut(Self.document(runtime: "iOS.CocoaTouch"))
        #expect(laid.frame("badge") == Rect(x: 10, y: 10, width: 30, height: 20))
        #expect(laid.frame("title") == Rect(x: 100, y: 77, width: 200, height: 17))
        let misplaced = Set(laid.diagnostics().filter { $0.code == .misplacedView }.compactMap(\.view))
        #expect(misplaced == ["bar", "play", "title", "row", "cell"])
    }

    /// A 300 × 120 root holding:
    /// - `ok`, a regular rounded push button whose alignment rectangle is 68 × 21 by constraints, 20 pt from the
    ///   root's trailing edge and bottom: the rectangle is (212, 79, 68, 21), so the frame, 4 pt above, 6 beside and
    ///   7 below it, is (206, 75, 80, 32), stored from the bottom at y = 120 − 75 − 32 = 13;
    /// - `note`, a label 20 pt from the root's leading edge and 12 before the button's rectangle, centred on it, 17
    ///   tall: its rectangle runs from x = 20 to 212 − 12 = 200 with its centre at 79 + 10.5 = 89.5, so its frame,
    ///   2 pt wider a side, is (18, 81, 184, 17), stored at y = 120 − 81 − 17 = 22;
    /// - `mini`, a small rounded push button 20 pt from the leading edge and 10 below the top, 60 × 28: no insets, so
    ///   (20, 10, 60, 28), stored at y = 120 − 10 − 28 = 82.
    static let pushButtons = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="15705" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="Ak2-Vc-001">
            <scenes>
                <scene sceneID="Ak2-Sc-001">
                    <objects>
                        <viewController id="Ak2-Vc-001" sceneMemberID="viewController">
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="ok">
                                        <rect key="frame" x="206" y="13" width="80" height="32"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="68" id="Ak2-Cn-001"/>
                                            <constraint firstAttribute="height" constant="21" id="Ak2-Cn-002"/>
                                        </constraints>
                                        <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="Ak2-Ce-001">
                                            <font key="font" metaFont="system"/>
                                        </buttonCell>
                                    </button>
                                    <textField horizontalHuggingPriority="249" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                        <rect key="frame" x="18" y="22" width="184" height="17"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="17" id="Ak2-Cn-003"/>
                                        </constraints>
                                        <textFieldCell key="cell" lineBreakMode="clipping" title="Note" id="Ak2-Ce-002">
                                            <font key="font" metaFont="system"/>
                                        </textFieldCell>
                                    </textField>
                                    <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="mini">
                                        <rect key="frame" x="20" y="82" width="60" height="28"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="60" id="Ak2-Cn-004"/>
                                            <constraint firstAttribute="height" constant="28" id="Ak2-Cn-005"/>
                                        </constraints>
                                        <buttonCell key="cell" type="push" title="Mini" bezelStyle="rounded" alignment="center" controlSize="small" borderStyle="border" inset="2" id="Ak2-Ce-003">
                                            <font key="font" metaFont="smallSystem"/>
                                        </buttonCell>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="trailing" secondItem="ok" secondAttribute="trailing" constant="20" id="Ak2-Cn-006"/>
                                    <constraint firstAttribute="bottom" secondItem="ok" secondAttribute="bottom" constant="20" id="Ak2-Cn-007"/>
                                    <constraint firstItem="note" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="Ak2-Cn-008"/>
                                    <constraint firstItem="ok" firstAttribute="leading" secondItem="note" secondAttribute="trailing" constant="12" id="Ak2-Cn-009"/>
                                    <constraint firstItem="note" firstAttribute="centerY" secondItem="ok" secondAttribute="centerY" id="Ak2-Cn-010"/>
                                    <constraint firstItem="mini" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="Ak2-Cn-011"/>
                                    <constraint firstItem="mini" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="Ak2-Cn-012"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("A regular rounded push button's frame reaches 4 pt above, 6 beside and 7 below its alignment rectangle")
    func pushButtonInsets() throws {
        let laid = try LaidOut(Self.pushButtons)
        #expect(laid.frame("ok") == Rect(x: 206, y: 75, width: 80, height: 32))
        #expect(laid.frame("note") == Rect(x: 18, y: 81, width: 184, height: 17))
        #expect(laid.frame("mini") == Rect(x: 20, y: 10, width: 60, height: 28))
        #expect(laid.diagnostics().filter { $0.code == .misplacedView }.isEmpty)
    }
}
