import QuillFoundation
import QuillGraphics
import QuillTemplates
import QuillWidgetBundles
import QuillViews

/// A red pill: the class this code bundle adds. Templates can name it once the bundle is loaded.
@MainActor
final class BadgeView: View {
    /// The number the badge stands for, settable from templates.
    @Inspectable var count = 0

    override func draw(in context: GraphicsContext) {
        context.fill(bounds, cornerRadius: bounds.height / 2, with: .color(count > 0 ? .systemRed : .systemGray))
    }
}

/// Tells the loader which Quill and compiler this library was built with.
@_cdecl("quill_widget_bundle_abi")
public func quillWidgetBundleABI() -> UnsafePointer<CChar> { WidgetBundleABI.identifierCString }

/// Registers the bundle's classes.
@_cdecl("quill_widget_bundle_register")
public func quillWidgetBundleRegister(_ registry: UnsafeMutableRawPointer) -> Int32 {
    WidgetBundleABI.register(into: registry) { try $0.register(BadgeView.self) { BadgeView(frame: .zero) } }
}
