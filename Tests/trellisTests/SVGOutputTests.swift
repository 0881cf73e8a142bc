import Foundation
import Testing
import TrellisPNG
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("SVG output: real <text>, an id per view, sized in CSS pixels")
struct SVGOutputTests {
    /// A 200 × 120 card with a bold title, a wrapping body and a hidden view.
    static let scene = """
        name: card
        size: [200, 120]
        scale: 2
        views:
          - view: card
            background: "#336699"
            cornerRadius: 8
            layout: [edges == superview]
            children:
              - label: title
                text: "Fish & <chips>"
                font: DejaVu Sans Bold 20
                color: "#FFFFFF"
                layout: [left == superview + 10, top == superview + 10, width == 180, height == 30]
              - label: body
                text: "one two three four five six"
                font: "DejaVu Sans 17"
                lines: 0
                layout: [left == superview + 10, top == superview + 50, width == 100]
              - view: hidden
                hidden: true
                layout: [left == superview, top == superview, width == 10, height == 10]
        """

    /// The document parsed by libxml2 (FoundationXML's XMLParser): nil when it is not well-formed XML.
    private func parse(_ path: String) throws -> SVGNode {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let builder = SVGTreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        #expect(parser.parse(), "\(path) is not well-formed XML")
        return try #require(builder.root, "\(path) has no root element")
    }

    @Test("render -o card.svg: every view's id, labels as <text> at their baselines with font and colour")
    func card() throws {
        let workspace = try Workspace()
        try workspace.write("card.yaml", Self.scene)
        let result = try Trellis.run(["render", "card.yaml", "-o", "card.svg"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try parse(workspace.path("card.svg"))
        #expect(svg.name == "svg")
        // one CSS pixel per point, the viewBox in points
        #expect(svg["width"] == "200px")
        #expect(svg["height"] == "120px")
        #expect(svg["viewBox"] == "0 0 200 120")
        // every view of the scene (the root is `view`), the hidden one too (not displayed)
        for id in ["view", "card", "title", "body", "hidden"] {
            #expect(svg.all { $0["id"] == id }.count == 1, "no element with id \(id)")
        }
        #expect(svg.first { $0["id"] == "hidden" }?["display"] == "none")
        #expect(svg.first { $0["id"] == "card" }?.children.first?["rx"] == "8")

        // The title's frame is (10, 10, 180, 30). DejaVu Sans Bold has ascender 1901 and descender 483 per 2048
        // units (hhea), so a 20-point line is 20 × 2384 / 2048 = 23.281 high with its baseline 20 × 1901 / 2048 =
        // 18.564 below its top; UILabel centres the line: top = 10 + (30 − 23.281) / 2 = 13.359, baseline 31.924.
        let title = try #require(svg.first { $0["id"] == "title" }?.children.first { $0.name == "text" })
        #expect(title.text == "Fish & <chips>")
        #expect(title.number("x") == 10)
        #expect(abs((title.number("y") ?? 0) - 31.924) < 0.002)
        #expect(title["font-size"] == "20")
        #expect(title["font-weight"] == "700")
        #expect(title["font-family"] == "'DejaVu Sans', sans-serif")
        #expect(title["fill"] == "#FFFFFF")

        // The body wraps at 100 points into three lines ("one two ", "three four ", "five six"): 17 points,
        // lines 17 × 2384 / 2048 = 19.789 apart, the label 3 × 19.789 = 59.367 rounded up to 60 high, so the
        // first baseline is 50 + (60 − 59.367) / 2 + 17 × 1901 / 2048 = 66.096.
        let body = try #require(svg.first { $0["id"] == "body" }?.children.first { $0.name == "text" })
        let lines = body.children.filter { $0.name == "tspan" }
        #expect(lines.count == 3)
        #expect(body.text.split(separator: " ") == ["one", "two", "three", "four", "five", "six"])
        let baselines = lines.compactMap { $0.number("y") }
        #expect(baselines.count == 3)
        for (index, expected) in [66.096, 85.886, 105.675].enumerated() where index < baselines.count {
            #expect(abs(baselines[index] - expected) < 0.003, "line \(index + 1) at \(baselines[index])")
        }
        #expect(lines.allSatisfy { $0.number("x") == 10 })
    }

    @Test("a scroll view's content SVG has the content's size and its region as the viewBox")
    func content() throws {
        let workspace = try Workspace()
        try workspace.write("s.yaml", Scenes.scrolling("s"))
        let result = try Trellis.run(["render", "s.yaml", "--format", "svg", "-o", "out"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        // the content is 100 × 300 points; the viewport marks the bottom offset 300 − 120 = 180
        let svg = try parse(workspace.path("out/s/scroller.bottom.content.svg"))
        #expect(svg["width"] == "100px")
        #expect(svg["height"] == "300px")
        #expect(svg["viewBox"] == "0 0 100 300")
        #expect(svg.all { $0["id"] == "content" }.count == 1)
        let outline = try #require(svg.first { $0.name == "rect" && $0["stroke"] == "#007AFF" })
        #expect(outline.number("y") == 181)  // the 2-point outline inside the viewport (180…300)
        #expect(workspace.exists("out/s/scroller.bottom.screen.svg"))
    }

    @Test("an image view's picture is inside the SVG as a PNG data: URL, placed by its content mode")
    func embeddedImage() throws {
        let workspace = try Workspace()
        // a 4 × 2 pixel picture, opaque red, in a 40 × 40 image view: aspectFit scales it by 10 to 40 × 20,
        // centred vertically at y = 10 + (40 − 20) / 2 = 20
        var picture = PixelBuffer(width: 4, height: 2)
        for index in stride(from: 0, to: picture.bytes.count, by: 4) { picture.bytes.replaceSubrange(index..<(index + 4), with: [0, 0, 255, 255]) }
        try Data(try encodePNG(picture, text: [])).write(to: workspace.url.appendingPathComponent("red.png"))
        try workspace.write("i.yaml", """
            name: i
            size: [60, 60]
            views:
              - image: photo
                src: red.png
                mode: aspectFit
                layout: [left == superview + 10, top == superview + 10, width == 40, height == 40]
            """)
        let result = try Trellis.run(["render", "i.yaml", "-o", "i.svg"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try #require(try parse(workspace.path("i.svg")).first { $0["id"] == "photo" }?.children.first { $0.name == "image" })
        #expect([image.number("x"), image.number("y"), image.number("width"), image.number("height")] == [10, 20, 40, 20])
        let href = try #require(image["href"])
        #expect(href.hasPrefix("data:image/png;base64,"))
        let bytes = try #require(Data(base64Encoded: String(href.dropFirst("data:image/png;base64,".count))))
        let decoded = try readPNG(data: [UInt8](bytes), name: "href")
        #expect(decoded.width == 4 && decoded.height == 2)
        #expect(Array(decoded.bytes[0..<4]) == [0, 0, 255, 255])
    }

    @Test("a content size that is not determined: the content SVG carries the problem picture's two layers")
    func problemPicture() throws {
        let workspace = try Workspace()
        // the box is pinned to the top and left only, so the content size is not determined (a warning)
        try workspace.write("p.yaml", """
            name: p
            size: [100, 120]
            scale: 1
            views:
              - scroll: scroller
                layout: [edges == superview]
                children:
                  - view: box
                    background: "#3366CC"
                    layout: [top == scroller, left == scroller, width == 50, height == 50]
            """)
        for (annotate, layers) in [("viewport", 2), ("none", 0)] {
            let result = try Trellis.run(["render", "p.yaml", "-o", "c.svg", "--state", "top", "--image", "content",
                                          "--annotate", annotate], in: workspace.url)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("ambiguous-content-size"))
            let images = try parse(workspace.path("c.svg")).all { $0.name == "image" && $0["class"] == "annotation problem" }
            #expect(images.count == layers, "annotate \(annotate)")
            #expect(images.allSatisfy { $0["href"]?.hasPrefix("data:image/png;base64,") == true })
        }
    }

    @Test("--annotate all: the outlines' ids and the content size are text too")
    func annotateAll() throws {
        let workspace = try Workspace()
        try workspace.write("s.yaml", Scenes.scrolling("s"))
        let result = try Trellis.run(["render", "s.yaml", "-o", "c.svg", "--state", "top", "--image", "content", "--annotate", "all"],
                                     in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        let texts = try parse(workspace.path("c.svg")).all { $0.name == "text" }.map(\.text)
        // the content view's id tag, and the dimension lines of the 100 × 300 content; "contentSize 100 × 300" in
        // DejaVu Sans 9 is wider than the 100-point image, so the height's value takes its short form
        #expect(texts.contains("content"))
        #expect(texts.contains("width 100"))
        #expect(texts.contains("height 300"))
    }
}

/// An element of a parsed SVG document.
final class SVGNode {
    let name: String
    let attributes: [String: String]
    var children: [SVGNode] = []
    /// The text inside it, its descendants' included.
    var text = ""

    init(name: String, attributes: [String: String]) { self.name = name; self.attributes = attributes }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    /// This element and its descendants that satisfy `test`, in document order.
    func all(_ test: (SVGNode) -> Bool) -> [SVGNode] {
        (test(self) ? [self] : []) + children.flatMap { $0.all(test) }
    }

    func first(_ test: (SVGNode) -> Bool) -> SVGNode? { all(test).first }
}

/// Builds the `SVGNode` tree from XMLParser's events.
final class SVGTreeBuilder: NSObject, XMLParserDelegate {
    var root: SVGNode?
    private var open: [SVGNode] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        let node = SVGNode(name: elementName, attributes: attributes)
        if let parent = open.last { parent.children.append(node) } else { root = node }
        open.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        for node in open { node.text += string }
    }
}

/// A template image in SVG output (issue 12: `renderingMode: template` tinted).
@Suite("SVG output of template images")
struct SVGTemplateImageTests {
    @Test("a template SVG image is embedded with a filter that floods the view's tint through its alpha")
    func templateFilter() throws {
        let workspace = try Workspace()
        try workspace.write("pin.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>"#)
        try workspace.write("t.yaml", """
            name: t
            size: [40, 40]
            views:
              - image: pin
                src: pin.svg
                renderingMode: template
                tint: "#FF0000"
                layout: [top == 0, left == 0]
            """)
        let result = try Trellis.run(["render", "t.yaml", "-o", "t.svg"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: workspace.path("t.svg"), encoding: .utf8)
        #expect(text.contains(##"<feFlood flood-color="#FF0000""##))
        #expect(text.contains(##"filter="url(#trellis-template)""##))
        #expect(text.contains("data:image/svg+xml;base64,"))
    }
}
