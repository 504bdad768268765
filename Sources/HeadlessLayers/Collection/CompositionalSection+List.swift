import HeadlessGeometry

/// List sections, as `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
/// builds them: full-width rows that size themselves (at least 44 points),
/// laid out and coloured as the table styles are.
extension CompositionalSection {
    /// The looks of a list, as `UICollectionLayoutListConfiguration.Appearance`.
    public enum ListAppearance: Sendable {
        /// Rows edge to edge on `systemBackground`.
        case plain
        /// Sections apart on `systemGroupedBackground`, rows edge to edge.
        case grouped
        /// Sections apart, inset from the sides by the margin, with rounded corners.
        case insetGrouped
    }

    /// A list section of `appearance`, the section at `index`, in a container
    /// `width` points wide with `traits`; a header and footer of the given
    /// kinds (nil for none) size themselves.
    public static func list(
        appearance: ListAppearance, showsSeparators: Bool, headerKind: String?, footerKind: String?, index: Int,
        width: Double, traits: TraitCollection
    ) -> CompositionalSection {
        let margin = traits.systemSideMargin(forWidth: width)
        let row = CompositionalSize(width: .fractionalWidth(1), height: .estimated(TableMetrics.minimumRowHeight))
        var section = CompositionalSection(group: CompositionalGroup(axis: .vertical, size: row, elements: [.item(CompositionalItem(size: row))]))
        let half = TableMetrics.groupedSectionSpacing / 2
        let grouped = appearance != .plain
        let side = appearance == .insetGrouped ? margin : 0
        section.contentInsets = EdgeInsets(
            top: grouped && headerKind == nil ? (index == 0 ? 2 * half : half) : 0, left: side,
            bottom: grouped && footerKind == nil ? half : 0, right: side)
        let boundary = CompositionalSize(width: .fractionalWidth(1), height: .estimated(TableMetrics.minimumRowHeight))
        section.boundaryItems =
            (headerKind.map { [CompositionalBoundaryItem(size: boundary, elementKind: $0, edge: .top)] } ?? [])
            + (footerKind.map { [CompositionalBoundaryItem(size: boundary, elementKind: $0, edge: .bottom)] } ?? [])
        section.listStyle = CompositionalListStyle(
            cellBackground: grouped ? .secondarySystemGroupedBackground : .systemBackground,
            cornerRadius: appearance == .insetGrouped ? TableMetrics.insetGroupedCornerRadius : 0, showsSeparators: showsSeparators,
            separatorInset: appearance == .insetGrouped ? TableMetrics.compactMargin : margin)
        return section
    }

    /// The colour behind a list of `appearance`.
    public static func listBackground(_ appearance: ListAppearance) -> DynamicColor {
        appearance == .plain ? .systemBackground : .systemGroupedBackground
    }
}
