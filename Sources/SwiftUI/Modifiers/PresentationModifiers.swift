/// Presentations (sheets, alerts, dialogs, popovers, menus shown on demand):
/// a snapshot shows the screen they are presented from, so they are kept for
/// source compatibility and not drawn, even when their binding is true.
extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true (not drawn).
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content)
        -> some View
    { modifier(EmptyModifier()) }

    /// Presents a sheet using the given item as a data source for the sheet's content (not drawn).
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { modifier(EmptyModifier()) }

    /// Presents a modal view that covers as much of the screen as possible (not drawn).
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { modifier(EmptyModifier()) }

    /// Presents a popover when a given condition is true (not drawn).
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View { modifier(EmptyModifier()) }

    /// Presents an alert when a given condition is true, using a text view for the title (not drawn).
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(EmptyModifier())
    }

    /// Presents an alert with a message when a given condition is true (not drawn).
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { modifier(EmptyModifier()) }

    /// Presents a confirmation dialog when a given condition is true (not drawn).
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View { modifier(EmptyModifier()) }

    /// Adds a context menu to a view (shown on a long press: not drawn).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { modifier(EmptyModifier()) }

    /// Adds custom swipe actions to a row in a list (shown on a swipe: not drawn).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        modifier(EmptyModifier())
    }

    /// Marks this view as refreshable (the refresh control shows only while pulled: not drawn).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { modifier(EmptyModifier()) }
}

/// An attachment anchor for a popover.
/// See [PopoverAttachmentAnchor](https://developer.apple.com/documentation/swiftui/popoverattachmentanchor).
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// An opaque value derived from an anchor source and a particular view.
/// See [Anchor](https://developer.apple.com/documentation/swiftui/anchor).
public struct Anchor<Value>: Sendable {
    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source: Sendable {}
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

/// An edge on the horizontal axis.
/// See [HorizontalEdge](https://developer.apple.com/documentation/swiftui/horizontaledge).
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable { case leading, trailing }
