import HeadlessConstraintSolver
import HeadlessGeometry

/// Solves the constraints of a view tree with the incremental Cassowary
/// solver and gives the views their frames, as UIKit's layout engine does.
///
/// The engine lives on the root of a tree between layout passes. Each pass
/// lists the constraints the tree asks for (the constraints the engine adds
/// itself, see ``LayoutRequest``, then the active constraints in the order
/// they were made), keeps in the solver those that did not change, removes the ones
/// gone or changed, then adds the new ones in order: one changed constant is
/// one removal and one addition. Frames are rounded to the pixel grid.
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
        /// An active ``LayoutConstraint``, by its serial number (never reused).
        case constraint(Int)
        /// A constraint the engine adds for an item: its kind and part.
        case implicit(ObjectIdentifier, Implicit, Int)
    }

    /// The kinds of constraints the engine adds itself.
    enum Implicit: Hashable {
        case rootFrame, autoresizingFrame, intrinsicSize, marginsGuide, safeAreaGuide, stackArrangement, scrollGuide
    }

    /// A constraint the engine asked for: what it was built from, and the
    /// solver's copy (nil when it was refused).
    final class Installed {
        let key: Key
        let wanted: LayoutRequest.Wanted
        let constraint: Constraint?
        let name: @MainActor () -> String
        /// The last pass that asked for it.
        var pass: Int

        init(
            _ key: Key, _ wanted: LayoutRequest.Wanted, constraint: Constraint?, name: @escaping @MainActor () -> String,
            pass: Int
        ) {
            self.key = key
            self.wanted = wanted
            self.constraint = constraint
            self.name = name
            self.pass = pass
        }
    }

    /// The most passes a tree gets for text that wraps to its solved width.
    static let wrappingPasses = 3

    /// The solver.
    private(set) var solver = Solver()
    /// What is in the solver, by key, and in the order it was asked for (new ones last).
    private var installed: [Key: Installed] = [:]
    private var records: [Installed] = []
    /// The number of passes so far.
    private var passes = 0

    /// The request of the last pass, and the structure generation it was made in.
    private var lastRequest: (request: LayoutRequest, generation: Int)?

    /// The frames and bounds origins (a scroll view's offset) of the request's fixed views when the engine last solved.
    private var fixedFrames: [(frame: Rect, origin: Point)] = []
    /// The offsets of the scroll views whose guides the request names, when
    /// the engine last solved (held weakly: a scroll view may be the root).
    private var scrollOffsets: [ScrollOffset] = []

    /// A scroll view, held weakly, and its offset.
    private struct ScrollOffset {
        weak var view: ScrollView?
        let offset: Point
    }

    /// The most times a layout pass solves the constraints: again after
    /// `layoutSubviews` moved views they are measured from (a stack view's).
    static let layoutPasses = 3

    /// Lays out the tree of `view` when any view in it uses Auto Layout:
    /// solves its constraints and sets the frames of the views they position.
    static func layout(treeOf view: View) {
        let root = view.rootView
        if let engine = root.autoLayout.engine, let last = engine.lastRequest, last.generation == AutoLayoutState.structureGeneration {
            engine.solve(last.request)
            engine.applyFrames(of: last.request)
            return
        }
        let views = root.subtree
        guard views.contains(where: \.autoLayout.usesAutoLayout) else {
            root.autoLayout.engine = nil
            return
        }
        let engine = root.autoLayout.engine ?? LayoutEngine()
        root.autoLayout.engine = engine
        let request = LayoutRequest(root: root, views: views, sizing: .fixed)
        engine.lastRequest = (request, AutoLayoutState.structureGeneration)
        engine.solve(request)
        engine.applyFrames(of: request)
    }

    /// Whether the tree of `view` needs solving again: its shape changed, or
    /// a view of fixed frame the constraints are measured from moved or
    /// scrolled since the engine last solved (a superview's `layoutSubviews`
    /// placed it, a scroll view's kept its offset at the top of its insets),
    /// or a scroll view whose guides constraints name scrolled.
    static func needsAnotherPass(treeOf view: View) -> Bool {
        let root = view.rootView
        guard let engine = root.autoLayout.engine, let last = engine.lastRequest else { return false }
        return last.generation != AutoLayoutState.structureGeneration
            || !zip(last.request.fixedViews, engine.fixedFrames).allSatisfy { $0.frame == $1.frame && $0.bounds.origin == $1.origin }
            || !engine.scrollOffsets.allSatisfy { $0.view.map(\.contentOffset) ?? $0.offset == $0.offset }
    }

    /// Solves the tree of `root` (its subtree `views`), repeating while text that wraps changes its intrinsic size.
    func solve(root: View, views: [View], sizing: Sizing) {
        solve(LayoutRequest(root: root, views: views, sizing: sizing))
    }

    /// Solves what `request` asks for, repeating while text that wraps changes its intrinsic size.
    private func solve(_ request: LayoutRequest) {
        fixedFrames = request.fixedViews.map { ($0.frame, $0.bounds.origin) }
        scrollOffsets = request.guides.compactMap { $0.owningView as? ScrollView }.map { ScrollOffset(view: $0, offset: $0.contentOffset) }
        for _ in 0..<Self.wrappingPasses {
            update(to: request.wanted(), request: request)
            guard request.updateWrappingWidths(value: { self.solver.value(of: $0) }) else { break }
        }
    }

    /// The frame `solver` gives `item`, relative to the root's top-left corner (for many items, take the
    /// solver out of the engine once and pass it: reading a struct property of a class copies it).
    static func rect(of item: any LayoutItem, in solver: Solver) -> Rect {
        let f = item.layoutVariables
        return Rect(x: solver.value(of: f.x), y: solver.value(of: f.y), width: solver.value(of: f.width), height: solver.value(of: f.height))
    }

    /// Changes the solver's constraints to `wanted`: keeps what did not
    /// change, removes what is gone or changed, then adds what is new, in
    /// order; a required constraint that contradicts those before it is left out and reported.
    private func update(to wanted: [(Key, LayoutRequest.Wanted)], request: LayoutRequest) {
        passes += 1
        let pass = passes
        var table = installed  // worked on as a local: no exclusivity checks per access
        installed = [:]
        var added: [(Key, LayoutRequest.Wanted)] = []
        var kept: [Installed] = []
        kept.reserveCapacity(wanted.count)
        for (key, want) in wanted {
            if let old = table[key], old.wanted.matches(want) {
                old.pass = pass
                kept.append(old)
            } else {
                added.append((key, want))
            }
        }
        if kept.count != records.count {
            for old in records where old.pass != pass {
                if let constraint = old.constraint { try? solver.removeConstraint(constraint) }
                table[old.key] = nil
            }
        }
        installed = table
        for (key, want) in added {
            let spec = request.spec(for: want)
            let record = Installed(key, want, constraint: add(spec, reporter: request.root), name: spec.name, pass: pass)
            installed[key] = record
            kept.append(record)
        }
        records = kept
    }

    /// Adds `spec` to the solver; nil (and an issue reported) when it is refused.
    private func add(_ spec: LayoutSpec, reporter: View) -> Constraint? {
        let constraint = spec.constraint()
        do {
            try solver.addConstraint(constraint)
            return constraint
        } catch SolverError.unsatisfiableConstraint(_, let conflicts) {
            // Rare: each constraint it contradicts is found by identity among those installed (one match each).
            let names = conflicts.compactMap { conflict in installed.values.first { $0.constraint === conflict }?.name() }
            reporter.reportLayoutIssue(.unsatisfiable(broken: spec.name(), conflicting: names))
        } catch {
            reporter.reportLayoutIssue(.solverFailure("\(spec.name()): \(error)"))
        }
        return nil
    }
}
