/// A visual format string parsed, its names not yet looked up: the grammar of
/// Apple's Visual Format Language (`H:|-[a]-[b(==a)]-|`). Pure values, so
/// the parser is tested on its own; `NSLayoutConstraint+VisualFormat.swift`
/// turns a parsed format into constraints.
/// [Apple's Auto Layout Guide](https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/VisualFormatLanguage.html)
struct VisualFormat: Equatable, Sendable {
    /// The axis the format lays views out along.
    enum Orientation: Equatable, Sendable {
        /// `H:` (the default): left to right, or leading to trailing.
        case horizontal
        /// `V:`: top to bottom.
        case vertical
    }

    /// The relation of a predicate; `==` when none is written.
    enum Relation: Equatable, Sendable {
        /// `==`.
        case equal
        /// `<=`.
        case lessThanOrEqual
        /// `>=`.
        case greaterThanOrEqual
    }

    /// A number or a name (a metric, or in a view's predicate also a view),
    /// with the column it starts at.
    enum Value: Equatable, Sendable {
        /// A number written in the format.
        case number(Double)
        /// A metric's or a view's name, and its column.
        case name(String, column: Int)
    }

    /// One predicate: `>=70@750`.
    struct Predicate: Equatable, Sendable {
        /// The relation.
        var relation: Relation = .equal
        /// The constant, the metric or (in a view's predicate) the view whose size is matched.
        var object: Value
        /// The priority; required when nil.
        var priority: Value?
        /// The column the predicate starts at.
        var column: Int
    }

    /// The space between two neighbours.
    enum Connection: Equatable, Sendable {
        /// Nothing between them: `[a][b]`, `|[a]`.
        case flush
        /// A single `-`: the standard space.
        case standard(column: Int)
        /// `-20-`, `-metric-` or `-(>=20,<=40)-`.
        case predicates([Predicate])
    }

    /// A view of the format: `[name(predicates)]`.
    struct ViewItem: Equatable, Sendable {
        /// The view's name in the `views` dictionary.
        var name: String
        /// The column of the name.
        var column: Int
        /// The predicates on the view's width (`H:`) or height (`V:`).
        var predicates: [Predicate]
    }

    /// The axis.
    var orientation: Orientation = .horizontal
    /// The connection from the superview's start to the first view; nil when the format does not start with `|`.
    var leadingSuperview: Connection?
    /// The views, in order.
    var views: [ViewItem] = []
    /// The connections between neighbouring views (one fewer than the views).
    var connections: [Connection] = []
    /// The connection from the last view to the superview's end; nil when the format does not end with `|`.
    var trailingSuperview: Connection?
}

/// Why a visual format string cannot be used, and the column (0-based) to point at.
struct VisualFormatError: Error, Equatable, Sendable {
    /// What is wrong.
    var message: String
    /// Where, counted in characters from the start of the format.
    var column: Int

    /// The message, the format and a caret under the column, as UIKit's
    /// exception shows them.
    func report(in format: String) -> String {
        "Unable to parse constraint format: \(message)\n\(format)\n\(String(repeating: " ", count: max(column, 0)))^"
    }
}

extension VisualFormat {
    /// Parses `format`, or throws the first error with its column.
    init(parsing format: String) throws(VisualFormatError) {
        var parser = VisualFormatParser(Array(format))
        self = try parser.parseFormat()
    }
}

/// A recursive-descent parser over the characters of a format.
private struct VisualFormatParser {
    /// The characters.
    let characters: [Character]
    /// The next character's index.
    var position = 0

    init(_ characters: [Character]) { self.characters = characters }

    /// The next character (after spaces), nil at the end.
    mutating func peek() -> Character? {
        while position < characters.count, characters[position] == " " { position += 1 }
        return position < characters.count ? characters[position] : nil
    }

    /// Takes `character` if it comes next.
    mutating func take(_ character: Character) -> Bool {
        guard peek() == character else { return false }
        position += 1
        return true
    }

    /// Takes `character` or throws `message` at the current column.
    mutating func expect(_ character: Character, _ message: String) throws(VisualFormatError) {
        guard take(character) else { throw fail(message) }
    }

    /// An error at the current column.
    mutating func fail(_ message: String) -> VisualFormatError {
        _ = peek()
        return VisualFormatError(message: message, column: position)
    }

    /// `(orientation:)? (| connection)? view (connection view)* (connection |)?`
    mutating func parseFormat() throws(VisualFormatError) -> VisualFormat {
        var format = VisualFormat()
        if let first = peek(), first == "H" || first == "V", position + 1 < characters.count, characters[position + 1] == ":" {
            format.orientation = first == "H" ? .horizontal : .vertical
            position += 2
        }
        if take("|") {
            format.leadingSuperview = try parseConnection()
            guard peek() == "[" else { throw fail(peek() == nil ? "Expected a view" : "Expected a '[' to start a view") }
        }
        guard peek() == "[" else { throw fail("Expected a view") }
        format.views.append(try parseView())
        while peek() != nil {
            let connection = try parseConnection()
            if take("|") {
                format.trailingSuperview = connection
                guard peek() == nil else { throw fail("Expected the end of the format after '|'") }
                break
            }
            guard peek() == "[" else {
                throw fail(peek() == nil ? "Expected a view or '|' after a connection" : "Expected a view or '|'")
            }
            format.connections.append(connection)
            format.views.append(try parseView())
        }
        return format
    }

    /// `[name(predicates)?]`
    mutating func parseView() throws(VisualFormatError) -> VisualFormat.ViewItem {
        try expect("[", "Expected a '[' to start a view")
        _ = peek()
        let column = position
        guard let name = parseName() else { throw fail("Expected a view name") }
        var predicates: [VisualFormat.Predicate] = []
        if peek() == "(" { predicates = try parsePredicateList(allowsViews: true) }
        try expect("]", "Expected a ']' to close the view '\(name)'")
        return VisualFormat.ViewItem(name: name, column: column, predicates: predicates)
    }

    /// The connection at the current position: nothing (flush), `-`, or `-predicates-`.
    mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        _ = peek()
        let column = position
        guard take("-") else { return .flush }
        if peek() == "[" || peek() == "|" { return .standard(column: column) }
        var predicates: [VisualFormat.Predicate]
        if peek() == "(" {
            predicates = try parsePredicateList(allowsViews: false)
        } else {
            _ = peek()
            let start = position
            guard let value = parseNumber() ?? parseName().map({ .name($0, column: start) }) else {
                throw fail("Expected a number, a metric name or '(' after '-'")
            }
            predicates = [VisualFormat.Predicate(object: value, column: start)]
        }
        try expect("-", "Expected a '-' after the spacing")
        return .predicates(predicates)
    }

    /// `(predicate(,predicate)*)`
    mutating func parsePredicateList(allowsViews: Bool) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        try expect("(", "Expected '('")
        var predicates = [try parsePredicate()]
        while take(",") { predicates.append(try parsePredicate()) }
        try expect(")", "Expected ')' to close the predicate list")
        return predicates
    }

    /// `(relation)? object (@priority)?`
    mutating func parsePredicate() throws(VisualFormatError) -> VisualFormat.Predicate {
        _ = peek()
        let column = position
        var relation = VisualFormat.Relation.equal
        for (text, value) in [("==", VisualFormat.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)] {
            guard matches(text) else { continue }
            relation = value
            position += 2
            break
        }
        guard let object = try parseValue() else { throw fail("Expected a number, a metric or a view name") }
        var priority: VisualFormat.Value?
        if take("@") {
            guard let value = try parseValue() else { throw fail("Expected a priority (a number or a metric) after '@'") }
            priority = value
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority, column: column)
    }

    /// Whether `text` comes next.
    mutating func matches(_ text: String) -> Bool {
        _ = peek()
        let wanted = Array(text)
        guard position + wanted.count <= characters.count else { return false }
        return Array(characters[position..<position + wanted.count]) == wanted
    }

    /// A signed number or a name.
    mutating func parseValue() throws(VisualFormatError) -> VisualFormat.Value? {
        _ = peek()
        let start = position
        if let number = parseNumber(signed: true) { return number }
        return parseName().map { .name($0, column: start) }
    }

    /// A number (`20`, `0.5`, and with `signed` `-4`), or nil without moving.
    mutating func parseNumber(signed: Bool = false) -> VisualFormat.Value? {
        _ = peek()
        let start = position
        var end = position
        if signed, end < characters.count, characters[end] == "-" || characters[end] == "+" { end += 1 }
        let digitsStart = end
        while end < characters.count, characters[end].isASCII, characters[end].isNumber || characters[end] == "." { end += 1 }
        guard end > digitsStart, let value = Double(String(characters[start..<end])) else { return nil }
        position = end
        return .number(value)
    }

    /// A name: a letter or `_`, then letters, digits and `_`; nil without moving.
    mutating func parseName() -> String? {
        _ = peek()
        guard position < characters.count, Self.startsName(characters[position]) else { return nil }
        var end = position + 1
        while end < characters.count, Self.startsName(characters[end]) || (characters[end].isASCII && characters[end].isNumber) {
            end += 1
        }
        let name = String(characters[position..<end])
        position = end
        return name
    }

    /// Whether `character` can start a name.
    static func startsName(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && character.isLetter)
    }
}
