import Quill

/// A text view to edit: its delegate counts words as you type, Undo and Redo buttons (or
/// Ctrl+Z and Ctrl+Shift+Z) step through the edits, and a read-only text view below sizes
/// itself to its attributed text.
@MainActor
enum TextViewDemo {
    static let demo = GalleryDemo(
        section: "Controls", title: "Text views",
        summary: "Edit a text view (a delegate counts words; Ctrl+Z undoes); a read-only one sizes itself.",
        sources: [.swift("TextViewDemo.swift")]
    ) { host, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        let width = Swift.min(460, size.width - 40)
        let editor = TextView(frame: Rect(x: 20, y: 20, width: width, height: 180))
        editor.font = .systemFont(ofSize: 15)
        editor.backgroundColor = .systemGray6
        editor.cornerRadius = 8
        editor.accessibilityLabel = "Notes"
        editor.text = """
            Quill's text view keeps its text as paragraphs and lays out only those on screen.
            Click to place the caret, double-click a word, triple-click a paragraph.
            Ctrl with the arrows moves by words; Home and End by lines.

            Type something, then undo it with Ctrl+Z.
            """
        let count = Label(text: "", font: .systemFont(ofSize: 13))
        count.textColor = .secondaryLabel
        count.frame = Rect(x: 20, y: 208, width: width - 200, height: 20)
        let counter = host.keep(WordCounter(label: count))
        editor.delegate = counter
        counter.textViewDidChange(editor)
        let undo = Button(title: "Undo", style: .bordered)
        undo.frame = Rect(x: 20 + width - 180, y: 204, width: 84, height: 30)
        undo.addAction(for: .touchUpInside) { _ in editor.undoManager?.undo() }
        let redo = Button(title: "Redo", style: .bordered)
        redo.frame = Rect(x: 20 + width - 88, y: 204, width: 88, height: 30)
        redo.addAction(for: .touchUpInside) { _ in editor.undoManager?.redo() }

        let about = TextView(frame: Rect(x: 20, y: 250, width: width, height: 0))
        about.isEditable = false
        about.isScrollEnabled = false
        var text = AttributedText("A read-only text view with scrolling off ", attributes: TextAttributes(font: .systemFont(ofSize: 14)))
        text.append("sizes itself", attributes: TextAttributes(font: .boldSystemFont(ofSize: 14)))
        text.append(" to its text, as a wrapping label does; its text can still be selected and copied.", attributes: TextAttributes(font: .systemFont(ofSize: 14)))
        about.attributedText = text
        about.frame.size.height = about.intrinsicContentSize?.height ?? 60
        for view in [editor, count, undo, redo, about] as [View] { page.addSubview(view) }
        return page
    }

    /// Counts the words and characters of the text as it changes.
    final class WordCounter: TextViewDelegate {
        let label: Label
        init(label: Label) { self.label = label }
        func textViewDidChange(_ textView: TextView) {
            let words = textView.text.split { $0.isWhitespace || $0.isNewline }.count
            label.text = "\(words) words, \(textView.text.count) characters"
        }
    }
}
