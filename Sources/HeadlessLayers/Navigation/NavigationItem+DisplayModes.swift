extension NavigationItem {
    /// When an item's title is shown large, as `UINavigationItem.LargeTitleDisplayMode`.
    /// Large titles show only when the bar ``NavigationBar/prefersLargeTitles``.
    public enum LargeTitleDisplayMode: Hashable, Sendable, CaseIterable {
        /// As the item below it on the stack; large for the first item.
        case automatic
        /// Always large.
        case always
        /// Never large: the title sits in the bar's row.
        case never
    }

    /// Which title the back button to an item shows, as
    /// `UINavigationItem.BackButtonDisplayMode`.
    public enum BackButtonDisplayMode: Hashable, Sendable, CaseIterable {
        /// The item's ``NavigationItem/backButtonTitle``, else its title, else
        /// "Back", else the chevron alone: the first that leaves the bar's title room.
        case `default`
        /// "Back", or the chevron alone when that does not fit.
        case generic
        /// The chevron alone.
        case minimal
    }
}
