/// A node's reference to the face on it (UIKit's `UIView` on a view, Core
/// Animation's `CALayer` on a layer): weak always, strong while the node
/// has a parent.
///
/// A face owns its node. The node keeps its face only while a tree holds the
/// node, so a face (and the overrides of its class) lives as long as the
/// caller or the tree needs it, and a tree torn down lets go of the faces of
/// its nodes first (``TreeTeardown``), so neither keeps the other alive.
final class FaceReference<Face> {
    /// The face, held weakly.
    private weak var weakFace: AnyObject?
    /// The face, held while the node is in a tree.
    private var retained: AnyObject?

    /// The face on the node, if any.
    var face: Face? { weakFace as? Face }

    /// Sets the face, keeping it while `attached`.
    func set(_ face: Face?, attached: Bool) {
        weakFace = face.map { $0 as AnyObject }
        keep(attached: attached)
    }

    /// Holds the face strongly while `attached`, weakly otherwise.
    func keep(attached: Bool) {
        retained = attached ? weakFace : nil
    }
}
