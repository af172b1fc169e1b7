import ControlsExample
import Quill

// Opens the Controls window, or with --headless --out FILE.png renders it to a file.
MainActor.assumeIsolated {
    App.run(title: "Controls", size: Size(width: 700, height: 564)) { window in
        let navigation = NavigationController(rootViewController: FormViewController())
        window.rootViewController = navigation
        return navigation
    }
}
