import Foundation
import TrellisModel

extension SVGWriter {
    /// How far beyond its box a control's drawing may reach (a thumb is wider than a slider's track).
    static let controlMargin = 4.0

    /// A control as ``ControlPainter`` draws it in the PNG images, drawn by cairo as an SVG document of its own and
    /// placed over its box as an `svg+xml` `data:` URL, so the SVG image shows the same control (its text as outlines).
    mutating func drawControl(_ node: ViewNode, _ control: ControlProperties, in box: Rect) throws {
        guard box.width > 0 || box.height > 0 else { return }
        let margin = Self.controlMargin
        let area = Rect(x: box.minX - margin, y: box.minY - margin, width: box.width + 2 * margin, height: box.height + 2 * margin)
        let surface = try CairoSurface(vector: .svg, width: area.width, height: area.height)
        try {
            let context = try CairoContext(surface: surface)
            let canvas = Canvas(context: context, scale: scale, origin: area.origin, size: area.size, pixelSurface: false)
            var painter = ControlPainter(canvas: canvas, measurer: measurer, images: images)
            // The shadow painter blurs a pixel mask placed for pixel images; the SVG draws the controls without it.
            painter.drawsShadows = false
            try painter.draw(node, control, in: box)
            try context.check("draw control '\(node.id)'")
        }()
        let data = "data:image/svg+xml;base64," + Data(try surface.finishDocument()).base64EncodedString()
        document.element("image", SVGDocument.rectAttributes(area) + [("preserveAspectRatio", "none"), ("href", data)])
    }
}
