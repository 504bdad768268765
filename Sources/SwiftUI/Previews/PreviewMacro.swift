#if HEADLESS_PREVIEW_MACRO
    /// Creates a preview of a SwiftUI view: a `PreviewProvider` of its own,
    /// found and snapshotted by `assertPreviewSnapshots()`.
    /// See [Preview(_:traits:body:)](https://developer.apple.com/documentation/swiftui/preview(_:traits:body:)).
    @freestanding(declaration)
    public macro Preview(_ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping @MainActor () -> any View) =
        #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")
#endif

/// What `#Preview` shows: its body, with its name and traits as preview modifiers.
public struct PreviewMacroContent<Content: View>: View {
    let name: String?
    let traits: [PreviewTrait]
    let content: Content

    /// A preview's content with its name and traits.
    public init(_ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: () -> Content) {
        self.name = name
        self.traits = traits
        content = body()
    }

    public var body: some View {
        content.modifier(
            PreviewTraitModifier { preview in
                preview.displayName = preview.displayName ?? name
                for trait in traits { trait.apply(&preview) }
            })
    }
}

/// A trait of a `#Preview`: its layout or orientation.
/// See [PreviewTrait](https://developer.apple.com/documentation/swiftui/previewtrait).
public struct PreviewTrait: Sendable {
    let apply: @Sendable (inout PreviewTraits) -> Void

    /// The preview fits its content.
    public static let sizeThatFitsLayout = PreviewTrait { $0.layout = $0.layout ?? .sizeThatFits }
    /// The preview is shown on the device.
    public static let defaultLayout = PreviewTrait { $0.layout = $0.layout ?? .device }
    /// The preview is shown in a container of a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait { $0.layout = $0.layout ?? .fixed(width: width, height: height) }
    }
    /// The preview is shown in portrait.
    public static let portrait = PreviewTrait { $0.orientation = $0.orientation ?? .portrait }
    /// The preview is shown in landscape, turned left.
    public static let landscapeLeft = PreviewTrait { $0.orientation = $0.orientation ?? .landscapeLeft }
    /// Where the preview was written: a preview with no name is named after its file and line.
    public static func source(file: String, line: Int) -> PreviewTrait {
        let fileName = file.split(separator: "/").last.map { String($0.prefix { $0 != "." }) } ?? file
        return PreviewTrait { $0.sourceName = "\(fileName)-line-\(line)" }
    }
    /// The preview is shown in landscape, turned right.
    public static let landscapeRight = PreviewTrait { $0.orientation = $0.orientation ?? .landscapeRight }
}
