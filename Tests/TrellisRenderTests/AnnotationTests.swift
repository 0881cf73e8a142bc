import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisRender

@Suite("Annotations")
struct AnnotationTests {
    @Test("annotate all outlines views, bands the insets and the safe area, and draws the content size")
    func all() throws {
        let (scene, states) = OutputFileTests.nestedScene()
        let (plain, _) = try render(scene, states, scale: 1, annotate: .none)
        let (annotated, _) = try render(scene, states, scale: 1, annotate: .all)
        let (marked, _) = try render(scene, states, scale: 1, annotate: .viewport)
        let viewportOnly = try #require(marked["outer.0,-10.content.png"]?.pixels)
        let before = try #require(plain["outer.0,-10.content.png"]?.pixels)
        let after = try #require(annotated["outer.0,-10.content.png"]?.pixels)
        // The footer (blue) spans image y 290…310: its bottom row becomes the outline color.
        #expect(before[50, 309] == blue8)
        #expect(after[50, 309].r > 200 && after[50, 309].b < 150)
        // Inside the footer, away from the tag, only the viewport level's dimming applies.
        #expect(after[80, 300] == viewportOnly[80, 300])
        // The 10-point top inset is a translucent orange band.
        #expect(before[50, 5] == white8)
        #expect(after[50, 5].r > after[50, 5].b + 40)
        // The content height's dimension line runs down inside the right edge (no right inset to hold it), 7 points
        // in (the tick's 6 and 1): x = 100 - 7 - 0.5 = 92.5, pixel column 92 at scale 1.
        let column = (91...93).map { after[$0, 200] }
        #expect(column.contains { $0.b > $0.g + 60 })
        // The screen gets the outlines too: the outer scroll view's top edge at y = 20.
        let screenBefore = try #require(plain["screen.png"]?.pixels)
        let screenAfter = try #require(annotated["screen.png"]?.pixels)
        #expect(screenAfter[60, 20] != screenBefore[60, 20])
    }

    @Test("annotate none leaves content images as drawn")
    func none() throws {
        let (scene, states) = OutputFileTests.nestedScene()
        let (plain, _) = try render(scene, states, scale: 1, annotate: .none)
        let content = try #require(plain["outer.0,170.content.png"]?.pixels)
        #expect(content[50, 5] == white8)
        #expect(content[50, 100] == white8)
    }
}
