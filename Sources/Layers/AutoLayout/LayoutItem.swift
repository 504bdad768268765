/// What a constraint relates: a ``View`` or a ``LayoutGuide``.
@MainActor
public protocol LayoutItem: AnyObject {}

extension View: LayoutItem {}
extension LayoutGuide: LayoutItem {}

extension LayoutItem {
    /// The view whose tree the item belongs to: the view itself, or the guide's owning view.
    var layoutOwningView: View? { (self as? View) ?? (self as? LayoutGuide)?.owningView }

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
