import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// A `<window>` (UIWindow, a UIView subclass) at the top level of a xib, as pre-storyboard projects kept it in
/// MainWindow.xib: a scene of its own, laid out as a view, not an unsupported placeholder.
@Suite("Interface Builder windows")
struct WindowElementTests {
    /// An Xcode 6 MainWindow.xib (toolsVersion 6254, springs and struts, no `<device>`): a 320 × 480 window holding a
    /// label placed by its frame and autoresizing mask.
    static let mainWindow = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6254" systemVersion="14C109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UIApplication"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <window opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="win">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" lineBreakMode="tailTruncation" id="title">
                            <rect key="frame" x="20" y="40" width="280" height="21"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                </window>
                <customObject id="delegate" customClass="AppDelegate"/>
            </objects>
        </document>
        """

    @Test("a MainWindow.xib's window is a 320 × 480 scene whose label keeps its stored frame, with no unsupported warning")
    func mainWindowScene() throws {
        // The window is the scene's root at its stored 320 × 480; the label is placed by its frame (no constraints):
        // (20, 40, 280, 21). The custom object and the placeholders are not views.
        let laid = try LaidOut(Self.mainWindow, file: "MainWindow.xib")
        #expect(laid.scenes.count == 1)
        #expect(laid.scenes.first?.size == Size(width: 320, height: 480))
        #expect(laid.frame("win") == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(laid.frame("title") == Rect(x: 20, y: 40, width: 280, height: 21))
        #expect(!laid.diagnostics().contains { $0.code == .unsupported || $0.code == .misplacedView })
    }
}
