#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation
import TrellisModel
import TrellisRender

/// `trellis watch`: renders scene files, serves a page on the loopback interface that shows the images and
/// diagnostics, and renders again when a scene file or an image it uses is saved.
struct WatchCommand: Sendable {
    /// The options of `watch`, checked.
    struct Options: Sendable {
        var paths: [String]
        var port: Int
        var scale: Double?
        var device: Device?
        /// `--fonts`: folders of font files added to every scene's (absolute paths).
        var fontFolders: [String]

        init(_ parsed: ParsedArguments) throws(UsageError) {
            paths = parsed.positionals
            port = try parsed.value(Option.port)?.value ?? 7878
            scale = try parsed.value(Option.scale)?.value
            device = try parsed.value(Option.device)
            fontFolders = try parsed.values(Option.fonts).map(\.path)
        }
    }

    var options: Options
    var terminal: Terminal

    /// Saves closer together than this are one change (an editor writes, renames, touches).
    static let debounce = 0.1

    func run() -> Int32 {
        let style = Style(enabled: terminal.useColor)
        let found = SceneFiles.collect(options.paths)
        for problem in found.problems { Console.err("\(problem.path): \(style.red("error:")) \(problem.message)\n") }
        guard !found.files.isEmpty else {
            Console.err("\(style.red("error:")) no scene files to watch\n")
            return ExitStatus.failure
        }
        guard let watcher = FileWatcher() else {
            Console.err("\(style.red("error:")) inotify is not available: \(String(cString: strerror(errno)))\n")
            return ExitStatus.failure
        }
        let server: LoopbackServer
        do { server = try LoopbackServer(port: options.port) } catch {
            Console.err("\(style.red("error:")) \(error)\n")
            return ExitStatus.failure
        }
        let state = WatchState()
        let stop = StopFlag()
        stop.installSignalHandlers()

        var watchedNames = renderAll(found.files, into: state, watcher: watcher)
        Console.out("serving http://127.0.0.1:\(server.port)/ (watching \(plural(found.files.count, "scene file")); Ctrl-C stops)\n")
        let serverDone = DispatchSemaphore(value: 0)
        Thread {
            server.serve(shouldStop: { stop.isSet }, respond: { WatchCommand.respond(to: $0, state: state) })
            serverDone.signal()
        }.start()

        var pending = false
        var lastEvent = Date.distantPast
        while !stop.isSet {
            let names = watcher.wait(timeout: pending ? Self.debounce / 2 : 0.2)
            if names.contains(where: { watchedNames.contains($0) }) {
                pending = true
                lastEvent = Date()
            }
            if pending && Date().timeIntervalSince(lastEvent) >= Self.debounce {
                pending = false
                watchedNames = renderAll(found.files, into: state, watcher: watcher)
                Console.out("rendered again (version \(state.version))\n")
            }
        }
        serverDone.wait()
        return ExitStatus.success
    }

    /// Renders every file into the state; watches the folders of the files and of the images they use, and
    /// returns the file names whose change means a new render.
    private func renderAll(_ files: [String], into state: WatchState, watcher: FileWatcher) -> Set<String> {
        var names: Set<String> = []
        for file in files {
            let (view, used) = render(file)
            state.update(view)
            for path in [file] + used {
                let url = URL(fileURLWithPath: path)
                watcher.watch(folder: url.deletingLastPathComponent().path)
                names.insert(url.lastPathComponent)
            }
        }
        return names
    }

    /// One file's images and diagnostics, and the image files its scenes use.
    private func render(_ file: String) -> (WatchState.FileView, [String]) {
        var view = WatchState.FileView(file: file)
        let loaded = Pipeline.load(file)
        view.diagnostics = loaded.diagnostics.map { Pipeline.format($0, color: false) }.joined()
        if loaded.failed {
            view.ok = false
            return (view, [])
        }
        let overrides = SceneOverrides(scale: options.scale, device: options.device, annotate: nil, fontFolders: options.fontFolders)
        var used: [String] = []
        for original in loaded.scenes {
            let scene = overrides.apply(to: original)
            used += scene.allViews.compactMap { $0.image?.path }
            let report = Pipeline.output(of: scene).produce(measurer: Pipeline.measurer, options: Pipeline.renderOptions(),
                                                            policy: OutputPolicy(), pixels: false) { file in
                if file.name != "layout.json", let bytes = file.bytes { view.images.append((file.path, bytes)) }
            }
            view.diagnostics += report.diagnostics.map { Pipeline.format($0, color: false) }.joined()
            if let stop = report.stop {
                view.ok = false
                if case .errors = stop {} else {
                    view.diagnostics += "\(file): error: scene '\(OutputName.printable(scene.name))' \(stop)\n"
                }
            }
        }
        if !view.ok { view.images = [] }
        return (view, used)
    }

    /// Answers one request: the page, its state, or an image.
    static func respond(to path: String, state: WatchState) -> LoopbackServer.Response {
        let route = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path
        if route == "/" { return .init(type: "text/html; charset=utf-8", body: Array(WatchPage.html.utf8)) }
        if route == "/state" { return .init(type: "application/json", body: state.json()) }
        let parts = route.split(separator: "/")
        if parts.count == 3, parts[0] == "image", let file = Int(parts[1]), let index = Int(parts[2]),
           let png = state.image(file: file, index: index) {
            return .init(type: "image/png", body: png)
        }
        return .init(status: 404, body: Array("not found\n".utf8))
    }
}

/// Set by SIGINT or SIGTERM: the watch loop and the server end.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    private var sources: [DispatchSourceSignal] = []

    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }

    func set() { lock.lock(); value = true; lock.unlock() }

    func installSignalHandlers() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.set() }
            source.resume()
            sources.append(source)
        }
    }
}
