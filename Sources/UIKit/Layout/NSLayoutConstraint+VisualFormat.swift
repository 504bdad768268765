internal import Foundation

extension NSLayoutConstraint {
    /// How the views of a visual format are aligned with each other, which
    /// way a horizontal format runs, and what vertical spacing is measured
    /// between; the raw values are Apple's.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/nslayoutconstraint/formatoptions)
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The options' bits, as Apple's.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Every view's left edge equal to its neighbour's (vertical formats).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Every view's right edge equal to its neighbour's (vertical formats).
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Every view's top edge equal to its neighbour's (horizontal formats).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Every view's bottom edge equal to its neighbour's (horizontal formats).
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Every view's leading edge equal to its neighbour's (vertical formats).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Every view's trailing edge equal to its neighbour's (vertical formats).
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Every view's horizontal centre equal to its neighbour's (vertical formats).
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Every view's vertical centre equal to its neighbour's (horizontal formats).
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Every view's last baseline equal to its neighbour's (horizontal formats).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Every view's first baseline equal to its neighbour's (horizontal formats).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// UIKit's older name for ``alignAllLastBaseline``.
        public static let alignAllBaseline = alignAllLastBaseline
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// A horizontal format runs from the leading to the trailing edge (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Vertical spaces are measured between the views' edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spaces between views are measured from one view's last
        /// baseline to the next one's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bits.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// The constraints a visual format string describes, such as
    /// `H:|-[name]-[field(==name)]-|`, inactive (activate them with
    /// ``activate(_:)``). `views` maps the format's names to views, `metrics`
    /// maps names to numbers used as constants and priorities. A plain `-`
    /// is the standard space: 8 points between views (as
    /// `constraint(equalToSystemSpacingAfter:multiplier:)`) and 20 points to
    /// the superview's edge. Horizontal formats run leading to trailing
    /// unless `opts` says otherwise; alignment options relate every view to
    /// its neighbour.
    ///
    /// UIKit raises an exception for a format it cannot use; here the
    /// message, the format and a caret under the column at fault are written
    /// to standard error and no constraints are returned.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/nslayoutconstraint/constraints(withvisualformat:options:metrics:views:))
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do throws(VisualFormatError) {
            let parsed = try VisualFormat(parsing: format)
            let builder = VisualFormatBuilder(
                format: parsed, text: Array(format), options: opts, metrics: metrics ?? [:], views: views)
            return try builder.constraints()
        } catch {
            FileHandle.standardError.write(Data("NSLayoutConstraint: \(error.report(in: format))\n".utf8))
            return []
        }
    }
}

/// Turns a parsed visual format into constraints, looking up its names.
@preconcurrency @MainActor
private struct VisualFormatBuilder {
    typealias Attribute = NSLayoutConstraint.Attribute

    /// The standard space between sibling views.
    static let siblingSpacing: CGFloat = 8
    /// The standard space between a view and its superview's edge.
    static let superviewSpacing: CGFloat = 20

    let format: VisualFormat
    /// The format's characters, for the columns of `|`.
    let text: [Character]
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]

    /// One end of a space: a view and its edge.
    struct Edge {
        let view: UIView
        let attribute: Attribute
    }

    func constraints() throws(VisualFormatError) -> [NSLayoutConstraint] {
        var items: [UIView] = []
        for item in format.views { items.append(try view(named: item.name, column: item.column)) }
        let horizontal = format.orientation == .horizontal
        let direction = options.intersection(.directionMask)
        let reversed = horizontal && direction == .directionRightToLeft
        let (start, end): (Attribute, Attribute) =
            if !horizontal { (.top, .bottom) } else if direction == .directionLeftToRight { (.left, .right) } else if reversed {
                (.right, .left)
            } else { (.leading, .trailing) }
        let size: Attribute = horizontal ? .width : .height
        var result: [NSLayoutConstraint] = []

        for (item, view) in zip(format.views, items) {
            for predicate in item.predicates {
                result.append(try sizeConstraint(view, size, predicate))
            }
        }
        if let connection = format.leadingSuperview {
            let superview = try superview(of: items[0], column: text.firstIndex(of: "|") ?? 0)
            result += try spaces(
                connection, from: Edge(view: superview, attribute: start), to: Edge(view: items[0], attribute: start),
                standard: Self.superviewSpacing, reversed: reversed)
        }
        let baselines = !horizontal && options.contains(.spacingBaselineToBaseline)
        for (index, connection) in format.connections.enumerated() {
            result += try spaces(
                connection, from: Edge(view: items[index], attribute: baselines ? .lastBaseline : end),
                to: Edge(view: items[index + 1], attribute: baselines ? .firstBaseline : start),
                standard: Self.siblingSpacing, reversed: reversed)
        }
        if let connection = format.trailingSuperview, let last = items.last {
            let superview = try superview(of: last, column: text.lastIndex(of: "|") ?? 0)
            result += try spaces(
                connection, from: Edge(view: last, attribute: end), to: Edge(view: superview, attribute: end),
                standard: Self.superviewSpacing, reversed: reversed)
        }
        result += try alignments(of: items, horizontal: horizontal)
        return result
    }

    /// The view named `name`, or an error if there is none or it is not a `UIView`.
    func view(named name: String, column: Int) throws(VisualFormatError) -> UIView {
        guard let value = views[name] else {
            throw VisualFormatError(message: "\(name) is not a key in the views dictionary.", column: column)
        }
        guard let view = value as? UIView else {
            throw VisualFormatError(
                message: "\(name) is not a UIView (it is a \(type(of: value))) in the views dictionary.", column: column)
        }
        return view
    }

    /// The superview of `view`, which `|` stands for.
    func superview(of view: UIView, column: Int) throws(VisualFormatError) -> UIView {
        guard let superview = view.superview else {
            throw VisualFormatError(
                message: "Unable to interpret '|' character, because the related view doesn't have a superview", column: column)
        }
        return superview
    }

    /// The number a metric or literal stands for.
    func number(_ value: VisualFormat.Value, what: String) throws(VisualFormatError) -> CGFloat {
        switch value {
        case .number(let number):
            return CGFloat(number)
        case .name(let name, let column):
            guard let metric = metrics[name] else {
                throw VisualFormatError(message: "\(name) is not a key in the metrics dictionary.", column: column)
            }
            guard let number = Self.number(from: metric) else {
                throw VisualFormatError(message: "The metric \(name) is not a number (it is a \(type(of: metric))).", column: column)
            }
            return number
        }
    }

    /// A metric's value as a number, if it is one.
    static func number(from value: Any) -> CGFloat? {
        switch value {
        case let number as CGFloat: number
        case let number as Double: CGFloat(number)
        case let number as Float: CGFloat(number)
        case let number as Int: CGFloat(number)
        case let number as NSNumber: CGFloat(number.doubleValue)
        default: nil
        }
    }

    /// The priority of `predicate`: required, or its `@` value (1 to 1000).
    func priority(of predicate: VisualFormat.Predicate) throws(VisualFormatError) -> UILayoutPriority {
        guard let value = predicate.priority else { return .required }
        let number = try number(value, what: "priority")
        guard number > 0, number <= 1000 else {
            throw VisualFormatError(message: "A priority must be greater than 0 and at most 1000.", column: predicate.column)
        }
        return UILayoutPriority(Float(number))
    }

    /// UIKit's relation for a predicate's.
    static func relation(_ relation: VisualFormat.Relation) -> NSLayoutConstraint.Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// A view's width or height related to a constant, a metric or another view's.
    func sizeConstraint(_ view: UIView, _ size: Attribute, _ predicate: VisualFormat.Predicate) throws(VisualFormatError)
        -> NSLayoutConstraint
    {
        let relation = Self.relation(predicate.relation)
        let constraint: NSLayoutConstraint
        if case .name(let name, let column) = predicate.object, metrics[name] == nil {
            guard views[name] != nil else {
                throw VisualFormatError(message: "\(name) is not a key in the metrics or views dictionaries.", column: column)
            }
            let other = try self.view(named: name, column: column)
            constraint = NSLayoutConstraint(
                item: view, attribute: size, relatedBy: relation, toItem: other, attribute: size, multiplier: 1, constant: 0)
        } else {
            let constant = try number(predicate.object, what: "constant")
            constraint = NSLayoutConstraint(
                item: view, attribute: size, relatedBy: relation, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                constant: constant)
        }
        constraint.priority = try priority(of: predicate)
        return constraint
    }

    /// The constraints of a space between two edges: `to = from + space` in
    /// the direction the format runs (swapped when it runs right to left on
    /// left and right edges).
    func spaces(_ connection: VisualFormat.Connection, from: Edge, to: Edge, standard: CGFloat, reversed: Bool)
        throws(VisualFormatError) -> [NSLayoutConstraint]
    {
        let predicates: [(NSLayoutConstraint.Relation, CGFloat, UILayoutPriority)]
        switch connection {
        case .flush:
            predicates = [(.equal, 0, .required)]
        case .standard:
            predicates = [(.equal, standard, .required)]
        case .predicates(let list):
            var resolved: [(NSLayoutConstraint.Relation, CGFloat, UILayoutPriority)] = []
            for predicate in list {
                resolved.append((Self.relation(predicate.relation), try number(predicate.object, what: "space"), try priority(of: predicate)))
            }
            predicates = resolved
        }
        return predicates.map { relation, constant, priority in
            let (first, second) = reversed ? (from, to) : (to, from)
            let constraint = NSLayoutConstraint(
                item: first.view, attribute: first.attribute, relatedBy: relation, toItem: second.view,
                attribute: second.attribute, multiplier: 1, constant: constant)
            constraint.priority = priority
            return constraint
        }
    }

    /// The alignment options' constraints: each view's edge equal to the previous view's.
    func alignments(of items: [UIView], horizontal: Bool) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let vertical: [(NSLayoutConstraint.FormatOptions, Attribute)] = [
            (.alignAllTop, .top), (.alignAllBottom, .bottom), (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        let horizontalEdges: [(NSLayoutConstraint.FormatOptions, Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
            (.alignAllCenterX, .centerX),
        ]
        let (allowed, refused) = horizontal ? (vertical, horizontalEdges) : (horizontalEdges, vertical)
        if refused.contains(where: { options.contains($0.0) }) {
            let axis = horizontal ? "horizontal" : "vertical"
            throw VisualFormatError(
                message:
                    "Options mask required views to be aligned on a \(axis) edge, which is not allowed for layout that is also \(axis).",
                column: 0)
        }
        var result: [NSLayoutConstraint] = []
        for (option, attribute) in allowed where options.contains(option) {
            for (previous, next) in zip(items, items.dropFirst()) {
                result.append(
                    NSLayoutConstraint(
                        item: next, attribute: attribute, relatedBy: .equal, toItem: previous, attribute: attribute, multiplier: 1,
                        constant: 0))
            }
        }
        return result
    }
}
