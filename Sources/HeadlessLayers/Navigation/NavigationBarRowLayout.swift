/// Where the parts of a navigation bar's row go, worked out from the
/// leading edge (the bar mirrors the result in a right-to-left layout).
///
/// Each end keeps to its half of the space between the margins: its buttons
/// are placed outermost first, `spacing` apart; the first is shrunk to fit
/// its half, and a button that does not fit is left out with every one after
/// it. The back button takes the first of its titles that ends before the
/// centred title begins (the last title is the chevron alone). The title is
/// centred on the bar, moved aside to clear the buttons, and shrunk
/// (truncated) when the space between them is narrower than it.
struct NavigationBarRowLayout {
    /// A stretch of the row: its start from the leading edge and its width.
    struct Span: Equatable {
        var x: Double
        var width: Double
        var maxX: Double { x + width }
    }

    /// The back button: which of its titles it shows and where.
    var back: (titleIndex: Int, span: Span)?
    /// The leading buttons after the back button, outermost first; `nil` for those left out.
    var leading: [Span?] = []
    /// The trailing buttons, outermost first; `nil` for those left out.
    var trailing: [Span?] = []
    /// The title; `nil` when there is none or no room.
    var title: Span?

    /// The space between neighbouring buttons, and between the buttons and the title.
    static let spacing = 8.0
    /// How far the back chevron sits from the leading edge of the safe area.
    static let backIndent = 8.0

    /// Lays out a row `width` points wide whose safe area starts `leadingInset`
    /// and ends `trailingInset` points from its ends, with buttons and the
    /// large title `margin` points inside it. `backWidths` are the back
    /// button's widths with each of its titles, in order of preference (empty
    /// for no back button); `titleWidth` is 0 for no title.
    init(
        width: Double, leadingInset: Double, trailingInset: Double, margin: Double,
        backWidths: [Double], leadingWidths: [Double], trailingWidths: [Double], titleWidth: Double
    ) {
        let start = leadingInset + margin, end = width - trailingInset - margin
        guard end > start else { return }
        let middle = start + (end - start) / 2
        trailing = Self.pack(trailingWidths, from: end, towards: middle, forwards: false)
        var leadingOrigin = start
        if let chevron = backWidths.last {
            let backStart = leadingInset + Self.backIndent
            let titleStart = titleWidth > 0 ? width / 2 - titleWidth / 2 - Self.spacing : middle
            let limit = min(middle, titleStart)
            let choice = backWidths.firstIndex { backStart + $0 <= limit } ?? backWidths.count - 1
            if backStart + chevron <= middle {
                let span = Span(x: backStart, width: backWidths[choice])
                back = (choice, span)
                leadingOrigin = span.maxX + Self.spacing
            }
        }
        leading = Self.pack(leadingWidths, from: leadingOrigin, towards: middle, forwards: true)
        let leadingEnd = (leading.compactMap { $0?.maxX } + [back?.span.maxX].compactMap { $0 }).max()
        let trailingStart = trailing.compactMap { $0?.x }.min()
        let availableStart = leadingEnd.map { $0 + Self.spacing } ?? start
        let availableEnd = trailingStart.map { $0 - Self.spacing } ?? end
        guard titleWidth > 0, availableEnd > availableStart else { return }
        if titleWidth <= availableEnd - availableStart {
            title = Span(x: min(max(width / 2 - titleWidth / 2, availableStart), availableEnd - titleWidth), width: titleWidth)
        } else {
            title = Span(x: availableStart, width: availableEnd - availableStart)
        }
    }

    /// Places `widths` one after another from `origin` towards `limit`
    /// (rightwards when `forwards`), ``spacing`` apart: the first shrunk to
    /// fit, the rest left out (`nil`) from the first that does not fit.
    private static func pack(_ widths: [Double], from origin: Double, towards limit: Double, forwards: Bool) -> [Span?] {
        var cursor = origin, full = false
        return widths.enumerated().map { index, width in
            let room = forwards ? limit - cursor : cursor - limit
            guard !full, room > 0, width <= room || index == 0 else {
                full = true
                return nil
            }
            let used = min(width, room)
            defer { cursor += forwards ? used + spacing : -(used + spacing) }
            return forwards ? Span(x: cursor, width: used) : Span(x: cursor - used, width: used)
        }
    }
}
