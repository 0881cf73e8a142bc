import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 9.1 to 11.7 (toolsVersion 13500–16999) give the content view of a cell of a table placed in a controller's
/// view 15-pt side margins on phones, where later versions give 16; a UITableViewController's table (the root view),
/// iPads, and a xib's top-level cell keep 16.
@Suite("Interface Builder table cells of Xcode 9.1 to 11.7: 15-pt side margins on phones")
struct LegacyCellMarginsTests {
    /// A 375-pt table saved by `toolsVersion` on `device` with one 375 × 60 prototype cell: `bar` pinned to its content
    /// view's leading, trailing and top margins, 30 tall. The table is a table view controller's root view, or with
    /// `inView` a subview filling a view controller's view.
    static func document(toolsVersion: Int, device: String = "retina4_7", height: Int = 667, inView: Bool = false) -> String {
        let table = """
                            <tableView \(inView ? "" : "key=\"view\" ")clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="60" sectionHeaderHeight="28" sectionFooterHeight="28" \(inView ? "translatesAutoresizingMaskIntoConstraints=\"NO\" " : "")id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" rowHeight="60" id="cell">
                                        <rect key="frame" x="0.0" y="28" width="375" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="cv">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="59.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                                    <rect key="frame" x="15" y="11" width="345" height="30"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="bar" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
                                                <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="c2"/>
                                                <constraint firstItem="bar" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c3"/>
                                                <constraint firstItem="bar" firstAttribute="height" constant="30" id="c4"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
        """
        let controller = inView ? """
                        <viewController id="vc">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(table)
                                </subviews>
                                <constraints>
                                    <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
                                    <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t2"/>
                                    <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="t3"/>
                                    <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="t4"/>
                                </constraints>
                            </view>
                        </viewController>
        """ : """
                        <tableViewController storyboardIdentifier="list" id="tvc">
        \(table)
                        </tableViewController>
        """
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait"><adaptation id="fullscreen"/></device>
            <scenes>
                <scene sceneID="scn-01-abc">
                    <objects>
        \(controller)
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 9.3 (14109), iPhone, a table in a view controller's view: 15 pt at the sides, 11 at the top (YetiDate's and RWSecret's cells)")
    func xcode93Phone() throws {
        let laid = try LaidOut(Self.document(toolsVersion: 14109, inView: true))
        #expect(laid.frame("bar") == Rect(x: 15, y: 11, width: 345, height: 30))
    }

    @Test("Xcode 9.2 (13771) and 9.3 (14109), iPhone, a UITableViewController's table: the root view's 16 (expenses', hemlock's cells)")
    func rootTablePhone() throws {
        for toolsVersion in [13771, 14109] {
            let laid = try LaidOut(Self.document(toolsVersion: toolsVersion))
            #expect(laid.frame("bar") == Rect(x: 16, y: 11, width: 343, height: 30))
        }
    }

    @Test("Xcode 10.1 (14460), iPhone: 15 pt in a table placed in a view (Flix's, Parstagram's, PSST's cells), 16 in a UITableViewController's")
    func xcode10Phone() throws {
        // In a view: 15 in from each side of the 375-pt content view, 375 − 30 = 345 wide; the root table keeps 16 (Tweeter's).
        let inView = try LaidOut(Self.document(toolsVersion: 14460, inView: true))
        #expect(inView.frame("bar") == Rect(x: 15, y: 11, width: 345, height: 30))
        let laid = try LaidOut(Self.document(toolsVersion: 14460))
        #expect(laid.frame("bar") == Rect(x: 16, y: 11, width: 343, height: 30))
    }

    @Test("Xcode 11.3 (15705) on 375 × 812 and 11.4 (16096), iPhone, a table in a view: still 15 (Instagram clone's, side-dish shop's cells)")
    func xcode11Phone() throws {
        // The 375-pt content view less 15 at each side: x = 15, 345 wide; 11 down, as in Xcode 9 and 10.
        let x = try LaidOut(Self.document(toolsVersion: 15705, device: "retina5_9", height: 812, inView: true))
        #expect(x.frame("bar") == Rect(x: 15, y: 11, width: 345, height: 30))
        let laid = try LaidOut(Self.document(toolsVersion: 16096, inView: true))
        #expect(laid.frame("bar") == Rect(x: 15, y: 11, width: 345, height: 30))
    }

    @Test("Xcode 11.2 (15400), a UITableViewController's table keeps the root's 16 (Delta's sync results); Xcode 12.0 (17156) gives a table in a view 16 (Pulley's cells)")
    func xcode11RootAndXcode12() throws {
        let root = try LaidOut(Self.document(toolsVersion: 15400))
        #expect(root.frame("bar") == Rect(x: 16, y: 11, width: 343, height: 30))
        let later = try LaidOut(Self.document(toolsVersion: 17156, inView: true))
        #expect(later.frame("bar") == Rect(x: 16, y: 11, width: 343, height: 30))
    }

    @Test("Xcode 9.4 (14113), iPad: the 375-pt table's cells keep 16 (EmojiArt's master list stores its label at 16)")
    func xcode94Pad() throws {
        let laid = try LaidOut(Self.document(toolsVersion: 14113, device: "ipad12_9", height: 1366))
        #expect(laid.frame("bar") == Rect(x: 16, y: 11, width: 343, height: 30))
    }
}
