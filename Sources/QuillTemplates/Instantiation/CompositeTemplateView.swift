import QuillFoundation
import QuillTemplateFormats
import QuillViews

/// A view whose contents come from its own template, applied to the instance itself (GTK's
/// composite templates): the template's first object describes the view, so its subviews and
/// outlets land on the view with no wrapper in between.
///
///     final class DateRow: View, CompositeTemplateView {
///         static var compositeTemplate: Template { get throws { try Template.named("DateRow", in: .widgets) } }
///         @Outlet var dateLabel: Label?
///     }
///
/// When a template creates a `DateRow`, the composite template is applied before the outer
/// template's own properties (so the outer frame wins). A `DateRow` made in code calls
/// `applyCompositeTemplate()` itself.
@MainActor
public protocol CompositeTemplateView: View {
    /// The template that describes every instance.
    static var compositeTemplate: Template { get throws }
}

extension CompositeTemplateView {
    /// Applies the class's template to this instance (the instance is File's Owner).
    /// - Throws: `TemplateError` from loading or applying the template.
    public func applyCompositeTemplate(options: TemplateOptions = TemplateOptions(), registry: TemplateRegistry = .shared) throws {
        try Self.compositeTemplate.apply(to: self, owner: self, options: options, registry: registry)
    }
}
