import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisRender

/// Tables: cell sizes per style, inset sections, separators (numbers worked by hand from the cited metrics).
@Suite("Tables")
struct TableTests {
    /// Inter, the system font, is ascent 1984 + descent 494 units of 2048 per em: a line of 17-point body text is
    /// 20.6 points tall, 21 rounded up as UILabel's intrinsic size; 15-point subheadline 18.2, so 19.
    static let scene = """
        device: iphone-14
        chrome: false
        views:
          - table: t
            style: insetGrouped
            layout: [edges == superview]
            sections:
              - rows:
                  - {text: One}
                  - {text: Two, style: subtitle, detail: Detail}
                  - {text: Three, style: value1, detail: Value, accessory: disclosure}
                  - {text: Four, style: value2, detail: Value}
                  - {text: Five, icon: gear, accessory: checkmark}
                  - {text: "A text long enough to need a second line in a cell of this width, surely", accessory: disclosure}
              - header: Second
                footer: Footer
                rows: [Six]
        """

    static func frame(_ result: LayoutResult, _ id: String) throws -> Rect {
        try #require(result.states.first?.view(id)).frame
    }

    @Test("cell heights: 44 for one line in every style but subtitle (58), 64 for two lines")
    func cellHeights() throws {
        let (_, result, _) = try renderYAML(Self.scene)
        // One line: 21 + 2 × 11 = 43, raised to the 44-point minimum.
        for row in ["t_s1r1", "t_s1r3", "t_s1r4", "t_s1r5", "t_s2r1"] {
            #expect(try Self.frame(result, row).height == 44, "\(row)")
        }
        // Subtitle: 8 + 21 + 2 + 19 + 8 = 58 (the ~58 points measured for UIKit's subtitle cell).
        #expect(try Self.frame(result, "t_s1r2").height == 58)
        // Two lines of body text: 2 × 20.6 = 41.2, 42 rounded up, + 22 = 64.
        #expect(try Self.frame(result, "t_s1r6").height == 64)
    }

    @Test("an inset-grouped section is inset by the root's margins (20 on a 390-point screen), its text 16 inside it")
    func insetSection() throws {
        let (_, result, _) = try renderYAML(Self.scene)
        let section = try Self.frame(result, "t_s1")
        // The root's system minimum margin on a 390-point screen (wider than 375) is 20: x 20, width 390 − 40 = 350.
        #expect(section.minX == 20 && section.width == 350)
        // The first section starts 35 points below the content's top.
        #expect(section.minY == 35)
        // Text 16 inside the section; with an icon, 16 + 29 + 15 = 60.
        #expect(try Self.frame(result, "t_s1r1_text").minX == 16)
        // Centred in the 44-point cell: y (44 − 29) / 2 = 7.5, on the @3x grid 22.5 px → 23 px (edges round).
        let icon = try Self.frame(result, "t_s1r5_icon")
        #expect(icon.minX == 16 && abs(icon.minY - 23.0 / 3) < 1e-9 && abs(icon.height - 29) < 1e-9 && icon.width == 29)
        #expect(try Self.frame(result, "t_s1r5_text").minX == 60)
        // Accessories at the trailing edge, 16 inside: the chevron 8 wide ends at 350 − 16 = 334, so starts at 326.
        // y (44 − 13) / 2 = 15.5, 46.5 px → 47 px.
        let chevron = try Self.frame(result, "t_s1r3_accessory")
        #expect(chevron.minX == 326 && chevron.width == 8 && abs(chevron.minY - 47.0 / 3) < 1e-9 && abs(chevron.height - 13) < 1e-9)
        // value1's detail ends 8 before the chevron: 326 − 8 = 318.
        #expect(try Self.frame(result, "t_s1r3_detail").maxX == 318)
        // value2's text is an 80-point column at the text's leading edge, its detail 6 after it.
        #expect(try Self.frame(result, "t_s1r4_text").width == 80)
        #expect(try Self.frame(result, "t_s1r4_detail").minX == 16 + 80 + 6)
    }

    @Test("headers and footers: 22 above a header, 8 below it and above a footer")
    func headerSpacing() throws {
        let (_, result, _) = try renderYAML(Self.scene)
        let first = try Self.frame(result, "t_s1"), header = try Self.frame(result, "t_s2_header")
        let second = try Self.frame(result, "t_s2"), footer = try Self.frame(result, "t_s2_footer")
        #expect(header.minY == first.maxY + 22)
        #expect(second.minY == header.maxY + 8)
        #expect(footer.minY == second.maxY + 8)
        // Aligned with the cells' text: the root's margin 20 (390-point screen) + 16.
        #expect(header.minX == 36 && footer.minX == 36)
        // 35 points after the last footer end the content.
        let content = try #require(result.states.first?.view("t")?.contentSize)
        #expect(content.height == footer.maxY + 35)
    }

    @Test("a separator below a cell starts at its text, in the separator color; none below a section's last cell")
    func separators() throws {
        let (_, result, images) = try renderYAML(Self.scene)
        let pixels = try #require(images["screen.png"]?.pixels)
        let table = try Self.frame(result, "t"), section = try Self.frame(result, "t_s1")
        let inset = try #require(result.states.first?.view("t")?.adjustedContentInset)
        // The first cell's bottom row of pixels on screen (@3x): section top + 44, minus the content inset offset.
        let bottom = table.minY + inset.top + section.minY + 44
        let row = Int(bottom * 3) - 1
        // separator (60, 60, 67) at 29% over white: 255 − 0.29 × 195 ≈ 198, and 255 − 0.29 × 188 ≈ 200 for blue.
        // The section starts at the root's 20-point margin, the text 16 inside it: 20 + 16 + 10 is on the separator.
        #expect(close(pixels[Int((20 + 16 + 10) * 3), row], RGBA8(r: 198, g: 198, b: 200), tolerance: 3))
        // Left of the text (20 + 8 on screen: inside the section, before the text's 16) the cell stays white.
        #expect(pixels[Int((20 + 8) * 3), row] == white8)
        // Below the section's last cell: systemGroupedBackground (242, 242, 247) right under it, no separator inside.
        let sectionBottom = Int((table.minY + inset.top + section.maxY) * 3)
        #expect(pixels[Int(100 * 3), sectionBottom - 1] == white8)
    }

    @Test("a switch accessory is controls' switch, 51 × 31, ending 16 points inside the section; the text stops 8 before it")
    func switchAccessory() throws {
        let (_, result, _) = try renderYAML("""
            device: iphone-14
            views:
              - table: t
                style: insetGrouped
                layout: [edges == superview]
                rows:
                  - {text: "A setting whose title is long enough to reach the switch", accessory: switch, on: true}
            """)
        let toggle = try Self.frame(result, "t_s1r1_accessory")
        // UISwitch's intrinsic size is 51 × 31; the section is 390 − 2 × 20 = 350 wide (the root's 20-point margins
        // on a screen wider than 375), so the switch ends 16 inside it, at 334.
        #expect(toggle.width == 51 && abs(toggle.height - 31) < 1e-9 && toggle.maxX == 334)
        #expect(try result.states.first?.view("t_s1r1_accessory")?.kind == .switch)
        // The text wraps rather than run under the switch: at most 334 − 51 − 8 = 275.
        #expect(try Self.frame(result, "t_s1r1_text").maxX <= 275)
    }
}
