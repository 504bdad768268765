/// A gauge style that displays an open ring with a marker that appears at a
/// point along the ring to indicate the gauge's current value: a 60-point
/// ring, open at the bottom (three quarters of a circle, 6 points wide, in
/// the system fill colour), a tint-coloured dot at the value, the current
/// value label at the centre, and the bounds labels (or else the label) in
/// the opening.
/// See [AccessoryCircularGaugeStyle](https://developer.apple.com/documentation/swiftui/accessorycirculargaugestyle).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates an accessory circular gauge style.
    public init() {}

    /// The open ring with its marker and labels.
    /// - Parameters:
    ///   - configuration: The properties of the gauge instance being created.
    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            GaugeArc(start: CircularGauge.openStart, sweep: CircularGauge.openSweep)
                .stroke(Color(uiColor: .systemFill), style: StrokeStyle(lineWidth: CircularGauge.lineWidth, lineCap: .round))
            Circle().fill(.tint)
                .frame(width: CircularGauge.lineWidth + 4, height: CircularGauge.lineWidth + 4)
                .offset(CircularGauge.point(at: CircularGauge.openStart + CircularGauge.openSweep * configuration.value))
            configuration.currentValueLabel
            VStack {
                Spacer()
                if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                    HStack(spacing: 12) {
                        configuration.minimumValueLabel
                        configuration.maximumValueLabel
                    }
                } else {
                    configuration.label
                }
            }
            .font(.caption2)
        }
        .frame(width: CircularGauge.diameter, height: CircularGauge.diameter)
    }
}

/// A gauge style that displays a closed ring that's partially filled in to
/// indicate the gauge's current value: a 60-point ring, 6 points wide, in
/// the system fill colour, filled in the tint colour clockwise from the top,
/// with the current value label at the centre.
/// See [AccessoryCircularCapacityGaugeStyle](https://developer.apple.com/documentation/swiftui/accessorycircularcapacitygaugestyle).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory circular capacity gauge style.
    public init() {}

    /// The closed ring, filled to the value, with the current value label.
    /// - Parameters:
    ///   - configuration: The properties of the gauge instance being created.
    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            GaugeArc(start: .degrees(-90), sweep: .degrees(360))
                .stroke(Color(uiColor: .systemFill), style: StrokeStyle(lineWidth: CircularGauge.lineWidth))
            if configuration.value > 0 {
                GaugeArc(start: .degrees(-90), sweep: .degrees(360 * configuration.value))
                    .stroke(.tint, style: StrokeStyle(lineWidth: CircularGauge.lineWidth, lineCap: .round))
            }
            configuration.currentValueLabel
        }
        .frame(width: CircularGauge.diameter, height: CircularGauge.diameter)
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker that appears at a point along the ring to indicate the gauge's current value.
    /// See [accessoryCircular](https://developer.apple.com/documentation/swiftui/gaugestyle/accessorycircular).
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring that's partially filled in to indicate the gauge's current value.
    /// See [accessoryCircularCapacity](https://developer.apple.com/documentation/swiftui/gaugestyle/accessorycircularcapacity).
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

/// The measures of the circular gauges.
enum CircularGauge {
    /// The ring's outer diameter.
    static let diameter: CGFloat = 60
    /// The ring's width.
    static let lineWidth: CGFloat = 6
    /// Where an open ring starts: at the bottom left, a quarter of the circle left open at the bottom.
    static let openStart = Angle.degrees(135)
    /// How far an open ring runs, clockwise.
    static let openSweep = Angle.degrees(270)

    /// The point of the ring's centre line at `angle` (clockwise from the right), from the ring's centre.
    static func point(at angle: Angle) -> CGSize {
        let radius = (diameter - lineWidth) / 2
        return CGSize(width: radius * cos(angle.radians), height: radius * sin(angle.radians))
    }
}

/// An arc of the circle inscribed in the frame, inset by half the ring's
/// width so that its stroke stays inside: from `start`, `sweep` clockwise.
struct GaugeArc: Shape {
    let start: Angle
    let sweep: Angle

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let radius = min(rect.width, rect.height) / 2 - CircularGauge.lineWidth / 2
        path.addRelativeArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, startAngle: start, delta: sweep)
        return path
    }
}
