/// Sets one environment value for the content.
struct EnvironmentValueModifier: ViewModifier, EnvironmentModifier {
    let change: (inout EnvironmentValues) -> Void
    func body(content: Content) -> Never { fatalError("primitive") }
    func update(_ environment: inout EnvironmentValues) { change(&environment) }
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentValueModifier { $0[keyPath: keyPath] = value })
    }

    /// Places an observable object in the view's environment.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentValueModifier { $0.objects[ObjectIdentifier(T.self)] = object })
    }

    /// Supplies an observable object to a view's hierarchy.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentValueModifier { $0.objects[ObjectIdentifier(T.self)] = object })
    }

    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentValueModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// Sets the font weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { modifier(EnvironmentValueModifier { $0.fontWeight = weight }) }

    /// Applies a bold font weight to the text in this view.
    public func bold(_ isActive: Bool = true) -> some View { fontWeight(isActive ? .bold : nil) }

    /// Sets the font design of the text in this view.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(EnvironmentValueModifier { environment in design.map { environment.font = (environment.font ?? .body).design($0) } })
    }

    /// Sets the color of the foreground elements displayed by this view.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentValueModifier { $0.foregroundStyle = color.map(AnyShapeStyle.init) })
    }

    /// Sets a view's foreground elements to use a given style: a hierarchical
    /// level (`.secondary`) is of the foreground style around the view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentValueModifier { $0.foregroundStyle = AnyShapeStyle(ResolvedShapeStyle(style, in: $0)) })
    }

    /// Sets the primary and secondary levels of the foreground style in the child view.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { foregroundStyle(primary) }

    /// Sets the primary, secondary, and tertiary levels of the foreground
    /// style in the child view: the primary is the foreground here.
    ///
    /// - Parameters:
    ///   - primary: The primary level of the foreground style.
    ///   - secondary: The secondary level.
    ///   - tertiary: The tertiary level.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }

    /// Sets the tint color within this view.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { modifier(EnvironmentValueModifier { $0.tint = tint.map(AnyShapeStyle.init) }) }

    /// Sets the tint color within this view.
    public func tint(_ tint: Color?) -> some View { modifier(EnvironmentValueModifier { $0.tint = tint.map(AnyShapeStyle.init) }) }

    /// Sets the accent color for this view and the views it contains.
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }

    /// Sets a transform for the case of the text contained in this view.
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

    /// Sets the maximum number of lines that text can occupy in this view.
    public func lineLimit(_ number: Int?) -> some View { lineLimit(number, minimum: 1) }

    /// Sets to a closed range the number of lines that text can occupy in
    /// this view: it takes at least the lower bound's lines and at most the
    /// upper bound's. See [lineLimit(_:)](https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-7ufty).
    ///
    /// - Parameter limit: The line limit.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { lineLimit(limit.upperBound, minimum: limit.lowerBound) }

    /// Sets a limit for the number of lines text can occupy in this view: at least the bound's, with no upper limit.
    ///
    /// - Parameter limit: The line limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { lineLimit(nil, minimum: limit.lowerBound) }

    /// Sets a limit for the number of lines text can occupy in this view: at most the bound's.
    ///
    /// - Parameter limit: The line limit.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimit(limit.upperBound, minimum: 1) }

    /// Sets a limit for the number of lines text can occupy in this view,
    /// taking the space of that many lines even when it has fewer when `reservesSpace`.
    ///
    /// - Parameters:
    ///   - limit: The line limit.
    ///   - reservesSpace: Whether text reserves space so that it always occupies the amount of lines specified by `limit`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { lineLimit(limit, minimum: reservesSpace ? limit : 1) }

    /// At most `limit` lines (nil: any number) and at least `minimum`.
    private func lineLimit(_ limit: Int?, minimum: Int) -> some View {
        environment(\.lineLimit, limit).environment(\.minimumLineCount, minimum)
    }

    /// Sets the amount of space between lines of text in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }

    /// Sets the truncation mode for lines of text that are too long to fit in the available space.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }

    /// Adds a reason to apply a redaction to this view hierarchy.
    public func redacted(reason: RedactionReasons) -> some View { modifier(EnvironmentValueModifier { $0.redactionReasons.formUnion(reason) }) }

    /// Removes any reason to apply a redaction to this view hierarchy.
    public func unredacted() -> some View { environment(\.redactionReasons, []) }

    /// Sets the preferred color scheme for this presentation: the scheme the
    /// whole hosted tree (and its host's background) is shown in; the outermost request wins.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(
            EnvironmentValueModifier { environment in
                guard let colorScheme, let request = environment.colorSchemeRequest else { return }
                if request.scheme == nil { request.scheme = colorScheme }
            })
    }

    /// Sets the Dynamic Type size within the view to the given value.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }

    /// Limits the Dynamic Type size within the view to the given range.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(
            EnvironmentValueModifier { environment in
                let all = DynamicTypeSize.allCases.filter { range.contains($0) }
                if let first = all.first, let last = all.last { environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, first), last) }
            })
    }

    /// Adds a condition that controls whether users can interact with this view: disabled controls are drawn dimmed.
    public func disabled(_ disabled: Bool) -> some View { modifier(EnvironmentValueModifier { $0.isEnabled = $0.isEnabled && !disabled }) }
}
