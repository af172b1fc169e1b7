import QuillTemplateFormats
import QuillViews
import QuillWidgets

extension TemplateLayoutGuide.Kind {
    /// The view's guide of this kind (made on first use, then the same object); `nil` for a
    /// scroll view's guide asked of another view.
    @MainActor
    func guide(of view: View) -> LayoutGuide? {
        switch self {
        case .safeArea: view.safeAreaLayoutGuide
        case .margins: view.layoutMarginsGuide
        case .readableContent: view.readableContentGuide
        case .keyboard: view.keyboardLayoutGuide
        case .content: (view as? ScrollView)?.contentLayoutGuide
        case .frame: (view as? ScrollView)?.frameLayoutGuide
        }
    }
}
