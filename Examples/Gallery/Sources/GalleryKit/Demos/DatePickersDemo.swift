import Foundation
import Quill

/// Date pickers as wheels (drag, mouse wheel with momentum, arrow keys) and as a calendar.
@MainActor
enum DatePickersDemo {
    static let demo = GalleryDemo(
        section: "Controls", title: "Date pickers",
        summary: "Wheels that spin with inertia and snap, in date, time and date-and-time modes, and an inline calendar.",
        sources: [.swift("DatePickersDemo.swift")]
    ) { _, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        let chosen = Label(text: "", font: .systemFont(ofSize: 13))
        chosen.textColor = .secondaryLabel
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d MMM yyyy, HH:mm"
        @MainActor func show(_ date: Date) { chosen.text = "Chosen: \(formatter.string(from: date))" }
        show(start)

        let wheels = DatePicker(date: start, mode: .dateAndTime)
        wheels.frame.origin = Point(x: 20, y: 20)
        let calendar = DatePicker(date: start, mode: .date)
        calendar.style = .inline
        calendar.frame = Rect(x: 20, y: wheels.frame.maxY + 20, width: 320, height: 300)
        for picker in [wheels, calendar] {
            picker.addAction(for: .valueChanged) { sender in
                guard let picker = sender as? DatePicker else { return }
                show(picker.date)
            }
            page.addSubview(picker)
        }
        chosen.frame = Rect(x: 360, y: 20, width: 240, height: 20)
        if size.width < 620 { chosen.frame.origin = Point(x: 20, y: calendar.frame.maxY + 12) }
        page.addSubview(chosen)
        return page
    }
}
