import Foundation
import Quill
import ReusableDatePickerWidget

/// A screen loaded from its template and shown as a sheet: ReusableDatePickerViewController
/// reports Done or Cancel through its delegate, which it holds weakly, and dismisses itself.
@MainActor
enum ReusableDatePickerDemo {
    static let demo = GalleryDemo(
        section: "Patterns", title: "A reusable date screen",
        summary: "A view controller from a template, presented as a sheet; Done and Cancel come back through a delegate protocol.",
        sources: [
            .swift("ReusableDatePickerDemo.swift"), .swift("ReusableDatePickerViewController.swift"), .swift("ReusableDatePickerDelegate.swift"),
            GalleryResources.widgetFile("ReusableDatePicker", "ReusableDatePickerViewController.quill"),
        ]
    ) { host, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        let label = Label(text: "No date chosen yet", font: .systemFont(ofSize: 17))
        label.frame = Rect(x: 24, y: 24, width: size.width - 48, height: 24)
        label.autoresizingMask = [.flexibleWidth]
        let button = Button(title: "Choose a date…", style: .filled)
        button.frame = Rect(x: 24, y: 64, width: 180, height: 36)
        let listener = host.keep(Listener(label: label))
        button.addAction(for: .touchUpInside) { [weak host] _ in
            guard let host else { return }
            let picker = ReusableDatePickerViewController(date: listener.date, title: "Pick a day")
            picker.delegate = listener
            host.viewController.present(picker, animated: true)
        }
        page.addSubview(label)
        page.addSubview(button)
        return page
    }

    /// Hears Done and Cancel.
    final class Listener: ReusableDatePickerDelegate {
        let label: Label
        var date = Date(timeIntervalSince1970: 1_790_000_000)
        init(label: Label) { self.label = label }

        func datePicker(_ controller: ReusableDatePickerViewController, didPick date: Date) {
            self.date = date
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "EEEE d MMMM yyyy"
            label.text = "Chosen: \(formatter.string(from: date))"
        }

        func datePickerDidCancel(_ controller: ReusableDatePickerViewController) {
            label.text = "Cancelled; still \(label.text ?? "")"
        }
    }
}
