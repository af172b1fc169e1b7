import Foundation
import QuillFoundation
import QuillGraphics
import QuillViews
import QuillWidgets

/// The `transfer` fuzz target: bytes another application hands over. The first byte picks
/// what they are; the rest is the payload:
/// - 0: text on the system clipboard, pasted into a text field and a text view (Ctrl+V);
/// - 1: an image on the clipboard (PNG bytes of any shape), read back;
/// - 2: file paths dropped on a window (separated by NUL bytes, any bytes in between);
/// - 3: text dropped on a text view.
/// The window is drawn after each; nothing may trap or hang.
@MainActor
enum TransferFuzzProgram {
    static func run(_ data: Data) {
        let bytes = [UInt8](data)
        let mode = bytes.first.map { $0 % 4 } ?? 0
        let payload = Array(bytes.dropFirst())
        let context = ApplicationContext(timeSource: ManualTimeSource(now: 0), log: RuntimeLogSink(writesToStandardError: false))
        let window = Window(size: Size(width: 320, height: 240), context: context)
        let field = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 34))
        let note = TextView(frame: Rect(x: 10, y: 60, width: 300, height: 170))
        window.addSubview(field)
        window.addSubview(note)
        switch mode {
        case 0:
            context.clipboard.text = String(decoding: payload, as: UTF8.self)
            for view in [field, note] as [View] {
                window.makeFirstResponder(view)
                window.send(.keyDown(KeyEvent(key: .character("v"), modifiers: .control)))
            }
        case 1:
            context.pasteboard.setData(Data(payload), forType: .png)
            _ = context.pasteboard.image
        case 2:
            let receiver = FileReceiver()
            note.addInteraction(DropInteraction(delegate: receiver))
            let paths = payload.split(separator: 0, omittingEmptySubsequences: true).prefix(64).map { String(decoding: $0, as: UTF8.self) }
            window.send(.filesDropped(paths.map { URL(fileURLWithPath: $0) }, at: Point(x: 100, y: 100)))
            withExtendedLifetime(receiver) {}
        default:
            window.send(.textDropped(String(decoding: payload, as: UTF8.self), at: Point(x: 50, y: 80)))
        }
        window.renderFrame()
    }

    /// Takes dropped files and asks each for its URL and text, as an app would.
    final class FileReceiver: DropInteractionDelegate {
        func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
            for item in session.items {
                _ = item.itemProvider.url
                _ = item.itemProvider.string
            }
        }
    }
}
