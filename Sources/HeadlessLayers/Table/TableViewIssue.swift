/// A problem with what a table's data source gave, found by
/// ``TableView/reloadData()``: the table shows what it can (see each case)
/// and lists the problem in ``TableView/issues``, as UIKit would raise an exception.
public enum TableViewIssue: Hashable, Sendable, CustomStringConvertible {
    /// The data source gave a negative number of sections; none are shown.
    case negativeSectionCount(Int)
    /// The data source gave a negative number of rows for `section`; none are shown.
    case negativeRowCount(section: Int, count: Int)
    /// The rows (or sections) went past ``TableView/maximumRowCount``; those beyond it are not shown.
    case tooManyRows(limit: Int)
    /// The data source gave the cell of an earlier row again for `row` of
    /// `section`; an empty cell stands in for it.
    case cellAlreadyShown(section: Int, row: Int, firstSection: Int, firstRow: Int)
    /// No cell class is registered for the identifier asked of
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)``; a default cell was made.
    case unregisteredIdentifier(String)
    /// A cell, header or footer could not be added to the table (it contains
    /// the table, for example), for the reason given; it is not shown.
    case viewNotAdded(String)

    /// What went wrong, in a sentence.
    public var description: String {
        switch self {
        case .negativeSectionCount(let count):
            "numberOfSections(in:) returned \(count); no sections are shown"
        case .negativeRowCount(let section, let count):
            "tableView(_:numberOfRowsInSection: \(section)) returned \(count); no rows are shown in that section"
        case .tooManyRows(let limit):
            "the data source has more than \(limit) rows or sections; those beyond are not shown"
        case .cellAlreadyShown(let section, let row, let firstSection, let firstRow):
            "tableView(_:cellForRowAt: [\(section), \(row)]) returned the cell already shown at [\(firstSection), \(firstRow)]; an empty cell stands in"
        case .unregisteredIdentifier(let identifier):
            "no cell class is registered for the reuse identifier \"\(identifier)\"; a default cell was made"
        case .viewNotAdded(let reason):
            "a cell, header or footer could not be added to the table (\(reason)); it is not shown"
        }
    }
}
