import Foundation
import Testing
import TrellisModel
import TrellisLayout
import TrellisPNG
@testable import TrellisScene

/// Every key and form of the scene format, loaded and checked against the model it must produce.
@Suite("Scene keys")
struct SceneKeysTests {
    @Test("defaults of an almost empty scene")
    func defaults() throws {
        let scene = try Load.scene("views: []\n", file: "dir/my-scene.yaml")
        #expect(scene.name == "my-scene")
        #expect(scene.file == "dir/my-scene.yaml")
        #expect(scene.size == Size(width: 375, height: 667))
        #expect(scene.devices.isEmpty)
        #expect(scene.scale == nil)
        #expect(scene.background == .white)
        #expect(scene.margins == .zero)  // the layout raises it to the system minimum
        #expect(scene.annotate == .viewport)
        #expect(scene.states.isEmpty)
        #expect(scene.root.id == "view")
        #expect(scene.root.children.isEmpty)
    }

    @Test("top-level keys")
    func topLevel() throws {
        let scene = try Load.scene("""
        name: settings
        size: [320, 480.5]
        scale: 3
        background: '#336699'
        margins: [4, 16]
        annotate: all
        """)
        #expect(scene.name == "settings")
        #expect(scene.size == Size(width: 320, height: 480.5))
        #expect(scene.scale == 3)
        #expect(scene.background == Color(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0x99 / 255.0))
        #expect(scene.root.background == scene.background)
        #expect(scene.margins == Insets(top: 4, left: 16, bottom: 4, right: 16))
        #expect(scene.annotate == .all)
    }

    @Test("device and devices")
    func devices() throws {
        let one = try Load.scene("device: iphone-x\n")
        #expect(one.devices.map(\.name) == ["iphone-x"])
        #expect(one.size == Size(width: 375, height: 812))
        #expect(one.devices.first?.safeArea == Insets(top: 44, left: 0, bottom: 34, right: 0))
        let many = try Load.scene("devices: [iphone-se, ipad-pro-12.9]\n")
        #expect(many.devices.map(\.name) == ["iphone-se", "ipad-pro-12.9"])
        #expect(many.devices.map(\.scale) == [2, 2])
    }

    static let insetForms: [(String, Insets)] = [
        ("10", Insets(all: 10)),
        ("[1, 2]", Insets(top: 1, left: 2, bottom: 1, right: 2)),
        ("[1, 2, 3, 4]", Insets(top: 1, left: 2, bottom: 3, right: 4)),
        ("{top: 1, right: 4}", Insets(top: 1, left: 0, bottom: 0, right: 4)),
        ("gap", Insets(all: 6)),
    ]

    @Test("insets forms", arguments: insetForms)
    func insets(form: String, expected: Insets) throws {
        let scene = try Load.scene("metrics: {gap: 6}\nviews:\n  - scroll: s\n    margins: \(form)\n    contentInset: \(form)\n")
        #expect(scene.root.children[0].margins == expected)
        #expect(scene.root.children[0].scroll.contentInset == expected)
    }

    static let colors: [(String, Color)] = [
        ("red", Color(red: 1, green: 0, blue: 0)),
        ("lightGray", Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)),
        ("clear", .clear),
        ("systemBlue", Color(red: 0, green: 122 / 255.0, blue: 1)),
        ("systemRed", Color(red: 1, green: 59 / 255.0, blue: 48 / 255.0)),
        ("'#f00'", Color(red: 1, green: 0, blue: 0)),
        ("'#00FF00'", Color(red: 0, green: 1, blue: 0)),
        ("'#0000ff80'", Color(red: 0, green: 0, blue: 1, alpha: 128 / 255.0)),
    ]

    @Test("colors", arguments: colors)
    func color(text: String, expected: Color) throws {
        let scene = try Load.scene("views:\n  - view: a\n    background: \(text)\n")
        #expect(scene.root.children[0].background == expected)
    }

    @Test("keys of every kind")
    func commonKeys() throws {
        let scene = try Load.scene("""
        views:
          - view: a
            frame: [10, 20, 30.5, 40]
            alpha: 0.5
            hidden: true
            clipsToBounds: yes
            cornerRadius: 8
            border: {width: 2, color: red}
            intrinsicSize: [100, none]
            hugging: 300
            compression: {horizontal: 500, vertical: 1000}
            margins: 0
          - view: b
        """)
        let a = scene.root.children[0]
        #expect(a.frame == Rect(x: 10, y: 20, width: 30.5, height: 40))
        #expect(a.alpha == 0.5)
        #expect(a.isHidden && a.clipsToBounds)
        #expect(a.cornerRadius == 8)
        #expect(a.border == Border(width: 2, color: Color(red: 1, green: 0, blue: 0)))
        #expect(a.intrinsicWidth == 100 && a.intrinsicHeight == nil)
        #expect(a.hugging == AxisPriorities(300))
        #expect(a.compression == AxisPriorities(horizontal: 500, vertical: 1000))
        #expect(a.margins == .zero)
        let b = scene.root.children[1]
        #expect(b.frame == nil && b.alpha == 1 && !b.isHidden && !b.clipsToBounds && b.border == nil)
        #expect(b.background == .clear)
        #expect(b.hugging == AxisPriorities(250) && b.compression == AxisPriorities(750))
        #expect(b.margins == Insets(all: 8))
    }

    @Test("scroll keys and offsets")
    func scrollKeys() throws {
        let scene = try Load.scene("""
        metrics: {half: 300}
        views:
          - scroll: s
            contentInsetAdjustment: never
            contentSize: [375, 1620]
            offsets: [top, 600, [375, 20], bottom, left, right, pages, half]
            paging: true
            indicators: true
            clipsToBounds: false
          - scroll: t
            offsets: 100
        """)
        let s = scene.root.children[0]
        #expect(s.kind == .scroll)
        #expect(s.scroll.insetAdjustment == .never)
        #expect(s.scroll.contentSize == Size(width: 375, height: 1620))
        #expect(s.scroll.offsets == [.top, .vertical(600), .point(x: 375, y: 20), .bottom, .left, .right, .pages, .vertical(300)])
        #expect(s.scroll.paging && s.scroll.indicators)
        #expect(!s.clipsToBounds)
        let t = scene.root.children[1]
        #expect(t.scroll.offsets == [.vertical(100)])
        #expect(t.clipsToBounds)
        #expect(t.scroll.insetAdjustment == .automatic)
    }

    @Test("label keys and font forms")
    func labelKeys() throws {
        let scene = try Load.scene("""
        views:
          - label: title
            text: 你好, world
            font: "DejaVu Sans Bold 20"
            color: systemGray
            lines: 0
            alignment: center
            lineBreak: wordWrap
            preferredMaxWidth: 200
          - label: subtitle
            text: 42
            font: {family: DejaVu Serif, size: 13.5, weight: semibold}
            hugging: high
            compression: {horizontal: low, vertical: 999}
          - label: plain
            text: ""
        """)
        let title = try #require(scene.root.children[0].label)
        #expect(title.text == "你好, world")
        #expect(title.font == "DejaVu Sans Bold 20")
        #expect(title.color == Color(red: 142 / 255.0, green: 142 / 255.0, blue: 147 / 255.0))
        #expect(title.lines == 0 && title.alignment == .center && title.lineBreak == .wordWrap)
        #expect(title.preferredMaxWidth == 200)
        #expect(scene.root.children[0].hugging == AxisPriorities(251))
        let subtitle = try #require(scene.root.children[1].label)
        #expect(subtitle.text == "42")
        #expect(subtitle.font == "DejaVu Serif Semi-Bold 13.5")
        #expect(scene.root.children[1].hugging == AxisPriorities(750))
        #expect(scene.root.children[1].compression == AxisPriorities(horizontal: 250, vertical: 999))
        let plain = try #require(scene.root.children[2].label)
        #expect(plain.text == "" && plain.font == "Inter 17" && plain.lines == 1)
        #expect(plain.alignment == .natural && plain.lineBreak == .truncateTail && plain.color == .black)
    }

    @Test("stack keys")
    func stackKeys() throws {
        let scene = try Load.scene("""
        views:
          - stack: row
            axis: vertical
            spacing: 8
            distribution: fillEqually
            alignment: firstBaseline
            layoutMarginsRelative: true
            children:
              - label: one
                text: One
              - view:
        """)
        let row = scene.root.children[0]
        #expect(row.stack.axis == .vertical && row.stack.spacing == 8)
        #expect(row.stack.distribution == .fillEqually && row.stack.alignment == .firstBaseline)
        #expect(row.stack.layoutMarginsRelative)
        #expect(row.children.map(\.id) == ["one", "test#1"])
        #expect(row.children[1].isAnonymous)
    }

    @Test("images: size from the PNG file, @2x scale, path relative to the scene file")
    func images() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("assets"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(try PNGFixture.png(width: 300, height: 200)).write(to: folder.appendingPathComponent("assets/photo@2x.png"))
        try Data(try PNGFixture.png(width: 7, height: 9)).write(to: folder.appendingPathComponent("icon.png"))
        let file = folder.appendingPathComponent("scene.yaml").path
        let scene = try Load.scene("""
        views:
          - image: photo
            src: assets/photo@2x.png
            mode: aspectFill
          - image: icon
            src: icon.png
        """, file: file)
        let photo = try #require(scene.root.children[0].image)
        #expect(photo.source == "assets/photo@2x.png")
        #expect(photo.path == folder.path + "/assets/photo@2x.png")
        #expect(photo.pixelSize == Size(width: 300, height: 200))
        #expect(photo.scale == 2)
        #expect(photo.pointSize == Size(width: 150, height: 100))
        #expect(photo.mode == .aspectFill)
        let icon = try #require(scene.root.children[1].image)
        #expect(icon.pixelSize == Size(width: 7, height: 9) && icon.scale == 1 && icon.mode == .scaleToFill)
    }

    @Test("repeat with {i} and {i-1}; the first copy leaves out constraints that use {i-1}")
    func repeatEntries() throws {
        let scene = try Load.scene("""
        views:
          - label: row{i}
            repeat: 3
            text: Row {i} after {i-1}
            layout:
              - top == row{i-1}.bottom + 8
              - left == 0
        constraints:
          - row1.top == 20
        """)
        #expect(scene.root.children.map(\.id) == ["row1", "row2", "row3"])
        #expect(scene.root.children.map { $0.label?.text } == ["Row 1 after 0", "Row 2 after 1", "Row 3 after 2"])
        #expect(scene.root.children[0].constraints.map(summary) == ["row1.left == view.left"])
        #expect(scene.root.children[2].constraints.map(summary) == ["row3.top == row2.bottom + 8", "row3.left == view.left"])
        #expect(scene.root.children[2].constraints[0].text == "top == row2.bottom + 8")
        #expect(scene.constraints.map(summary) == ["row1.top == view.top + 20"])

        let single = try Load.scene("views:\n  - view: v{i}\n    repeat: 2\n    layout: 'top == v{i-1}.bottom'\n")
        #expect(single.root.children.map { $0.constraints.map(summary) } == [[], ["v2.top == v1.bottom"]])
    }

    @Test("anonymous views are NAME#N in file order")
    func anonymous() throws {
        let scene = try Load.scene("""
        name: list
        views:
          - view:
            children:
              - view:
              - view: named
          - view:
            repeat: 2
        """)
        #expect(scene.allViews.map(\.id) == ["view", "list#1", "list#2", "named", "list#3", "list#4"])
        #expect(scene.allViews.map(\.isAnonymous) == [false, true, true, false, true, true])
    }

    @Test("states")
    func states() throws {
        let scene = try Load.scene("""
        views:
          - scroll: a
          - scroll: b
        states:
          - name: second-page
            offsets: {a: bottom, b: [375, 0]}
          - name: start
        """)
        #expect(scene.states.map(\.name) == ["second-page", "start"])
        #expect(scene.states[0].offsets == ["a": .bottom, "b": .point(x: 375, y: 0)])
        #expect(scene.states[0].location == SourceLocation(file: "test.yaml", line: 5, column: 5))
        #expect(scene.states[1].offsets.isEmpty)
    }

    @Test("several documents are several scenes; aliases share values within a document")
    func documents() throws {
        let loaded = try SceneLoader.load(yaml: """
        background: &brand systemTeal
        views: [{view: a, background: *brand}]
        ---
        name: second
        background: red
        """, file: "pair.yaml")
        #expect(loaded.scenes.map(\.name) == ["pair", "second"])
        #expect(loaded.scenes[0].root.children[0].background == loaded.scenes[0].background)
        #expect(loaded.scenes[1].background == Color(red: 1, green: 0, blue: 0))
        #expect(loaded.warnings.isEmpty)
        // Anchors belong to their document, as YAML says.
        let errors = Load.errors("a: &x 1\n---\nname: b\nsize: *x\n")
        #expect(errors.map(\.message) == ["unknown alias '*x'; no anchor '&x' before it"])
    }
}

/// A PNG file of a given size (transparent pixels), written by TrellisPNG's encoder.
enum PNGFixture {
    static func png(width: UInt32, height: UInt32) throws -> [UInt8] {
        try encodePNG(PixelBuffer(width: Int(width), height: Int(height)), text: [])
    }
}
