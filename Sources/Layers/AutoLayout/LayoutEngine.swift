import ConstraintSolver
import Geometry

/// Solves the constraints of a view tree with the incremental Cassowary
/// solver and gives the views their frames, as UIKit's layout engine does.
///
/// The engine lives on the root of a tree between layout passes. Each pass
/// builds the constraints the tree asks for (the active ones, the fixed
/// frames of views that translate their autoresizing masks, intrinsic sizes
/// with their hugging and compression resistance, margins and safe-area
/// guides) in a fixed order (tree order, then constraints by creation), and
/// changes in the solver only what differs from the pass before: one changed
/// constant is one removal and one addition. Frames are rounded to the pixel grid.
@MainActor
final class LayoutEngine {
    /// How the root's size is set.
    enum Sizing {
        /// Its current bounds.
        case fixed
        /// Pulled towards a target with a priority in each axis (``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
        case fitting(Size, horizontal: LayoutPriority, vertical: LayoutPriority)
    }

    /// What a constraint in the solver stands for.
    enum Key: Hashable {
        /// An active ``LayoutConstraint``.
        case constraint(ObjectIdentifier)
        /// A constraint the engine adds for an item: its kind and part.
        case implicit(ObjectIdentifier, Implicit, Int)
    }

    /// The kinds of constraints the engine adds itself.
    enum Implicit: Hashable {
        case rootFrame, autoresizingFrame, intrinsicSize, marginsGuide, safeAreaGuide
    }

    /// A constraint the engine asked for, and the solver's copy (nil when it was refused).
    struct Installed {
        let spec: LayoutSpec
        let constraint: Constraint?
    }

    /// The most passes a tree gets for text that wraps to its solved width.
    static let wrappingPasses = 3

    /// The solver.
    private(set) var solver = Solver()
    /// The unknowns of each item, with the item (weakly) to tell a reused address from the same item.
    private var frames: [ObjectIdentifier: (item: Weak, frame: LayoutFrame)] = [:]
    /// What is in the solver, by key, in the order it was asked for.
    private var installed: [Key: Installed] = [:]
    private var order: [Key] = []
    /// The key of each constraint in the solver.
    private var keys: [ObjectIdentifier: Key] = [:]

    /// Lays out the tree of `view` when any view in it uses Auto Layout:
    /// solves its constraints and sets the frames of the views they position.
    static func layout(treeOf view: View) {
        let root = view.rootView
        let views = root.subtree
        guard views.contains(where: \.autoLayout.usesAutoLayout) else {
            root.autoLayout.engine = nil
            return
        }
        let engine = root.autoLayout.engine ?? LayoutEngine()
        root.autoLayout.engine = engine
        engine.solve(root: root, views: views, sizing: .fixed)
        engine.applyFrames(root: root, views: views)
    }

    /// Solves the tree of `root` (its subtree `views`), repeating while text that wraps changes its intrinsic size.
    func solve(root: View, views: [View], sizing: Sizing) {
        let request = LayoutRequest(root: root, views: views, sizing: sizing, frame: frame(of:))
        for _ in 0..<Self.wrappingPasses {
            update(to: request.specs(), reporter: root)
            guard request.updateWrappingWidths(value: { self.solver.value(of: $0) }) else { break }
        }
    }

    /// The unknowns of `item`, made on first use.
    func frame(of item: any LayoutItem) -> LayoutFrame {
        let id = ObjectIdentifier(item)
        if let entry = frames[id], entry.item.object === item { return entry.frame }
        let frame = LayoutFrame(item.layoutName)
        frames[id] = (Weak(item), frame)
        return frame
    }

    /// The solved frame of `item` relative to the root's top-left corner; nil for an item not laid out.
    func solvedRect(of item: any LayoutItem) -> Rect? {
        guard let entry = frames[ObjectIdentifier(item)], entry.item.object === item else { return nil }
        let f = entry.frame
        return Rect(x: solver.value(of: f.x), y: solver.value(of: f.y),
                    width: solver.value(of: f.width), height: solver.value(of: f.height))
    }

    /// Changes the solver's constraints to `specs`: removes what is no longer
    /// asked for or changed, then adds what is new, in order; a required
    /// constraint that contradicts those before it is left out and reported.
    private func update(to specs: [(Key, LayoutSpec)], reporter: View) {
        let wanted = Dictionary(specs, uniquingKeysWith: { first, _ in first })
        for key in order {
            guard let old = installed[key] else { continue }
            if let new = wanted[key], new.matches(old.spec) { continue }
            if let constraint = old.constraint {
                try? solver.removeConstraint(constraint)
                keys[ObjectIdentifier(constraint)] = nil
            }
            installed[key] = nil
        }
        var newOrder: [Key] = []
        for (key, spec) in specs {
            if installed[key] == nil { installed[key] = Installed(spec: spec, constraint: add(spec, key: key, reporter: reporter)) }
            newOrder.append(key)
        }
        order = newOrder
    }

    /// Adds `spec` to the solver; nil (and an issue reported) when it is refused.
    private func add(_ spec: LayoutSpec, key: Key, reporter: View) -> Constraint? {
        let constraint = spec.constraint()
        do {
            try solver.addConstraint(constraint)
            keys[ObjectIdentifier(constraint)] = key
            return constraint
        } catch SolverError.unsatisfiableConstraint(_, let conflicts) {
            let names = conflicts.compactMap { keys[ObjectIdentifier($0)].flatMap { installed[$0]?.spec.name() } }
            reporter.reportLayoutIssue(.unsatisfiable(broken: spec.name(), conflicting: names))
        } catch {
            reporter.reportLayoutIssue(.solverFailure("\(spec.name()): \(error)"))
        }
        return nil
    }
}

/// A weak reference to a layout item.
struct Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
