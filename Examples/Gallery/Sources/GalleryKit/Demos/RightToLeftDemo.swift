import Quill

/// A screen in a right-to-left interface: one setting on the page (`semanticContentAttribute`)
/// mirrors everything in it. Leading and trailing constraints, the stack view, the cells, the
/// controls and `.natural` text all follow; Hebrew and Arabic read right to left, mixed with
/// English and numbers; the text field's caret moves through mixed text in reading order.
@MainActor
enum RightToLeftDemo {
    static let demo = GalleryDemo(
        section: "Controls", title: "Right to left",
        summary: "One switch mirrors the page: constraints, stack, cells, slider, switch, segments and text fields follow the layout direction.",
        sources: [.swift("RightToLeftDemo.swift")]
    ) { _, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        page.semanticContentAttribute = .forceRightToLeft
        let width = Swift.min(440, size.width - 40)
        let column = View(frame: .zero)
        column.translatesAutoresizingMaskIntoConstraints = false
        page.addSubview(column)

        let toggle = Switch()
        toggle.setOn(true, animated: false)
        toggle.accessibilityLabel = "Right to left"
        let toggleTitle = Label(text: "Right to left  ·  מימין לשמאל", font: .systemFont(ofSize: 15))
        toggle.addAction(for: .valueChanged) { sender in
            guard let toggle = sender as? Switch else { return }
            page.semanticContentAttribute = toggle.isOn ? .forceRightToLeft : .forceLeftToRight
        }

        let title = Label(text: "שלום! Welcome to Quill 2.0", font: .boldSystemFont(ofSize: 20))
        let body = Label(text: "مرحبا بالعالم — النص العربي يقرأ من اليمين إلى اليسار، والأرقام 123 تبقى كما هي.", font: .systemFont(ofSize: 15))
        body.numberOfLines = 0

        let field = TextField(frame: .zero)
        field.text = "Quill שלום 42"
        field.placeholder = "שם"

        let segments = SegmentedControl(titles: ["יום", "שבוע", "חודש"])
        segments.selectedSegmentIndex = 0
        let slider = Slider(frame: .zero)
        slider.value = 0.3
        slider.accessibilityLabel = "Volume"

        let cells = [("Wi-Fi", "Home", "star.fill"), ("Bluetooth", "On", "circle.fill"), ("التنبيهات", "3", "heart.fill")].map { text, detail, symbol in
            let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel.text = text
            cell.detailTextLabel?.text = detail
            cell.imageView.image = Image(systemName: symbol)
            cell.accessoryType = .disclosureIndicator
            cell.translatesAutoresizingMaskIntoConstraints = false
            return cell as View
        }
        let buttons = StackView(arrangedSubviews: ["Back", "Next"].map { Button(title: $0, style: $0 == "Next" ? .filled : .bordered) as View }, axis: .horizontal)
        buttons.spacing = 12

        let rows: [View] = [toggle, toggleTitle, title, body, field, segments, slider] + cells + [buttons]
        for view in rows {
            view.translatesAutoresizingMaskIntoConstraints = false
            column.addSubview(view)
        }
        var constraints = [
            column.topAnchor.constraint(equalTo: page.topAnchor, constant: 20),
            column.leadingAnchor.constraint(equalTo: page.leadingAnchor, constant: 20),
            column.widthAnchor.constraint(equalToConstant: width),
            column.bottomAnchor.constraint(equalTo: page.bottomAnchor, constant: -20),
            // The switch leads, its title follows it on the same line.
            toggle.topAnchor.constraint(equalTo: column.topAnchor),
            toggle.leadingAnchor.constraint(equalTo: column.leadingAnchor),
            toggleTitle.leadingAnchor.constraint(equalTo: toggle.trailingAnchor, constant: 10),
            toggleTitle.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
        ]
        var above: View = toggle
        for view in [title, body, field, segments, slider] + cells + [buttons] {
            let gap = cells.contains { $0 === view } && view !== cells[0] ? 0.0 : 14
            constraints.append(view.topAnchor.constraint(equalTo: above.bottomAnchor, constant: gap))
            constraints.append(view.leadingAnchor.constraint(equalTo: column.leadingAnchor))
            if view !== buttons { constraints.append(view.trailingAnchor.constraint(equalTo: column.trailingAnchor)) }
            above = view
        }
        for cell in cells { constraints.append(cell.heightAnchor.constraint(equalToConstant: 44)) }
        constraints += [field.heightAnchor.constraint(equalToConstant: 34), slider.heightAnchor.constraint(equalToConstant: 32)]
        LayoutConstraint.activate(constraints)
        return page
    }
}
