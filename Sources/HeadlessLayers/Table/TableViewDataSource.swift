import Foundation

/// What a table shows, as `UITableViewDataSource`: how many sections and
/// rows, the cell of each row and the sections' titles. The table asks when
/// it first lays out and on every ``TableView/reloadData()``.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections; 1 by default. A negative number is taken as 0.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`. A negative number is taken as 0.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of the row at `indexPath`, usually from ``TableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title above `section`; none by default.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The text below `section`; none by default.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
