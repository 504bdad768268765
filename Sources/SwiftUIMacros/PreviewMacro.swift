import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: expands to a `PreviewProvider` of its own, so a preview
/// written with the macro is found and snapshotted as one written with a
/// provider. Its arguments (name, traits) and its body are passed unchanged to
/// `PreviewMacroContent`, which shows the body with them, and where it was
/// written, for the name of a preview that has none.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let name = context.makeUniqueName("Preview")
        var arguments = node.arguments.filter { $0.label?.text != "body" }.map { $0.with(\.trailingComma, nil).trimmedDescription }
        if let location = context.location(of: node) {
            let source = ".source(file: \(location.file.trimmedDescription), line: \(location.line.trimmedDescription))"
            if let traits = arguments.firstIndex(where: { $0.hasPrefix("traits:") }) {
                arguments[traits] += ", " + source
            } else {
                arguments.append("traits: " + source)
            }
        }
        let closure = node.trailingClosure ?? node.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
        guard let closure else { throw PreviewMacroError.noBody }
        let content = "SwiftUI.PreviewMacroContent(" + arguments.joined(separator: ", ") + ")"
        return [
            """
            @MainActor struct \(name): SwiftUI.PreviewProvider {
                static var previews: some SwiftUI.View {
                    \(raw: content) \(closure.trimmed)
                }
            }
            """
        ]
    }
}

/// What keeps a `#Preview` from expanding.
enum PreviewMacroError: Error, CustomStringConvertible {
    case noBody
    var description: String { "#Preview needs a body: a closure that returns the view to preview" }
}
