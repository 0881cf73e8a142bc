/// The Xcode version a document was saved with, as the `toolsVersion` number the canvas rules compare.
enum IBToolsVersion {
    /// The number Xcode's prerelease builds write as every document's `toolsVersion` (`32700.99.1234`), which says
    /// nothing about the release (measured: a document with it and the Xcode 15.3 plug-in, 22685, stores the 48-pt
    /// top inset of Xcode 14 and later on a 414 × 896 canvas).
    static let prereleasePlaceholder = 32700

    /// The first `toolsVersion` of Xcode 26 (its releases write 24xxx), from which the Xcode 26 canvas rules apply.
    static let xcode26 = 24000

    /// `toolsVersion`'s leading whole number; for the prerelease placeholder, the version of the Cocoa Touch plug-in
    /// that `<dependencies>` lists (`<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin"
    /// version="22685"/>`); 0 when there is none.
    static func of(_ document: XMLElement) -> Int {
        let written = leadingNumber(document["toolsVersion"]) ?? 0
        guard written == prereleasePlaceholder else { return written }
        let plugIns = document.child("dependencies")?.children("plugIn") ?? []
        let cocoaTouch = plugIns.first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }
        return leadingNumber(cocoaTouch?["version"]) ?? written
    }

    private static func leadingNumber(_ text: String?) -> Int? {
        Int(text?.prefix { $0.isNumber } ?? "")
    }
}
