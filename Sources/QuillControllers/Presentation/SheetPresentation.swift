import QuillViews
/// The views of a modal presentation: a dimming view over the presenter's window and the
/// presented screen as a sheet in the middle.
@MainActor
final class SheetPresentation {
    let dimmingView: View
    let sheet: View

    init(dimmingView: View, sheet: View) {
        self.dimmingView = dimmingView
        self.sheet = sheet
    }
}
