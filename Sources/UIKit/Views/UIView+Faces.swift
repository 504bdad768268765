internal import HeadlessLayers

extension UIView {
    /// A new face of the UIKit class that shows `view`'s engine class; it
    /// adopts `view` (set as the adopted backing by ``face(of:)``).
    static func makeFace(for view: View) -> UIView {
        switch view {
        case is Window: UIWindow(frame: .zero)
        case is TableViewCell: UITableViewCell(style: .default, reuseIdentifier: nil)
        case is TableViewHeaderFooterView: UITableViewHeaderFooterView(reuseIdentifier: nil)
        case is TableView: UITableView(frame: .zero)
        case is CollectionView: UICollectionView(frame: .zero)
        case is Button: UIButton(frame: .zero)
        case is TextField: UITextField(frame: .zero)
        case is Switch: UISwitch(frame: .zero)
        case is Stepper: UIStepper(frame: .zero)
        case is VisualEffectView: UIVisualEffectView(frame: .zero)
        case is Slider: UISlider(frame: .zero)
        case is SegmentedControl: UISegmentedControl(frame: .zero)
        case is PageControl: UIPageControl(frame: .zero)
        case is ProgressView: UIProgressView(frame: .zero)
        case is ActivityIndicatorView: UIActivityIndicatorView(frame: .zero)
        case is Control: UIControl(frame: .zero)
        case is Label: UILabel(frame: .zero)
        case is StackView: UIStackView(frame: .zero)
        case is ScrollView: UIScrollView(frame: .zero)
        case is ImageView: UIImageView(frame: .zero)
        default: UIView(frame: .zero)
        }
    }
}
