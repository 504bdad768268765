import HeadlessGeometry
import HeadlessText

/// The bar's height and the places of its title, buttons and prompt.
extension NavigationBar {
    /// The row's height: 44 points, as UIKit's standard navigation bar.
    static let rowHeight = 44.0
    /// The row's height in a compact-height environment: 32 points, as UIKit's.
    static let compactRowHeight = 32.0
    /// The large title's area at the default text size: 52 points, making the bar 96 points tall, as UIKit's.
    static let largeTitleAreaHeight = 52.0
    /// The space under the large title's line (an approximation of UIKit's).
    static let largeTitleBottomInset = 8.0
    /// The large title's line height at the default text size (34 points, as the `largeTitle` text style).
    static let largeTitleBaseLineHeight = (try? Font.system(size: 34, weight: .bold))?.metrics.lineHeight ?? 0
    /// The largest content size category the large title follows.
    static let largestLargeTitleCategory = ContentSizeCategory.extraExtraExtraLarge
    /// The prompt's height above the row, as UIKit's.
    static let promptHeight = 30.0

    /// Whether the top item's title is shown large: the bar prefers large
    /// titles, the height is not compact, and the nearest item that decides
    /// (not ``NavigationItem/LargeTitleDisplayMode-swift.enum/automatic``) says
    /// so; a stack of automatic items shows it.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, topItem != nil, traitCollection.verticalSizeClass != .compact else { return false }
        return items.last { $0.largeTitleDisplayMode != .automatic }?.largeTitleDisplayMode != .never
    }

    /// The bar's height for its items and traits: the row, the prompt and the large title's area.
    var barHeight: Double {
        (showsPrompt ? NavigationBar.promptHeight : 0) + rowHeight + (showsLargeTitle ? largeTitleAreaHeight : 0)
    }

    /// Whether the top item has a prompt.
    private var showsPrompt: Bool { !(topItem?.prompt ?? "").isEmpty }

    /// The row's height for the traits.
    private var rowHeight: Double {
        traitCollection.verticalSizeClass == .compact ? NavigationBar.compactRowHeight : NavigationBar.rowHeight
    }

    /// The system font at 34 points bold, resized by the `largeTitle` style up to ``largestLargeTitleCategory``.
    private var largeTitleFont: Font? {
        let category = min(traitCollection.preferredContentSizeCategory, NavigationBar.largestLargeTitleCategory)
        return try? Font.system(size: TextStyle.largeTitle.pointSize(for: category), weight: .bold)
    }

    /// The large title's area: 52 points, taller by as much as the large title's line is taller than at 34 points.
    private var largeTitleAreaHeight: Double {
        let growth = max((largeTitleFont?.metrics.lineHeight ?? 0) - NavigationBar.largeTitleBaseLineHeight, 0)
        return NavigationBar.largeTitleAreaHeight + growth.rounded(.up)
    }

    /// The buttons' and large title's distance from the safe area's sides.
    var contentMargin: Double { traitCollection.systemSideMargin(forWidth: bounds.width) }

    /// The titles the back button may show, in order of preference, ending
    /// with the chevron alone (`nil`); empty when there is no back button.
    private var backTitles: [String?] {
        guard let back = backItem, let top = topItem, !top.hidesBackButton,
            top.leftBarButtonItems.isEmpty || top.leftItemsSupplementBackButton
        else { return [] }
        switch back.backButtonDisplayMode {
        case .minimal:
            return [nil]
        case .generic:
            return ["Back", nil]
        case .default:
            // An empty back button title asks for the chevron alone; an untitled item's back button says "Back".
            guard back.backButtonTitle?.isEmpty != true else { return [nil] }
            let specific = [back.backButtonTitle, back.title].compactMap { $0 }.first { !$0.isEmpty }
            return (specific.map { [$0] } ?? []) + ["Back", nil]
        }
    }

    /// Places the prompt, the back button, the buttons and the titles, and shows only those that fit.
    func layOutContent() {
        let width = bounds.width.isFinite && bounds.height.isFinite ? max(bounds.width, 0) : 0
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        let insets = safeAreaInsets
        let leadingInset = rightToLeft ? insets.right : insets.left, trailingInset = rightToLeft ? insets.left : insets.right
        let margin = contentMargin, large = showsLargeTitle
        let promptHeight = showsPrompt ? NavigationBar.promptHeight : 0, row = rowHeight
        // Frames are worked out from the leading edge and mirrored for a right-to-left layout.
        func place(_ view: View, _ span: NavigationBarRowLayout.Span?, y: Double, height: Double) {
            // Through the layer: the view's isHidden would ask the bar for another layout pass.
            view.layer.isHidden = span == nil || width == 0
            guard let span, width > 0 else { return }
            view.frame = Rect(x: rightToLeft ? width - span.maxX : span.x, y: y, width: span.width, height: height)
        }

        let title = topItem?.title
        titleLabel.text = large ? nil : title
        largeTitleLabel.text = large ? title : nil
        promptLabel.text = topItem?.prompt
        let backTitles = backTitles
        let layout = NavigationBarRowLayout(
            width: width, leadingInset: leadingInset, trailingInset: trailingInset, margin: margin,
            backWidths: backTitles.map { BarButtonView.backWidth(title: $0) },
            leadingWidths: leadingButtons.map(\.naturalWidth), trailingWidths: trailingButtons.map(\.naturalWidth),
            titleWidth: large ? 0 : titleLabel.sizeThatFits(.zero).width)
        let content = NavigationBarRowLayout.Span(x: leadingInset + margin, width: max(width - leadingInset - trailingInset - 2 * margin, 0))
        place(promptLabel, showsPrompt ? content : nil, y: 0, height: promptHeight)
        if let back = layout.back { backButton.content = .back(title: backTitles[back.titleIndex]) }
        place(backButton, layout.back?.span, y: promptHeight, height: row)
        for (buttons, spans) in [(leadingButtons, layout.leading), (trailingButtons, layout.trailing)] {
            // A button the row has no place for (or no row at all) is hidden.
            for (index, button) in buttons.enumerated() {
                let span = spans.indices.contains(index) ? spans[index] : nil
                if case .item(let item) = button.content { button.isEnabled = item.isEnabled }
                place(button, span, y: promptHeight, height: row)
            }
        }
        place(titleLabel, layout.title, y: promptHeight, height: row)
        largeTitleLabel.font = largeTitleFont
        let lineHeight = largeTitleFont?.metrics.lineHeight ?? 0
        let largeBottom = promptHeight + row + (large ? largeTitleAreaHeight : 0)
        place(
            largeTitleLabel, large && !(title ?? "").isEmpty ? content : nil,
            y: largeBottom - NavigationBar.largeTitleBottomInset - lineHeight, height: lineHeight)
    }
}
