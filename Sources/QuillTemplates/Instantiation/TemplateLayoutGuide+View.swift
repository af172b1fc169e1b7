import QuillTemplateFormats
import QuillViews

extension TemplateLayoutGuide.Kind {
    /// The view's guide of this kind (made on first use, then the same object).
    @MainActor
    func guide(of view: View) -> LayoutGuide {
        switch self {
        case .safeArea: view.safeAreaLayoutGuide
        case .margins: view.layoutMarginsGuide
        case .readableContent: view.readableContentGuide
        case .keyboard: view.keyboardLayoutGuide
        }
    }
}
