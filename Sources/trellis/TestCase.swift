/// One checked file of a `trellis test` run: an image, a layout document, or a scene that could not be rendered.
struct TestCase: Sendable {
    /// `stale`: a reference no tested scene produces any more (reported, or removed with `--prune`); it does not
    /// fail the run.
    enum Status: String, Sendable { case passed, failed, recorded, stale }

    /// The scene (the JUnit test suite).
    var scene: String
    /// The file checked, relative to the reference folder (`nested-scroll-pager/scrollView.top.viewport.png`).
    var name: String
    var status: Status
    /// One line: why it failed, or what was recorded.
    var message: String = ""
    /// Further lines: layout differences, artifact paths, diagnostics.
    var details: [String] = []
    /// True for a scene that could not be rendered (a JUnit error rather than a failure).
    var isError = false
    /// True when there was no reference (whether it was then recorded or not).
    var isNew = false
    /// The scene file the case comes from.
    var file = ""
    /// The reference file, and the artifacts written for a failure (actual, diff, side-by-side), as paths.
    var referencePath: String?
    var actualPath: String?
    var diffPath: String?
    /// For a layout document: the differences, one line each (`headView.frame.y 108 → 110`).
    var layoutDifferences: [String] = []
    /// The command that accepts the actual file as the new reference.
    var acceptCommand: String?
}

/// Everything `trellis test` found in one scene file.
struct TestFileOutcome: Sendable {
    var file: String
    var scenes: [String] = []
    var cases: [TestCase] = []
    var warnings = 0
    /// Diagnostics, formatted, to print when the file is done.
    var report = ""
    /// Seconds the file took.
    var seconds = 0.0
    /// Passed from the drawing memo: this build drew the file before with the same inputs, and every reference
    /// holds what it drew; nothing was solved or drawn.
    var remembered = false

    var failed: Int { cases.filter { $0.status == .failed }.count }
    var passed: Int { cases.filter { $0.status == .passed }.count }
    var stale: Int { cases.filter { $0.status == .stale }.count }
    var recorded: Int { cases.filter { $0.status == .recorded }.count }
}

extension TestCase {
    /// A recorded case whose scene could not be swapped in: failed, saying why (nothing of the scene was recorded).
    func failedToRecord(_ error: any Error) -> TestCase {
        var failed = self
        failed.status = .failed
        failed.message = "cannot record the scene's references: \(error); its references are left as they were"
        return failed
    }
}
