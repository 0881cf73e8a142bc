import TrellisModel

/// The one output pipeline of a laid-out scene: its folders (one per device), the names checked, every image
/// drawn and PNG-encoded one at a time with its layout.json, handed over or written whole into an output folder.
///
/// `render` writes with `write(to:)`; `test` compares each file `produce` hands over; both follow one
/// `OutputPolicy`. Files are produced one at a time, so a scene's memory is that of its largest image, not of
/// its number of states.
public struct SceneOutput: Sendable {
    /// One device's layout and the folder its files go to.
    public struct Part: Sendable {
        /// The device folder (`iphone-se`), the trait folder (`dark-ax3`), both (`iphone-se/dark-ax3`), or "" when the
        /// scene has one device and no `traits:`.
        public var subfolder: String
        /// The scene as resolved for this device (size classes, layout direction, autoresizing).
        public var scene: Scene
        /// The solved layout.
        public var result: LayoutResult
        /// The layout document (layout.json) of the layout.
        public var layoutDocument: String
    }

    /// The scene (with command-line overrides applied).
    public let scene: Scene
    /// One part per device, in the scene's device order.
    public let parts: [Part]
    /// Files a part gives besides its images and layout.json (a gesture's animations, filmstrip and offsets),
    /// produced after them through the same policy, staging and checks.
    public var extraFiles: (@Sendable (Part) throws -> (files: [(name: String, bytes: [UInt8])], diagnostics: [Diagnostic]))?

    /// The outputs of `scene` laid out as `results` (one per device); `layoutDocument` writes layout.json.
    public init(scene: Scene, results: [LayoutResult], layoutDocument: (LayoutResult) -> String) {
        self.init(scene: scene, layouts: results.map { (scene, $0) }) { layoutDocument($1) }
    }

    /// The outputs of `scene` laid out per device as `layouts`, each with the scene as resolved for its device.
    public init(scene: Scene, layouts: [(scene: Scene, result: LayoutResult)], layoutDocument: (Scene, LayoutResult) -> String) {
        self.scene = scene
        let copies = max(1, scene.traitVariants.count)
        let perDevice = layouts.count > copies
        parts = layouts.enumerated().map { index, layout in
            let document = layoutDocument(layout.scene, layout.result)
            let device = perDevice ? (layout.result.device.folderName ?? "device-\(index % (layouts.count / copies) + 1)") : ""
            return Part(subfolder: [device, layout.scene.traitName ?? ""].filter { !$0.isEmpty }.joined(separator: "/"),
                        scene: layout.scene, result: layout.result,
                        layoutDocument: document.hasSuffix("\n") ? document : document + "\n")
        }
    }

    /// The scene's folder under the output folder.
    public var folder: String { scene.name }

    /// Draws every file, checks each name, and hands the files to `sink` one at a time. Nothing is drawn when
    /// the layout, the names or the sizes already stop the scene under `policy`; `stage`, when given, receives
    /// images too large to hold in memory straight into their file. With `pixels` and without `encode`, a PNG
    /// image that fits in memory comes as pixels alone, with the options that encode it as `render` would
    /// (`OutputFile.encoding`): a test whose pixel digest matches its reference never encodes it.
    public func produce(measurer: PangoTextMeasurer, options: RenderOptions, policy: OutputPolicy, pixels: Bool,
                        encode: Bool = true, stage: SceneStage? = nil, _ sink: (OutputFile) throws -> Void) -> SceneReport {
        var report = SceneReport()
        report.diagnostics = parts.flatMap(\.result.diagnostics) + nameDiagnostics()
        if let stop = policy.stop(report.diagnostics) {
            report.stop = stop
            return report
        }
        // Every image is planned and checked against the pixel budgets before the first is drawn.
        var planned: [(part: Part, renderer: SceneRenderer, plans: [OutputPlan])] = []
        var scenePixels = 0
        // One store for every device: each image file is decoded once per scene.
        let images = ImageStore(maxPixels: options.maxPixels)
        for part in parts {
            let renderer = SceneRenderer(scene: part.scene, result: part.result, measurer: measurer, options: options)
            renderer.images = images
            do {
                let (plans, diagnostics) = try renderer.checkedPlans()
                report.diagnostics += diagnostics
                for plan in plans { scenePixels = scenePixels.addingReportingOverflow(plan.pixelWidth * plan.pixelHeight).partialValue }
                planned.append((part, renderer, plans))
            } catch {
                report.stop = .drawing("\(error)")
                return report
            }
        }
        if let budget = options.maxScenePixels, scenePixels > budget, options.format == .png {
            report.diagnostics.append(Diagnostic(
                severity: .error, code: .tooLarge,
                message: "scene '\(OutputName.printable(scene.name))' would draw \(scenePixels) pixels in all, more than the budget of \(budget) pixels per scene (--max-pixels × \(RenderOptions.scenePixelFactor)); render fewer states or a smaller scale",
                location: scene.location))
        }
        if let stop = policy.stop(report.diagnostics) {
            report.stop = stop
            return report
        }
        for (part, renderer, plans) in planned {
            do {
                for plan in plans {
                    let name = renderer.fileName(plan)
                    let streamPath = try stage.map { stage throws(RenderError) in try stage.path(subfolder: part.subfolder, name: name) }
                    let drawn = try renderer.draw(plan, pixels: pixels, encode: encode, streamPath: streamPath)
                    var file = OutputFile(sceneFolder: folder, subfolder: part.subfolder, name: name, bytes: drawn.bytes,
                                          pixels: drawn.pixels, text: plan.text)
                    if drawn.bytes == nil, drawn.pixels != nil { file.encoding = options.png }
                    try deliver(file, to: sink, report: &report)
                    report.images += 1
                }
                try deliver(OutputFile(sceneFolder: folder, subfolder: part.subfolder, name: "layout.json",
                                       bytes: Array(part.layoutDocument.utf8)), to: sink, report: &report)
                if let extraFiles {
                    let extra = try extraFiles(part)
                    report.diagnostics += extra.diagnostics
                    for file in extra.files {
                        try deliver(OutputFile(sceneFolder: folder, subfolder: part.subfolder, name: file.name, bytes: file.bytes),
                                    to: sink, report: &report)
                        if file.name.hasSuffix(".png") { report.images += 1 }
                    }
                }
            } catch let error as SinkError {
                report.stop = .writing(error.message)
                return report
            } catch let error as RenderError {
                if case .write = error { report.stop = .writing("\(error)") } else { report.stop = .drawing("\(error)") }
                return report
            } catch {
                report.stop = .drawing("\(error)")
                return report
            }
        }
        return report
    }

    /// Writes the scene whole into `folder`: a staging folder swapped in at the end, or, when the scene stops,
    /// nothing at all (its previous outputs stay).
    public func write(to folder: OutputFolder, measurer: PangoTextMeasurer, options: RenderOptions,
                      policy: OutputPolicy) -> SceneReport {
        let stage: SceneStage
        do {
            // An Interface Builder scene lives in its document's folder (`Main/Login`).
            stage = try folder.stage(sceneFolder: self.folder)
        } catch {
            var report = SceneReport()
            report.diagnostics = parts.flatMap(\.result.diagnostics) + nameDiagnostics()
            report.stop = policy.stop(report.diagnostics) ?? .writing("\(error)")
            return report
        }
        var report = produce(measurer: measurer, options: options, policy: policy, pixels: false, stage: stage) { file in
            try stage.write(file)
        }
        guard report.stop == nil else {
            stage.discard()
            return report
        }
        do {
            try stage.commit()
        } catch {
            report.stop = .writing("\(error)")
        }
        return report
    }

    /// `invalid-name` errors for every name that becomes a folder or file name: the scene's, each device's and
    /// each state's.
    public func nameDiagnostics() -> [Diagnostic] {
        let sceneLocation = scene.location ?? (scene.file.isEmpty ? nil : SourceLocation(file: scene.file, line: 1, column: 1))
        var diagnostics: [Diagnostic] = []
        // A scene name is one folder name; an Interface Builder scene's is its document's and its own (`Main/Login`).
        for segment in scene.name.split(separator: "/", omittingEmptySubsequences: false) {
            if let problem = OutputName.check(String(segment), what: "scene name", location: sceneLocation) {
                diagnostics.append(problem)
                break
            }
        }
        var seen: Set<String> = []
        for part in parts {
            for segment in part.subfolder.split(separator: "/") {
                if let problem = OutputName.check(String(segment), what: "device name", location: sceneLocation) { diagnostics.append(problem) }
            }
            for state in part.result.states where seen.insert(state.name).inserted {
                let location = scene.states.first { $0.name == state.name }?.location ?? sceneLocation
                if let problem = OutputName.check(state.name, what: "state name", location: location) { diagnostics.append(problem) }
            }
        }
        return diagnostics
    }

    private func deliver(_ file: OutputFile, to sink: (OutputFile) throws -> Void, report: inout SceneReport) throws {
        do {
            try sink(file)
        } catch {
            throw SinkError(message: "\(error)")
        }
        report.files.append(file.path)
    }
}

/// What `SceneOutput` found and did for one scene.
public struct SceneReport: Sendable {
    /// Every diagnostic: layout, names, sizes, text.
    public var diagnostics: [Diagnostic] = []
    /// The files handed over or written, relative to the output folder.
    public var files: [String] = []
    /// The number of images among them.
    public var images = 0
    /// Why the scene was stopped; nil when every file was produced (and, for `write`, swapped in).
    public var stop: SceneStop?
}

/// A failure of the sink `produce` hands files to, told apart from a drawing failure.
private struct SinkError: Error {
    var message: String
}
