import Quill

/// The Rating widget loaded as a plugin: the gallery does not link its class. It knows the view
/// as a `Control`, hears `valueChanged`, and sets and reads its properties by name.
@MainActor
enum PluginByNameDemo {
    static let demo = GalleryDemo(
        section: "Widget bundles", title: "A plugin used by name",
        summary: "RatingControl comes from libRating.so; the page sets and reads its properties by name and hears its control events.",
        sources: [.swift("PluginByNameDemo.swift"), GalleryResources.widgetFile("Rating", "Sources/RatingControl.swift"), GalleryResources.widgetFile("Rating", "Rating.quill")]
    ) { _, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        let registry = TemplateRegistry.shared
        let bundle = try GalleryResources.widgetBundle(named: "Rating")
        let rating = try bundle.template(named: "Rating").firstObject(of: Control.self)
        rating.frame = Rect(x: 20, y: 24, width: 240, height: 44)
        let readout = Label(text: "", font: .systemFont(ofSize: 15))
        readout.frame = Rect(x: 20, y: 80, width: size.width - 40, height: 22)
        @MainActor func update() {
            let value = (try? registry.value(ofProperty: "value", of: rating) as? Int) ?? 0
            let maximum = (try? registry.value(ofProperty: "maximum", of: rating) as? Int) ?? 0
            readout.text = "\(registry.className(of: rating)): \(value) of \(maximum) stars"
        }
        rating.addAction(for: .valueChanged) { _ in update() }
        update()
        page.addSubview(rating)
        page.addSubview(readout)

        var x = 20.0, y = 120.0
        let actions: [(String, @MainActor () throws -> Void)] = [
            ("value = 5", { try registry.setValue(5, forProperty: "value", of: rating) }),
            ("maximum = 7", { try registry.setValue(7, forProperty: "maximum", of: rating) }),
            ("starColor = systemGreen", { try registry.setValue(Color.systemGreen, forProperty: "starColor", of: rating) }),
            ("enabled = false", { try registry.setValue(!rating.isEnabled, forProperty: "enabled", of: rating) }),
        ]
        for (title, action) in actions {
            let button = Button(title: title, style: .bordered)
            let width = button.sizeThatFits(.zero).width + 20
            // The buttons wrap onto another row rather than run out of the page.
            if x > 20, x + width > size.width - 20 {
                x = 20
                y += 42
            }
            button.frame = Rect(x: x, y: y, width: width, height: 32)
            button.addAction(for: .touchUpInside) { _ in
                do { try action() } catch { readout.text = "\(error)" }
                update()
            }
            page.addSubview(button)
            x += button.frame.width + 10
        }
        return page
    }
}
