import Foundation
import TrellisModel
internal import TrellisPNG

/// An image entry's file: its format and size, or an error that says what is wrong with it.
extension ViewKindReader {
    /// The properties of the image at `path` (written `source` in the scene), or nil after reporting why not.
    func imageProperties(source: String, path: String, mode: ContentMode, at node: YAMLNode) -> ImageProperties? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        do throws(ImageFileInfo.Problem) {
            let info = try ImageFileInfo.read(path: path)
            // An SVG's size is in points already; a bitmap's pixels are divided by its @2x/@3x scale.
            let scale = info.format == .svg ? 1 : Self.imageScale(source)
            var image = ImageProperties(source: source, path: path, pixelSize: Size(width: info.width, height: info.height), scale: scale)
            image.format = info.format
            image.mode = mode
            return image
        } catch {
            switch error {
            case .notFound:
                self.error(.missingFile, "image file '\(source)' not found (looked for \(absolute))", at: node.mark)
            case .unreadable(let reason):
                self.error(.badValue, "src: '\(source)' cannot be used: \(reason); read from \(absolute)", at: node.mark)
            case .unknownFormat:
                self.error(.badValue, "src: '\(source)' is not a PNG, JPEG or SVG file (no PNG or JPEG signature, and not an XML "
                           + "document); read from \(absolute)", at: node.mark)
            case .png(.fileNotFound):
                self.error(.missingFile, "image file '\(source)' not found (looked for \(absolute))", at: node.mark)
            case .png(.notPNG):
                self.error(.badValue, "src: '\(source)' is not a PNG file (no PNG signature); read from \(absolute)", at: node.mark)
            case .png(.tooLarge(_, let width, let height, let reason)):
                self.error(.badValue, "src: '\(source)' is too large (\(width)×\(height) pixels): \(reason); read from \(absolute)",
                           at: node.mark)
            case .png(.unreadable(_, let reason)), .png(.corrupt(_, let reason)), .png(.writeFailed(_, let reason)):
                self.error(.badValue, "src: '\(source)' is not a PNG file (\(reason)); read from \(absolute)", at: node.mark)
            }
            return nil
        }
    }
}
