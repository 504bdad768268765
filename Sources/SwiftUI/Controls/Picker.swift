/// A control for selecting from a set of mutually exclusive values: its
/// options are the content's views, each selected by its `tag(_:)`. In the
/// default (menu) style, a row with the label leading and the selected
/// option's title trailing in the tint colour beside an up-and-down chevron,
/// as iOS 17 shows a closed menu picker in a row; in the segmented style, a
/// `UISegmentedControl` of the options' titles taking the width it is
/// offered. A selection that matches no tag selects nothing.
/// Snapshots do not tap, so the binding is read and not written.
/// See [Picker](https://developer.apple.com/documentation/swiftui/picker).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// Creates a picker that displays a custom label.
    /// See [init(selection:content:label:)](https://developer.apple.com/documentation/swiftui/picker/init(selection:content:label:)).
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    /// Primitive: a picker resolves its options itself.
    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        let inner = context.child("content").updatingEnvironment { $0.stackAxis = nil }
        let nodes = (content as? any ImplicitlyTaggedOptions)?.taggedOptionNodes(in: inner) ?? inner.resolve(content)
        let options = nodes.map { node in
            (tag: (node as? TaggedNode)?.tag, title: ToolbarItem<(), EmptyView>.first(TextNode.self, in: [node])?.plainText ?? "")
        }
        let selected = AnyHashable(selection.wrappedValue)
        let index = options.firstIndex { $0.tag == selected }
        switch context.environment.pickerStyleKind {
        case .segmented:
            let titles = options.map(\.title)
            let segments = UIKitControl(flexibleWidth: true, idealWidth: nil) { environment in
                let control = UISegmentedControl(items: titles)
                control.selectedSegmentIndex = index ?? UISegmentedControl.noSegment
                control.isEnabled = environment.isEnabled
                return control
            }
            return context.child("segments").resolve(segments)
        case .menu:
            let row = MenuPickerRow(label: label, title: index.map { options[$0].title } ?? "")
            return context.child("menu").resolve(row)
        }
    }
}

extension Picker {
    /// Creates a picker with a label view given first (deprecated on iOS 15).
    /// See [init(selection:label:content:)](https://developer.apple.com/documentation/swiftui/picker/init(selection:label:content:)).
    ///
    /// - Parameters:
    ///   - selection: A binding to the selected option's tag.
    ///   - label: A view that describes the purpose of selecting an option.
    ///   - content: A view that contains the options.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    /// See [init(_:selection:content:)](https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker that generates its label from a string.
    /// See [init(_:selection:content:)](https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// A closed menu picker in a row: the label, then the selected title and a chevron in the tint colour.
struct MenuPickerRow<Label: View>: View {
    let label: Label
    let title: String
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack {
            label.controlLabel(isEnabled: isEnabled)
            Spacer(minLength: 8)
            HStack(spacing: 4) {
                Text(verbatim: title)
                UpDownChevron()
                    .stroke(isEnabled ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(HierarchicalShapeStyle.tertiary), style: UpDownChevron.stroke)
                    .frame(width: 9, height: 14)
            }
            .foregroundStyle(isEnabled ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(HierarchicalShapeStyle.tertiary))
        }
    }
}

/// Content whose views a picker tags by identity when they set no tag, as
/// SwiftUI tags the views of a `ForEach` by their elements' identifiers.
@MainActor
protocol ImplicitlyTaggedOptions {
    /// The content's nodes in `context`, each tagged.
    func taggedOptionNodes(in context: ResolveContext) -> [Node]
}

extension ForEach: ImplicitlyTaggedOptions where Content: View {
    func taggedOptionNodes(in context: ResolveContext) -> [Node] {
        data.flatMap { element in
            let id = identify(element)
            return context.child(id.hashValue).resolve(content(element)).map { node -> Node in
                let tagged = node as? TaggedNode ?? TaggedNode(content: node)
                if tagged.tag == nil { tagged.tag = AnyHashable(id) }
                return tagged
            }
        }
    }
}

/// The `chevron.up.chevron.down` symbol a menu picker shows, drawn as two
/// chevrons (the UIKit face's symbol stand-in would show a lettered circle).
struct UpDownChevron: Shape {
    /// The symbol's semibold stroke, with round ends.
    static let stroke = StrokeStyle(lineWidth: 1.6, lineCap: .round, lineJoin: .round)

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let left = rect.minX + 1
        let right = rect.maxX - 1
        path.move(to: CGPoint(x: left, y: rect.minY + rect.height * 0.36))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.minY + 1))
        path.addLine(to: CGPoint(x: right, y: rect.minY + rect.height * 0.36))
        path.move(to: CGPoint(x: left, y: rect.maxY - rect.height * 0.36))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY - 1))
        path.addLine(to: CGPoint(x: right, y: rect.maxY - rect.height * 0.36))
        return path
    }
}

/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
/// See [PickerStyle](https://developer.apple.com/documentation/swiftui/pickerstyle).
@MainActor @preconcurrency
public protocol PickerStyle {}

/// The default picker style: a menu on iOS.
/// See [DefaultPickerStyle](https://developer.apple.com/documentation/swiftui/defaultpickerstyle).
public struct DefaultPickerStyle: PickerStyle {
    /// Creates a default picker style.
    public init() {}
}

/// A picker style that presents the options as a menu when the user presses a button.
/// See [MenuPickerStyle](https://developer.apple.com/documentation/swiftui/menupickerstyle).
public struct MenuPickerStyle: PickerStyle {
    /// Creates a menu picker style.
    public init() {}
}

/// A picker style that presents the options in a segmented control.
/// See [SegmentedPickerStyle](https://developer.apple.com/documentation/swiftui/segmentedpickerstyle).
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates a segmented picker style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style, based on the picker's context.
    /// See [automatic](https://developer.apple.com/documentation/swiftui/pickerstyle/automatic).
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu when the user presses a button.
    /// See [menu](https://developer.apple.com/documentation/swiftui/pickerstyle/menu).
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    /// See [segmented](https://developer.apple.com/documentation/swiftui/pickerstyle/segmented).
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// How pickers are drawn.
enum PickerStyleKind: Sendable {
    case menu, segmented
}

extension EnvironmentValues {
    /// How pickers in this environment are drawn.
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKindKey.self] }
        set { self[PickerStyleKindKey.self] = newValue }
    }
}

private enum PickerStyleKindKey: EnvironmentKey {
    static var defaultValue: PickerStyleKind { .menu }
}

extension View {
    /// Sets the style for pickers within this view.
    /// See [pickerStyle(_:)](https://developer.apple.com/documentation/swiftui/view/pickerstyle(_:)).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyleKind, style is SegmentedPickerStyle ? .segmented : .menu)
    }
}
