import PackageAppKit
import Quill

MainActor.assumeIsolated {
    App.run(title: "Contacts", size: Size(width: 360, height: 320)) { window in
        do {
            return try ContactsScene(in: window)
        } catch {
            RuntimeLog.error("\(error)")
            return ()
        }
    }
}
