import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshot
import HeadlessText
import Testing

// A type of the app's own and strategies for it, written as a user of the
// package writes them: through its public API only.

/// An invoice of the example app.
struct Invoice: Sendable {
    /// One line: what was bought and its price in cents.
    struct Item: Sendable {
        let name: String
        let cents: Int
    }

    let number: String
    let items: [Item]

    /// The total in cents.
    var totalCents: Int { items.reduce(0) { $0 + $1.cents } }

    /// A price as `12.34`.
    static func price(_ cents: Int) -> String {
        let fraction = cents % 100
        return "\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

extension Snapshotting where Value == Invoice, Format == String {
    /// The invoice as the receipt the app prints: one line per item, then the total.
    static let receipt = Snapshotting<String, String>.lines.pullback { (invoice: Invoice) in
        (["Invoice \(invoice.number)"] + invoice.items.map { "\($0.name): \(Invoice.price($0.cents))" }
            + ["Total: \(Invoice.price(invoice.totalCents))"]).joined(separator: "\n")
    }
}

extension Snapshotting where Value == Invoice, Format == Bitmap {
    /// The invoice as the app's invoice card shows it on a phone.
    static let card = Snapshotting<View, Bitmap>.image(device: .iPhoneSE3).pullback { (invoice: Invoice) in
        try InvoiceCard.make(invoice)
    }
}

/// The app's invoice card: a title, one row per item and the total.
@MainActor
enum InvoiceCard {
    static func make(_ invoice: Invoice) throws -> View {
        let height = 88 + Double(invoice.items.count) * 28
        let card = View(frame: Rect(x: 0, y: 0, width: 300, height: height))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        try card.addSubview(label("Invoice \(invoice.number)", size: 20, weight: .bold, y: 16))
        for (index, item) in invoice.items.enumerated() {
            let y = 52 + Double(index) * 28
            try card.addSubview(label(item.name, size: 15, y: y))
            try card.addSubview(label(Invoice.price(item.cents), size: 15, y: y, alignment: .right))
        }
        try card.addSubview(
            label(
                "Total \(Invoice.price(invoice.totalCents))", size: 17, weight: .bold,
                y: height - 32, alignment: .right))
        return card
    }

    private static func label(
        _ text: String, size: Double, weight: FontWeight = .regular, y: Double,
        alignment: TextAlignment = .left
    ) throws -> Label {
        let label = Label()
        label.text = text
        label.font = try Font.system(size: size, weight: weight)
        label.textColor = .black
        label.textAlignment = alignment
        label.frame = Rect(x: 16, y: y, width: 268, height: 24)
        return label
    }
}

@Suite("An app type with strategies of its own")
@MainActor
struct InvoiceSnapshotTests {
    private let invoice = Invoice(
        number: "2026-0042",
        items: [
            Invoice.Item(name: "Espresso", cents: 320),
            Invoice.Item(name: "Croissant", cents: 275),
            Invoice.Item(name: "Orange juice", cents: 450),
        ])

    @Test("an invoice as its receipt text and as its card")
    func invoiceSnapshots() async {
        await assertSnapshot(of: invoice, as: .receipt)
        await assertSnapshot(of: invoice, as: .card)
    }
}
