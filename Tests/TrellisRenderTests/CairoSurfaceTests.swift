import Testing
@testable import TrellisRender

@Suite("Cairo surfaces")
struct CairoSurfaceTests {
    @Test("A 40000 × 40000 surface is refused with an error naming its size")
    func tooLarge() throws {
        #expect(throws: RenderError.surfaceTooLarge(width: 40000, height: 40000)) {
            _ = try CairoSurface(width: 40000, height: 40000)
        }
        let message = RenderError.surfaceTooLarge(width: 40000, height: 40000).description
        #expect(message.contains("40000 × 40000"))
    }

    @Test("The largest surface cairo allows on one side is created")
    func largestSide() throws {
        let surface = try CairoSurface(width: CairoSurface.maxImageSide, height: 1)
        #expect(surface.width == 32767)
    }

    @Test("Filled pixels read back premultiplied in cairo's memory order")
    func fillReadsBack() throws {
        let surface = try CairoSurface(width: 4, height: 2)
        let context = try CairoContext(surface: surface)
        context.setColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.rectangle(0, 0, 2, 2)
        context.fill()
        try context.check("fill")
        let bytes = surface.copyPixels()
        // Little-endian ARGB32: B, G, R, A in memory.
        #expect(Array(bytes[0..<4]) == [0, 0, 255, 255])
        #expect(Array(bytes[8..<12]) == [0, 0, 0, 0])
    }

    @Test("A vector document is produced in memory", arguments: [VectorFormat.svg, .pdf])
    func vector(format: VectorFormat) throws {
        let surface = try CairoSurface(vector: format, width: 100, height: 50)
        let context = try CairoContext(surface: surface)
        context.setColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.rectangle(10, 10, 20, 20)
        context.fill()
        try context.check("fill")
        let bytes = try surface.finishDocument()
        let head = String(decoding: bytes.prefix(5), as: UTF8.self)
        #expect(head == (format == .svg ? "<?xml" : "%PDF-"))
    }
}

@Suite("SVG documents")
struct SVGIdentifierTests {
    @Test("An SVG of the same drawing is the same bytes after other drawings")
    func stableAcrossDocuments() throws {
        func document() throws -> [UInt8] {
            let (scene, states) = OutputFileTests.nestedScene()
            var options = RenderOptions()
            options.format = .svg
            let renderer = SceneRenderer(scene: scene, result: layoutResult(scene, states: states), measurer: sharedMeasurer, options: options)
            return try #require(renderer.renderImages().images.first?.data)
        }
        let first = try document()
        _ = try document()
        #expect(try document() == first)
    }
}
