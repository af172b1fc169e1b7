import Quill

/// Buttons in every style and state, switches and a segmented control, each reporting what it
/// did in the line below.
@MainActor
enum ButtonsDemo {
    static let demo = GalleryDemo(
        section: "Controls", title: "Buttons and switches",
        summary: "Plain, bordered and filled buttons (enabled, disabled, selected), switches and segments; every action is reported below.",
        sources: [.swift("ButtonsDemo.swift")]
    ) { _, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        let log = Label(text: "Click something.", font: .systemFont(ofSize: 13))
        log.textColor = .secondaryLabel
        @MainActor func report(_ text: String) { log.text = text }

        var y = 20.0
        for style in [ButtonStyle.plain, .bordered, .filled] {
            let name = Label(text: "\(style)", font: .systemFont(ofSize: 13))
            name.textColor = .secondaryLabel
            name.frame = Rect(x: 20, y: y + 8, width: 80, height: 18)
            page.addSubview(name)
            var x = 100.0
            for state in ["Enabled", "Disabled", "Selected"] {
                let button = Button(title: state, style: style)
                button.frame = Rect(x: x, y: y, width: 110, height: 34)
                button.isEnabled = state != "Disabled"
                button.isSelected = state == "Selected"
                button.addAction(for: .touchUpInside) { _ in report("Clicked the \(style) button (\(state.lowercased()))") }
                page.addSubview(button)
                x += 122
            }
            y += 48
        }
        for (index, on) in [false, true].enumerated() {
            let toggle = Switch(frame: Rect(x: 20 + Double(index) * 90, y: y + 4, width: 0, height: 0))
            toggle.setOn(on, animated: false)
            toggle.accessibilityLabel = "Switch \(index + 1)"
            toggle.addAction(for: .valueChanged) { sender in report("Switch \(index + 1) is \((sender as? Switch)?.isOn == true ? "on" : "off")") }
            page.addSubview(toggle)
        }
        let disabled = Switch(frame: Rect(x: 200, y: y + 4, width: 0, height: 0))
        disabled.isEnabled = false
        disabled.accessibilityLabel = "Disabled switch"
        page.addSubview(disabled)
        y += 56
        let segments = SegmentedControl(titles: ["Day", "Week", "Month", "Year"])
        segments.frame = Rect(x: 20, y: y, width: 360, height: 32)
        segments.selectedSegmentIndex = 1
        segments.addAction(for: .valueChanged) { sender in
            guard let control = sender as? SegmentedControl else { return }
            report("Showing one \(control.titles[control.selectedSegmentIndex].lowercased())")
        }
        page.addSubview(segments)
        y += 52
        log.frame = Rect(x: 20, y: y, width: size.width - 40, height: 20)
        log.autoresizingMask = [.flexibleWidth]
        page.addSubview(log)
        return page
    }
}
