import Foundation
import Testing
import TrellisModel
import TrellisRender

@Suite("A tall image drawn in bands while the band before is encoded")
struct BandPipelineTests {
    /// A 50-point-wide scroll view holding `rows` rows of 250 points, red and blue in turn, over a white content
    /// background; every fifth row is clear (the white shows through) and row 140 has rounded corners.
    private func list(rows: Int) -> (Scene, SolvedState) {
        var children: [ViewNode] = []
        var frames: [String: Rect] = ["list": Rect(x: 0, y: 0, width: 50, height: 100)]
        for row in 0..<rows {
            children.append(view("row\(row)", background: row % 5 == 4 ? .clear : row % 2 == 0 ? red : blue))
            if row == 140 { children[row].cornerRadius = 20 }
            frames["row\(row)"] = Rect(x: 0, y: Double(row) * 250, width: 50, height: 250)
        }
        let scroll = view("list", .scroll, background: .white, children: children)
        let scene = Scene(name: "tall", size: Size(width: 50, height: 100), views: [scroll])
        let state = solvedState(scene, name: "list.0,0", scrollView: "list", frames: frames,
                                scroll: ["list": ScrollValues(contentSize: Size(width: 50, height: Double(rows) * 250))])
        return (scene, state)
    }

    @Test("with two threads every row shows its own colour, and the file's bytes are those of one thread")
    func pipelinedBandsMatchOneThread() throws {
        // 200 rows of 250 points at scale 2: 100 × 100 000 pixels, drawn in bands of 32 767 rows (cairo's
        // largest side), so rows straddle band edges (row 65 spans pixels 32 500…32 999) and the scroll view
        // has more than 64 subviews (each band finds its rows by binary search).
        let (scene, state) = list(rows: 200)
        var files: [[UInt8]] = []
        for threads in [1, 2] {
            var options = RenderOptions()
            options.annotate = Annotation.none
            options.png.threads = threads
            let written = try writeOutputs(scene, layoutResult(scene, states: [state], scale: 2), options: options,
                                           into: try temporaryFolder())
            #expect(written.diagnostics.isEmpty)
            let path = written.directory + "/list.0,0.content.png"
            files.append([UInt8](try #require(FileManager.default.contents(atPath: path))))
            let pixels = try readPNG(atPath: path)
            #expect(pixels.width == 100 && pixels.height == 100_000)
            // Row k covers pixels 500k…500k+499: its first, middle and last pixel rows, at both ends of a band.
            for row in [0, 1, 4, 64, 65, 66, 130, 131, 196, 199] {
                let expected = row % 5 == 4 ? white8 : row % 2 == 0 ? red8 : blue8
                for y in [row * 500, row * 500 + 250, row * 500 + 499] {
                    #expect(pixels[50, y] == expected, "row \(row), pixel row \(y), \(threads) threads")
                }
            }
            // Row 140 (pixels 70 000…70 499, on a band surface that held other rows before) is rounded: its
            // top-left corner pixel lies outside the 40-pixel arc and shows the white background, its middle red.
            #expect(pixels[0, 70_000] == white8 && pixels[50, 70_250] == red8, "\(threads) threads")
        }
        #expect(files[0] == files[1])
    }
}
