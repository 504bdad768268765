internal import HeadlessLayers

/// A view showing a list content configuration on its own (outside a
/// cell's standard parts): laid out and measured as a table cell of the
/// configuration's kind, on a clear background.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uilistcontentview)
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// The engine cell that lays the content out.
    private var cell: TableViewCell { unsafeDowncast(backing, to: TableViewCell.self) }

    override class func makeBacking() -> View {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundColor = .clear
        return cell
    }

    /// The list configuration shown.
    public var listConfiguration: UIListContentConfiguration {
        didSet { listConfiguration.show(in: cell) }
    }

    /// The configuration shown; a configuration that is not a list configuration is ignored.
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
        }
    }

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        configuration.show(in: cell)
    }

    /// There are no archives to decode views from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The standard accessory drawn at the trailing edge (a list cell's).
    var accessoryType: UITableViewCell.AccessoryType {
        get { UITableViewCell.AccessoryType(cell.accessoryType) }
        set { cell.accessoryType = newValue.engine }
    }

    /// Only list configurations.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }
}
