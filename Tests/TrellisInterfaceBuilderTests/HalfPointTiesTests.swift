import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xcode 9's 3× canvases keep an edge exactly on a half point (IBHalfPointTies).
@Suite("Interface Builder: half-point ties on Xcode 9's 3× canvases")
struct IBHalfPointTiesTests {
    /// A 104 × 172 view centred on the root (retina5_9, 375 × 812; x = (375 − 104) / 2 = 135.5) 200 pt down.
    func document(toolsVersion: Int, device: String = "retina5_9", size: (Double, Double) = (375, 812)) -> String {
        let card = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
            <rect key="frame" x="135" y="200" width="104" height="172"/>
            <constraints>
                <constraint firstAttribute="width" constant="104" id="w"/>
                <constraint firstAttribute="height" constant="172" id="h"/>
            </constraints>
        </view>
        """
        let pins = """
        <constraint firstItem="card" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
        <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="top"/>
        """
        return storyboard(card, constraints: pins, device: device, toolsVersion: toolsVersion, size: size)
    }

    @Test("Xcode 9.2 (13771) on 375 × 812 at 3×: the card stays at 135.5, within half a point of 135, 136 and 135.67")
    func xcode9() throws {
        let laid = try LaidOut(document(toolsVersion: 13771))
        #expect(laid.frame("card") == Rect(x: 135.5, y: 200, width: 104, height: 172))
        #expect(laid.scenes.first?.keepsHalfPointTies == true)
    }

    @Test("Xcode 10.2 (14490) keeps UIKit's rounding: 406.5 pixels up to 407, x = 135.67")
    func xcode10() throws {
        let card = try #require(try LaidOut(document(toolsVersion: 14490)).frame("card"))
        #expect(abs(card.minX - 407.0 / 3) < 1e-9)
    }

    @Test("a 2× canvas of Xcode 9 (retina4_7, 375 × 667) is not marked: the half point is its pixel anyway")
    func twoX() throws {
        let laid = try LaidOut(document(toolsVersion: 13771, device: "retina4_7", size: (375, 667)))
        #expect(laid.frame("card") == Rect(x: 135.5, y: 200, width: 104, height: 172))
        #expect(laid.scenes.first?.keepsHalfPointTies == false)
    }
}
