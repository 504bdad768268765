import HeadlessGeometry
import HeadlessLayers
import HeadlessSnapshotCore

extension View {
    /// The visible views of this tree as named regions of its image at
    /// `scale` (pixels from the view's bounds origin): `Label "Sign in"`,
    /// `ImageView`, a view's accessibility label when it has one, and the
    /// nearest ancestor of an app's own type (`in ProfileCard`).
    func namedRegions(scale: Double) -> [NamedRegion] {
        var regions: [NamedRegion] = []
        var stack: [(view: View, depth: Int, owner: String?)] = [(self, 0, nil)]
        while let (view, depth, owner) = stack.popLast() {
            guard !view.isHidden, view.alpha > 0 else { continue }
            let ownType = view.isAppType ? String(describing: type(of: view)) : nil
            let name = view.regionName + (owner.map { " in \($0)" } ?? "")
            if let rect = try? IgnoredRegion.view(view).pixels(in: self, scale: scale) {
                regions.append(NamedRegion(name: name, rect: rect, depth: depth))
            }
            for child in view.subviews { stack.append((child, depth + 1, ownType ?? owner)) }
        }
        return regions
    }

    /// The view's type, with its text or accessibility label when it has one.
    private var regionName: String {
        let type = String(describing: Swift.type(of: self))
        let text = (self as? Label)?.text ?? accessibilityLabel
        guard let text, !text.isEmpty else { return type }
        let shown = text.count > 40 ? text.prefix(39) + "…" : Substring(text)
        return "\(type) \"\(shown)\""
    }

    /// Whether the view's type is the app's own, not one of this library's.
    private var isAppType: Bool {
        !String(reflecting: Swift.type(of: self)).hasPrefix("HeadlessLayers.")
    }
}
