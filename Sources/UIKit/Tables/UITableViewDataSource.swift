/// What a table shows: its sections, rows, cells and titles. The two row
/// methods are required; the others have defaults (UIKit's are optional).
/// The table asks when it first lays out and on every `reloadData()`.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitableviewdatasource)
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of the row at `indexPath`, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title above `section`; none by default.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The text below `section`; none by default.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited; true by default.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row can be moved; false by default.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The titles of the section index; none by default (a snapshot draws no index).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// Commits an insertion or deletion the user asked for; snapshots ask for none.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Moves a row the user dragged; snapshots drag none.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row can be edited.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// No row can be moved.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// No section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// Nothing.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Nothing.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
