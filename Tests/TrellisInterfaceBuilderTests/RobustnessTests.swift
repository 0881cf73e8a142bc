import Foundation
import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

@Suite("Interface Builder robustness")
struct RobustnessTests {
    /// The sample storyboard's text (seed 002), the base of the mutations.
    static let sample: [UInt8] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/seed-002.storyboard")
        return (try? Array(Data(contentsOf: url))) ?? []
    }()

    @Test("every truncation of a real document is an error with a line, or loads; never a crash")
    func truncations() throws {
        let bytes = Self.sample
        try #require(bytes.count > 1000)
        for length in stride(from: 0, to: bytes.count, by: 97) {
            do {
                _ = try InterfaceBuilderLoader.load(xml: Array(bytes[0..<length]), file: "cut.storyboard")
            } catch {
                #expect(error.diagnostics.allSatisfy { ($0.location?.line ?? 0) >= 1 })
            }
        }
    }

    @Test("nonsense values (negative sizes, letters for numbers, unknown enums) load with defaults, never a crash")
    func nonsenseValues() throws {
        var text = String(decoding: Self.sample, as: UTF8.self)
        for (from, to) in [("width=\"375\"", "width=\"-5\""), ("constant=\"20\"", "constant=\"twenty\""),
                           ("priority=\"250\"", "priority=\"1e308\""), ("firstAttribute=\"top\"", "firstAttribute=\"sideways\""),
                           ("retina4_7", "retina99"), ("toolsVersion=\"14460\"", "toolsVersion=\"abc\""),
                           ("pointSize=\"17\"", "pointSize=\"1e300\""), ("adjustsFontSizeToFit=\"NO\"", "numberOfLines=\"1e300\""), ("red=\"0.83921568627450982\"", "red=\"nan\"")] {
            text = text.replacingOccurrences(of: from, with: to)
        }
        let loaded = try InterfaceBuilderLoader.load(xml: Array(text.utf8), file: "odd.storyboard")
        #expect(loaded.scenes.count == 1)
        #expect(loaded.warnings.contains { $0.code.rawValue == "unsupported" && $0.message.contains("sideways") })
        // The unreadable constant and priority are named, at their constraint's line, with the value used instead.
        let constant = loaded.warnings.first { $0.code == .badValue && $0.message.contains("'twenty'") }
        #expect(constant?.message.contains("the constraint uses 0") == true)
        #expect((constant?.location?.line ?? 0) > 1)
        #expect(loaded.warnings.contains { $0.code == .badValue && $0.message.contains("priority '1e308'")
            && $0.message.contains("uses 1000") })
    }

    /// Found by mutating real documents: a multi-line label whose font size is a denormal number gave a line count of
    /// infinity, and converting it to an integer stopped the program.
    @Test("a multi-line label with a font size too small to divide by loads and keeps its stored frame")
    func tinyFontSize() throws {
        let tall = label("tiny", 20, 40, 200, 61, extra: "numberOfLines=\"0\"")
            .replacingOccurrences(of: "pointSize=\"17\"", with: "pointSize=\"1e-320\"")
        let constraints = """
            <constraint firstItem="tiny" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="tiny" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
        """
        let layout = try LaidOut(storyboard(tall, constraints: constraints))
        // Its own size is its stored frame (Xcode's measured intrinsic size): 200 × 61 at (20, 40).
        #expect(layout.frame("tiny") == Rect(x: 20, y: 40, width: 200, height: 61))
    }
}
