internal import Foundation
internal import HeadlessLayers

/// The engine table's data source and delegate for a `UITableView`: it asks
/// the face's UIKit data source and delegate and answers with their views'
/// engine views. It also keeps the faces of the cells it handed over, for
/// as long as the engine may give them back from its reuse queue (the
/// engine holds a detached view's face only weakly).
@preconcurrency @MainActor
final class TableViewAdapter: TableViewDataSource, TableViewDelegate {
    /// The table whose data source and delegate are asked; it owns the adapter.
    unowned let face: UITableView
    /// The cells and section views of the load in progress (or the last),
    /// and of the load before, whose cells the engine may reuse.
    private var viewsOfLoad: [UIView] = [], viewsOfLastLoad: [UIView] = []

    /// An adapter for `face`.
    init(face: UITableView) { self.face = face }

    /// The face's delegate when it is a table delegate.
    private var delegate: (any UITableViewDelegate)? { face.delegate as? any UITableViewDelegate }

    // MARK: Data

    /// The number of sections; the engine asks it first in every load, so the cells' faces move on a load here.
    func numberOfSections(in tableView: TableView) -> Int {
        viewsOfLastLoad = viewsOfLoad
        viewsOfLoad = []
        return face.dataSource?.numberOfSections(in: face) ?? 0
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        face.dataSource?.tableView(face, numberOfRowsInSection: section) ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = face.dataSource?.tableView(face, cellForRowAt: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        viewsOfLoad.append(cell)
        return cell.tableCell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        face.dataSource?.tableView(face, titleForHeaderInSection: section)
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        face.dataSource?.tableView(face, titleForFooterInSection: section)
    }

    // MARK: Delegate

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? {
        delegate.map { Double($0.tableView(face, heightForRowAt: indexPath)) }
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double? {
        delegate.map { Double($0.tableView(face, heightForHeaderInSection: section)) }
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double? {
        delegate.map { Double($0.tableView(face, heightForFooterInSection: section)) }
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        kept(delegate?.tableView(face, viewForHeaderInSection: section))
    }

    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        kept(delegate?.tableView(face, viewForFooterInSection: section))
    }

    /// The engine view of `view`, whose face is kept with the load's views until the engine holds it.
    private func kept(_ view: UIView?) -> View? {
        guard let view else { return nil }
        viewsOfLoad.append(view)
        return view.backing
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        guard let delegate, let face = UIView.face(of: cell) as? UITableViewCell else { return }
        delegate.tableView(self.face, willDisplay: face, forRowAt: indexPath)
    }
}
