import HeadlessSnapshotCore
import SwiftUI

/// Snapshots every preview of every `PreviewProvider` in the test process
/// (those of `module` when given), with no test code per view: each preview
/// (each view of a provider's `previews` group) is one snapshot named after
/// its `previewDisplayName`, or its provider and position, laid out as its
/// `previewLayout` says (on `device` by default, landscape with a landscape
/// `previewInterfaceOrientation`), with `traits`.
///
/// Providers are found in the Swift runtime's metadata: a test target that
/// links the module of the previews finds them. Fails when there are none.
///
/// - Parameters:
///   - module: The module whose providers to snapshot (its name as Swift spells it); all when nil.
///   - device: The device previews with no layout of their own are shown on.
///   - traits: Traits to show every preview with (colour scheme, Dynamic Type size).
///   - recording: `true` records, `false` records what is missing; nil keeps the configuration's.
///   - fileID: The file of the assertion; leave it to default.
///   - filePath: The test file, beside which `__Snapshots__` is; leave it to default.
///   - testName: The test's name, which names the files; leave it to default.
///   - line: The line of a failure; leave it to default.
///   - column: The column of a failure; leave it to default.
@MainActor
public func assertPreviewSnapshots(
    inModule module: String? = nil, device: ViewImageConfig = .iPhone13, traits: UITraitCollection = .init(), record recording: Bool? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
    column: UInt = #column
) {
    let providers = PreviewCatalog.providers(inModule: module)
    guard !providers.isEmpty else {
        let site = AssertionSite(fileID: "\(fileID)", filePath: filePath, function: testName, line: Int(line), column: Int(column))
        site.fail("No PreviewProvider found\(module.map { " in module \($0)" } ?? ""): is the module linked into the test target?")
        return
    }
    for provider in providers {
        for preview in PreviewCatalog.previews(of: provider) {
            assertSnapshot(
                of: preview.makeView(), as: .image(layout: preview.traits.snapshotLayout(on: device), traits: traits), named: preview.name,
                record: recording, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
        }
    }
}

extension PreviewTraits {
    /// The snapshot layout a preview's traits ask for.
    func snapshotLayout(on device: ViewImageConfig) -> SwiftUISnapshotLayout {
        switch layout {
        case .sizeThatFits: return .sizeThatFits
        case .fixed(let width, let height): return .fixed(width: width, height: height)
        case .device, nil:
            guard orientation?.isLandscapeOrientation == true, let size = device.size else { return .device(config: device) }
            return .device(
                config: ViewImageConfig(
                    safeArea: device.safeArea.rotated, size: CGSize(width: size.height, height: size.width), traits: device.traits))
        }
    }
}

extension InterfaceOrientation {
    var isLandscapeOrientation: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension UIEdgeInsets {
    /// The insets of a phone turned on its side: the notch's side becomes the left.
    var rotated: UIEdgeInsets { UIEdgeInsets(top: 0, left: top, bottom: bottom > 0 ? 21 : 0, right: top) }
}
