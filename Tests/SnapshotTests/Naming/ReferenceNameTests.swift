import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessSnapshot
import Testing

@Suite("Reference file names")
struct ReferenceNameTests {
    private let device = DeviceProfile.iPhone15

    @Test("test name, then identifier, then @<scale>x.png")
    func basic() {
        #expect(ReferenceName(testName: "testCard", device: device).fileName == "testCard@3x.png")
        #expect(
            ReferenceName(testName: "testCard", identifier: "selected", device: device).fileName
                == "testCard_selected@3x.png")
        #expect(ReferenceName(testName: "testCard", identifier: "", device: device).fileName == "testCard@3x.png")
    }

    @Test("no scale suffix at scale 1, rounded scale above")
    func scale() {
        var one = device
        one.scale = 1
        #expect(ReferenceName(testName: "t", device: one).fileName == "t.png")
        one.scale = 2
        #expect(ReferenceName(testName: "t", device: one).fileName == "t@2x.png")
    }

    @Test("each file name option adds its part, in iOSSnapshotTestCase's order")
    func options() {
        func name(_ options: FileNameOptions) -> String {
            ReferenceName(testName: "t", device: device, fileNameOptions: options).fileName
        }
        #expect(name(.device) == "t_iPhone_15@3x.png")
        #expect(name(.os) == "t_17_0@3x.png")
        #expect(name(.screenSize) == "t_393x852@3x.png")
        #expect(name(.screenScale) == "t_3x@3x.png")
        #expect(name([.screenScale, .device, .screenSize, .os]) == "t_iPhone_15_17_0_393x852_3x@3x.png")
    }

    @Test("device-agnostic names follow FBSnapshotTestCase's model+OS and size, ahead of the options")
    func deviceAgnostic() {
        let name = ReferenceName(
            testName: "t", identifier: "id", device: device, fileNameOptions: .screenScale,
            isDeviceAgnostic: true)
        #expect(name.fileName == "t_id_iPhone_1517_0_393x852@3x.png")
    }

    @Test("a traits variant comes after the device parts")
    func traits() {
        let name = ReferenceName(testName: "t", device: device, fileNameOptions: .device, traitsName: "dark")
        #expect(name.fileName == "t_iPhone_15_dark@3x.png")
    }

    @Test(
        "whitespace, punctuation, path characters and symbols become _",
        arguments: [
            ("a b\tc", "t_a_b_c@3x.png"),
            ("../../etc/passwd", "t_______etc_passwd@3x.png"),
            ("a/b\\c:d", "t_a_b_c_d@3x.png"),
            ("x\u{0}y|z*?<>", "t_x_y_z____@3x.png"),
            ("héllo-wörld.日本", "t_héllo_wörld_日本@3x.png"),
        ])
    func sanitised(identifier: String, expected: String) {
        #expect(ReferenceName(testName: "t", identifier: identifier, device: device).fileName == expected)
    }

    @Test("prefixes and extensions for failure images and results")
    func prefixes() {
        let name = ReferenceName(testName: "t", identifier: "id", device: device)
        #expect(name.fileName(prefix: "diff_") == "diff_t_id@3x.png")
        #expect(name.fileName(prefix: "result_", extension: "json") == "result_t_id@3x.json")
    }

    @Test("test identities lose their parameter list; unsafe class folders are sanitised")
    func identity() {
        let identity = SnapshotTestIdentity(testName: "settings(device:)", classFolder: "App.SettingsTests")
        #expect(identity.testName == "settings")
        #expect(identity.classFolder == "App.SettingsTests")
        #expect(SnapshotTestIdentity(testName: "t", classFolder: "..").classFolder == "___")
        #expect(SnapshotTestIdentity(testName: "t", classFolder: "a/../b").classFolder == "_a____b")
    }

    @Test("the default suffixes put the machine's word size first")
    func suffixes() {
        #expect(FBSnapshotTestCaseDefaultSuffixes() == ["_64", "_32"])
    }
}
