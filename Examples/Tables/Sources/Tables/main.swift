import Quill
import TablesExample

// Opens the Tables window, or with --headless --out FILE.png renders it to a file.
MainActor.assumeIsolated {
    App.run(title: "Tables", size: Size(width: 980, height: 620)) { window in
        do {
            return try TablesScene(in: window)
        } catch {
            fatalError("\(error)")
        }
    }
}
