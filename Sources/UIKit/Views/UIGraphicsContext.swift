internal import HeadlessRaster

/// The context drawing goes to: the one `draw(_:)` and image renderers
/// push, or nil outside them.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/1623918-uigraphicsgetcurrentcontext)
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.contexts.last }

/// Makes `context` the current one, until ``UIGraphicsPopContext()``.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsContextStack.contexts.append(context) }

/// Restores the context that was current before the last ``UIGraphicsPushContext(_:)``.
@MainActor
public func UIGraphicsPopContext() { _ = UIGraphicsContextStack.contexts.popLast() }

/// The stack of current contexts.
@MainActor
enum UIGraphicsContextStack {
    /// The contexts pushed, the current one last.
    static var contexts: [CGContext] = []

    /// Runs `body` with a context over `canvas` current, its state restored after.
    static func drawing(into canvas: Canvas, _ body: () -> Void) {
        let context = CGContext(canvas: canvas)
        context.saveGState()
        contexts.append(context)
        body()
        contexts.removeLast()
        context.restoreGState()
    }
}

extension UITraitCollection {
    /// Runs `body` with `traits` as ``current``, restoring the previous after.
    @MainActor
    static func withCurrent<Result>(_ traits: UITraitCollection, _ body: () -> Result) -> Result {
        let previous = current
        current = traits
        defer { current = previous }
        return body()
    }
}
