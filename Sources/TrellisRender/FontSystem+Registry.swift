import Foundation

extension FontSystem {
    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var systems: [[String]: FontSystem] = [:]

    /// The font system of a list of user font folders (absolute paths, in order), made on first use and kept for the
    /// process: scenes naming the same folders share one font map and its caches.
    static func forFolders(_ folders: [String]) -> FontSystem {
        var unique: [String] = []
        for folder in folders where !unique.contains(folder) { unique.append(folder) }
        guard !unique.isEmpty else { return shared }
        // Never taken while `lock` is held: making a font system takes `lock` itself.
        registryLock.lock()
        defer { registryLock.unlock() }
        if let known = systems[unique] { return known }
        let made = FontSystem(folders: unique, shipped: shared.shippedFaces)
        systems[unique] = made
        return made
    }
}
