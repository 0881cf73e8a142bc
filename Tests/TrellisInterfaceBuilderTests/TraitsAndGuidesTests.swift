import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// Custom layout guides, semantic content attributes, autoresizing masks, scroll inset adjustment, stack baseline
/// arrangement, and the bars Xcode infers; every document written by hand in Xcode's format.
@Suite("Interface Builder traits, guides and inferred bars")
struct TraitsAndGuidesTests {
    @Test("a <layoutGuide> of a view is a UILayoutGuide: constraints to it place the views, and it is not reported")
    func customLayoutGuide() throws {
        // iPhone 8 canvas, Xcode 10 (toolsVersion 14460): 20-pt status bar, so the safe area's top is 20.
        // Guide: left 20, right 375 − 20 = 355 (width 335), top 20, height 100 → (20, 20, 335, 100).
        // The label (100 × 21 stored, its intrinsic size) is centred under it, 8 below:
        // x = 20 + (335 − 100) / 2 = 137.5, y = 20 + 100 + 8 = 128.
        let xml = storyboard(label("title", 137.5, 128, 100, 21), constraints: """
            <constraint firstItem="band" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="band" secondAttribute="trailing" constant="20" id="c2"/>
            <constraint firstItem="band" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
            <constraint firstItem="band" firstAttribute="height" constant="100" id="c4"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="band" secondAttribute="bottom" constant="8" id="c5"/>
            <constraint firstItem="title" firstAttribute="centerX" secondItem="band" secondAttribute="centerX" id="c6"/>
            """).replacingOccurrences(of: "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>",
                                      with: "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>\n<layoutGuides><layoutGuide id=\"band\" userLabel=\"Band\"/></layoutGuides>")
        let laid = try LaidOut(xml)
        #expect(laid.frame("title") == Rect(x: 137.5, y: 128, width: 100, height: 21))
        #expect(laid.frame("band") == nil)
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView || $0.code == .unknownView })
        #expect(laid.scenes[0].root.children.contains { $0.id == "band" && $0.isLayoutGuide })
    }

    @Test("a <layoutGuide> written directly in the view works the same way")
    func directLayoutGuide() throws {
        // Guide pinned 10 from the root's top-left, 50 × 40; the label's leading is the guide's trailing:
        // x = 10 + 50 = 60, y = 10 (its top is the guide's top).
        let xml = storyboard(label("l", 60, 10, 80, 21), constraints: """
            <constraint firstItem="g" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="g" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
            <constraint firstItem="g" firstAttribute="width" constant="50" id="c3"/>
            <constraint firstItem="g" firstAttribute="height" constant="40" id="c4"/>
            <constraint firstItem="l" firstAttribute="leading" secondItem="g" secondAttribute="trailing" id="c5"/>
            <constraint firstItem="l" firstAttribute="top" secondItem="g" secondAttribute="top" id="c6"/>
            """).replacingOccurrences(of: "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>",
                                      with: "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>\n<layoutGuide id=\"g\"/>")
        #expect(try LaidOut(xml).frame("l") == Rect(x: 60, y: 10, width: 80, height: 21))
    }

    @Test("semanticContentAttribute=forceRightToLeft: leading is the right edge in that subtree")
    func rightToLeft() throws {
        // The container spans the root (375 wide). In its right-to-left subtree the label's leading edge (10 from
        // the container's leading) is the right one: x = 375 − 10 − 100 = 265. Its sibling outside keeps x = 10.
        let container = """
        <view contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="100" width="375" height="50"/>
            <subviews>\(label("inner", 265, 10, 100, 21))</subviews>
            <constraints>
                <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="10" id="i1"/>
                <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" constant="10" id="i2"/>
            </constraints>
        </view>
        """
        let xml = storyboard(container + label("outer", 10, 200, 100, 21), constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b1"/>
            <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="b2"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="b3"/>
            <constraint firstItem="box" firstAttribute="height" constant="50" id="b4"/>
            <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="o1"/>
            <constraint firstItem="outer" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="o2"/>
            """)
        let laid = try LaidOut(xml)
        #expect(laid.scenes[0].root.children[0].traits.semanticContentAttribute == .forceRightToLeft)
        #expect(laid.frame("inner") == Rect(x: 265, y: 10, width: 100, height: 21))
        #expect(laid.frame("outer") == Rect(x: 10, y: 200, width: 100, height: 21))
    }

    @Test("<autoresizingMask> of a view placed by its frame follows a wider screen as UIKit's mask does")
    func autoresizingMask() throws {
        // Two views without constraints (translatesAutoresizingMaskIntoConstraints defaults to YES in Xcode).
        // `bar` (10, 10, 355, 50) is widthSizable: on a 414-pt screen its width takes the whole 39-pt difference,
        // 355 + 39 = 394. `badge` (300, 100, 60, 30) has flexibleMinX: its left margin takes it, x = 339.
        // `pinned` has translatesAutoresizingMaskIntoConstraints="NO": its mask is not kept.
        let views = """
        <view contentMode="scaleToFill" id="bar">
            <rect key="frame" x="10" y="10" width="355" height="50"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
        </view>
        <view contentMode="scaleToFill" id="badge">
            <rect key="frame" x="300" y="100" width="60" height="30"/>
            <autoresizingMask key="autoresizingMask" flexibleMinX="YES"/>
        </view>
        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
            <rect key="frame" x="0.0" y="200" width="100" height="30"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
        </view>
        """
        let laid = try LaidOut(storyboard(views))
        let children = laid.scenes[0].root.children
        #expect(children[0].traits.autoresizing == [.flexibleWidth, .flexibleBottomMargin])
        #expect(children[1].traits.autoresizing == [.flexibleLeftMargin])
        #expect(children[2].traits.autoresizing == nil)
        // On the stored canvas nothing moves.
        #expect(laid.frame("bar") == Rect(x: 10, y: 10, width: 355, height: 50))
        // On a 414 × 736 screen.
        let scene = laid.scenes[0]
        var wide = scene.devices[0]
        wide.size = Size(width: 414, height: 736)
        let result = LayoutEngine(scene: scene.resolved(for: wide), measurer: RoundMeasurer()).layout(device: wide)
        #expect(result.states.first?.view("bar")?.frame == Rect(x: 10, y: 10, width: 394, height: 50))
        #expect(result.states.first?.view("badge")?.frame == Rect(x: 339, y: 100, width: 60, height: 30))
    }

    @Test("an autoresizing mask inside a view placed by constraints is not kept: the size it was designed at is unknown")
    func autoresizingInsideConstraints() throws {
        // `box` is placed by constraints; `inner` (no constraints) keeps its stored frame, without its mask, as a scene
        // file must place every ancestor of an autoresizing view by frame.
        let views = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" id="inner">
                    <rect key="frame" x="10" y="10" width="50" height="20"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                </view>
            </subviews>
        </view>
        """
        let laid = try LaidOut(storyboard(views, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
            <constraint firstItem="box" firstAttribute="width" constant="200" id="c3"/>
            <constraint firstItem="box" firstAttribute="height" constant="100" id="c4"/>
            """))
        #expect(laid.scenes[0].root.children[0].children[0].traits.autoresizing == nil)
        #expect(laid.frame("inner") == Rect(x: 10, y: 10, width: 50, height: 20))
    }

    @Test("contentInsetAdjustmentBehavior: each of Xcode's values", arguments: [
        ("automatic", InsetAdjustment.automatic), ("scrollableAxes", .scrollableAxes), ("never", .never), ("always", .always),
    ])
    func insetAdjustment(value: String, expected: InsetAdjustment) throws {
        let scroll = """
        <scrollView clipsSubviews="YES" contentMode="scaleToFill" contentInsetAdjustmentBehavior="\(value)" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        </scrollView>
        """
        let laid = try LaidOut(storyboard(scroll))
        #expect(laid.scenes[0].root.children[0].scroll.insetAdjustment == expected)
    }

    @Test("baselineRelativeArrangement=\"YES\" makes the stack baseline-relative")
    func baselineRelative() throws {
        func stack(_ attribute: String) -> String {
            """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="20" \(attribute) translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="0.0" y="0.0" width="100" height="62"/>
                <subviews>\(label("a", 0, 0, 100, 21))\(label("b", 0, 41, 100, 21))</subviews>
            </stackView>
            """
        }
        #expect(try LaidOut(storyboard(stack("baselineRelativeArrangement=\"YES\""))).scenes[0].root.children[0].stack.baselineRelative)
        #expect(try !LaidOut(storyboard(stack(""))).scenes[0].root.children[0].stack.baselineRelative)
    }
}
