import Foundation
import Testing
import TrellisModel
@testable import TrellisRender
import TrellisTestSupport

/// The single files written under a folder (failure images) and the partial re-recording of a scene's folder.
@Suite("Output folder: single files and kept files")
struct OutputFolderFileTests {
    @Test("A link planted where a failure image's folder goes is refused; its target is untouched")
    func plantedLink() throws {
        let sandbox = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: sandbox + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: sandbox + "/art", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sandbox + "/art/s", withDestinationPath: sandbox + "/elsewhere")
        let folder = try OutputFolder(sandbox + "/art")
        #expect(throws: RenderError.self) { try folder.replaceFile("s/screen.actual.png", bytes: [1, 2, 3]) }
        #expect(OutputFolderTests.tree(sandbox + "/elsewhere").isEmpty)
        // A link at the file's own name is replaced by the new file, never written through.
        FileManager.default.createFile(atPath: sandbox + "/elsewhere/target", contents: Data("keep".utf8))
        try FileManager.default.createSymbolicLink(atPath: sandbox + "/art/x.actual.png", withDestinationPath: sandbox + "/elsewhere/target")
        try folder.replaceFile("x.actual.png", bytes: Array("new".utf8))
        #expect(FileManager.default.contents(atPath: sandbox + "/elsewhere/target") == Data("keep".utf8))
        #expect(FileManager.default.contents(atPath: sandbox + "/art/x.actual.png") == Data("new".utf8))
    }

    @Test("No generated relative name writes a single file outside the folder")
    func noEscape() throws {
        let sandbox = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: sandbox + "/deep/art", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: sandbox + "/deep/screen.actual.png", contents: Data("bait".utf8))
        let before = OutputFolderTests.tree(sandbox).filter { !$0.hasPrefix("deep/art") }
        let folder = try OutputFolder(sandbox + "/deep/art")
        var random = SeededGenerator(seed: 0xA27_0017)
        var written = 0
        for _ in 0..<300 {
            let relative = OutputFolderTests.hostileName(&random) + "/" + OutputFolderTests.hostileName(&random) + ".actual.png"
            if (try? folder.replaceFile(relative, bytes: [0])) != nil {
                written += 1
                #expect(FileManager.default.fileExists(atPath: sandbox + "/deep/art/" + relative))
            }
        }
        #expect(written > 0)
        #expect(OutputFolderTests.tree(sandbox).filter { !$0.hasPrefix("deep/art") } == before)
        #expect(FileManager.default.contents(atPath: sandbox + "/deep/screen.actual.png") == Data("bait".utf8))
    }

    @Test("A partial re-recording keeps the current files it is told to keep and drops the rest, swapped in whole")
    func keep() throws {
        let sandbox = try temporaryFolder()
        let folder = try OutputFolder(sandbox + "/ref")
        let first = try folder.stage(sceneFolder: "doc/s")
        for name in ["a.png", "b.png", "stale.png"] {
            try first.write(OutputFile(sceneFolder: "doc/s", subfolder: "dark", name: name, bytes: Array("old \(name)".utf8)))
        }
        try first.commit()
        let second = try folder.stage(sceneFolder: "doc/s")
        #expect(second.currentFiles() == ["dark/a.png", "dark/b.png", "dark/stale.png"])
        try second.write(OutputFile(sceneFolder: "doc/s", subfolder: "dark", name: "a.png", bytes: Array("new".utf8)))
        try second.keep("dark/b.png")
        // Until the swap, the previous set is what a reader sees.
        #expect(FileManager.default.contents(atPath: sandbox + "/ref/doc/s/dark/a.png") == Data("old a.png".utf8))
        try second.commit()
        #expect(OutputFolderTests.tree(sandbox + "/ref/doc/s") == ["dark", "dark/a.png", "dark/b.png"])
        #expect(FileManager.default.contents(atPath: sandbox + "/ref/doc/s/dark/a.png") == Data("new".utf8))
        #expect(FileManager.default.contents(atPath: sandbox + "/ref/doc/s/dark/b.png") == Data("old b.png".utf8))
        #expect(OutputFolderTests.tree(sandbox + "/ref/doc").allSatisfy { !$0.contains("trellis-staging") })
    }
}
