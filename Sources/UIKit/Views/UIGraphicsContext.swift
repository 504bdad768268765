internal import HeadlessRaster

/// The context drawing goes to: the one `draw(_:)` and image renderers
/// push, or nil outside them.
/// Each thread has its own, as in UIKit.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/1623918-uigraphicsgetcurrentcontext)
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.contexts.last }

/// Makes `context` the current one, until ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsContextStack.contexts.append(context) }

/// Restores the context that was current before the last ``UIGraphicsPushContext(_:)``.
public func UIGraphicsPopContext() { _ = UIGraphicsContextStack.contexts.popLast() }

/// The stack of current contexts, each thread's own.
enum UIGraphicsContextStack {
    /// This thread's contexts pushed, the current one last.
    static var contexts: [CGContext] {
        get { stacks.value }
        set { stacks.value = newValue }
    }

    /// The stacks of every thread.
    private static let stacks = ThreadLocal<[CGContext]> { [] }

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
    static func withCurrent<Result>(_ traits: UITraitCollection, _ body: () -> Result) -> Result {
        let previous = current
        current = traits
        defer { current = previous }
        return body()
    }
}
