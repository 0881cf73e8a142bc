import Foundation
import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

/// Image sets Trellis cannot draw are warnings, never a refused document.
@Suite("Interface Builder image sets in other formats")
struct AssetFormatTests {
    /// An image view `img` showing `name`, pinned 10 pt from the root's top-left corner, with no size constraint:
    /// its size is its intrinsic one, the image's size that `<resources>` lists (40 × 24).
    func document(_ name: String) -> String {
        let image = """
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="\(name)" translatesAutoresizingMaskIntoConstraints="NO" id="img">
            <rect key="frame" x="10" y="10" width="40" height="24"/>
        </imageView>
        """
        let constraints = """
        <constraint firstItem="img" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
        <constraint firstItem="img" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
        """
        return storyboard(image, constraints: constraints, resources: "<image name=\"\(name)\" width=\"40\" height=\"24\"/>")
    }

    @Test("an image set in another format (PDF, JPEG, SVG) is an unsupported warning; the view keeps the size <resources> lists", arguments: [
        "icon.pdf", "photo.jpg", "shape.svg",
    ])
    func otherFormat(file: String) throws {
        let folder = try TemporaryFolder()
        let contents = """
        {"images":[{"idiom":"universal","filename":"\(file)"}],"info":{"version":1,"author":"xcode"},
         "properties":{"preserves-vector-representation":true}}
        """
        try folder.write(contents, to: "App/Assets.xcassets/icon.imageset/Contents.json")
        try folder.write("%PDF-1.4", to: "App/Assets.xcassets/icon.imageset/\(file)")
        try folder.write(document("icon"), to: "App/Main.storyboard")
        let loaded = try InterfaceBuilderLoader.load(contentsOf: folder.path + "/App/Main.storyboard")
        let warning = try #require(loaded.warnings.first { $0.code.rawValue == "unsupported" })
        #expect(warning.severity == .warning && warning.message.contains(file))
        let view = try #require(loaded.scenes.first?.allViews.first { $0.id == "img" })
        // No file to draw; the intrinsic size is the listed 40 × 24.
        #expect(view.image == nil && view.intrinsicWidth == 40 && view.intrinsicHeight == 24)
    }

    @Test("an image set that names no file is a missing-asset warning, not an error")
    func emptySet() throws {
        let folder = try TemporaryFolder()
        try folder.write("{\"images\":[{\"idiom\":\"universal\",\"scale\":\"1x\"},{\"idiom\":\"universal\",\"scale\":\"2x\"}],\"info\":{\"version\":1}}",
                         to: "App/Assets.xcassets/blank.imageset/Contents.json")
        try folder.write(document("blank"), to: "App/Main.storyboard")
        let loaded = try InterfaceBuilderLoader.load(contentsOf: folder.path + "/App/Main.storyboard")
        let warning = try #require(loaded.warnings.first { $0.code.rawValue == "missing-asset" })
        #expect(warning.severity == .warning && warning.message.contains("'blank'"))
        #expect(loaded.scenes.count == 1)
    }
}
