import Foundation
import IgnorableDatePickerWidget
import Quill

/// The "ignorable" date picker (a date picker and a switch meaning "never"), built both ways:
/// its class applies its template to itself, with no wrapper (GTK's composite templates), or, the
/// classic way, it is File's Owner of a template whose content view it adds.
@MainActor
enum IgnorableDatePickerDemo {
    static let demo = GalleryDemo(
        section: "Patterns", title: "A composite widget, both ways",
        summary: "The ignorable date picker as a composite template (no wrapper view) and as the classic File's Owner + content view.",
        sources: [
            .swift("IgnorableDatePickerView.swift"), GalleryResources.widgetFile("IgnorableDatePicker", "IgnorableDatePickerView.quill"),
            .swift("ClassicIgnorableDatePickerView.swift"), GalleryResources.widgetFile("IgnorableDatePicker", "IgnorableDatePickerContent.quill"),
        ]
    ) { _, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        let composite = IgnorableDatePickerView(date: date)
        let classic = ClassicIgnorableDatePickerView(date: date)
        for (index, (title, picker)) in [("Composite template", composite as View), ("Classic content view", classic)].enumerated() {
            let y = 16 + Double(index) * (picker.frame.height + 56)
            let heading = Label(text: title, font: .boldSystemFont(ofSize: 14))
            heading.frame = Rect(x: 20, y: y, width: 300, height: 20)
            picker.frame.origin = Point(x: 20, y: y + 26)
            page.addSubview(heading)
            page.addSubview(picker)
        }
        return page
    }
}
