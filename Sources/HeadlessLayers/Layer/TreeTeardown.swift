/// Releases a tree of reference-counted nodes without recursion.
///
/// When the last reference to a node goes, Swift releases its children from
/// inside its deinit, and their children from inside theirs: a chain thousands
/// of levels deep overflows the stack. ``dismantle(_:detach:)`` walks the tree
/// with an explicit stack instead, detaching the children of every node that
/// nothing else references before the node is released, so each deinit finds
/// nothing left to release. Nodes still referenced elsewhere keep their children.
enum TreeTeardown {
    /// Empties `pending` and releases every node below it that only the tree
    /// references. `detach` returns a node's children and removes them from the node.
    static func dismantle<Node: AnyObject>(_ pending: inout [Node], detach: (Node) -> [Node]) {
        while !pending.isEmpty {
            var node = pending.removeLast()
            if isKnownUniquelyReferenced(&node) {
                pending.append(contentsOf: detach(node))
            }
        }
    }

    /// ``dismantle(_:detach:)`` for nodes that hold faces: each detached
    /// node first lets go of its face (see `FaceReference`), which may hold
    /// the node; a face the caller still holds keeps its node and subtree.
    static func dismantle<Node: AnyObject, Face>(
        _ pending: inout [Node], releasingFaces face: (Node) -> FaceReference<Face>, detach: (Node) -> [Node]
    ) {
        for node in pending { face(node).keep(attached: false) }
        dismantle(&pending) { node in
            let children = detach(node)
            for child in children { face(child).keep(attached: false) }
            return children
        }
    }
}
