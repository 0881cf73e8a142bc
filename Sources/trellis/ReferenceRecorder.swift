import TrellisRender

/// Records one scene's references whole, as `render` writes a scene: the recorded files go into a staging
/// folder beside the scene's reference folder, the current references the run keeps are carried over (hard
/// links), and the staging folder is swapped in at the end. So a recording never writes through a link planted
/// where the scene's folder goes, a scene that stops records nothing, and two runs recording one scene at once
/// leave one run's complete set.
final class ReferenceRecorder: @unchecked Sendable {
    /// The reference folder as the user named it.
    let reference: String
    /// The scene's folder under it (`NAME`, or `DOCUMENT/SCENE`).
    let sceneFolder: String
    private var stage: SceneStage?
    private var written: Set<String> = []
    /// The first reference that could not be recorded: the scene's recording is then not swapped in, since the
    /// current file kept in its place would mix two sets.
    private var failure: RenderError?

    init(reference: String, sceneFolder: String) {
        self.reference = reference
        self.sceneFolder = sceneFolder
    }

    /// Whether anything was recorded (and so will be swapped in by `commit`).
    var hasRecorded: Bool { stage != nil }

    /// Records one reference; `name` is relative to the reference folder (`NAME/DEVICE/screen.png`).
    func write(_ bytes: [UInt8], name: String) throws(RenderError) {
        do throws(RenderError) {
            try stageFile(bytes, name: name)
        } catch {
            failure = failure ?? error
            throw error
        }
    }

    private func stageFile(_ bytes: [UInt8], name: String) throws(RenderError) {
        let prefix = sceneFolder + "/"
        guard name.hasPrefix(prefix) else {
            throw .write(path: FileOutput.join(reference, name), message: "not a file of the scene's folder \(sceneFolder)")
        }
        var segments = name.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let file = segments.removeLast()
        let stage: SceneStage
        if let current = self.stage {
            stage = current
        } else {
            stage = try OutputFolder(reference).stage(sceneFolder: sceneFolder)
            self.stage = stage
        }
        try stage.write(OutputFile(sceneFolder: sceneFolder, subfolder: segments.joined(separator: "/"), name: file, bytes: bytes))
        written.insert(String(name.dropFirst(prefix.count)))
    }

    /// Swaps the recorded references in, with every current reference of the scene that it still produces
    /// (`produced`, relative to the reference folder) and that was not recorded again; stale ones are left out.
    func commit(produced: Set<String>) throws(RenderError) {
        if let failure {
            discard()
            throw failure
        }
        guard let stage else { return }
        for file in stage.currentFiles() where !written.contains(file) && produced.contains(sceneFolder + "/" + file) {
            try stage.keep(file)
        }
        try stage.commit()
        self.stage = nil
    }

    /// Drops what was recorded: the scene's references stay as they were.
    func discard() {
        stage?.discard()
        stage = nil
    }
}
