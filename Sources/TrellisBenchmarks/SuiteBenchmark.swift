#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// `TrellisBenchmarks suite [N] [--trellis PATH]`: a suite of N generated scene files (default 200; the shapes of
/// the Samples: plain screens, scroll views with offsets, stacks of labels, with varied sizes, colours and texts)
/// rendered and tested by the `trellis` executable (default `.build/release/trellis`), side by side in one run.
/// Each measure is one JSON line: `{"measure": NAME, "ms": …, "cpu_ms": …, "peak_rss_mb": …, "scenes": …}`, the wall
/// time, CPU time (user and system: on a loaded machine the wall time of `--jobs 2` says little, the CPU time still
/// shows what running in parallel costs) and peak memory of the child process:
/// `render-cold` (empty output folder), `render-unchanged` (again, nothing changed: the manifest skips every file),
/// `render-one-changed` (one scene file edited), `test-equal` (every reference equal: every file was drawn by this
/// build before, so the drawing memo passes it without drawing), `test-equal-drawn` (the same with `--redraw`: every
/// file solved and drawn, its pixel digest compared with the reference's), `test-equal-full` (the same with
/// `--full-compare`: every image encoded, every reference decoded, as before pixel digests and the memo),
/// `test-one-differs` (one scene edited after recording), `jobs-1` and `jobs-2` (`render --force` with one and two jobs),
/// and `list-20000`: the content image of a 20 000-row list (750 × 1 760 000 pixels) drawn and written with two PNG
/// threads, as `--jobs 2` gives one scene (`TrellisBenchmarks render --list-memory`, in its own process). Every step
/// uses the drawing memo in the run's own folder (`--cache`), never the user's.
func runSuiteBenchmark(_ arguments: [String]) -> Int32 {
    var count = 200
    var trellis = ".build/release/trellis"
    var index = 0
    while index < arguments.count {
        if arguments[index] == "--trellis", index + 1 < arguments.count {
            trellis = arguments[index + 1]
            index += 2
            continue
        }
        guard let value = Int(arguments[index]), value > 0 else { printError("suite: N must be a positive whole number"); return 64 }
        count = value
        index += 1
    }
    guard FileManager.default.isExecutableFile(atPath: trellis) else {
        printError("suite: \(trellis) is not built; run `swift build -c release --product trellis` first"); return 1
    }
    let root = NSTemporaryDirectory() + "trellis-suite-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: root) }
    do {
        try FileManager.default.createDirectory(atPath: root + "/scenes", withIntermediateDirectories: true)
        for number in 0..<count {
            try suiteScene(number).write(toFile: root + "/scenes/s\(number).yaml", atomically: true, encoding: .utf8)
        }
    } catch {
        printError("suite: cannot write the scenes: \(error)"); return 1
    }
    let edited = root + "/scenes/s0.yaml"
    let render = ["render", "scenes", "-o", "out", "-q", "--cache", "cache"]
    let test = ["test", "scenes", "-r", "out", "-q", "--record", "never", "--cache", "cache"]
    let steps: [(String, [String], (() throws -> Void)?)] = [
        ("render-cold", render, nil),
        ("render-unchanged", render, nil),
        ("render-one-changed", render, {
            try suiteScene(0, variant: 1).write(toFile: edited, atomically: true, encoding: .utf8)
        }),
        ("test-equal", test, nil),
        ("test-equal-drawn", test + ["--redraw"], nil),
        ("test-equal-full", test + ["--full-compare"], nil),
        ("test-one-differs", test + ["--artifacts", "failures"], {
            try suiteScene(0, variant: 2).write(toFile: edited, atomically: true, encoding: .utf8)
        }),
        ("jobs-1", render + ["--force", "--jobs", "1"], nil),
        ("jobs-2", render + ["--force", "--jobs", "2"], nil),
    ]
    for (name, arguments, prepare) in steps {
        do {
            try prepare?()
        } catch {
            printError("suite: \(name): \(error)"); return 1
        }
        guard let run = runChild(trellis, arguments, in: root) else { printError("suite: \(name): could not start \(trellis)"); return 1 }
        let expectedFailure = name == "test-one-differs"
        if (run.status != 0) != expectedFailure {
            printError("suite: \(name) exited \(run.status)"); return 1
        }
        print("{\"measure\": \"\(name)\", \"ms\": \(number(run.milliseconds)), \"cpu_ms\": \(number(run.cpuMilliseconds)), "
              + "\"peak_rss_mb\": \(number(run.peakMB)), \"scenes\": \(count)}")
        fflush(nil)
    }
    let rows = 20_000
    guard let list = runChild(CommandLine.arguments[0], ["render", "--list-memory", "\(rows)", root + "/list", "2"], in: root),
        list.status == 0
    else { printError("suite: list-\(rows) failed"); return 1 }
    print("{\"measure\": \"list-\(rows)\", \"ms\": \(number(list.milliseconds)), \"cpu_ms\": \(number(list.cpuMilliseconds)), "
          + "\"peak_rss_mb\": \(number(list.peakMB)), \"scenes\": 1, \"pixels\": \(750 * rows * 88)}")
    return 0
}

/// Runs the executable in `directory` and waits; its wall time and peak resident memory (the child's own).
private func runChild(_ executable: String, _ arguments: [String], in directory: String)
    -> (status: Int32, milliseconds: Double, cpuMilliseconds: Double, peakMB: Double)?
{
    let path = URL(fileURLWithPath: executable).standardizedFileURL.path
    var pid: pid_t = 0
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let previous = FileManager.default.currentDirectoryPath
    guard FileManager.default.changeCurrentDirectoryPath(directory) else { return nil }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let start = nowNanoseconds()
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    let elapsed = Double(nowNanoseconds() - start) / 1e6
    let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
    return (exit, elapsed, cpu, Double(usage.ru_maxrss) / 1024)
}

/// Scene file `number` of the suite: one of four shapes, with sizes, colours and texts varied by the number
/// (`variant` changes what it draws, for the edited file).
private func suiteScene(_ number: Int, variant: Int = 0) -> String {
    let hue = (number * 47 + variant * 90) % 360
    let rgb = suiteColor(hue)
    let words = ["Settings", "Profile", "消息", "Wi-Fi", "Bluetooth", "Notifications", "Privacy", "Battery"]
    let text = (0..<(1 + number % 5)).map { words[($0 + number + variant) % words.count] }.joined(separator: " ")
    switch number % 4 {
    case 0:
        return """
            name: s\(number)
            size: [375, 667]
            views:
              - view: header
                background: "\(rgb)"
                layout: [left == superview, right == superview, top == superview, height == \(60 + number % 40)]
              - label: title
                text: "\(text)"
                layout: [left == superview + 16, top == header.bottom + 12, right <= superview - 16]
            """
    case 1:
        return """
            name: s\(number)
            size: [375, 667]
            views:
              - scroll: list
                layout: [edges == superview]
                offsets: [top, bottom]
                children:
                  - view: content
                    background: "\(rgb)"
                    layout: [edges == list, width == list.width, height == \(900 + number % 7 * 100)]
            """
    case 2:
        let rows = (0..<(3 + number % 6)).map { row in
            "          - label: row\(row)\n            text: \"\(words[(row + number + variant) % words.count]) \(row)\""
        }.joined(separator: "\n")
        return """
            name: s\(number)
            size: [375, 667]
            views:
              - scroll: scroller
                layout: [edges == superview]
                offsets: [top, bottom]
                children:
                  - stack: rows
                    axis: vertical
                    spacing: 12
                    layout: [edges == scroller inset 16, width == scroller.width - 32]
                    children:
            \(rows)
            """
    default:
        return """
            name: s\(number)
            size: [\(320 + number % 3 * 55), 568]
            views:
              - view: card
                background: "\(rgb)"
                cornerRadius: 12
                layout: [center == superview, width == superview.width - 40, height == \(200 + number % 9 * 10)]
              - label: caption
                text: "\(text)"
                layout: [centerX == superview, top == card.bottom + 8]
            """
    }
}

/// `#RRGGBB` of a hue at 60 % saturation and 50 % lightness.
private func suiteColor(_ hue: Int) -> String {
    let c = 0.6, x = c * (1 - abs(Double(hue % 120) / 60 - 1)), m = 0.5 - c / 2
    let (r, g, b): (Double, Double, Double)
    switch hue / 60 {
    case 0: (r, g, b) = (c, x, 0)
    case 1: (r, g, b) = (x, c, 0)
    case 2: (r, g, b) = (0, c, x)
    case 3: (r, g, b) = (0, x, c)
    case 4: (r, g, b) = (x, 0, c)
    default: (r, g, b) = (c, 0, x)
    }
    func hex(_ value: Double) -> String {
        let text = String(Int(((value + m) * 255).rounded()), radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
    }
    return "#" + hex(r) + hex(g) + hex(b)
}
