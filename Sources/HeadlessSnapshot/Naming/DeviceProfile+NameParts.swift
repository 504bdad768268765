import HeadlessLayers
import HeadlessSnapshotCore

extension DeviceProfile {
    /// The device-agnostic parts of a reference file name, in iOSSnapshotTestCase's
    /// order: with `isDeviceAgnostic` (FBSnapshotTestCase's `deviceAgnostic`)
    /// `<model><OS>` and `<width>x<height>`, otherwise the parts `options` name.
    package func nameParts(_ options: FileNameOptions, isDeviceAgnostic: Bool = false) -> [String] {
        let size = "\(ReferenceName.whole(screenSize.width))x\(ReferenceName.whole(screenSize.height))"
        if isDeviceAgnostic { return ["\(name)\(osVersion)", size] }
        var parts: [String] = []
        if options.contains(.device) { parts.append(name) }
        if options.contains(.os) { parts.append(osVersion) }
        if options.contains(.screenSize) { parts.append(size) }
        if options.contains(.screenScale) { parts.append("\(ReferenceName.whole(scale))x") }
        return parts
    }
}

extension ReferenceName {
    /// The name of a snapshot rendered for `device`: its scale, the parts
    /// `fileNameOptions` name (or, with `isDeviceAgnostic`, FBSnapshotTestCase's
    /// device-agnostic parts) and the traits variant, such as `testSettings_dark@3x.png`.
    package init(
        testName: String, identifier: String? = nil, device: DeviceProfile,
        fileNameOptions: FileNameOptions = [], isDeviceAgnostic: Bool = false, traitsName: String = ""
    ) {
        self.init(
            testName: testName, identifier: identifier,
            parts: device.nameParts(fileNameOptions, isDeviceAgnostic: isDeviceAgnostic) + [traitsName],
            scale: device.scale)
    }
}
