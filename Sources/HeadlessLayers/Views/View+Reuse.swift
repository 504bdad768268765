/// The face of a reusable view (a table or collection view cell, a
/// supplementary view) whose `prepareForReuse()` its subclasses override:
/// a table or collection view readies a queued view through it.
@MainActor
package protocol ReusableViewFace: ViewFace {
    /// The face's `prepareForReuse()`.
    func facePrepareForReuse()
}

extension View {
    /// Readies the view for reuse: through its face's override, else a table cell's own `prepareForReuse()`.
    func performPrepareForReuse() {
        if let face = face as? any ReusableViewFace {
            face.facePrepareForReuse()
        } else {
            (self as? TableViewCell)?.prepareForReuse()
        }
    }
}
