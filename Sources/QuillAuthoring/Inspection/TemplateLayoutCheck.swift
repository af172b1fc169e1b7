import QuillTemplateFormats
import QuillTemplates
import QuillWidgetBundles
import QuillFoundation
import QuillViews

/// What `quill lint` says about a template's Auto Layout: each top-level view is laid out at
/// its stored (design) size, then constraints left out because they conflict and views whose
/// constraints leave their position or size open are warnings at their line.
@MainActor
public enum TemplateLayoutCheck {
    /// The warnings for an instance of `document`.
    public static func diagnostics(document: TemplateDocument, instance: TemplateInstance) -> [TemplateDiagnostic] {
        var diagnostics: [TemplateDiagnostic] = []
        for top in document.objects {
            guard let view = instance.object(withID: top.id) as? View, view.subtreeHasConstraints else { continue }
            if let stored = top.property("frame").flatMap({ try? $0.asRect() }) { view.frame = Rect(origin: .zero, size: stored.size) }
            view.layoutIfNeeded()
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
                guard let placed = instance.object(withID: object.id) as? View, placed !== view,
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
        }
        return diagnostics
    }
}
