import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Views in a table's prototype cell whose own required size cannot hold: a fill-aligned stack's arranged view gives
/// its own height way to the stack's (IBStackOwnSizeYields, now inside table cells too), and an SF Symbol view whose
/// own size broke takes its alignment insets from the length the other constraints give (IBSymbolOwnSizeBroken).
@Suite("Interface Builder: a symbol's broken own size in a table cell")
struct SymbolOwnSizeBrokenTests {
    /// An Xcode 16 table view controller (320 × 568) with one prototype cell, 320 × `height`, holding `content`.
    static func document(height: Double, content: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_0" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-01-abc">
                    <objects>
                        <tableViewController id="tvc">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="\(height)" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" rowHeight="\(height)" id="cell">
                                        <rect key="frame" x="0.0" y="50" width="320" height="\(height)"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="320" height="\(height)"/>
                                            <autoresizingMask key="autoresizingMask"/>
        \(content)
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The icon: an image view showing `tray.fill` (stored 37 tall at y = 1.5) or a plain view (stored 40 tall),
    /// with required 25 × 25 constraints of its own.
    static func icon(symbol: Bool) -> String {
        let open = symbol
            ? #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="tray.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="icon">"#
            : #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">"#
        let frame = symbol ? #"<rect key="frame" x="0.0" y="1.5" width="25" height="37"/>"# : #"<rect key="frame" x="0.0" y="0.0" width="25" height="40"/>"#
        return """
        \(open)
            \(frame)
            <constraints>
                <constraint firstAttribute="width" constant="25" id="icon-w"/>
                <constraint firstAttribute="height" constant="25" id="icon-h"/>
            </constraints>
        \(symbol ? "</imageView>" : "</view>")
        """
    }

    /// A 100-pt cell: a `header` placed by its autoresizing mask at (20, 10, 280, 30), and a horizontal fill-aligned
    /// stack `row` (spacing 8) 10 pt below it, 10 pt above the content view's bottom and 20 pt from its leading edge,
    /// arranging the icon and a `tail` 100 wide of its own: nothing pins the stack to the content view's top, so
    /// IBCellOwnSizeYields' chain does not reach it.
    static func stackCell(symbol: Bool) -> String {
        document(height: 100, content: """
        <subviews>
            <view contentMode="scaleToFill" id="header">
                <rect key="frame" x="20" y="10" width="280" height="30"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="20" y="50" width="133" height="40"/>
                <subviews>
                    \(icon(symbol: symbol))
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tail">
                        <rect key="frame" x="33" y="0.0" width="100" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="tail-w"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
        </subviews>
        <constraints>
            <constraint firstItem="row" firstAttribute="top" secondItem="header" secondAttribute="bottom" constant="10" id="a-top"/>
            <constraint firstAttribute="bottom" secondItem="row" secondAttribute="bottom" constant="10" id="b-bottom"/>
            <constraint firstItem="row" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c-leading"/>
        </constraints>
        """)
    }

    // Worked by hand: the stack runs from the header's bottom + 10 = 50 to 100 − 10 = 90, 40 tall; fill alignment makes
    // the icon as tall, its own 25 dropped: (0, 0, 25, 40); the tail 8 pt after it, (33, 0, 100, 40).
    @Test("A 25-pt view in a 40-pt fill stack of a table cell: 40 tall, the stack keeps its pins")
    func stackOwnHeightYields() throws {
        let laid = try LaidOut(Self.stackCell(symbol: false))
        #expect(laid.frame("row") == Rect(x: 20, y: 50, width: 133, height: 40))
        #expect(laid.frame("icon") == Rect(x: 0, y: 0, width: 25, height: 40))
        #expect(laid.frame("tail") == Rect(x: 33, y: 0, width: 100, height: 40))
    }

    // Worked by hand: the symbol's alignment rectangle is the stack's 40; stored 37 tall, (40 − 37) / 2 = 1.5 at the
    // top and bottom, so the image is (0, 1.5, 25, 37) (the own 25 would need 6-pt outsets: none taken, 40 tall).
    @Test("A tray.fill image view in the same stack: its insets from the stack's 40, not its own 25")
    func symbolInsetsFromStack() throws {
        let laid = try LaidOut(Self.stackCell(symbol: true))
        #expect(laid.frame("icon") == Rect(x: 0, y: 1.5, width: 25, height: 37))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    // Worked by hand: a 170-pt cell; `photo` (required 105 × 200 of its own) pinned 12 pt inside all four edges gets
    // (12, 12, 296, 146) as its alignment rectangle; stored 143 tall, 1.5 pt in at the top and bottom:
    // (12, 13.5, 296, 143). With the 200 its insets would be 28.5 pt outward, beyond a symbol's: none, 146 tall.
    @Test("A photo symbol pinned inside a 170-pt row with its own 105 × 200: insets from the pins' 146")
    func symbolInsetsFromPins() throws {
        let laid = try LaidOut(Self.document(height: 170, content: """
        <subviews>
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="photo" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
                <rect key="frame" x="12" y="13.5" width="296" height="143"/>
                <constraints>
                    <constraint firstAttribute="width" constant="105" id="photo-w"/>
                    <constraint firstAttribute="height" constant="200" id="photo-h"/>
                </constraints>
            </imageView>
        </subviews>
        <constraints>
            <constraint firstItem="photo" firstAttribute="top" secondItem="content" secondAttribute="top" constant="12" id="a-top"/>
            <constraint firstAttribute="bottom" secondItem="photo" secondAttribute="bottom" constant="12" id="b-bottom"/>
            <constraint firstItem="photo" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="12" id="c-leading"/>
            <constraint firstAttribute="trailing" secondItem="photo" secondAttribute="trailing" constant="12" id="d-trailing"/>
        </constraints>
        """))
        #expect(laid.frame("photo") == Rect(x: 12, y: 13.5, width: 296, height: 143))
    }
}
