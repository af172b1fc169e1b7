import QuillTemplateFormats
import QuillTemplates
import QuillWidgetBundles
import QuillFoundation
import QuillViews
import QuillWidgets

/// What `quill lint` says about a template's accessibility: a button or image a screen reader
/// would announce with no name (a button showing only an image) is a warning at its line, with
/// the fix.
@MainActor
public enum TemplateAccessibilityCheck {
    /// The warnings for an instance of `document`.
    public static func diagnostics(document: TemplateDocument, instance: TemplateInstance) -> [TemplateDiagnostic] {
        var diagnostics: [TemplateDiagnostic] = []
        for object in document.allObjects {
            guard let view = instance.object(withID: object.id) as? View, view.isAccessibilityElement else { continue }
            let traits = view.accessibilityTraits
            // Buttons and images a template made elements: a switch or slider is usually named
            // by the cell or label beside it, so only these are reported.
            // Cells are named by their labels at run time, and a button with neither title nor
            // image is filled in by code: those are not reported.
            if view is ContentCell { continue }
            let label = (view.accessibilityLabel ?? "").trimmingCharacters(in: .whitespaces)
            var problem: String?
            if let button = view as? Button {
                // An image-only button is read by its image's file name unless labelled.
                guard let image = button.currentImage, (button.currentTitle ?? "").isEmpty, button.symbol == nil else { continue }
                if label.isEmpty || label == image.name { problem = "is read by its image's file name ('\(image.name)')" }
            } else if label.isEmpty, traits.contains(.button) || traits.contains(.link) || traits.contains(.image) {
                problem = "has no accessible name"
            }
            guard let problem else { continue }
            let kind = traits.contains(.image) && !traits.contains(.button) ? "image" : "button"
            diagnostics.append(TemplateDiagnostic(
                .warning, "this \(kind) (\(view.className)) \(problem): a screen reader would announce it without saying what it does",
                at: object.location,
                hint: "give it a title, or set accessibilityLabel (native: accessibilityLabel: …; Interface Builder: Identity inspector › Accessibility › Label)"))
        }
        return diagnostics
    }
}
