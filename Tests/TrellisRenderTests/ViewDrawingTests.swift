import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisRender

@Suite("Drawing views")
struct ViewDrawingTests {
    @Test("A red view gives red inside its frame and background outside", arguments: [1.0, 2.0, 3.0])
    func redView(scale: Double) throws {
        let scene = Scene(name: "red", size: Size(width: 100, height: 100), views: [view("box", background: red)])
        let pixels = try screen(scene, frames: ["box": Rect(x: 10, y: 20, width: 30, height: 40)], scale: scale)
        let s = Int(scale)
        #expect(pixels.width == 100 * s && pixels.height == 100 * s)
        #expect(pixels[10 * s, 20 * s] == red8)
        #expect(pixels[40 * s - 1, 60 * s - 1] == red8)
        #expect(pixels[25 * s, 40 * s] == red8)
        #expect(pixels[10 * s - 1, 20 * s] == white8)
        #expect(pixels[10 * s, 20 * s - 1] == white8)
        #expect(pixels[40 * s, 60 * s - 1] == white8)
        #expect(pixels[40 * s - 1, 60 * s] == white8)
    }

    @Test("Edges between pixels snap to the pixel grid instead of blurring")
    func snapping() throws {
        let scene = Scene(name: "snap", size: Size(width: 20, height: 20), views: [view("box", background: red)])
        let pixels = try screen(scene, frames: ["box": Rect(x: 2.3, y: 2.3, width: 5.4, height: 5.4)], scale: 1)
        // 2.3 → 2 and 7.7 → 8: whole pixels, no partial coverage.
        #expect(pixels[2, 2] == red8)
        #expect(pixels[7, 7] == red8)
        #expect(pixels[1, 2] == white8)
        #expect(pixels[8, 7] == white8)
    }

    @Test("Alpha composites a view and its subviews as one group")
    func alphaGroup() throws {
        var parent = view("parent", children: [view("a", background: red), view("b", background: blue)])
        parent.alpha = 0.5
        let scene = Scene(name: "alpha", size: Size(width: 40, height: 20), views: [parent])
        let pixels = try screen(scene, frames: ["parent": Rect(x: 0, y: 0, width: 40, height: 20),
                                                "a": Rect(x: 0, y: 0, width: 30, height: 20),
                                                "b": Rect(x: 10, y: 0, width: 30, height: 20)], scale: 1)
        // Where blue covers red, only blue shows through at half strength: red does not bleed into the overlap.
        #expect(close(pixels[20, 10], RGBA8(r: 128, g: 128, b: 255)))
        #expect(close(pixels[5, 10], RGBA8(r: 255, g: 128, b: 128)))
        #expect(close(pixels[35, 10], RGBA8(r: 128, g: 128, b: 255)))
    }

    @Test("Later siblings are in front; hidden views and their subviews are not drawn")
    func zOrderAndHidden() throws {
        var hidden = view("hidden", background: green, children: [view("inner", background: green)])
        hidden.isHidden = true
        let scene = Scene(name: "z", size: Size(width: 40, height: 20),
                          views: [view("back", background: red), view("front", background: blue), hidden])
        let pixels = try screen(scene, frames: ["back": Rect(x: 0, y: 0, width: 30, height: 20),
                                                "front": Rect(x: 10, y: 0, width: 30, height: 20),
                                                "hidden": Rect(x: 0, y: 0, width: 40, height: 20),
                                                "inner": Rect(x: 0, y: 0, width: 40, height: 20)], scale: 1)
        #expect(pixels[5, 5] == red8)
        #expect(pixels[20, 5] == blue8)
    }

    @Test("clipsToBounds cuts subviews at the bounds; without it they overflow", arguments: [true, false])
    func clipping(clips: Bool) throws {
        var parent = view("parent", background: red, children: [view("child", background: green)])
        parent.clipsToBounds = clips
        let scene = Scene(name: "clip", size: Size(width: 100, height: 100), views: [parent])
        let pixels = try screen(scene, frames: ["parent": Rect(x: 0, y: 0, width: 50, height: 50),
                                                "child": Rect(x: 40, y: 40, width: 40, height: 40)])
        #expect(pixels[90, 90] == green8)  // inside both
        #expect(pixels[120, 120] == (clips ? white8 : green8))
    }

    @Test("A corner radius rounds the background and a border is drawn inside the bounds")
    func cornerAndBorder() throws {
        var box = view("box", background: red)
        box.cornerRadius = 10
        box.border = Border(width: 2, color: blue)
        let scene = Scene(name: "corner", size: Size(width: 60, height: 60), views: [box])
        let pixels = try screen(scene, frames: ["box": Rect(x: 10, y: 10, width: 40, height: 40)], scale: 1)
        #expect(pixels[10, 10] == white8)      // the corner is cut
        #expect(pixels[30, 10] == blue8)       // top border, inside the frame
        #expect(pixels[30, 9] == white8)
        #expect(pixels[30, 30] == red8)
    }

    @Test("A scroll view's offset moves its content by offset × scale pixels", arguments: [1.0, 2.0, 3.0])
    func offset(scale: Double) throws {
        let scroll = view("scroll", .scroll, children: [view("row", background: red)])
        let scene = Scene(name: "offset", size: Size(width: 100, height: 100), views: [scroll])
        let frames = ["scroll": Rect(x: 0, y: 0, width: 100, height: 100), "row": Rect(x: 0, y: 150, width: 100, height: 10)]
        let content = Size(width: 100, height: 300)
        let s = Int(scale)
        let top = try screen(scene, frames: frames, scroll: ["scroll": ScrollValues(contentSize: content)], scale: scale)
        #expect(inkRange(top, horizontal: false) == nil)  // row at 150 is below the 100-point viewport
        let moved = try screen(scene, frames: frames,
                               scroll: ["scroll": ScrollValues(contentSize: content, offset: Point(x: 0, y: 100))], scale: scale)
        #expect(inkRange(moved, horizontal: false) == (50 * s)...(60 * s - 1))
    }

    @Test("A nested scroll view shows its content at its own offset")
    func nestedScroll() throws {
        let inner = view("inner", .scroll, children: [view("cell", background: red)])
        let outer = view("outer", .scroll, children: [inner])
        let scene = Scene(name: "nested", size: Size(width: 100, height: 200), views: [outer])
        let frames = ["outer": Rect(x: 0, y: 0, width: 100, height: 200),
                      "inner": Rect(x: 0, y: 100, width: 100, height: 50),
                      "cell": Rect(x: 40, y: 0, width: 10, height: 50)]
        let scroll = ["outer": ScrollValues(contentSize: Size(width: 100, height: 400), offset: Point(x: 0, y: 50)),
                      "inner": ScrollValues(contentSize: Size(width: 300, height: 50), offset: Point(x: 30, y: 0))]
        let pixels = try screen(scene, frames: frames, scroll: scroll, scale: 1)
        #expect(inkRange(pixels, horizontal: true) == 10...19)
        #expect(inkRange(pixels, horizontal: false) == 50...99)
    }

    @Test("Scroll indicators are where and as long as the offset and content size say")
    func indicators() throws {
        var scroll = view("scroll", .scroll)
        scroll.scroll.indicators = true
        let scene = Scene(name: "indicators", size: Size(width: 100, height: 100), views: [scroll])
        let frames = ["scroll": Rect(x: 0, y: 0, width: 100, height: 100)]
        // Content 4 × the viewport: thumb = max(36, 94 × 1/4) = 36 points; halfway (150 of 300) → starts at 3 + 29.
        let values = ScrollValues(contentSize: Size(width: 100, height: 400), offset: Point(x: 0, y: 150))
        let pixels = try screen(scene, frames: frames, scroll: ["scroll": values], scale: 2)
        #expect(inkRange(pixels, horizontal: false) == 64...135)
        #expect(inkRange(pixels, horizontal: true) == 188...193)
        // Content twice the viewport at the end of the range: thumb of 47 points at the bottom of the track.
        let end = ScrollValues(contentSize: Size(width: 100, height: 200), offset: Point(x: 0, y: 100))
        let bottom = try screen(scene, frames: frames, scroll: ["scroll": end], scale: 1)
        #expect(inkRange(bottom, horizontal: false) == 50...96)
        var off = scroll
        off.scroll.indicators = false
        let plain = try screen(Scene(name: "plain", size: scene.size, views: [off]), frames: frames,
                               scroll: ["scroll": values], scale: 2)
        #expect(inkRange(plain) == nil)
    }
}
