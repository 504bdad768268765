/// Runs an action when the content first appears: after the tree is
/// resolved and before it is drawn; changes it makes to state are shown.
struct AppearModifier: ViewModifier, PrimitiveModifier {
    let action: () -> Void
    func body(content: Content) -> Never { fatalError("primitive") }
    func nodes(of content: any View, in context: ResolveContext) -> [Node] {
        context.graph.onAppear(at: context.path, perform: action)
        return context.resolve(content)
    }
}

/// Starts an asynchronous task when the content first appears; the host
/// waits for it (bounded) before drawing.
struct TaskModifier: ViewModifier, PrimitiveModifier {
    let action: @MainActor () async -> Void
    func body(content: Content) -> Never { fatalError("primitive") }
    func nodes(of content: any View, in context: ResolveContext) -> [Node] {
        context.graph.task(at: context.path, perform: action)
        return context.resolve(content)
    }
}

extension View {
    /// Adds an action to perform before this view appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { modifier(AppearModifier(action: action ?? {})) }

    /// Adds an action to perform after this view disappears: snapshots never remove a view, so it does not run.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { modifier(EmptyModifier()) }

    /// Adds an asynchronous task to perform before this view appears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable @MainActor () async -> Void) -> some View {
        modifier(TaskModifier(action: action))
    }

    /// Adds a task to perform before this view appears or when a specified value changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable @MainActor () async -> Void)
        -> some View
    {
        modifier(TaskModifier(action: action))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes: snapshots show one state, so it does not run.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(AppearModifier(action: initial ? action : {}))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes: with `initial`, once as the view appears.
    /// Adds an action to perform when `value` changes, given the new value
    /// (the iOS 14 form, deprecated in iOS 17).
    ///
    /// - Parameters:
    ///   - value: The value to check against when determining whether to run the closure.
    ///   - action: A closure to run when the value changes, with the new value.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        onChange(of: value) { _, newValue in action(newValue) }
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modifier(AppearModifier(action: initial ? { action(value, value) } : {}))
    }

    /// Applies the given animation to this view when the specified value changes: a snapshot shows the end state.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { modifier(EmptyModifier()) }

    /// Applies the given animation to all animatable values within this view: a snapshot shows the end state.
    public func animation(_ animation: Animation?) -> some View { modifier(EmptyModifier()) }

    /// Associates a transition with the view: a snapshot shows the view in place.
    public func transition(_ t: AnyTransition) -> some View { modifier(EmptyModifier()) }

    /// Sets the unique identity of the view; the identity does not change what is drawn.
    public func id<ID: Hashable>(_ id: ID) -> some View { modifier(EmptyModifier()) }

    /// Adds an action to perform when this view recognizes a tap gesture: snapshots do not tap.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { modifier(EmptyModifier()) }
}

/// The way a view changes over time to create a smooth visual transition
/// from one state to another. Snapshots of SwiftUI views show the state at
/// rest, so animations do not change what is drawn.
/// See [Animation](https://developer.apple.com/documentation/swiftui/animation).
public struct Animation: Equatable, Sendable {
    let name: String

    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    /// A spring of a perceived `duration` and `bounce`; `.spring()` with no arguments is the response form, as on iOS.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        .spring
    }
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        .spring
    }
    /// A smooth spring with a predefined duration and no bounce, lengthened or bounced by the arguments.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    /// A spring with a predefined duration and small amount of bounce that feels more snappy.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
    /// A spring with a predefined duration and higher amount of bounce.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    /// An animation created from a cubic Bézier timing curve through the control points (`p1x`, `p1y`) and (`p2x`, `p2y`).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation(name: "timingCurve")
    }
    /// An animation created from a cubic Bézier timing curve through the control points `p1` and `p2`.
    public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: Double = 0.35) -> Animation {
        timingCurve(p1.x, p1.y, p2.x, p2.y, duration: duration)
    }
    /// Delays the start of the animation.
    public func delay(_ delay: Double) -> Animation { self }
    /// Changes the speed of the animation.
    public func speed(_ speed: Double) -> Animation { self }
    /// Repeats the animation forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    /// Repeats the animation a number of times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
}

/// A type-erased transition.
/// See [AnyTransition](https://developer.apple.com/documentation/swiftui/anytransition).
public struct AnyTransition: Sendable {
    public static let identity = AnyTransition()
    public static let opacity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Returns a transition that scales the view by `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// Creates a transition that when added to a view will animate the view's insertion by moving it in from the specified edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// Combines this transition with another.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// Returns the result of recomputing the view's body with the provided animation: the change is made at once here.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }
