import Foundation
import TrellisModel
import TrellisRender

extension DrawingMemo {
    /// The memo of a scene `render` wrote into the output folder `folder`: each file's fingerprint read back from
    /// the file written (an image's pixel digest from its chunk headers, as `test` compares it; the bytes of
    /// layout.json, of gesture files and of an image without a digest); nil when a file cannot be read.
    static func written(scene name: String, report: SceneReport, in folder: String) -> Scene? {
        var files: [File] = []
        for path in report.files {
            let full = FileOutput.join(folder, path)
            let base = (path as NSString).lastPathComponent
            if base.hasSuffix(".png"), !GestureTester.isGestureFile(base), let digest = try? PixelDigest.stored(atPath: full) {
                files.append(File(path: path, fingerprint: pixels(digest)))
            } else if let bytes = FileOutput.read(full) {
                files.append(File(path: path, fingerprint: Self.bytes(bytes)))
            } else {
                return nil
            }
        }
        return Scene(name: name, files: files, diagnostics: report.diagnostics)
    }
}

extension DrawingMemo.Scene {
    /// A scene with these files and the diagnostics its layout and drawing gave.
    init(name: String, files: [DrawingMemo.File], diagnostics: [Diagnostic]) {
        self.init(name: name, files: files, report: diagnostics.map { Pipeline.format($0, color: true) }.joined(),
                  warnings: diagnostics.filter { $0.severity == .warning }.count)
    }
}
