#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing

/// A recording that cannot write some of a scene's references leaves that scene's references as they were and says
/// why in plain words; the run is not killed. Here the shell's `ulimit -f` (in 1024-byte blocks in bash) lets the
/// 1 KB screens through and stops the 5 KB content images and the 2.6 KB layout.json, and the run's own output,
/// sent to a file, stops at 4 KB too (by default the kernel ends a process that writes past the limit: SIGXFSZ).
@Suite("trellis test --record under the shell's file size limit")
struct RecordFileSizeLimitTests {
    @Test("references that cannot all be written stay the previous set, the run exits 1 and says why")
    func partialRecording() throws {
        let workspace = try Workspace()
        try workspace.write("a/slow.yaml", AdversaryProcessTests.pager("#FF0000"))
        try workspace.write("b/slow.yaml", AdversaryProcessTests.pager("#0000FF"))
        #expect(try Trellis.run(["render", "b/slow.yaml", "-o", "ref"], in: workspace.url).status == 0)
        let before = AdversaryProcessTests.digests(workspace, "ref/slow")
        try #require(before.count == 19)

        let executable = try #require(Trellis.executable)
        let status = try runUnderLimit(executable, in: workspace)
        // Exit 1, failures reported (not killed by SIGXFSZ).
        #expect(status == .exited(1))
        // The first 4 KB of what the run printed (19 failures of about 250 characters do not fit).
        let text = String(decoding: FileManager.default.contents(atPath: workspace.path("out.txt")) ?? Data(), as: UTF8.self)
        #expect(text.contains("the file is larger than this process may write"), "\(text)")
        #expect(text.contains("its references are left as they were"), "\(text)")
        #expect(text.utf8.count <= 4096)
        // Still the blue set, whole: the red screens that could be written are not swapped in beside blue content.
        #expect(AdversaryProcessTests.digests(workspace, "ref/slow") == before)
        #expect(!workspace.files(in: "ref").contains { $0.contains("staging") })
    }

    enum Ending: Equatable { case exited(Int32), signal(Int32) }

    /// Runs `trellis test … --record all` through bash with `ulimit -f 4`, output into `out.txt`, as a user's shell
    /// does: posix_spawn with an empty signal mask and SIGXFSZ at its default (Foundation's Process hands the child
    /// the test runner's thread mask, which blocks SIGXFSZ, so the kernel would never end the run).
    private func runUnderLimit(_ executable: String, in workspace: Workspace) throws -> Ending {
        let command = "cd \"$1\" && unset CI TRELLIS_RECORD TRELLIS_ARTIFACTS && export NO_COLOR=1 TRELLIS_CACHE=cache"
            + " && ulimit -f 4 && exec \"$0\" test a/slow.yaml --reference ref --record all > out.txt 2>&1"
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t(), defaults = sigset_t()
        sigemptyset(&mask)
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGXFSZ)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let folder: String = workspace.url.path
        let strings: [String] = ["/bin/bash", "-c", command, executable, folder]
        let arguments: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid = pid_t()
        try #require(posix_spawn(&pid, "/bin/bash", nil, &attributes, arguments, environ) == 0)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signal(status & 0x7f)
    }
}
