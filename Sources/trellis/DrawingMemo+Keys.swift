import Foundation
import TrellisModel
import TrellisRender

extension DrawingMemo {
    /// The memo keys of a test run's scene files: the render manifest's input key, made with the options as
    /// `render` makes it for PNG images, under the run's renderer identity.
    struct Keys: Sendable {
        private var memo: DrawingMemo?
        private var settings: String
        private var fonts: String

        /// Keys for the memo `test` writes into; none with `--full-compare`.
        init(options: TestCommand.Options) {
            memo = options.memoToWrite
            let batch = options.batch
            let overrides = SceneOverrides(scale: batch.scale, device: batch.device, annotate: batch.annotate, fontFolders: batch.fontFolders)
            settings = RenderManifest.settings(format: .png, overrides: overrides, strict: batch.strict, maxPixels: batch.maxPixels)
            fonts = memo == nil ? "" : RenderManifest.fontStamp(FontFolders.all + batch.fontFolders)
        }

        /// The key of a loaded scene file; nil without a memo, for a file that failed to load, or when an input
        /// cannot be read.
        func key(file: String, loaded: LoadedFile) -> String? {
            guard let memo, !loaded.failed,
                  let input = RenderManifest.inputKey(file: file, scenes: loaded.scenes, settings: settings, fonts: fonts)
            else { return nil }
            return memo.key(inputKey: input)
        }
    }
}
