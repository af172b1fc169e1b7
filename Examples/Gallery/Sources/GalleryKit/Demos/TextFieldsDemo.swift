import Quill

/// Text fields: placeholder, secure entry, disabled; Tab moves between them, the clipboard and
/// the input method work; a delegate hears editing begin and end, `editingChanged` every edit.
@MainActor
enum TextFieldsDemo {
    static let demo = GalleryDemo(
        section: "Controls", title: "Text fields",
        summary: "Type, select with the mouse or Shift+arrows, copy and paste; Tab and Shift+Tab move the focus; every edit is echoed below.",
        sources: [.swift("TextFieldsDemo.swift")]
    ) { host, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        let width = Swift.min(380, size.width - 40)
        let echo = Label(text: "", font: .systemFont(ofSize: 13))
        echo.textColor = .secondaryLabel
        let delegate = host.keep(Echo(label: echo))
        let rows: [(String, String, Bool, Bool)] = [
            ("Name", "Your name", false, true), ("Email", "name@example.org", false, true),
            ("Password", "At least 8 characters", true, true), ("Disabled", "Cannot be edited", false, false),
        ]
        var y = 20.0
        for (title, placeholder, secure, enabled) in rows {
            let caption = Label(text: title, font: .systemFont(ofSize: 13))
            caption.frame = Rect(x: 20, y: y, width: width, height: 18)
            let field = TextField(frame: Rect(x: 20, y: y + 20, width: width, height: 34))
            field.placeholder = placeholder
            field.isSecureTextEntry = secure
            field.isEnabled = enabled
            field.delegate = delegate
            field.addAction(for: .editingChanged) { sender in
                guard let field = sender as? TextField else { return }
                echo.text = field.isSecureTextEntry ? "\(field.text.count) secret characters" : "“\(field.text)”"
            }
            page.addSubview(caption)
            page.addSubview(field)
            y += 68
        }
        echo.frame = Rect(x: 20, y: y, width: width, height: 20)
        page.addSubview(echo)
        return page
    }

    /// Says which field is being edited.
    final class Echo: TextFieldDelegate {
        let label: Label
        init(label: Label) { self.label = label }
        func textFieldDidBeginEditing(_ textField: TextField) { label.text = "Editing \(textField.placeholder ?? "a field")" }
        func textFieldShouldReturn(_ textField: TextField) -> Bool {
            textField.window?.focusNextResponder()
            return false
        }
    }
}
