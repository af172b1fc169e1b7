import Quill

/// Gesture recognizers on a card: drag it (pan), zoom it with Ctrl and the wheel or a pinch,
/// turn it with two fingers (rotation), double-click it back (a double tap the single tap
/// waits for), hold it to change its colour (long press), and hover it for a border. A strip
/// below takes swipes; a button on the card keeps its own click.
@MainActor
enum GesturesDemo {
    static let demo = GalleryDemo(
        section: "Interaction", title: "Gesture recognizers",
        summary: "Drag, zoom (Ctrl+wheel), turn, double-click, hold and hover the card; swipe the strip.",
        sources: [.swift("GesturesDemo.swift")]
    ) { _, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        let status = Label(text: "Try a gesture on the card.", font: .systemFont(ofSize: 14))
        status.frame = Rect(x: 20, y: 16, width: Swift.max(100, size.width - 40), height: 20)
        status.autoresizingMask = .flexibleWidth
        page.addSubview(status)
        let card = makeCard(status: status)
        card.center = Point(x: 20 + 110, y: 60 + 80)
        page.addSubview(card)

        let strip = View(frame: Rect(x: 20, y: 270, width: Swift.min(420, size.width - 40), height: 56))
        strip.backgroundColor = .systemGray6
        strip.cornerRadius = 10
        let hint = Label(text: "Swipe left or right here", font: .systemFont(ofSize: 14))
        hint.textColor = .secondaryLabel
        hint.frame = strip.bounds.insetBy(dx: 16, dy: 0)
        strip.addSubview(hint)
        for direction in [SwipeGestureRecognizer.Direction.left, .right] {
            let swipe = SwipeGestureRecognizer { _ in status.text = "Swiped \(direction == .left ? "left" : "right")" }
            swipe.direction = direction
            strip.addGestureRecognizer(swipe)
        }
        page.addSubview(strip)
        return page
    }

    /// The card and its recognizers; each reports to `status`.
    private static func makeCard(status: Label) -> View {
        let card = View(frame: Rect(x: 0, y: 0, width: 220, height: 160))
        card.backgroundColor = .systemBlue
        card.cornerRadius = 16
        card.borderColor = .label
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        card.accessibilityHint = "Drag, zoom, turn, double-click or hold it"
        let title = Label(text: "Drag me", font: .boldSystemFont(ofSize: 17))
        title.textColor = .white
        title.frame = Rect(x: 16, y: 16, width: 188, height: 22)
        card.addSubview(title)
        let button = Button(title: "Count", style: .bordered)
        button.frame = Rect(x: 16, y: 112, width: 100, height: 32)
        var count = 0
        button.addAction(for: .touchUpInside) { _ in
            count += 1
            status.text = "The button keeps its click: \(count)"
        }
        card.addSubview(button)

        var scale = 1.0, angle = 0.0
        func applyTransform() { card.transform = Transform(rotationAngle: angle).scaledBy(x: scale, y: scale) }
        let pan = PanGestureRecognizer { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer, let superview = card.superview else { return }
            let moved = pan.translation(in: superview)
            card.center = Point(x: card.center.x + moved.x, y: card.center.y + moved.y)
            pan.setTranslation(.zero, in: superview)
            status.text = "Pan \(pan.state)"
        }
        let pinch = PinchGestureRecognizer { recognizer in
            guard let pinch = recognizer as? PinchGestureRecognizer else { return }
            scale = Swift.min(3, Swift.max(0.5, scale * pinch.scale))
            pinch.scale = 1
            applyTransform()
            status.text = "Pinch \(pinch.state): ×\((scale * 100).rounded() / 100)"
        }
        let rotation = RotationGestureRecognizer { recognizer in
            guard let rotation = recognizer as? RotationGestureRecognizer else { return }
            angle += rotation.rotation
            rotation.rotation = 0
            applyTransform()
            status.text = "Rotation \(rotation.state)"
        }
        let double = TapGestureRecognizer { _ in
            scale = 1
            angle = 0
            View.animate(withDuration: 0.25, animations: applyTransform)
            status.text = "Double-clicked: back to the start"
        }
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer { _ in status.text = "Clicked (after waiting for a second click)" }
        single.require(toFail: double)
        let colors: [Color] = [.systemBlue, .systemPurple, .systemOrange, .systemGreen]
        var colorIndex = 0
        let hold = LongPressGestureRecognizer { recognizer in
            guard recognizer.state == .began else { return }
            colorIndex = (colorIndex + 1) % colors.count
            card.backgroundColor = colors[colorIndex]
            status.text = "Held: a new colour"
        }
        let hover = HoverGestureRecognizer { recognizer in card.borderWidth = recognizer.state.isActive ? 3 : 0 }
        for recognizer in [pan, pinch, rotation, double, single, hold, hover] { card.addGestureRecognizer(recognizer) }
        return card
    }
}
