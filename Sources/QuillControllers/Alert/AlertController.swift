import QuillViews
import QuillWidgets
import QuillFoundation
/// A small modal message with buttons (UIKit's `UIAlertController` in alert style): present it
/// from any controller; pressing a button dismisses it and calls the button's handler. Return
/// presses the first default button, Escape the cancel button.
public final class AlertController: ViewController {
    /// The bold first line.
    public let alertTitle: String?
    /// The explanation below it.
    public let message: String?
    /// The buttons, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The buttons' views, in the order of `actions`.
    public private(set) var buttons: [Button] = []

    /// Creates an alert.
    public init(title: String?, message: String?) {
        alertTitle = title
        self.message = message
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates the alert a template describes by name (see `View.init(coder:)`).
    public required convenience init?(coder: TemplateCoder) {
        self.init(title: nil, message: nil)
    }

    /// Adds a button.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    public override func loadView() {
        let width = 300.0
        let root = View(frame: Rect(x: 0, y: 0, width: width, height: 200))
        root.backgroundColor = .white
        var y = 20.0
        for (text, font) in [(alertTitle, Font.boldSystemFont(ofSize: 17)), (message, Font.systemFont(ofSize: 14))] {
            guard let text else { continue }
            let label = Label(frame: Rect(x: 16, y: y, width: width - 32, height: 20))
            label.text = text
            label.font = font
            label.numberOfLines = 0
            label.textAlignment = .center
            label.frame.size.height = label.sizeThatFits(Size(width: width - 32, height: 0)).height
            root.addSubview(label)
            y = label.frame.maxY + 8
        }
        y += 8
        let count = Double(Swift.max(1, actions.count))
        let buttonWidth = ((width - 16 - 8 * (count - 1)) / count).rounded(.down)
        for (index, action) in actions.enumerated() {
            let button = Button(frame: Rect(x: 8 + Double(index) * (buttonWidth + 8), y: y, width: buttonWidth, height: 36), style: action.style == .default ? .filled : .bordered)
            button.setTitle(action.title, for: .normal)
            if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
            button.addAction(for: .touchUpInside) { [weak self] _ in self?.choose(action) }
            root.addSubview(button)
            buttons.append(button)
        }
        root.frame.size.height = y + 36 + 12
        preferredContentSize = root.frame.size
        view = root
    }

    private func choose(_ action: AlertAction) {
        dismiss(animated: true) { action.handler?(action) }
    }

    public override func keyDown(_ event: KeyEvent) {
        switch event.key {
        case .escape:
            if let cancel = actions.first(where: { $0.style == .cancel }) { choose(cancel) }
        case .return:
            if let main = actions.first(where: { $0.style == .default }) { choose(main) }
        default:
            super.keyDown(event)
        }
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        view.window?.makeFirstResponder(buttons.first { _ in true })
    }
}
