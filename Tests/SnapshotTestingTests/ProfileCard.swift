import UIKit

/// A card as an app would write it: an avatar circle, a name and a role,
/// laid out with Auto Layout on a rounded background.
final class ProfileCard: UIView {
    private let avatar = UIView()
    private let name = UILabel()
    private let role = UILabel()

    init(name: String, role: String) {
        super.init(frame: CGRect(x: 0, y: 0, width: 300, height: 96))
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 16
        layer.cornerCurve = .continuous
        avatar.backgroundColor = .systemIndigo
        avatar.layer.cornerRadius = 28
        self.name.text = name
        self.name.font = .preferredFont(forTextStyle: .headline)
        self.role.text = role
        self.role.font = .preferredFont(forTextStyle: .subheadline)
        self.role.textColor = .secondaryLabel
        for view in [avatar, self.name, self.role] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            avatar.centerYAnchor.constraint(equalTo: centerYAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 56),
            avatar.heightAnchor.constraint(equalToConstant: 56),
            self.name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 16),
            self.name.bottomAnchor.constraint(equalTo: centerYAnchor, constant: -2),
            self.role.leadingAnchor.constraint(equalTo: self.name.leadingAnchor),
            self.role.topAnchor.constraint(equalTo: centerYAnchor, constant: 2),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A screen holding a card under a title, as a view controller.
final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let title = UILabel()
        title.text = "Profile"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        let card = ProfileCard(name: "Ada Lovelace", role: "Analyst")
        let stack = UIStackView(arrangedSubviews: [title, card])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            card.heightAnchor.constraint(equalToConstant: 96),
        ])
    }
}

/// A value with a JSON form.
struct Profile: Codable {
    var name: String
    var role: String
    var followers: Int
}
