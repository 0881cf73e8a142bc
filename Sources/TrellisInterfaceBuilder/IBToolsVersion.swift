/// The Xcode version a document was saved with, as the `toolsVersion` number the canvas rules compare.
enum IBToolsVersion {
    /// The number Xcode's prerelease builds write as every document's `toolsVersion` (`32700.99.1234`), which says
    /// nothing about the release (measured: a document with it and the Xcode 15.3 plug-in, 22685, stores the 48-pt
    /// top inset of Xcode 14 and later on a 414 × 896 canvas).
    static let prereleasePlaceholder = 32700

    /// The first `toolsVersion` of Xcode 26 (its releases write 24xxx), from which the Xcode 26 canvas rules apply.
    static let xcode26 = 24000

    /// Xcode 8's toolsVersions (8.0 is 11201, 8.2 11762, 8.3 12118 to 12121).
    static let xcode8 = 11000..<13000

    /// Xcode 10's toolsVersions (10.1 is 14460, 10.2 14490; Xcode 11 starts at 14800).
    static let xcode10 = 14000..<14800

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
