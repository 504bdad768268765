import SnapshotTesting
import SwiftUI
import XCTest

final class ContainerSnapshotTests: XCTestCase {
    @MainActor
    func testViewThatFitsPicksTheFirstThatFits() async {
        let choice = ViewThatFits(in: .horizontal) {
            paint(1, 0, 0).frame(width: 200, height: 10)
            paint(0, 0, 1).frame(width: 100, height: 10)
        }
        XCTAssertEqual(UIHostingController(rootView: choice).sizeThatFits(in: CGSize(width: 300, height: 50)).width, 200)
        XCTAssertEqual(UIHostingController(rootView: choice).sizeThatFits(in: CGSize(width: 150, height: 50)).width, 100)
    }

    @MainActor
    func testGridColumnsAreAsWideAsTheirWidestCell() async {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                paint(1, 0, 0).frame(width: 30, height: 20)
                paint(0, 1, 0).frame(width: 10, height: 10)
            }
            GridRow {
                paint(0, 0, 1).frame(width: 50, height: 10)
                paint(1, 0, 1).frame(width: 40, height: 30)
            }
        }
        let image = drawn(grid, width: 100, height: 65)
        // Columns of 50 and 40 with 10 between, rows of 20 and 30 with 5 between: the grid is 100 × 55, centred.
        XCTAssertEqual(extent(of: red, in: image), CGRect(x: 0, y: 5, width: 30, height: 20))
        XCTAssertEqual(extent(of: green, in: image), CGRect(x: 60, y: 5, width: 10, height: 10))
        XCTAssertEqual(extent(of: blue, in: image), CGRect(x: 0, y: 30, width: 50, height: 10))
    }

    @MainActor
    func testTabView() async {
        let tabs = TabView {
            Text("Home screen")
                .tabItem { Label("Home", systemImage: "house") }
            Text("Settings screen")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
        assertSnapshot(of: tabs, as: .image(layout: .device(config: .iPhone13)))
    }
}
