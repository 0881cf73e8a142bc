import Foundation
import Testing
import TrellisModel
import TrellisRender

@Suite("A tall image's bands drawn and compressed by several workers")
struct BandWorkersTests {
    /// A 50-point-wide scroll view holding `rows` rows of 250 points, red and blue in turn, over a white content
    /// background; every fifth row is clear (the white shows through) and row 140 has rounded corners. With
    /// `image`, each row shows that image file at its top left, 20 × 10 points.
    private func list(rows: Int, image: String? = nil) -> (Scene, SolvedState) {
        var children: [ViewNode] = []
        var frames: [String: Rect] = ["list": Rect(x: 0, y: 0, width: 50, height: 100)]
        for row in 0..<rows {
            children.append(view("row\(row)", background: row % 5 == 4 ? .clear : row % 2 == 0 ? red : blue))
            if row == 140 { children[row].cornerRadius = 20 }
            frames["row\(row)"] = Rect(x: 0, y: Double(row) * 250, width: 50, height: 250)
            if let image {
                var node = ViewNode(.image, id: "image\(row)")
                node.image = ImageProperties(source: "corners.png", path: image, pixelSize: Size(width: 20, height: 10))
                children[row].children = [node]
                frames["image\(row)"] = Rect(x: 0, y: 0, width: 20, height: 10)
            }
        }
        let scroll = view("list", .scroll, background: .white, children: children)
        let scene = Scene(name: "tall", size: Size(width: 50, height: 100), views: [scroll])
        let state = solvedState(scene, name: "list.0,0", scrollView: "list", frames: frames,
                                scroll: ["list": ScrollValues(contentSize: Size(width: 50, height: Double(rows) * 250))])
        return (scene, state)
    }

    /// The content image of `scene` written with `threads` PNG threads and `filter`, as bytes and pixels.
    private func content(_ scene: Scene, _ state: SolvedState, threads: Int, filter: PNGFilter = .adaptive) throws -> ([UInt8], PixelBuffer) {
        var options = RenderOptions()
        options.annotate = Annotation.none
        options.png.threads = threads
        options.png.filter = filter
        let written = try writeOutputs(scene, layoutResult(scene, states: [state], scale: 2), options: options,
                                       into: try temporaryFolder())
        #expect(written.diagnostics.isEmpty)
        let path = written.directory + "/list.0,0.content.png"
        return ([UInt8](try #require(FileManager.default.contents(atPath: path))), try readPNG(atPath: path))
    }

    @Test("with 1, 2 or 3 threads every row shows its own colour, and the file's bytes are the same")
    func workersMatchOneThread() throws {
        // 200 rows of 250 points at scale 2: 100 × 100 000 pixels. Opaque rows of 100 px are 1 + 300 filtered
        // bytes, so the PNG writer's bands are ⌊4 194 304 / 301⌋ = 13 934 rows: rows straddle band edges (row 27
        // spans pixels 13 500…13 999) and the scroll view has more than 64 subviews (each band finds its rows
        // by binary search). Bands put in the wrong order would move rows: every row is checked by its colour.
        let (scene, state) = list(rows: 200)
        var files: [[UInt8]] = []
        for threads in [1, 2, 3] {
            let (bytes, pixels) = try content(scene, state, threads: threads)
            files.append(bytes)
            #expect(pixels.width == 100 && pixels.height == 100_000)
            // Row k covers pixels 500k…500k+499: its first, middle and last pixel rows.
            for row in 0..<200 {
                let expected = row % 5 == 4 ? white8 : row % 2 == 0 ? red8 : blue8
                for y in [row * 500, row * 500 + 250, row * 500 + 499] where row != 140 || y != row * 500 {
                    #expect(pixels[50, y] == expected, "row \(row), pixel row \(y), \(threads) threads")
                }
            }
            // Row 140 (pixels 70 000…70 499, drawn on a band surface that held other rows before) is rounded: its
            // top-left corner pixel lies outside the 40-pixel arc and shows the white background, its middle red.
            #expect(pixels[0, 70_000] == white8 && pixels[50, 70_250] == red8, "\(threads) threads")
        }
        #expect(files[1] == files[0] && files[2] == files[0])
    }

    @Test("the workers' file decodes to the pixels of one thread drawing bands for libpng's Sub filter")
    func workersMatchThePlainPath() throws {
        // libpng's filters take the rows as one stream: drawn in bands of 16 MB one after the other (41 943
        // rows of 100 px), not the PNG writer's bands, so the two files share no band edge.
        let (scene, state) = list(rows: 200)
        let (workers, workerPixels) = try content(scene, state, threads: 2)
        let (plain, plainPixels) = try content(scene, state, threads: 1, filter: .sub)
        #expect(workers != plain)
        #expect(workerPixels == plainPixels)
    }

    @Test("every worker draws the rows' images: the same bytes with 1 and 2 threads, each image in its place")
    func workersDrawImages() throws {
        // 200 rows as above, each with the 20 × 10 corner image (ImageDrawingTests) at its top left, 20 × 10
        // points: at scale 2 row k's image covers pixels (0…39, 500k…500k+19), its 4 × 4-pixel red corner blocks
        // doubled to 8 × 8, so (2, 500k + 2) is red and (38, 500k + 18) yellow. Two workers each draw images (the
        // second from an image store of its own).
        let (scene, state) = list(rows: 200, image: try ImageDrawingTests.cornerImage())
        let (one, _) = try content(scene, state, threads: 1)
        let (two, pixels) = try content(scene, state, threads: 2)
        #expect(one == two)
        for row in 0..<200 {
            #expect(pixels[2, row * 500 + 2] == red8 && pixels[38, row * 500 + 18] == yellow8, "row \(row)")
        }
    }
}
