import TrellisModel

extension PangoTextMeasurer {
    /// The user font folders this measurer draws with (absolute paths, in order).
    public var fontFolders: [String] { fonts.folders }

    /// A measurer with the fonts of `scene`'s `fonts:` folders: this one when it has them already.
    public func forScene(_ scene: Scene) -> PangoTextMeasurer {
        let wanted = scene.fontFolders.map(\.path)
        return wanted == fonts.folders ? self : PangoTextMeasurer(fontFolders: wanted)
    }

    /// Warnings about the scene's font folders: files that are left out (not fonts fontconfig can read, or a family an
    /// earlier folder gives), at the `fonts:` entry that names the folder; and `--fonts` folders without font files
    /// (the scene reader warns about a `fonts:` folder without them).
    func fontFolderWarnings(_ scene: Scene) -> [Diagnostic] {
        fonts.fontProblems.compactMap { problem in
            let folder = scene.fontFolders.first { problem.path == $0.path || problem.path.hasPrefix($0.path + "/") }
            let location = folder?.location ?? scene.location
            guard problem.reason == .empty else {
                return Diagnostic(severity: .warning, code: .unusableFont, message: problem.message, location: location)
            }
            guard folder?.location == nil else { return nil }
            return Diagnostic(severity: .warning, code: .emptyFontFolder, message: problem.message, location: location)
        }
    }
}
