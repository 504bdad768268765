import HeadlessGeometry
import Testing

@Suite struct RectAndColorTests {
    @Test func rectGeometry() {
        let r = Rect(x: 10, y: 20, width: -4, height: 6)
        #expect(r.standardized == Rect(x: 6, y: 20, width: 4, height: 6))
        #expect(r.minX == 6 && r.maxX == 10 && r.midY == 23)
        #expect(
            Rect(x: 0, y: 0, width: 10, height: 10).intersection(Rect(x: 5, y: 5, width: 10, height: 10))
                == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(Rect(x: 0, y: 0, width: 1, height: 1).intersection(Rect(x: 2, y: 2, width: 1, height: 1)) == nil)
        #expect(
            Rect(x: 0, y: 0, width: 10, height: 10).inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == Rect(x: 2, y: 1, width: 4, height: 6))
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).contains(Point(x: 9.9, y: 0)))
        #expect(!Rect(x: 0, y: 0, width: 10, height: 10).contains(Point(x: 10, y: 0)))
        #expect(Rect(x: .nan, y: 0, width: 1, height: 1).isEmpty)
    }

    @Test func colorsFromHex() throws {
        #expect(Color(hex: 0xFF8000) == Color(red8: 255, green8: 128, blue8: 0))
        #expect(try #require(Color(hexString: "#F80")) == Color(hex: 0xFF8800))
        #expect(try #require(Color(hexString: "007AFF")) == Color(hex: 0x007AFF))
        #expect(try #require(Color(hexString: "#FF000080")).alpha == 128.0 / 255)
        #expect(Color(hexString: "#GG0000") == nil)
        #expect(Color(hexString: "#12345") == nil)
        #expect(Color(hexString: "") == nil)
        #expect(Color(hex: 0x34C759, alpha: 0.8).description == "#34C759CC")
    }

    @Test func componentsAreClampedAndNaNIsZero() {
        let c = Color(red: 2, green: -1, blue: .nan, alpha: 0.5)
        #expect(c.red == 1 && c.green == 0 && c.blue == 0 && c.alpha == 0.5)
    }
}
