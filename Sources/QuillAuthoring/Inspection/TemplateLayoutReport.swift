import QuillTemplateFormats
import QuillTemplates
import QuillWidgetBundles
import QuillFoundation
import QuillViews
import QuillWidgets

/// A template's Auto Layout checked against the frames its file stores: lays out a top-level
/// view at a size and compares each view placed by constraints with the frame the template
/// gives it (for a .xib, the frame Interface Builder's own engine computed at the design size),
/// and checks that every required constraint holds.
@MainActor
public struct TemplateLayoutReport {
    /// One view placed by constraints.
    public struct Entry: Sendable {
        /// The view's object id in the template.
        public var id: String
        /// The class instantiated for it, by its registered Quill name (`Label`, or an app class).
        public var className: String
        /// The frame Quill's Auto Layout gave it, in points in its superview's coordinates.
        public var solved: Rect
        /// The frame the template stores for it (for a .xib, the one Interface Builder computed at
        /// the design size), or `nil` when it stores none; a view without one is not compared.
        public var stored: Rect?
        /// Whether its size comes from its text (a label, a titled button, a text field), which
        /// is measured with Quill's fonts: compared within 2 points instead of 1.
        public var isTextSized: Bool
        /// Interface Builder marked its stored frame as misplaced or ambiguous: not compared.
        public var storedFrameIsStale: Bool

        /// The largest difference between the solved and stored edges and sizes.
        public var difference: Double? {
            guard let stored else { return nil }
            return [solved.minX - stored.minX, solved.minY - stored.minY, solved.width - stored.width, solved.height - stored.height]
                .map(abs).max()
        }

        /// Each edge that differs from the stored frame by more than the tolerance, and by how
        /// much (solved minus stored, in points; positive is right of or below the stored edge):
        /// `left +16, right +16` says the view moved, `right -4` that it came out narrower.
        public var edgeDifferences: [(edge: String, difference: Double)] {
            guard let stored else { return [] }
            let edges: [(String, Double)] = [
                ("left", solved.minX - stored.minX), ("right", solved.maxX - stored.maxX),
                ("top", solved.minY - stored.minY), ("bottom", solved.maxY - stored.maxY),
            ]
            return edges.filter { abs($0.1) > tolerance + 1e-9 }
        }

        /// The tolerance this view is compared within.
        public var tolerance: Double { isTextSized ? 2 : 1 }

        /// Whether it is compared and matches.
        public var matches: Bool { (difference ?? .infinity) <= tolerance + 1e-9 }

        /// Whether it takes part in the comparison.
        public var isCompared: Bool { stored != nil && !storedFrameIsStale }
    }

    /// The size laid out at.
    public var size: Size
    /// The size stored in the template for the top-level view.
    public var designSize: Size
    /// The views placed by constraints, in document order.
    public var entries: [Entry]
    /// Active required constraints whose residual is over 0.01 point, with their residual.
    public var violatedRequiredConstraints: [(LayoutConstraint, Double)]
    /// How many active required constraints were checked.
    public var requiredConstraintCount: Int
    /// The largest residual of a required constraint.
    public var largestResidual: Double
    /// Views (placed by constraints or not) that ended with a negative width or height.
    public var negativeSizes: [String]

    /// How many compared views match.
    public var matchedCount: Int { entries.filter { $0.isCompared && $0.matches }.count }
    /// How many views are compared.
    public var comparedCount: Int { entries.filter(\.isCompared).count }

    /// Lays `view`, the instance of the top-level object `description`, out at `size` (its
    /// stored size when `nil`) and checks it. The view gets what Interface Builder simulated
    /// around it on its design device (`DesignDevice.simulate`): a view the size of the
    /// device's screen the safe area (status bar, notch) and margins of a view controller's
    /// root view, a table cell the content margins of a table's cells, so constraints to them
    /// land where Interface Builder put them.
    public init(
        view: View, description: TemplateObject, instance: TemplateInstance, size: Size? = nil, designDevice: String? = nil, designToolsVersion: Int? = nil
    ) {
        let stored = description.property("frame").flatMap { try? $0.asRect() }
        designSize = stored?.size ?? view.bounds.size
        self.size = size ?? designSize
        DesignDevice.named(designDevice)?.simulate(around: view, described: description, toolsVersion: designToolsVersion)
        DesignDevice.simulateControlMetrics(of: description, in: instance, toolsVersion: designToolsVersion)
        DesignDevice.simulateDesignIntrinsicSizes(of: description, in: instance)
        view.frame = Rect(origin: .zero, size: self.size)
        view.layoutIfNeeded()

        var entries: [Entry] = []
        var negative: [String] = []
        for object in description.allObjects {
            guard let placed = instance.object(withID: object.id) as? View else { continue }
            if placed.frame.width < -0.001 || placed.frame.height < -0.001 { negative.append(object.id) }
            guard !placed.translatesAutoresizingMaskIntoConstraints, placed !== view else { continue }
            let isTextSized: Bool
            switch placed {
            case let button as Button: isTextSized = button.currentTitle?.isEmpty == false
            case is Label, is TextField: isTextSized = true
            case let textView as TextView: isTextSized = !textView.isScrollEnabled
            default: isTextSized = false
            }
            entries.append(Entry(
                id: object.id, className: TemplateRegistry.shared.className(of: placed), solved: placed.frame,
                stored: object.property("frame").flatMap { try? $0.asRect() }, isTextSized: isTextSized,
                storedFrameIsStale: object.designFrameIsStale))
        }
        self.entries = entries
        negativeSizes = negative

        var violated: [(LayoutConstraint, Double)] = []
        var count = 0
        var largest = 0.0
        func visit(_ current: View) {
            for constraint in current.constraints where constraint.priority == .required && !constraint.isBroken {
                // The solution's residual: frames are then rounded to pixels, which moves edges
                // by up to half a pixel on purpose.
                guard let residual = constraint.solvedViolation else { continue }
                count += 1
                largest = Swift.max(largest, residual)
                if residual > 0.01 { violated.append((constraint, residual)) }
            }
            for subview in current.subviews { visit(subview) }
        }
        visit(view)
        violatedRequiredConstraints = violated
        requiredConstraintCount = count
        largestResidual = largest
    }

    /// Whether every required constraint holds and no view has a negative size.
    public var isSound: Bool { violatedRequiredConstraints.isEmpty && negativeSizes.isEmpty }

    /// The report as text: a line per view, then the verdicts.
    public func text(comparing: Bool) -> String {
        var lines: [String] = []
        func rect(_ r: Rect) -> String {
            "(\(formatCoordinate(r.minX)) \(formatCoordinate(r.minY)); \(formatCoordinate(r.width)) \(formatCoordinate(r.height)))"
        }
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
        lines.append(pad("view", 34) + pad("solved", 26) + (comparing ? pad("stored", 26) + "difference" : ""))
        for entry in entries {
            var line = pad("\(entry.id) \(entry.className)", 34) + pad(rect(entry.solved), 26)
            if comparing {
                line += pad(entry.stored.map(rect) ?? "-", 26)
                if entry.storedFrameIsStale {
                    line += "not compared (misplaced or ambiguous in Interface Builder)"
                } else if let difference = entry.difference {
                    line += "\(formatCoordinate(difference)) pt " + (entry.matches ? "ok" : "MISMATCH (over \(formatCoordinate(entry.tolerance)) pt")
                    if !entry.matches {
                        let edges = entry.edgeDifferences.map { "\($0.edge) \($0.difference > 0 ? "+" : "")\(formatCoordinate($0.difference))" }
                        line += edges.isEmpty ? ")" : ": " + edges.joined(separator: ", ") + ")"
                    }
                    if entry.isTextSized { line += ", text-sized" }
                } else {
                    line += "no stored frame"
                }
            }
            lines.append(line)
        }
        if violatedRequiredConstraints.isEmpty {
            lines.append("required constraints: all \(requiredConstraintCount) hold (largest residual \(formatCoordinate(largestResidual)) pt)")
        } else {
            lines.append("required constraints: \(violatedRequiredConstraints.count) of \(requiredConstraintCount) do NOT hold:")
            for (constraint, residual) in violatedRequiredConstraints {
                lines.append("    \(constraint) (off by \(formatCoordinate(residual)) pt" + (constraint.origin.map { "; \($0)" } ?? "") + ")")
            }
        }
        lines.append(negativeSizes.isEmpty ? "sizes: none negative" : "sizes: NEGATIVE for \(negativeSizes.joined(separator: ", "))")
        if comparing {
            lines.append("matched \(matchedCount) of \(comparedCount) views within 1 pt (text-sized views within 2 pt)")
        }
        return lines.joined(separator: "\n")
    }
}
