import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Xib files in Xcode 4's keyed archive format load with their views at the stored frames, never refused.
@Suite("Interface Builder archive-format xibs")
struct ArchiveDocumentTests {
    /// A hand-written Xcode 4 xib: a 320 × 568 root (`NSFrameSize`), a table placed by `NSFrame`, a label inside a
    /// container, a button referenced from its superview's subview list by `<reference>`, and one constraint.
    static let archive = """
    <?xml version="1.0" encoding="UTF-8"?>
    <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
      <data>
        <int key="IBDocument.SystemTarget">1552</int>
        <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
          <object class="IBProxyObject" id="1"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
          <object class="IBUIView" id="10">
            <array class="NSMutableArray" key="NSSubviews">
              <object class="IBUITableView" id="11">
                <string key="NSFrame">{{29, 95}, {265, 138}}</string>
              </object>
              <object class="IBUIView" id="12">
                <string key="NSFrame">{{10, 300}, {300, 100}}</string>
                <array class="NSMutableArray" key="NSSubviews">
                  <object class="IBUILabel" id="13">
                    <string key="NSFrame">{{20, 10}, {120, 21}}</string>
                    <string key="IBUIText">Name</string>
                  </object>
                  <reference ref="14"/>
                </array>
              </object>
            </array>
            <string key="NSFrameSize">{320, 568}</string>
          </object>
        </array>
        <object class="IBObjectContainer" key="IBDocument.Objects">
          <array key="orderedObjects">
            <object class="IBUIButton" id="14">
              <string key="NSFrame">{{200, 60}, {80, 30}}</string>
              <string key="IBUINormalTitle">Save</string>
              <bool key="IBUIHidden">YES</bool>
            </object>
            <object class="IBNSLayoutConstraint" id="20">
              <reference key="firstItem" ref="11"/>
              <int key="firstAttribute">3</int>
              <object class="IBLayoutConstant" key="constant"><double key="value">95</double></object>
            </object>
          </array>
        </object>
      </data>
    </archive>
    """

    @Test("the views of an archive are laid out at their stored frames, with an `unsupported` warning naming the format")
    func storedFrames() throws {
        let laid = try LaidOut(Self.archive, file: "Old.xib")
        #expect(laid.scenes.count == 1)
        // NSFrameSize: the root at the origin, 320 × 568; NSFrame: {{x, y}, {w, h}} in the superview.
        #expect(laid.scenes[0].size == Size(width: 320, height: 568))
        #expect(laid.frame("11") == Rect(x: 29, y: 95, width: 265, height: 138))
        #expect(laid.frame("12") == Rect(x: 10, y: 300, width: 300, height: 100))
        #expect(laid.frame("13") == Rect(x: 20, y: 10, width: 120, height: 21))
        // The button defined elsewhere in the archive and referenced from the container's subviews.
        #expect(laid.frame("14") == Rect(x: 200, y: 60, width: 80, height: 30))
        let views = laid.scenes[0].root.allViews
        #expect(views.first { $0.id == "13" }?.label?.text == "Name")
        #expect(views.first { $0.id == "14" }?.isHidden == true)
        #expect(laid.warnings.contains { $0.code == .unsupported && $0.message.contains("archive format") })
        #expect(!laid.diagnostics().contains { $0.code == .misplacedView })
    }

    @Test("frame strings: both archive spellings, and malformed ones give nothing", arguments: [
        ("{{29, 95}, {265, 138}}", [29.0, 95, 265, 138]), ("{320, 568}", [320, 568]), ("{{1.5, -2}, {3, 4}}", [1.5, -2, 3, 4]),
    ])
    func frameStrings(text: String, expected: [Double]) {
        #expect(IBArchiveDocument.numbers(text) == expected)
    }

    @Test("malformed frame strings are not numbers", arguments: ["{{a, b}, {c, d}}", "{}", "{nan, 3}"])
    func malformedFrames(text: String) {
        #expect(IBArchiveDocument.numbers(text) == nil)
    }
}
