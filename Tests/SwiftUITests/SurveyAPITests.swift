import SwiftUI
import Testing

/// APIs found missing by public view files: insets along a safe area edge,
/// a colour's standard gradient, paged tab views, and the deprecated
/// spellings older files use.
@Suite("SwiftUI APIs public view files use")
@MainActor
struct SurveyAPITests {
    @Test("safeAreaInset puts its content along the edge and lays the view out in the rest")
    func safeAreaInset() {
        let bottom = drawn(paint(1, 0, 0).safeAreaInset(edge: .bottom) { paint(0, 0, 1).frame(height: 30) }, width: 100, height: 200)
        #expect(extent(of: red, in: bottom) == CGRect(x: 0, y: 0, width: 100, height: 170))
        #expect(extent(of: blue, in: bottom) == CGRect(x: 0, y: 170, width: 100, height: 30))
        let leading = drawn(
            paint(1, 0, 0).safeAreaInset(edge: .leading, spacing: 10) { paint(0, 0, 1).frame(width: 20) }, width: 100, height: 200)
        #expect(extent(of: blue, in: leading) == CGRect(x: 0, y: 0, width: 20, height: 200))
        #expect(extent(of: red, in: leading) == CGRect(x: 30, y: 0, width: 70, height: 200))
    }

    @Test("a colour's gradient runs from the colour lightened at the top to the colour at the bottom")
    func colorGradient() {
        let image = drawn(Rectangle().fill(paint(0, 0, 1).gradient), width: 10, height: 100)
        let top = image.bitmap[5, 0], bottom = image.bitmap[5, 99]
        #expect(top.r > 40 && top.g > 40 && top.b == 255)
        #expect(bottom.r < 5 && bottom.g < 5 && bottom.b == 255)
    }

    @Test("a paged tab view shows its selected page whole, with white index dots unless told not to")
    func pagedTabView() {
        let pages = TabView(selection: .constant(1)) {
            paint(0, 1, 0).tag(0)
            paint(1, 0, 0).tag(1)
            paint(0, 0, 1).tag(2)
        }
        let paged = drawn(pages.tabViewStyle(.page), width: 200, height: 300)
        #expect(extent(of: green, in: paged) == nil)
        #expect(extent(of: red, in: paged) == CGRect(x: 0, y: 0, width: 200, height: 300))
        let dots = extent(of: (255, 255, 255), in: paged)
        #expect(dots.map { $0.minY > 250 && $0.midX == 100 } == true)
        #expect(extent(of: (255, 255, 255), in: drawn(pages.tabViewStyle(.page(indexDisplayMode: .never)), width: 200, height: 300)) == nil)
    }

    @Test("deprecated spellings compile and draw as their replacements")
    func deprecatedSpellings() {
        @State var word = ""
        let form = VStack {
            TextField("Word", text: $word, onCommit: {}).autocapitalization(.none).keyboardType(.emailAddress)
            Picker(selection: .constant(1), label: Text("Pick")) { Text("One").tag(1) }
        }
        .navigationBarTitle("Title" as String)
        .alert(isPresented: .constant(false)) { Alert(title: Text("Thanks"), message: Text("Sent")) }
        let plain = VStack {
            TextField("Word", text: $word)
            Picker("Pick", selection: .constant(1)) { Text("One").tag(1) }
        }
        #expect(drawn(form, width: 300, height: 200).bitmap == drawn(plain, width: 300, height: 200).bitmap)
    }
}
