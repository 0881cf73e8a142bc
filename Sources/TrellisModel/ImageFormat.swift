/// The kind of file an `image`'s `src` is, told by its first bytes (not its name).
public enum ImageFormat: String, Sendable, Hashable {
    /// A PNG file (libpng), drawn from its pixels.
    case png
    /// A JPEG file (libjpeg-turbo), drawn from its pixels.
    case jpeg
    /// An SVG document (librsvg), drawn as vectors at the size it is placed at.
    case svg
}

/// UIImage.RenderingMode as an image view draws it: `original` keeps the file's colours; `template` draws only
/// the image's shape (its alpha) filled with the view's tint colour, as UIImageView does for a template image.
public enum ImageRenderingMode: String, Sendable, Hashable, CaseIterable {
    /// UIImage.RenderingMode.automatic: in an image view, the original colours.
    case automatic
    case original
    case template
}
