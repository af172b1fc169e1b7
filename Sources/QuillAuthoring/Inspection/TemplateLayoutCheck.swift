import QuillTemplateFormats
import QuillTemplates
import QuillWidgetBundles
import QuillFoundation
import QuillViews

/// What `quill lint` says about a template's layout: each top-level view is laid out at its
/// stored (design) size, as `quill render` would lay it out; a layout that takes longer than a
/// budget, and problems the layout logged (a frame solved past the geometry limits), are
/// reported at the view's line; then constraints left out because they conflict and views whose
/// constraints leave their position or size open are warnings at their line.
@MainActor
public enum TemplateLayoutCheck {
    /// How long laying out one top-level view may take before lint warns (2 s): a window
    /// showing the view would stop responding that long.
    public static let defaultLayoutBudget: Duration = .seconds(2)

    /// The warnings for an instance of `document`; `layoutBudget` is the time one top-level
    /// view's layout may take before it is a warning.
    public static func diagnostics(
        document: TemplateDocument, instance: TemplateInstance, layoutBudget: Duration = defaultLayoutBudget
    ) -> [TemplateDiagnostic] {
        var diagnostics: [TemplateDiagnostic] = []
        // Laid out as `quill render` and `quill layout` lay it out: on its design device.
        DesignDevice.simulate(instance, of: document)
        for top in document.objects {
            guard let view = instance.object(withID: top.id) as? View else { continue }
            if let stored = top.property("frame").flatMap({ try? $0.asRect() }) { view.frame = Rect(origin: .zero, size: stored.size) }
            diagnostics += layOut(view, top, budget: layoutBudget)
            guard view.subtreeHasConstraints else { continue }
            diagnostics += constraintDiagnostics(top, instance: instance)
        }
        return diagnostics
    }

    /// Lays `view` out, timed; what its layout logged and a time past `budget` are diagnostics
    /// at the object's line.
    private static func layOut(_ view: View, _ top: TemplateObject, budget: Duration) -> [TemplateDiagnostic] {
        let clock = ContinuousClock()
        var elapsed = Duration.zero
        let logged = view.context.log.capturingMessages {
            let start = clock.now
            view.layoutIfNeeded()
            elapsed = clock.now - start
        }
        // Conflicts are logged too; lint reports each at its constraint's line instead.
        let fresh = logged.filter { !$0.contains("unable to satisfy all of these layout constraints") }
        var diagnostics: [TemplateDiagnostic] = fresh.map { message in
            let isError = message.hasPrefix("error: ")
            var text = message.hasPrefix("error: ") ? String(message.dropFirst(7)) : message.hasPrefix("warning: ") ? String(message.dropFirst(9)) : message
            // A diagnostic is one line: the log's indented continuation lines become clauses.
            text = text.replacingOccurrences(of: ":\n    ", with: ": ").replacingOccurrences(of: "\n    ", with: "; ").replacingOccurrences(of: "\n", with: " ")
            return TemplateDiagnostic(isError ? .error : .warning, "while laying out '\(top.id)': \(text)", at: top.location)
        }
        if elapsed > budget {
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            let limit = Double(budget.components.seconds) + Double(budget.components.attoseconds) * 1e-18
            diagnostics.append(TemplateDiagnostic(
                .warning,
                "laying out '\(top.id)' at its design size took \(formatCoordinate((seconds * 100).rounded() / 100)) s, more than lint's budget of \(formatCoordinate(limit)) s: a window showing it would stop responding that long",
                at: top.location,
                hint: "show long lists in a table or collection view, which make only the rows on screen, or use fewer views and constraints (docs/Limits.md)"))
        }
        return diagnostics
    }

    /// Conflicting constraints left out and views left ambiguous, in a laid-out top-level view.
    private static func constraintDiagnostics(_ top: TemplateObject, instance: TemplateInstance) -> [TemplateDiagnostic] {
        var diagnostics: [TemplateDiagnostic] = []
        var names: [ObjectIdentifier: String] = [:]
        for object in top.allObjects {
            if let made = instance.object(withID: object.id) { names[ObjectIdentifier(made)] = object.id }
        }
        func name(_ item: (any LayoutItem)?) -> String {
            guard let item else { return "?" }
            return names[ObjectIdentifier(item)].map { "'\($0)'" } ?? item.layoutDescription
        }
        func rule(_ constraint: LayoutConstraint) -> String {
            var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation) "
            if constraint.secondItem != nil {
                text += "\(name(constraint.secondItem)).\(constraint.secondAttribute)"
                if constraint.multiplier != 1 { text += " × \(formatCoordinate(constraint.multiplier))" }
                if constraint.constant != 0 { text += (constraint.constant > 0 ? " + " : " - ") + formatCoordinate(abs(constraint.constant)) }
            } else {
                text += formatCoordinate(constraint.constant)
            }
            return text
        }
        for object in top.allObjects {
            for description in object.constraints {
                guard let constraint = instance.object(withID: description.id) as? LayoutConstraint, constraint.isBroken else { continue }
                let partners = constraint.conflictingConstraints.map { partner -> String in
                    rule(partner) + (partner.origin.map { " (\($0.split(separator: "/").last ?? Substring($0)))" } ?? "")
                }
                diagnostics.append(TemplateDiagnostic(
                    .warning,
                    "constraint '\(description.id)' (\(rule(constraint))) conflicts with "
                        + (partners.isEmpty ? "other required constraints" : partners.joined(separator: ", "))
                        + " at the design size; it is left out",
                    at: description.location, hint: "lower its priority below 1000 or remove one of them"))
            }
        }
        for object in top.allObjects where !object.designFrameIsStale {
            guard let placed = instance.object(withID: object.id) as? View, placed !== instance.object(withID: top.id),
                !placed.translatesAutoresizingMaskIntoConstraints
            else { continue }
            let parts = placed.ambiguousLayoutParts
            guard !parts.isEmpty else { continue }
            let list = parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
            diagnostics.append(TemplateDiagnostic(
                .warning,
                "the \(list) of '\(object.id)' (\(TemplateRegistry.shared.className(of: placed))) \(parts.count == 1 ? "is" : "are") ambiguous: its constraints leave \(parts.count == 1 ? "it" : "them") open; it keeps its designed frame there",
                at: object.location, hint: "add constraints (or an intrinsic size) that fix its position and size"))
        }
        return diagnostics
    }
}
