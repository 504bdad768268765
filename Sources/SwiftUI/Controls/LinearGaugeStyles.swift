/// A gauge style that displays a bar that fills from leading to trailing
/// edges as the gauge's current value increases: a 4-point capsule in the
/// system fill colour, filled in the tint colour, with the label above, the
/// bounds labels at its ends and the current value label below.
/// See [LinearCapacityGaugeStyle](https://developer.apple.com/documentation/swiftui/linearcapacitygaugestyle).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates a linear capacity gauge style.
    public init() {}

    /// The filled bar with its labels.
    /// - Parameters:
    ///   - configuration: The properties of the gauge instance being created.
    public func makeBody(configuration: Configuration) -> some View { LinearGauge(configuration: configuration, marksValue: false) }
}

/// A gauge style that displays a bar that fills from leading to trailing
/// edges as the gauge's current value increases, the label above it and the
/// current value label below, as ``LinearCapacityGaugeStyle`` draws it.
/// See [AccessoryLinearCapacityGaugeStyle](https://developer.apple.com/documentation/swiftui/accessorylinearcapacitygaugestyle).
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory linear capacity gauge style.
    public init() {}

    /// The filled bar with its labels.
    /// - Parameters:
    ///   - configuration: The properties of the gauge instance being created.
    public func makeBody(configuration: Configuration) -> some View { LinearGauge(configuration: configuration, marksValue: false) }
}

/// A gauge style that displays a bar with a marker that appears at a point
/// along the bar to indicate the gauge's current value: a tint-coloured dot
/// on the system-fill bar, the bounds labels at its ends, or else the current
/// value label at its leading end.
/// See [AccessoryLinearGaugeStyle](https://developer.apple.com/documentation/swiftui/accessorylineargaugestyle).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates an accessory linear gauge style.
    public init() {}

    /// The bar with its marker and labels.
    /// - Parameters:
    ///   - configuration: The properties of the gauge instance being created.
    public func makeBody(configuration: Configuration) -> some View { LinearGauge(configuration: configuration, marksValue: true) }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's current value increases.
    /// See [linearCapacity](https://developer.apple.com/documentation/swiftui/gaugestyle/linearcapacity).
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays bar that fills from leading to trailing edges as the gauge's current value increases.
    /// See [accessoryLinearCapacity](https://developer.apple.com/documentation/swiftui/gaugestyle/accessorylinearcapacity).
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays bar with a marker that appears at a point along the bar to indicate the gauge's current value.
    /// See [accessoryLinear](https://developer.apple.com/documentation/swiftui/gaugestyle/accessorylinear).
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

/// A linear gauge across the offered width: a capacity bar (the label
/// above, the current value label below) or a bar with a marker (the current
/// value label at its leading end when there are no bounds labels).
struct LinearGauge: View {
    let configuration: GaugeStyleConfiguration
    /// A marker at the value rather than a fill up to it.
    let marksValue: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if !marksValue { configuration.label }
            HStack(spacing: 6) {
                if let minimum = configuration.minimumValueLabel {
                    minimum.font(.caption)
                } else if marksValue, let current = configuration.currentValueLabel {
                    current.font(.caption)
                }
                LinearGaugeTrack(value: configuration.value, marksValue: marksValue)
                if let maximum = configuration.maximumValueLabel { maximum.font(.caption) }
            }
            if !marksValue, let current = configuration.currentValueLabel {
                current.font(.caption).foregroundStyle(HierarchicalShapeStyle.secondary)
            }
        }
    }
}

/// A gauge's bar: a 4-point capsule in the system fill colour, filled in the
/// tint colour up to the value, or with an 8-point tint dot at the value.
struct LinearGaugeTrack: View {
    let value: Double
    let marksValue: Bool

    var body: some View {
        let track = Capsule().fill(Color(uiColor: .systemFill)).frame(height: 4)
        if marksValue {
            track.frame(height: 8).overlay { LinearGaugeMarker(value: value).fill(.tint) }
        } else {
            track.overlay { LinearGaugeFill(value: value).fill(.tint) }
        }
    }
}

/// The leading part of a capsule, as long as `value` of its width.
struct LinearGaugeFill: Shape {
    let value: Double

    func path(in rect: CGRect) -> Path {
        Path(roundedRect: CGRect(x: rect.minX, y: rect.minY, width: rect.width * value, height: rect.height), cornerRadius: rect.height / 2)
    }
}

/// A dot as tall as its frame, `value` of the way from its leading to its trailing end.
struct LinearGaugeMarker: Shape {
    let value: Double

    func path(in rect: CGRect) -> Path {
        Path(ellipseIn: CGRect(x: rect.minX + (rect.width - rect.height) * value, y: rect.minY, width: rect.height, height: rect.height))
    }
}
