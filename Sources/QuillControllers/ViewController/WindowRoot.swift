/// Which controller is the root of each window.
@MainActor
enum WindowRoot {
    static var controllers: [ObjectIdentifier: ViewController] = [:]
}
