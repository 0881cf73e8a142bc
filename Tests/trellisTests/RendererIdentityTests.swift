import Foundation
import Testing
@testable import trellis

/// The renderer's identity reads the executable's GNU build ID from its ELF program headers (in process).
@Suite("The renderer identity of the drawing memo")
struct RendererIdentityTests {
    /// A 64-bit little-endian ELF file: the 64-byte header, one 56-byte program header, then the note.
    /// ELF64 header fields used: e_phoff at 32 (8 bytes), e_phentsize at 54 and e_phnum at 56 (2 bytes each).
    /// Program header: p_type at 0 (4 bytes; 4 = PT_NOTE), p_offset at 8, p_filesz at 32 (8 bytes each).
    /// Note: namesz, descsz, type (4 bytes each; type 3 = NT_GNU_BUILD_ID), "GNU\0", then the ID.
    private func elf(noteType: UInt32, id: [UInt8]) -> [UInt8] {
        func le(_ value: Int, _ size: Int) -> [UInt8] { (0..<size).map { UInt8((value >> (8 * $0)) & 0xff) } }
        var header = [UInt8](repeating: 0, count: 64)
        header.replaceSubrange(0..<6, with: [0x7f, 0x45, 0x4c, 0x46, 2, 1])
        header.replaceSubrange(32..<40, with: le(64, 8))
        header.replaceSubrange(54..<56, with: le(56, 2))
        header.replaceSubrange(56..<58, with: le(1, 2))
        let note = le(4, 4) + le(id.count, 4) + le(Int(noteType), 4) + Array("GNU".utf8) + [0] + id
        var program = [UInt8](repeating: 0, count: 56)
        program.replaceSubrange(0..<4, with: le(4, 4))
        program.replaceSubrange(8..<16, with: le(64 + 56, 8))
        program.replaceSubrange(32..<40, with: le(note.count, 8))
        return header + program + note
    }

    private func write(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-elf-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("the build ID note is found; another note type, or a file that is not ELF, gives none")
    func buildIDNote() throws {
        let id: [UInt8] = [0xde, 0xad, 0xbe, 0xef, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]
        let good = try write(elf(noteType: 3, id: id))
        let other = try write(elf(noteType: 1, id: id))
        let text = try write(Array("#!/bin/sh\necho not an executable of ours, padded to sixty-four bytes..\n".utf8))
        defer { for path in [good, other, text] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(RendererIdentity.buildID(good) == id)
        #expect(RendererIdentity.buildID(other) == nil)
        #expect(RendererIdentity.buildID(text) == nil)
    }

    @Test("the mapped libraries include the Swift runtime, with path, size and time, sorted")
    func libraries() {
        let libraries = RendererIdentity.mappedLibraries()
        #expect(libraries.contains { $0.contains("libswiftCore.so") }, "\(libraries)")
        #expect(libraries == libraries.sorted())
        // `PATH SIZE MTIME`: three words, the size and time whole numbers
        let core = libraries.first { $0.contains("libswiftCore.so") }?.split(separator: " ") ?? []
        #expect(core.count == 3 && Int(core[1]) != nil && Int(core[2]) != nil, "\(core)")
    }
}
