import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Required constraints that would size a view below 0 are a required conflict in documents from Xcode 6 on
/// (IBNonNegativeSizes.requiredBounds): Xcode keeps the view's stored frame on that axis (IBConflictHold) and lays out
/// the rest around it.
@Suite("Interface Builder: a size forced below 0 is a conflict")
struct NegativeSizeConflictTests {
    /// A 320 × 568 xib view holding a 46-pt button 137 pt from the leading edge, its top 313 pt below the view's top and
    /// its bottom 269 pt above the view's bottom (568 − 313 − 269 = −14 tall), and a 20-pt `note` 8 pt below the
    /// button. The stored frames: the button at its own 30-pt height, the note 8 below it.
    static func xib(toolsVersion: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_0" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="back">
                            <rect key="frame" x="137" y="313" width="46" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="46" id="back-width"/>
                            </constraints>
                            <state key="normal" title="Button"/>
                        </button>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                            <rect key="frame" x="16" y="351" width="288" height="20"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="20" id="note-height"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="back" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="137" id="back-leading"/>
                        <constraint firstItem="back" firstAttribute="top" secondItem="root" secondAttribute="top" constant="313" id="back-top"/>
                        <constraint firstAttribute="bottom" secondItem="back" secondAttribute="bottom" constant="269" id="back-bottom"/>
                        <constraint firstItem="note" firstAttribute="top" secondItem="back" secondAttribute="bottom" constant="8" id="note-top"/>
                        <constraint firstItem="note" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="note-leading"/>
                        <constraint firstAttribute="trailing" secondItem="note" secondAttribute="trailing" constant="16" id="note-trailing"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    // Worked by hand: held on the vertical axis, the button keeps y = 313 and its 30 pt; the note is 8 below its
    // bottom, 313 + 30 + 8 = 351, and 320 − 2 × 16 = 288 wide. Horizontally nothing conflicts: x = 137, 46 wide.
    @Test("Xcode 8.3: the button keeps its stored frame and the note is laid out below it")
    func heldAtStoredFrame() throws {
        let laid = try LaidOut(Self.xib(toolsVersion: 12121), file: "Detail.xib")
        #expect(laid.frame("back") == Rect(x: 137, y: 313, width: 46, height: 30))
        #expect(laid.frame("note") == Rect(x: 16, y: 351, width: 288, height: 20))
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
        #expect(!laid.diagnostics().contains { $0.code == .negativeSize })
    }

    // Before Xcode 6 no conflict is held: the required pins give the button −14 pt (568 − 313 − 269) and the note
    // 313 − 14 + 8 = 307, which the importer reports.
    @Test("Xcode 5: the pins size the button −14 tall, as before")
    func olderDocumentsKeepTheSolvedSize() throws {
        let laid = try LaidOut(Self.xib(toolsVersion: 5056), file: "Detail.xib")
        #expect(laid.frame("back") == Rect(x: 137, y: 313, width: 46, height: -14))
        #expect(laid.frame("note")?.origin.y == 307)
        #expect(laid.diagnostics().contains { $0.code == .negativeSize && $0.view == "back" })
    }
}
