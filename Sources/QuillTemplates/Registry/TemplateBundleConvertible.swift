import QuillFoundation
import QuillTemplateFormats
import Foundation

/// Anything templates and their images can be looked up in: a `TemplateBundle` (a folder), a
/// Foundation `Bundle` (an app's or library's `Bundle.module` of SwiftPM resources), or a
/// `WidgetBundle`. The template-loading API takes any of them:
///
///     let template = try Template.named("InfoCell", in: Bundle.module)
///     let controller = SettingsController(nibName: "Settings", bundle: Bundle.module)
public protocol TemplateBundleConvertible {
    /// The folder lookups happen in.
    var templateBundle: TemplateBundle { get }
}

extension TemplateBundle: TemplateBundleConvertible {
    /// The bundle itself.
    public var templateBundle: TemplateBundle { self }
}

extension Bundle: TemplateBundleConvertible {
    /// The bundle's resource folder. SwiftPM's `.process` resources lie at its top level, so
    /// `Template.named("Cell", in: Bundle.module)` finds `Cell.quill` or `Cell.xib` there.
    public var templateBundle: TemplateBundle { TemplateBundle(path: resourcePath ?? bundlePath) }
}
