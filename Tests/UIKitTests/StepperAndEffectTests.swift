import HeadlessSnapshot
import Testing
import UIKit

/// A quantity row as apps write one: a label and a stepper, on a blurred card.
final class QuantityView: UIView {
    let stepper = UIStepper()
    let label = UILabel()
    let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemTeal
        stepper.maximumValue = 5
        stepper.value = 5
        label.text = "Tickets: 5"
        card.layer.cornerRadius = 12
        card.clipsToBounds = true
        addSubview(card)
        for view in [label, stepper] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.contentView.addSubview(view)
        }
        card.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            card.centerYAnchor.constraint(equalTo: centerYAnchor),
            card.heightAnchor.constraint(equalToConstant: 64),
            label.leadingAnchor.constraint(equalTo: card.contentView.leadingAnchor, constant: 16),
            label.centerYAnchor.constraint(equalTo: card.contentView.centerYAnchor),
            stepper.trailingAnchor.constraint(equalTo: card.contentView.trailingAnchor, constant: -16),
            stepper.centerYAnchor.constraint(equalTo: card.contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@Suite("UIKit: steppers and visual effect views")
@MainActor
struct StepperAndEffectTests {
    @Test("a stepper at its maximum (plus dimmed) on a blurred card")
    func quantity() async {
        let view = QuantityView(frame: CGRect(x: 0, y: 0, width: 343, height: 120))
        await assertSnapshot(of: view, device: .iPhoneSE3)
        #expect(view.stepper.frame.size == CGSize(width: 94, height: 32))
        #expect(view.stepper.accessibilityValue == "5")
    }

    @Test("a stepper keeps its value in range and its step positive")
    func stepperValues() {
        let stepper = UIStepper()
        stepper.minimumValue = 2
        #expect(stepper.value == 2)
        stepper.value = 500
        #expect(stepper.value == 100)
        stepper.maximumValue = 1  // below the minimum: raised
        #expect(stepper.maximumValue >= stepper.minimumValue)
        stepper.stepValue = -3
        #expect(stepper.stepValue == 1)
        stepper.value = .nan
        #expect(stepper.value == stepper.minimumValue)
    }

    @Test("an effect view without an effect draws only its content")
    func noEffect() {
        let view = UIVisualEffectView(effect: nil)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.effect == nil && view.contentView.frame == view.bounds)
        view.effect = UIBlurEffect(style: .dark)
        #expect((view.effect as? UIBlurEffect)?.style == .dark)
    }
}
