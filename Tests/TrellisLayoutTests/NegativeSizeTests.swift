import Testing
import TrellisModel
@testable import TrellisLayout

/// Views forced below a size of 0: a `negative-size` warning, and the ambiguity message's value is the one used.
@Suite("Negative sizes")
struct NegativeSizeTests {
    @Test("required constraints forcing a height of -12 are named in a negative-size warning")
    func forcedNegative() throws {
        // top == 100 and bottom == 88 (both required): height = 88 - 100 = -12, applied as it is.
        let squeezed = node(.view, "squeezed", [
            make("squeezed", .top, .equal, "view", constant: 100, line: 4),
            make("squeezed", .bottom, .equal, "view", .top, constant: 88, line: 5),
            make("squeezed", .left, .equal, "view"), make("squeezed", .width, constant: 50),
        ])
        let (_, result) = layOut(Scene(name: "negative", views: [squeezed]))
        let warning = try #require(result.diagnostics("negative-size").first)
        #expect(warning.view == "squeezed")
        #expect(warning.axis == .vertical)
        #expect(warning.message.contains("height of 'squeezed' is -12"))
        #expect(warning.message.contains("test.yaml:4:9") && warning.message.contains("test.yaml:5:9"))
        #expect(result.frame("squeezed")?.height == -12)
        #expect(result.diagnostics("negative-size").count == 1)
    }

    @Test("an undetermined width that required constraints push below 0 is reported with the value used")
    func ambiguityValue() throws {
        // left == 100, right <= 60: the width is free but at most -40; the pin to 0 loses to the required bound, so the
        // width used is -40, and the ambiguity message says so.
        let box = node(.view, "box", [
            make("box", .left, .equal, "view", constant: 100), make("box", .right, .lessThanOrEqual, "view", .left, constant: 60),
            make("box", .top, .equal, "view"), make("box", .height, constant: 10),
        ])
        let (_, result) = layOut(Scene(name: "ambiguous", views: [box]))
        let ambiguity = try #require(result.diagnostics("ambiguous-layout").first)
        #expect(ambiguity.message.contains("using a width of -40"))
        #expect(result.frame("box")?.width == -40)
        #expect(result.diagnostics("negative-size").first?.message.contains("width of 'box' is -40") == true)
    }
}
