import Foundation
import XCTest
import TrellisTesting

/// The same API from XCTest on Linux: a thrown failure fails the test method.
final class XCTestUsageTests: XCTestCase {
    func testRecordThenCompare() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-xctest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let testFile = folder.appendingPathComponent("XCTestUsageTests.swift").path
        let scene = "name: x\nsize: [60, 40]\nscale: 1\nviews:\n  - view: v\n    background: red\n    layout: [edges == superview inset 5]\n"
        XCTAssertThrowsError(try assertLayoutSnapshot(ofScene: scene, record: .missing, filePath: testFile, function: "testRecordThenCompare()"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/__Snapshots__/XCTestUsageTests/testRecordThenCompare.1.png"))
        try assertLayoutSnapshot(ofScene: scene, named: "testRecordThenCompare.1", record: .never, filePath: testFile)
    }
}
