internal import Foundation
internal import HeadlessGeometry

/// A keyframe animation's value: through its `values` at its `keyTimes`
/// (evenly spaced when there are none, or as many as the values), or along
/// its `path`, by its `calculationMode`, each segment paced by its entry of
/// `timingFunctions`.
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/cakeyframeanimation)
extension CAKeyframeAnimation {
    func keyframeValue(at progress: AnimationProgress, of kind: AnimatedValue.Kind, current: AnimatedValue) throws(AnimationProblem)
        -> AnimatedValue
    {
        let frames = try keyframes(of: kind)
        guard let first = frames.first, let last = frames.last else { return current }
        let f = eased(progress.fraction)
        let value: AnimatedValue
        if calculationMode == .discrete {
            value = discreteValue(frames, at: f)
        } else {
            let times = calculationMode == .paced || calculationMode == .cubicPaced ? pacedTimes(frames) : keyTimes(count: frames.count)
            value = try continuousValue(frames, times: times, at: f)
        }
        return accumulated(value, iteration: progress.iteration, start: first, end: last)
    }

    /// The keyframes: the points along ``path`` for a point property that has
    /// one, else ``values`` read as `kind`.
    private func keyframes(of kind: AnimatedValue.Kind) throws(AnimationProblem) -> [AnimatedValue] {
        if let path, kind == .point { return pathKeyframes(path.path) }
        var frames: [AnimatedValue] = []
        for (index, value) in (values ?? []).enumerated() {
            frames.append(try read(value, as: kind, field: "values[\(index)]"))
        }
        return frames
    }

    /// The end point of each element of `path` (a curve's points come from
    /// ``pathPoint(_:at:)`` while it is being followed).
    private func pathKeyframes(_ path: Path) -> [AnimatedValue] {
        let segments = pathSegments(path)
        guard let first = segments.first else { return [] }
        return [.point(first.start)] + segments.map { .point($0.end) }
    }

    /// The segments of a path, each a line or curve from the point before it.
    private func pathSegments(_ path: Path) -> [PathSegment] {
        var segments: [PathSegment] = []
        var (start, current) = (Point.zero, Point.zero)
        for element in path.elements {
            switch element {
            case .move(let p): (start, current) = (p, p)
            case .line(let p): segments.append(PathSegment(start: current, controls: [], end: p))
            case .quad(let c, let p): segments.append(PathSegment(start: current, controls: [c], end: p))
            case .cubic(let c1, let c2, let p): segments.append(PathSegment(start: current, controls: [c1, c2], end: p))
            case .close: segments.append(PathSegment(start: current, controls: [], end: start))
            }
            if let last = segments.last { current = last.end }
        }
        return segments
    }

    /// The key times: ``keyTimes`` when there is one per value, rising from 0
    /// to 1; evenly spaced otherwise.
    private func keyTimes(count: Int) -> [Double] {
        let given = (keyTimes ?? []).map(\.doubleValue)
        if given.count == count, given.allSatisfy(\.isFinite), zip(given, given.dropFirst()).allSatisfy({ $0 <= $1 }) { return given }
        return count < 2 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Times spaced by the distance between keyframes, for a paced mode.
    private func pacedTimes(_ frames: [AnimatedValue]) -> [Double] {
        let steps = zip(frames, frames.dropFirst()).map { distance($0, $1) }
        let total = steps.reduce(0, +)
        guard total > 0, total.isFinite else { return keyTimes(count: frames.count) }
        var times = [0.0]
        for step in steps { times.append(times.last! + step / total) }
        return times
    }

    /// How far apart two keyframes are, for pacing.
    private func distance(_ a: AnimatedValue, _ b: AnimatedValue) -> Double {
        switch (a, b) {
        case (.number(let x), .number(let y)): return abs(y - x)
        case (.point(let p), .point(let q)): return ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
        default: return 1
        }
    }

    /// The value shown at `f` in discrete mode: each value from its key time
    /// until the next (key times one more than the values, or one per value).
    private func discreteValue(_ frames: [AnimatedValue], at f: Double) -> AnimatedValue {
        let given = (keyTimes ?? []).map(\.doubleValue)
        let starts =
            given.count == frames.count + 1 || given.count == frames.count
            ? Array(given.prefix(frames.count)) : (0..<frames.count).map { Double($0) / Double(frames.count) }
        let index = starts.lastIndex { $0 <= f } ?? 0
        return frames[index]
    }

    /// The value at `f` between the keyframes around it.
    private func continuousValue(_ frames: [AnimatedValue], times: [Double], at f: Double) throws(AnimationProblem) -> AnimatedValue {
        guard frames.count > 1 else { return frames[0] }
        if f <= times[0] { return frames[0] }
        guard let segment = times.indices.dropLast().first(where: { f < times[$0 + 1] }) else { return frames[frames.count - 1] }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (f - times[segment]) / span : 1
        if let functions = timingFunctions, segment < functions.count { local = functions[segment].value(at: local) }
        if let path, case .point = frames[0] {
            return .point(pathSegments(path.path)[segment].point(at: local))
        }
        let a = frames[segment], b = frames[segment + 1]
        if calculationMode == .cubic || calculationMode == .cubicPaced,
            let value = CatmullRom.value(
                before: segment > 0 ? frames[segment - 1] : a, a, b, after: segment + 2 < frames.count ? frames[segment + 2] : b, at: local)
        {
            return value
        }
        guard let value = a.interpolated(to: b, fraction: local) else { throw .unusableValue(keyPath ?? "nil", animation: self) }
        return value
    }
}

/// One piece of a path a keyframe animation follows.
private struct PathSegment {
    let start: Point
    let controls: [Point]
    let end: Point

    /// The point `t` of the way along the piece, by its curve's parameter.
    func point(at t: Double) -> Point {
        switch controls.count {
        case 1: return Bezier.quadPoint(start, controls[0], end, t)
        case 2: return Bezier.cubicPoint(start, controls[0], controls[1], end, t)
        default: return Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }
    }
}

/// A Catmull–Rom spline through keyframes, as the cubic modes draw one.
private enum CatmullRom {
    /// The value `t` of the way from `a` to `b`, the curve shaped by the
    /// keyframes on either side; nil for kinds other than numbers and points.
    static func value(before p0: AnimatedValue, _ p1: AnimatedValue, _ p2: AnimatedValue, after p3: AnimatedValue, at t: Double)
        -> AnimatedValue?
    {
        func spline(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            let t2 = t * t, t3 = t2 * t
            return 0.5 * ((2 * b) + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3)
        }
        switch (p0, p1, p2, p3) {
        case (.number(let a), .number(let b), .number(let c), .number(let d)): return .number(spline(a, b, c, d))
        case (.point(let a), .point(let b), .point(let c), .point(let d)):
            return .point(Point(x: spline(a.x, b.x, c.x, d.x), y: spline(a.y, b.y, c.y, d.y)))
        default: return nil
        }
    }
}
