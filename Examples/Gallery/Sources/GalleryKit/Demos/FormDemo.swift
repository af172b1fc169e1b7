import ControlsExample
import Quill

/// The Controls example's form in a navigation controller, embedded as a child controller: a
/// date sheet, an alert and a pushed screen with a back button.
@MainActor
enum FormDemo {
    static let demo = GalleryDemo(
        section: "Controls", title: "A form in a navigation controller",
        summary: "Text fields, segments, a slider, an ignorable date picker; a sheet, an alert and a pushed screen with Back.",
        sources: [.swift("FormViewController.swift"), .swift("FormDemo.swift")]
    ) { host, size in
        let navigation = NavigationController(rootViewController: FormViewController())
        host.viewController.addChild(navigation)
        navigation.view.frame = Rect(origin: .zero, size: size)
        return navigation.view
    }
}
