extension Path {
    /// The path without its sub-paths that have a NaN or infinite point (or
    /// control point): what filling and stroking draw, as drawing leaves
    /// such sub-paths out and keeps the rest.
    public var finiteSubpaths: Path {
        guard !isFinite else { return self }
        var kept = Path()
        var subpath: [Element] = []
        var subpathIsFinite = true
        func flush() {
            if subpathIsFinite { for element in subpath { kept.append(element) } }
            subpath.removeAll(keepingCapacity: true)
            subpathIsFinite = true
        }
        for element in elements {
            if case .move = element { flush() }
            subpath.append(element)
            subpathIsFinite = subpathIsFinite && element.isFinite
        }
        flush()
        return kept
    }
}

extension Path.Element {
    /// Whether the element's points and control points are all finite.
    public var isFinite: Bool {
        switch self {
        case .move(let p), .line(let p): p.isFinite
        case .quad(let c, let p): c.isFinite && p.isFinite
        case .cubic(let c1, let c2, let p): c1.isFinite && c2.isFinite && p.isFinite
        case .close: true
        }
    }
}
