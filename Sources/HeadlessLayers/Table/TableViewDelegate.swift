import Foundation

/// What a table asks besides its data, as the parts of `UITableViewDelegate`
/// that change what a snapshot shows: row and section heights, views of
/// your own above and below sections, and the moment a cell is shown.
/// Every method has a default that leaves the table's own choice.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The height of the row at `indexPath`, or nil (the default) for the table's ``TableView/rowHeight``.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double?
    /// The height of `section`'s header, or nil (the default) for the table's.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double?
    /// The height of `section`'s footer, or nil (the default) for the table's.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double?
    /// A view shown above `section` in place of its title, or nil (the default) for the title's.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A view shown below `section` in place of its footer title, or nil (the default) for the title's.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// Called once per load for each cell, after its first layout gave it its frame.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    /// The table's row height.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? { nil }
    /// The table's header height.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double? { nil }
    /// The table's footer height.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double? { nil }
    /// The title's view.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// The footer title's view.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
}
