import TrellisModel

/// Draws an image view's image as UIImageView does: placed per its content mode, PNG and JPEG from their pixels
/// with good filtering, SVG as vectors at the placed size; a `template` image is drawn as its shape alone, filled
/// with the view's tint colour (UIImage.RenderingMode.alwaysTemplate in a UIImageView).
struct ImagePainter {
    let images: ImageStore

    /// Draws `image` in the view's box; `tint` is the view's resolved tintColor.
    func draw(_ image: ImageProperties, tint: Color, in box: Rect, canvas: Canvas) throws {
        guard box.width > 0, box.height > 0 else { return }
        let template = image.renderingMode == .template
        let context = canvas.context
        if image.format == .svg {
            let document = try images.svg(for: image.path)
            let target = canvas.snap(ImagePlacement.rect(for: image.mode, natural: document.size, in: box))
            guard target.width > 0, target.height > 0 else { return }
            context.save()
            defer { context.restore() }
            context.rectangle(target.minX, target.minY, target.width, target.height)
            context.clip()
            if template { context.beginGroup() }
            try document.draw(in: target, context: context, path: image.path)
            if template { context.endGroupAsMask(color: tint) }
            return
        }
        let surface = try images.surface(for: image.path)
        let pixelWidth = Double(surface.width), pixelHeight = Double(surface.height)
        guard pixelWidth > 0, pixelHeight > 0 else { return }
        let natural = Size(width: pixelWidth / image.scale, height: pixelHeight / image.scale)
        let target = canvas.snap(ImagePlacement.rect(for: image.mode, natural: natural, in: box))
        guard target.width > 0, target.height > 0 else { return }
        context.saved {
            context.rectangle(target.minX, target.minY, target.width, target.height)
            context.clip()
            if template { context.beginGroup() }
            context.paintImage(surface, x: target.minX, y: target.minY,
                               scaleX: target.width / pixelWidth, scaleY: target.height / pixelHeight, smooth: true)
            if template { context.endGroupAsMask(color: tint) }
        }
    }
}
