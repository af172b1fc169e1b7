// The README's twenty-line example, built here so it keeps compiling.
import Quill

MainActor.assumeIsolated {
    App.run(title: "Counter", size: Size(width: 320, height: 160)) { window in
        let label = Label(frame: Rect(x: 20, y: 20, width: 280, height: 40))
        label.text = "Clicked 0 times"
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth]
        window.addSubview(label)

        var count = 0
        let button = Button(title: "Click me", style: .filled)
        button.frame.origin = Point(x: 110, y: 90)
        button.addAction(for: .touchUpInside) { _ in
            count += 1
            label.text = "Clicked \(count) time\(count == 1 ? "" : "s")"
        }
        window.addSubview(button)
        return ()
    }
}
