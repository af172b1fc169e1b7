import HelloExample
import Quill

// Opens the Hello window, or with --headless --out FILE.png renders it to a file.
MainActor.assumeIsolated {
    App.run(title: "Hello", size: Size(width: 420, height: 240)) { window in
        HelloScene(in: window)
    }
}
