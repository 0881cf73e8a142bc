import Testing
import TrellisModel
@testable import TrellisScene

/// `font:` as UIKit writes fonts (text styles, the system font with a weight) and the scene's appearance and
/// Dynamic Type size; expected values are Apple's published text-style sizes and dark system colors.
@Suite("Fonts, text styles and appearance")
struct FontAndAppearanceTests {
    static func label(_ font: String, scene extra: String = "") throws -> LabelProperties {
        let scene = try Load.scene("""
        \(extra)
        views:
          - label: title
            text: Hello
            font: \(font)
            layout: [top == 0, left == 0]
        """)
        return try #require(scene.allViews.first { $0.id == "title" }?.label)
    }

    @Test("text styles at the default size: body 17 regular, headline 17 semibold, largeTitle 34, caption2 11",
          arguments: [("body", "Inter 17"), ("headline", "Inter Semi-Bold 17"), ("largeTitle", "Inter 34"),
                      ("caption2", "Inter 11"), ("footnote", "Inter 13")])
    func textStyles(style: String, expected: String) throws {
        #expect(try Self.label(style).font == expected)
    }

    @Test("Dynamic Type: body is 14 at xSmall, 23 at xxxLarge, 40 at AX3 and 53 at AX5 (HIG table)",
          arguments: [("xSmall", "Inter 14"), ("xxxLarge", "Inter 23"), ("AX3", "Inter 40"), ("AX5", "Inter 53")])
    func dynamicType(category: String, expected: String) throws {
        #expect(try Self.label("body", scene: "contentSize: \(category)").font == expected)
    }

    @Test("the system font with a weight and a size, in either order; a style with its weight changed")
    func systemFont() throws {
        #expect(try Self.label("system 17").font == "Inter 17")
        #expect(try Self.label("system semibold 20").font == "Inter Semi-Bold 20")
        #expect(try Self.label("system 20 bold").font == "Inter Bold 20")
        // UIKit's ultraLight is lighter than thin: weight classes 100 and 200.
        #expect(try Self.label("system ultraLight 30").font == "Inter Thin 30")
        #expect(try Self.label("system thin 30").font == "Inter Ultra-Light 30")
        #expect(try Self.label("{style: caption1, weight: bold}").font == "Inter Bold 12")
        #expect(try Self.label("{family: system, size: 15, weight: medium}").font == "Inter Medium 15")
        // A Pango description is kept as written, as before.
        #expect(try Self.label("\"DejaVu Sans Bold 17\"").font == "DejaVu Sans Bold 17")
    }

    @Test("a misspelt weight is an error at the font, with the nearest weight")
    func misspeltWeight() {
        let errors = Load.errors("""
        views:
          - label: title
            text: Hello
            font: system heavvy 20
            layout: [top == 0, left == 0]
        """)
        #expect(errors.map(\.code) == [.badValue])
        #expect(errors.first?.message == "font: 'heavvy' is neither a weight nor a size; did you mean 'heavy'?")
        #expect(errors.first?.location?.line == 4)
    }

    @Test("dark appearance: system colors take their dark values, the root is black, labels default to white")
    func darkAppearance() throws {
        let scene = try Load.scene("""
        appearance: dark
        views:
          - label: title
            text: Hello
            layout: [top == 0, left == 0]
          - view: box
            background: systemBlue
            layout: [top == 30, left == 0, width == 10, height == 10]
        """)
        #expect(scene.appearance == .dark)
        #expect(scene.background == Color(red: 0, green: 0, blue: 0))  // systemBackground, dark
        #expect(scene.allViews.first { $0.id == "title" }?.label?.color == Color(red: 1, green: 1, blue: 1))  // label, dark
        // systemBlue is (0, 122, 255) in light mode and (10, 132, 255) in dark mode.
        #expect(scene.allViews.first { $0.id == "box" }?.background == Color(red: 10.0 / 255, green: 132.0 / 255, blue: 1))
    }

    @Test("light appearance keeps the light values")
    func lightAppearance() throws {
        let scene = try Load.scene("""
        views:
          - view: box
            background: systemBlue
            layout: [top == 30, left == 0, width == 10, height == 10]
        """)
        #expect(scene.appearance == .light)
        #expect(scene.allViews.first { $0.id == "box" }?.background == Color(red: 0, green: 122.0 / 255, blue: 1))
    }
}

/// A label that names no font (issue 12: "the default label font becomes `body` in `system`").
@Suite("The default label font")
struct DefaultLabelFontTests {
    static func font(scene extra: String) throws -> String? {
        let scene = try Load.scene("""
        \(extra)
        views:
          - label: title
            text: Hello
            layout: [top == 0, left == 0]
        """)
        return scene.allViews.first { $0.id == "title" }?.label?.font
    }

    @Test("is body in the system font: Inter 17 at the default size, following contentSize as body does")
    func body() throws {
        // body is 17 points at `large`, 40 at AX3 (the HIG's Dynamic Type table).
        #expect(try Self.font(scene: "") == "Inter 17")
        #expect(try Self.font(scene: "contentSize: AX3") == "Inter 40")
        // A mapping without a family is the system font too.
        #expect(try FontAndAppearanceTests.label("{size: 20}").font == "Inter 20")
    }
}
