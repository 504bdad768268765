import SwiftUI
import Testing

/// A layout that places its subviews along a diagonal, each at its ideal size, with a cache of how often it was made.
private struct DiagonalLayout: Layout {
    func makeCache(subviews: Subviews) -> Int { subviews.count }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let ideal = subview.sizeThatFits(.unspecified)
            return CGSize(width: size.width + ideal.width, height: size.height + ideal.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        var point = bounds.origin
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            subview.place(at: point, proposal: ProposedViewSize(ideal))
            point.x += ideal.width
            point.y += ideal.height
        }
    }
}

/// A view that switches its layout, as the common `isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())` does.
private struct Switching: View {
    let layout: AnyLayout

    var body: some View {
        layout {
            paint(1, 0, 0).frame(width: 20, height: 20)
            Spacer()
            paint(0, 0, 1).frame(width: 20, height: 20)
        }
    }
}

@Suite("SwiftUI AnyLayout")
@MainActor
struct AnyLayoutTests {
    @Test("a type-erased stack lays out as the stack, its spacers along the stack's axis")
    func stacks() {
        let wide = drawn(Switching(layout: AnyLayout(HStackLayout(spacing: 0))), width: 100, height: 20)
        #expect(extent(of: red, in: wide) == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(extent(of: blue, in: wide) == CGRect(x: 80, y: 0, width: 20, height: 20))
        let tall = drawn(Switching(layout: AnyLayout(VStackLayout(spacing: 0))), width: 20, height: 100)
        #expect(extent(of: red, in: tall) == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(extent(of: blue, in: tall) == CGRect(x: 0, y: 80, width: 20, height: 20))
    }

    @Test("a type-erased custom layout, wrapped twice, places as the layout with its own cache")
    func customLayout() {
        let layout = AnyLayout(AnyLayout(DiagonalLayout()))
        let image = drawn(
            layout {
                paint(1, 0, 0).frame(width: 10, height: 10)
                paint(0, 0, 1).frame(width: 20, height: 20)
            }.frame(width: 30, height: 30, alignment: .topLeading), width: 30, height: 30)
        #expect(extent(of: red, in: image) == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(extent(of: blue, in: image) == CGRect(x: 10, y: 10, width: 20, height: 20))
    }
}
