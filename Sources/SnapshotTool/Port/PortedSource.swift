/// What `snapshot port` makes of one Swift file: the changes its rules
/// find (``ObjCAttributeRule``, ``ObjCStatementRule``) and the text with
/// them made. Attributes on lines inside an Objective-C-only branch, or
/// inside a statement being fenced, are left as they are: there the
/// runtime exists.
struct PortedSource {
    /// The text after the changes.
    let text: [UInt8]
    /// The report, in line order: the changes made and what was left to the hand.
    let changes: [PortChange]

    /// Ports the UTF-8 text `original`.
    init(_ original: [UInt8]) {
        let source = SwiftSource(original)
        let fences = ObjCFences(source)
        let statements = ObjCStatementRule.changes(in: source, fences: fences)
        var edits = PortEdits(statementFences: statements.filter { $0.kind == .statementFenced }.map(\.lines))
        let attributes = ObjCAttributeRule.changes(
            in: source, keeping: fences.fencedLines.union(edits.statementFences.joined()), directiveLines: fences.directiveLines,
            edits: &edits)
        text = SourceRewriter(original).rewritten(edits)
        changes = (attributes + statements).sorted { $0.lines.lowerBound < $1.lines.lowerBound }
    }

    /// The number of changes of `kind`.
    func count(_ kind: PortChange.Kind) -> Int {
        changes.filter { $0.kind == kind }.count
    }
}
