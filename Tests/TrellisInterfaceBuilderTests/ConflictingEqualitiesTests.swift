import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Two required equalities between the same two anchors with different constants: Interface Builder (Xcode 6.3 on,
/// toolsVersion 7000) keeps the one written later in the document (IBConflictingEqualities).
@Suite("Interface Builder: of two contradicting equalities between the same anchors, the later written holds")
struct ConflictingEqualitiesTests {
    /// On a 375 × 667 canvas: `head`, 20 from the root's leading edge and 100 from its top, 100 × 50; `box`, 20 from the
    /// leading edge, 200 × 30, its top both 40 and 10 below head's bottom (`firstGap` written first, `secondGap` after).
    func document(toolsVersion: Int, firstGap: Int, secondGap: Int) -> String {
        document(toolsVersion: toolsVersion, gaps: [firstGap, secondGap])
    }

    /// As above, box's top written once per gap, in that order (ids gap-1, gap-2, …).
    func document(toolsVersion: Int, gaps: [Int]) -> String {
        let secondGap = gaps.last ?? 0
        let views = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="head">
            <rect key="frame" x="20" y="100" width="100" height="50"/>
            <constraints>
                <constraint firstAttribute="width" constant="100" id="h-w"/>
                <constraint firstAttribute="height" constant="50" id="h-h"/>
            </constraints>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="20" y="\(150 + secondGap)" width="200" height="30"/>
            <constraints>
                <constraint firstAttribute="width" constant="200" id="b-w"/>
                <constraint firstAttribute="height" constant="30" id="b-h"/>
            </constraints>
        </view>
        """
        let constraints = """
        <constraint firstItem="head" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="h-l"/>
        <constraint firstItem="head" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="h-t"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b-l"/>

        """ + gaps.enumerated().map { index, gap in
            "\n<constraint firstItem=\"box\" firstAttribute=\"top\" secondItem=\"head\" secondAttribute=\"bottom\" constant=\"\(gap)\" id=\"gap-\(index + 1)\"/>"
        }.joined()
        return storyboard(views, constraints: constraints, toolsVersion: toolsVersion)
    }

    // Worked by hand: head is (20, 100, 100, 50), its bottom at 150; the later gap holds, so box's top is 150 + 10 =
    // 160 (and 150 + 40 = 190 when 40 is written later). Without the rule the first written held: 190 and 160.
    @Test("Xcode 6.4, 11, 12.4, 13, 15.0: the later written gap holds, larger or smaller",
          arguments: [(7706, 40, 10), (16097, 40, 10), (17701, 40, 10), (19529, 40, 10), (22154, 40, 10), (22154, 10, 40)])
    func laterHolds(toolsVersion: Int, firstGap: Int, secondGap: Int) throws {
        let laid = try LaidOut(document(toolsVersion: toolsVersion, firstGap: firstGap, secondGap: secondGap))
        #expect(laid.frame("head") == Rect(x: 20, y: 100, width: 100, height: 50))
        #expect(laid.frame("box") == Rect(x: 20, y: Double(150 + secondGap), width: 200, height: 30))
        // The contradiction is still reported, the earlier written one named as broken.
        let warning = laid.diagnostics().first { $0.code == .unsatisfiable }
        #expect(warning?.message.contains("breaking `box.top == head.bottom + \(firstGap)`") == true)
        #expect(warning?.location?.line != nil)
    }

    // Xcode 6.4 (h23conf): three gaps 6, 6 and 0 written in that order; the last holds, so box's top is 150 + 0 = 150,
    // and both earlier ones are named as broken. Without the rule the first written held: 150 + 6 = 156.
    @Test("Xcode 6.4 (toolsVersion 7706): of three, the last written holds and both earlier ones are left out")
    func lastOfThreeHolds() throws {
        let laid = try LaidOut(document(toolsVersion: 7706, gaps: [6, 6, 0]))
        #expect(laid.frame("box") == Rect(x: 20, y: 150, width: 200, height: 30))
        let warnings = laid.diagnostics().filter { $0.code == .unsatisfiable }
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.message.contains("breaking `box.top == head.bottom + 6`") })
    }

    // Before Xcode 6.3's 7xxx builds nothing is measured: the solver keeps the first written, 150 + 40 = 190. (From
    // Xcode 6 the conflict's views keep their stored frames, IBConflictHold: an Xcode 5 save shows the choice.)
    @Test("Xcode 5 (toolsVersion 5056): unchanged, the first written gap holds")
    func earlierUnchanged() throws {
        let laid = try LaidOut(document(toolsVersion: 5056, firstGap: 40, secondGap: 10))
        #expect(laid.frame("box") == Rect(x: 20, y: 190, width: 200, height: 30))
    }

    // Equal constants written twice are no conflict: both are kept, nothing moves.
    @Test("A repeated equality with the same constant changes nothing")
    func repeatsKept() throws {
        let laid = try LaidOut(document(toolsVersion: 22154, firstGap: 10, secondGap: 10))
        #expect(laid.frame("box") == Rect(x: 20, y: 160, width: 200, height: 30))
        let constraints = laid.scenes[0].constraints.filter { $0.first.view == "box" && $0.firstAttribute == .top }
        #expect(constraints.count == 2)
    }
}
