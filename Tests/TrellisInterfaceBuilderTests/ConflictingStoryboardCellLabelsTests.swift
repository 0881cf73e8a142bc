import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A storyboard cell whose content view cannot hold a fixed-height view between its edge pins: the labels pinned to
/// the same edges keep their own height, as in a xib's top-level cell (IBConflictingCellLabels).
@Suite("Interface Builder storyboard cells that cannot hold a fixed-height view leave their labels one line tall")
struct ConflictingStoryboardCellLabelsTests {
    /// A 375 × 667 root (Xcode 9.4) filled by a table with one 44-pt prototype row, its content view 375 × 43.5: a
    /// stepper with a required 29-pt height pinned 8 pt from the content view's top and bottom edges (8 + 29 + 8 = 45
    /// cannot fit 43.5) and 16 pt from its trailing edge, stored (265, 8, 94, `stepperHeight`); a label 'Adult' pinned
    /// 8 pt from the same top and bottom edges and 16 pt from the leading edge, stored (16, 8, 40, 20.5).
    static func document(stepperHeight: Double) -> String {
        storyboard("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Count" id="cell">
                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Adult" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="adult">
                                    <rect key="frame" x="16" y="8" width="40" height="20.5"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="lw"/>
                                    </constraints>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="stepper">
                                    <rect key="frame" x="265" y="8" width="94" height="\(stepperHeight)"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="94" id="sw"/>
                                        <constraint firstAttribute="height" constant="29" id="sh"/>
                                    </constraints>
                                </stepper>
                            </subviews>
                            <constraints>
                                <constraint firstItem="adult" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c1"/>
                                <constraint firstAttribute="bottom" secondItem="adult" secondAttribute="bottom" constant="8" id="c2"/>
                                <constraint firstItem="adult" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c3"/>
                                <constraint firstItem="stepper" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c4"/>
                                <constraint firstAttribute="bottom" secondItem="stepper" secondAttribute="bottom" constant="8" id="c5"/>
                                <constraint firstAttribute="trailing" secondItem="stepper" secondAttribute="trailing" constant="16" id="c6"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """, constraints: """
            <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
            <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t2"/>
            <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="t3"/>
            <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="t4"/>
            """, toolsVersion: 14113)
    }

    @Test("the stepper stored at its own 29 pt: the cell was left unsettled, the label one line tall at y = 8")
    func unsettledCellKeepsLabelLine() throws {
        // Its pins would stretch the label to 43.5 − 8 − 8 = 27.5; Xcode leaves it at its own 20.5.
        let laid = try LaidOut(Self.document(stepperHeight: 29))
        #expect(laid.frame("adult") == Rect(x: 16, y: 8, width: 40, height: 20.5))
        #expect(laid.frame("stepper")?.minY == 8)
    }

    @Test("the stepper stored 27.5 tall, not its own height: the cell was laid out, the label stretches to 27.5")
    func settledCellStretchesLabel() throws {
        let laid = try LaidOut(Self.document(stepperHeight: 27.5))
        #expect(laid.frame("adult")?.height == 27.5)
    }
}
