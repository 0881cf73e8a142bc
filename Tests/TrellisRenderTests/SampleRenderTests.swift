import Foundation
import Testing
import TrellisModel
import TrellisLayout
import TrellisScene
@testable import TrellisRender

/// The sample scenes of the repository, laid out by the engine and rendered.
@Suite("Rendering the samples")
struct SampleRenderTests {
    static let samplesFolder: String = {
        let here = URL(fileURLWithPath: #filePath)
        return here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Samples").path
    }()

    static var sampleFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samplesFolder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
    }

    /// The first device's layout of every scene in a sample file.
    static func layouts(_ file: String) throws -> [(Scene, LayoutResult)] {
        let loaded = try SceneLoader.load(contentsOf: samplesFolder + "/" + file)
        return loaded.scenes.compactMap { scene in
            guard let device = LayoutEngine(scene: scene, measurer: sharedMeasurer).devices.first else { return nil }
            let resolved = scene.resolved(for: device)
            return (resolved, LayoutEngine(scene: resolved, measurer: sharedMeasurer).layout(device: device))
        }
    }

    @Test("Two renders of a sample are byte-identical", arguments: sampleFiles)
    func determinism(file: String) throws {
        for (scene, result) in try Self.layouts(file) {
            func encoded() throws -> [String: [UInt8]] {
                let renderer = SceneRenderer(scene: scene, result: result, measurer: sharedMeasurer)
                var files: [String: [UInt8]] = [:]
                for image in try renderer.renderImages().images {
                    files[image.fileName] = try image.data ?? encodePNG(#require(image.pixels), text: image.text)
                }
                return files
            }
            let first = try encoded(), second = try encoded()
            #expect(!first.isEmpty)
            #expect(first == second, "\(file)")
        }
    }

    @Test("Every output file of the nested scroll view sample exists with its size and tEXt chunks")
    func nestedSample() throws {
        let file = "nested-scroll-pager.yaml"
        try #require(Self.sampleFiles.contains(file))
        let (scene, result) = try #require(try Self.layouts(file).first)
        let (files, _, folder) = try writeOutputs(scene, result, into: try temporaryFolder())
        let scrollViews = scene.allViews.filter { $0.kind == .scroll }
        #expect(scrollViews.count >= 2)
        #expect(files.first == "screen.png")
        // One viewport and one content image per scroll view and state (named states cover every scroll view), and
        // one screen per state.
        let expectedCount = 1 + result.states.reduce(0) { $0 + 1 + 2 * ($1.scrollView == nil ? scrollViews.count : 1) }
        #expect(files.count == expectedCount)
        let scale = scene.scale ?? result.device.scale
        for name in files {
            let path = folder + "/" + name
            #expect(FileManager.default.fileExists(atPath: path))
            let pixels = try readPNG(atPath: path)
            let keys = Set(try readPNGText(atPath: path).map(\.key))
            #expect(keys.isSuperset(of: ["Software", "Scene", "State"]), "\(name)")
            #expect(keys.contains("ContentSize") == name.hasSuffix(".content.png"), "\(name)")
            let parts = name.split(separator: ".")
            let state = try #require(result.states.first { state in
                name == "screen.png" ? state == result.states[0]
                    : name.hasSuffix(".screen.png") ? name == state.name + ".screen.png"
                    : state.scrollView == nil ? name.hasPrefix("\(parts[0]).\(state.name).") : name.hasPrefix(state.name + ".")
            })
            let expected: Size
            if name.hasSuffix("screen.png") {
                expected = result.device.size
            } else {
                let view = try #require(state.view(String(parts[0])))
                if name.hasSuffix(".viewport.png") {
                    expected = view.frame.size
                } else {
                    let content = view.contentSize ?? .zero, inset = view.adjustedContentInset ?? .zero
                    expected = Size(width: content.width + inset.left + inset.right, height: content.height + inset.top + inset.bottom)
                }
            }
            #expect(pixels.width == max(1, Int((expected.width * scale).rounded())), "\(name)")
            #expect(pixels.height == max(1, Int((expected.height * scale).rounded())), "\(name)")
        }
        let hidden = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty)
    }
}
