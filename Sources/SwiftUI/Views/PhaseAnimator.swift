/// A container that animates its content by automatically cycling through a
/// collection of phases that you provide, each phase defining a discrete step
/// within an animation.
///
/// A snapshot is of a view at rest before any trigger: it shows the content
/// for the first phase (nothing, when there are no phases).
/// See [PhaseAnimator](https://developer.apple.com/documentation/swiftui/phaseanimator).
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    private let firstPhase: Phase?
    private let content: (Phase) -> Content

    /// Cycles through the given phases when the trigger value changes, updating the view builder closure that you supply.
    /// See [init(_:trigger:content:animation:)](https://developer.apple.com/documentation/swiftui/phaseanimator/init(_:trigger:content:animation:)).
    /// - Parameters:
    ///   - phases: Phases defining the states that will be cycled through. This sequence must not be empty.
    ///   - trigger: A value to observe for changes: each change runs the phases once more.
    ///   - content: A view builder closure that takes the current phase as an input.
    ///   - animation: A closure that returns the animation to use when transitioning to the next phase.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.init(phases, content: content, animation: animation)
    }

    /// Cycles through the given phases continuously, updating the content using the view builder closure that you supply.
    /// See [init(_:content:animation:)](https://developer.apple.com/documentation/swiftui/phaseanimator/init(_:content:animation:)).
    /// - Parameters:
    ///   - phases: Phases defining the states that will be cycled through. This sequence must not be empty.
    ///   - content: A view builder closure that takes the current phase as an input.
    ///   - animation: A closure that returns the animation to use when transitioning to the next phase.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        firstPhase = phases.first { _ in true }
        self.content = content
    }

    /// The content for the first phase.
    public var body: some View {
        if let firstPhase { content(firstPhase) }
    }
}

/// A placeholder used to construct an inline modifier, transition, or other helper type:
/// the view a `phaseAnimator` modifier is applied to, as its content closure receives it.
/// See [PlaceholderContentView](https://developer.apple.com/documentation/swiftui/placeholdercontentview).
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    private let content: AnyView

    init(_ content: Value) where Value: View { self.content = AnyView(content) }

    /// Primitive: the placeholder resolves the view it stands for.
    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] { context.resolve(content) }
}

extension View {
    /// Cycles through the given phases when the trigger value changes, updating the view using the modifiers you apply in `content`.
    /// See [phaseAnimator(_:trigger:content:animation:)](https://developer.apple.com/documentation/swiftui/view/phaseanimator(_:trigger:content:animation:)).
    /// - Parameters:
    ///   - phases: Phases defining the states that will be cycled through. This sequence must not be empty.
    ///   - trigger: A value to observe for changes: each change runs the phases once more.
    ///   - content: A view builder closure that takes two parameters: a proxy value representing the modified view and the current phase.
    ///   - animation: A closure that returns the animation to use when transitioning to the next phase.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        phaseAnimator(phases, content: content, animation: animation)
    }

    /// Cycles through the given phases continuously, updating the content using the view builder closure that you supply.
    /// See [phaseAnimator(_:content:animation:)](https://developer.apple.com/documentation/swiftui/view/phaseanimator(_:content:animation:)).
    /// - Parameters:
    ///   - phases: Phases defining the states that will be cycled through. This sequence must not be empty.
    ///   - content: A view builder closure that takes two parameters: a proxy value representing the modified view and the current phase.
    ///   - animation: A closure that returns the animation to use when transitioning to the next phase.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }
}
