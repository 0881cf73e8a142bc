import TrellisModel

/// Every view of a scene found by id, through its path from the root: a dictionary of copies held 1.8 KB per view
/// (the size of a `ViewNode`), 115 MB of the 20000-row list's peak memory (heaptrack, TrellisBenchmarks render
/// --list-memory); this holds two integers per view and copies a node only when it is asked for.
struct NodeIndex {
    private let root: ViewNode
    /// Per view in preorder: the position of its parent in these arrays (-1 for the root) and its index among the
    /// parent's children.
    private var parents: [Int32] = []
    private var childIndices: [Int32] = []
    private var positions: [String: Int] = [:]

    /// Indexes every view under `root`; when ids repeat, the last one in preorder is the one found.
    init(_ root: ViewNode) {
        self.root = root
        add(root, parent: -1, childIndex: 0)
    }

    private mutating func add(_ node: ViewNode, parent: Int32, childIndex: Int32) {
        let position = parents.count
        parents.append(parent)
        childIndices.append(childIndex)
        positions[node.id] = position
        for (index, child) in node.children.enumerated() {
            add(child, parent: Int32(position), childIndex: Int32(index))
        }
    }

    /// The view with this id, or nil.
    subscript(id: String) -> ViewNode? {
        guard let position = positions[id] else { return nil }
        var path: [Int] = []
        var current = position
        while parents[current] >= 0 {
            path.append(Int(childIndices[current]))
            current = Int(parents[current])
        }
        var node = root
        for index in path.reversed() { node = node.children[index] }
        return node
    }
}
