import Quill

/// The Hello example's window content: a greeting label, a switch that makes it shout, a
/// button that greets again, and the Quill logo. Kept in a library so tests and benchmarks
/// can build exactly what the app shows.
@MainActor
public final class HelloScene {
    /// The greeting.
    public let greetingLabel = Label()
    /// The caption next to the switch.
    public let shoutLabel = Label(text: "Shout")
    /// Turns capitals on and off.
    public let shoutSwitch = Switch()
    /// Greets once more.
    public let greetButton = Button(title: "Say hello", style: .filled)
    /// The logo.
    public let logoView = ImageView()
    /// How many times the button was clicked.
    public private(set) var greetings = 0

    /// Builds the content into a window.
    public init(in window: Window) {
        let width = window.bounds.width
        window.backgroundColor = Color(red8: 246, green8: 246, blue8: 248)

        logoView.image = try? ImageCatalog.shared.image(named: "quill", scale: window.scale)
        logoView.frame = Rect(x: 24, y: 24, width: 64, height: 64)
        window.addSubview(logoView)

        let title = Label(text: "Quill", font: .boldSystemFont(ofSize: 28))
        title.frame.origin = Point(x: 104, y: 28)
        window.addSubview(title)
        let subtitle = Label(text: "UIKit-style views on Linux", font: .systemFont(ofSize: 15))
        subtitle.textColor = .secondaryLabel
        subtitle.frame.origin = Point(x: 104, y: 64)
        window.addSubview(subtitle)

        greetingLabel.font = .systemFont(ofSize: 22)
        greetingLabel.textAlignment = .center
        greetingLabel.frame = Rect(x: 24, y: 116, width: width - 48, height: 44)
        greetingLabel.autoresizingMask = [.flexibleWidth]
        greetingLabel.backgroundColor = .white
        greetingLabel.cornerRadius = 10
        greetingLabel.borderWidth = 1
        greetingLabel.borderColor = .systemGray4
        window.addSubview(greetingLabel)

        shoutSwitch.frame.origin = Point(x: 24, y: 184)
        shoutSwitch.addTarget(self, action: HelloScene.shoutChanged, for: .valueChanged)
        window.addSubview(shoutSwitch)
        shoutLabel.frame.origin = Point(x: 87, y: 189)
        window.addSubview(shoutLabel)

        greetButton.frame = Rect(x: width - 24 - 140, y: 183, width: 140, height: 34)
        greetButton.autoresizingMask = [.flexibleLeftMargin]
        greetButton.addTarget(self, action: HelloScene.greet, for: .touchUpInside)
        window.addSubview(greetButton)

        updateGreeting()
    }

    /// The text the label shows now.
    public var greeting: String {
        let text = greetings == 0 ? "Hello, Linux!" : "Hello again! (\(greetings)×)"
        return shoutSwitch.isOn ? text.uppercased() : text
    }

    private func greet(_ sender: Button) {
        greetings += 1
        updateGreeting()
    }

    private func shoutChanged(_ sender: Switch) {
        updateGreeting()
    }

    private func updateGreeting() {
        greetingLabel.text = greeting
    }
}
