import HeadlessGeometry
import HeadlessText

/// Where a cell's parts go, and how tall it needs to be.
extension TableViewCell {
    /// The standard content's frames in the content view, left to right (mirrored when placed).
    struct ContentFrames {
        var image: Rect?
        var text = Rect.zero
        var detail = Rect.zero
        /// The height the standard content needs, margins included (not less than 44 points).
        var height = TableMetrics.minimumRowHeight
        /// Where the text starts: after the image, or at the leading margin.
        var textLeading = 0.0
    }

    /// The view shown at the trailing side and its size: the accessory view, or the standard mark.
    private var shownAccessory: (view: View, size: Size)? {
        if let accessoryView {
            let frameSize = accessoryView.bounds.size
            let size = frameSize.width > 0 && frameSize.height > 0 ? frameSize : accessoryView.measuredSize(fitting: .zero)
            return size.isFinite ? (accessoryView, size) : nil
        }
        let size = AccessoryGlyphView.size(of: accessoryType)
        return size == .zero ? nil : (glyphView, size)
    }

    /// The layout margins at the leading and trailing sides.
    private var sideMargins: (leading: Double, trailing: Double) {
        traitCollection.layoutDirection == .rightToLeft ? (layoutMargins.right, layoutMargins.left) : (layoutMargins.left, layoutMargins.right)
    }

    /// The content view's width in a cell `width` points wide: up to the accessory, with a little space before it.
    func contentWidth(forCellWidth width: Double) -> Double {
        guard let accessory = shownAccessory else { return max(0, width) }
        return max(0, width - sideMargins.trailing - accessory.size.width - TableMetrics.horizontalSpacing)
    }

    /// The content view's layout margins: the cell's, with none at the
    /// trailing side when an accessory follows the content.
    private var contentMargins: EdgeInsets {
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        let (leading, trailing) = (sideMargins.leading, shownAccessory == nil ? sideMargins.trailing : 0)
        return EdgeInsets(
            top: layoutMargins.top, left: rightToLeft ? trailing : leading,
            bottom: layoutMargins.bottom, right: rightToLeft ? leading : trailing)
    }

    /// The height the cell needs at `size.width` (its own width when that is
    /// not a positive finite number): the standard content's, or the content
    /// view's constraints' fitting height when larger; at least 44 points.
    func fittingSize(_ size: Size) -> Size {
        updateTraitsInSubtree()
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        let content = contentWidth(forCellWidth: width)
        var height = contentFrames(width: content, height: nil).height
        if contentView.subtree.contains(where: { !$0.constraints.isEmpty }) {
            // Measured with the margins the layout will give the content view.
            contentView.layoutMargins = contentMargins
            let fitted = contentView.systemLayoutSizeFitting(
                Size(width: content, height: 0),
                withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            if fitted.height.isFinite { height = max(height, fitted.height.rounded(.up)) }
        }
        return Size(width: width, height: height)
    }

    /// Places the accessory at the trailing margin, the content view before
    /// it, and the standard labels and image in the content view (mirrored in a right-to-left layout).
    func layoutParts() {
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft, width = bounds.width
        /// `rect`, laid out left to right in `width` points, mirrored in a right-to-left layout.
        func placed(_ rect: Rect, in width: Double) -> Rect {
            rightToLeft ? Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
        }
        let hidesGlyph = accessoryView != nil || accessoryType == .none
        if glyphView.isHidden != hidesGlyph { glyphView.isHidden = hidesGlyph }
        let accessory = shownAccessory
        if let (view, size) = accessory {
            view.frame = placed(
                Rect(
                    x: width - sideMargins.trailing - size.width, y: (bounds.height - size.height) / 2,
                    width: size.width, height: size.height), in: width)
        }
        let content = contentWidth(forCellWidth: width)
        contentView.frame = placed(Rect(x: 0, y: 0, width: content, height: bounds.height), in: width)
        contentView.layoutMargins = contentMargins
        let frames = contentFrames(width: content, height: bounds.height)
        placeImageView(at: frames.image.map { placed($0, in: content) })
        textLabel?.frame = placed(frames.text, in: content)
        detailTextLabel?.frame = placed(frames.detail, in: content)
        let trailingAlignment: TextAlignment = rightToLeft ? .left : .right
        switch style {
        case .value1: detailTextLabel?.textAlignment = stacksDetail ? .natural : trailingAlignment
        case .value2: textLabel?.textAlignment = trailingAlignment
        case .default, .subtitle: break
        }
    }

    /// Shows the image view at `frame`, or hides it when there is no image.
    private func placeImageView(at frame: Rect?) {
        guard let imageView else { return }
        if imageView.isHidden != (frame == nil) { imageView.isHidden = frame == nil }
        if let frame { imageView.frame = frame }
    }

    /// Where the text starts in the cell's coordinates, from its leading edge:
    /// where an automatic separator starts.
    var textLeadingInset: Double { contentFrames(width: contentWidth(forCellWidth: bounds.width), height: nil).textLeading }

    /// The standard content's frames in a content view `width` points wide and
    /// `height` tall (its natural height when nil), left to right: the image
    /// at the leading margin, the labels after it as the style places them,
    /// each centred vertically (stacked text and detail as one block).
    func contentFrames(width: Double, height: Double?) -> ContentFrames {
        let top = layoutMargins.top, bottom = layoutMargins.bottom
        let (leading, trailing) = (sideMargins.leading, shownAccessory == nil ? sideMargins.trailing : 0)
        var frames = ContentFrames()
        var x = leading
        var imageSize = Size.zero
        if let size = imageView?.image?.size, size.isFinite, size.width > 0, size.height > 0 {
            imageSize = size
            x += size.width + TableMetrics.imageToTextPadding
        }
        frames.textLeading = x
        let available = max(0, width - x - trailing)
        let widths = labelWidths(available: available)
        let textHeight = textSize(of: textLabel, width: widths.text).height
        let detailHeight = textSize(of: detailTextLabel, width: widths.detail).height
        let spacing = detailHeight > 0 && textHeight > 0 ? TableMetrics.subtitleSpacing : 0
        let labelsHeight = stacksDetail ? textHeight + detailHeight + spacing : max(textHeight, detailHeight)
        let imageHeight = imageSize.height > 0 ? imageSize.height + 2 * TableMetrics.imageVerticalMargin : 0
        frames.height = max(TableMetrics.minimumRowHeight, (top + labelsHeight + bottom).rounded(.up), imageHeight.rounded(.up))
        let middle = top + ((height ?? frames.height) - top - bottom) / 2
        if imageSize.width > 0 {
            frames.image = Rect(x: leading, y: middle - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        }
        if stacksDetail {
            let blockTop = middle - labelsHeight / 2
            frames.text = Rect(x: x, y: blockTop, width: widths.text, height: textHeight)
            frames.detail = Rect(x: x, y: blockTop + labelsHeight - detailHeight, width: widths.detail, height: detailHeight)
        } else {
            frames.text = Rect(x: x, y: middle - textHeight / 2, width: widths.text, height: textHeight)
            frames.detail = Rect(x: x + widths.text + widths.gap, y: middle - detailHeight / 2, width: widths.detail, height: detailHeight)
        }
        return frames
    }

    /// Whether the detail goes under the text: in a subtitle cell, and in a
    /// value1 cell at the accessibility text sizes, where UIKit stacks them too.
    var stacksDetail: Bool {
        style == .subtitle || (style == .value1 && traitCollection.preferredContentSizeCategory >= .accessibilityMedium)
    }

    /// The widths of the text and the detail, and the space between them side
    /// by side, in `available` points: both the whole width when stacked; a
    /// value1 detail keeps its natural width while both fit, else at least
    /// half; a value2 text takes its column.
    private func labelWidths(available: Double) -> (text: Double, detail: Double, gap: Double) {
        if stacksDetail { return (available, available, 0) }
        switch style {
        case .default, .subtitle:
            return (available, 0, 0)
        case .value1:
            let text = textSize(of: textLabel, width: 0).width, detail = textSize(of: detailTextLabel, width: 0).width
            let gap = text > 0 && detail > 0 ? TableMetrics.horizontalSpacing : 0
            let detailWidth = text + gap + detail <= available ? detail : min(detail, max(available - text - gap, available / 2))
            return (max(0, available - detailWidth - gap), detailWidth, gap)
        case .value2:
            let column = (available * TableMetrics.value2ColumnShare).rounded()
            return (column, max(0, available - column - TableMetrics.horizontalSpacing), TableMetrics.horizontalSpacing)
        }
    }

    /// The size of `label`'s text at `width` (no limit for 0); zero without a label.
    private func textSize(of label: Label?, width: Double) -> Size {
        label?.sizeThatFits(Size(width: width, height: 0)) ?? .zero
    }
}
