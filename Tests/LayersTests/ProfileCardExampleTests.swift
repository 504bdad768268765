import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessText
import Testing

/// A profile card view rendered the way `drawHierarchy` renders it on a
/// device, compiled and checked here.
@MainActor
@Suite struct ProfileCardExampleTests {
    /// The card, light or dark, drawn on an iPhone 15.
    func profileCard(style: UserInterfaceStyle) throws -> Bitmap {
        let card = View(frame: Rect(x: 0, y: 0, width: 320, height: 120))
        card.backgroundColor = DynamicColor(light: .white, dark: Color(hex: 0x1C1C1E))
        card.layer.cornerRadius = 16
        card.traitOverrides.userInterfaceStyle = style

        let name = Label()
        name.text = "Jane Appleseed"
        name.font = try Font.system(size: 22, weight: .bold)
        name.frame = Rect(x: 16, y: 16, width: 288, height: 30)
        try card.addSubview(name)

        return try card.drawHierarchy(device: .iPhone15)  // 960 x 360 pixels at 3x
    }

    @Test func rendersAtTheDeviceScaleWithRoundedCornersAndText() throws {
        let light = try profileCard(style: .light)
        #expect(light.width == 960 && light.height == 360)
        #expect(light[0, 0].a == 0)  // the rounded corner
        #expect(light[480, 300] == PremultipliedPixel(Color.white))  // card background
        let inked = (48..<138).contains { y in (48..<900).contains { x in light[x, y].r < 128 } }
        #expect(inked)  // dark text in light mode

        let dark = try profileCard(style: .dark)
        #expect(dark[480, 300] == PremultipliedPixel(Color(hex: 0x1C1C1E)))
    }
}
