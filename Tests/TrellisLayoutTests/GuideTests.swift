import Testing
import TrellisModel
@testable import TrellisLayout

/// Layout guides: `guide:` entries (UILayoutGuide) and the readable content guide.
@Suite("Layout guides")
struct GuideTests {
    @Test("a guide takes part in constraints and is neither reported nor drawn")
    func layoutGuide() {
        // The guide spans the middle third of the screen's width (125 … 250 on a 375-point screen); box is centred on it.
        var guide = node(.view, "middle", [
            make("middle", .left, .equal, "view", .right, multiplier: 1.0 / 3), make("middle", .width, .equal, "view", multiplier: 1.0 / 3),
            make("middle", .top, .equal, "view"), make("middle", .height, constant: 0),
        ])
        guide.isLayoutGuide = true
        let box = node(.view, "box", [
            make("box", .centerX, .equal, "middle"), make("box", .top, .equal, "view", constant: 100),
            make("box", .width, constant: 50), make("box", .height, constant: 50),
        ])
        let (_, result) = layOut(Scene(name: "guide", views: [guide, box]))
        #expect(result.diagnostics.isEmpty)
        // centerX = 125 + 125 / 2 = 187.5; x = 187.5 - 25 = 162.5.
        #expect(result.frame("box") == Rect(x: 162.5, y: 100, width: 50, height: 50))
        #expect(result.states.first?.view("middle") == nil)
    }

    /// A label-like `text` pinned to the readable content guide's leading and trailing edges.
    func readableFrame(device: String) throws -> (Rect?, Device) {
        let text = node(.view, "text", [
            make("text", .leading, .equal, "view.readable"), make("text", .trailing, .equal, "view.readable"),
            make("text", .top, .equal, "view.readable"), make("text", .height, constant: 100),
        ])
        var scene = Scene(name: "readable", views: [text])
        let chosen = try #require(Device.named(device))
        scene.devices = [chosen]
        return (layOut(scene).1.frame("text"), chosen)
    }

    @Test("on an iPhone the readable guide is the margins guide (the 672-point column is wider than the screen)",
          arguments: ["iphone-se", "iphone-8", "iphone-15-pro-max"])
    func readableOnPhones(device: String) throws {
        let (frame, chosen) = try readableFrame(device: device)
        // Root margins: 16 below 414 points, 20 from 414 up; the margins width is below 672, so nothing narrows it.
        let side = chosen.size.width < 414 ? 16.0 : 20.0
        #expect(frame == Rect(x: side, y: chosen.safeArea.top, width: chosen.size.width - 2 * side, height: 100))
    }

    @Test("on a wide screen the readable guide is 672 points wide, centred")
    func readableOnWideScreen() throws {
        let text = node(.view, "text", [
            make("text", .leading, .equal, "view.readable"), make("text", .trailing, .equal, "view.readable"),
            make("text", .top, .equal, "view"), make("text", .height, constant: 100),
        ])
        var scene = Scene(name: "readable", size: Size(width: 1024, height: 768), views: [text])
        scene.scale = 2
        let (_, result) = layOut(scene)
        // 1024 wide, margins 20 each side (984 between them): 672 wide, centred: x = (1024 - 672) / 2 = 176.
        #expect(result.frame("text") == Rect(x: 176, y: 0, width: 672, height: 100))
    }
}
