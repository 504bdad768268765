/// What a constraint relates: a ``View`` or a ``LayoutGuide``.
@MainActor
public protocol LayoutItem: AnyObject {}

extension View: LayoutItem {}
extension LayoutGuide: LayoutItem {}

extension LayoutItem {
    /// The view whose tree the item belongs to: the view itself, or the guide's owning view.
    var layoutOwningView: View? { (self as? View) ?? (self as? LayoutGuide)?.owningView }

    /// The item's unknowns in the layout engine (its rectangle relative to
    /// the top-left corner of the tree's root), made on first use and kept
    /// with the item, so every engine and pass uses the same ones.
    var layoutVariables: LayoutFrame {
        if let view = self as? View {
            if let variables = view.autoLayout.variables { return variables }
            let variables = LayoutFrame(layoutName)
            view.autoLayout.variables = variables
            return variables
        }
        guard let guide = self as? LayoutGuide else { return LayoutFrame(layoutName) }  // never laid out: activation refuses it
        if let variables = guide.variables { return variables }
        let variables = LayoutFrame(layoutName)
        guide.variables = variables
        return variables
    }

    /// How constraint descriptions name the item: its type, a label's text, a guide's identifier.
    var layoutName: String {
        if let guide = self as? LayoutGuide {
            return "\(guide.identifier.isEmpty ? "LayoutGuide" : guide.identifier)"
                + (guide.owningView.map { " of \($0.layoutName)" } ?? "")
        }
        let type = String(describing: Swift.type(of: self))
        if let label = self as? Label, let text = label.text {
            return "\(type) \"\(text.count > 24 ? text.prefix(23) + "…" : Substring(text))\""
        }
        return type
    }
}
