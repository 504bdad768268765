internal import HeadlessLayers

extension UIView {
    /// A new face of the UIKit class that shows `view`'s engine class; it
    /// adopts `view` (set as the adopted backing by ``face(of:)``).
    static func makeFace(for view: View) -> UIView {
        switch view {
        case is Window: UIWindow(frame: .zero)
        case is TableViewCell: UITableViewCell(style: .default, reuseIdentifier: nil)
        case is Button: UIButton(frame: .zero)
        case is Control: UIControl(frame: .zero)
        case is Label: UILabel(frame: .zero)
        case is StackView: UIStackView(frame: .zero)
        case is ImageView: UIImageView(frame: .zero)
        default: UIView(frame: .zero)
        }
    }
}
