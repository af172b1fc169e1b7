import Quill

/// A coffee order on a picker view: three wheels (a drink, a size with its price in grey, a
/// colour of cup drawn as a view per row) and a label that follows the wheels.
@MainActor
enum PickerViewDemo {
    static let demo = GalleryDemo(
        section: "Controls", title: "Picker views",
        summary: "Wheels of titles, attributed titles and views from a data source; drag, click, the mouse wheel or the arrow keys.",
        sources: [.swift("PickerViewDemo.swift")]
    ) { host, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        let summary = Label(text: "", font: .systemFont(ofSize: 15))
        summary.frame = Rect(x: 20, y: 20, width: size.width - 40, height: 22)
        summary.autoresizingMask = .flexibleWidth
        let picker = PickerView(frame: Rect(x: 10, y: 56, width: Swift.min(size.width - 20, 460), height: 216))
        let order = host.keep(Order(summary: summary))
        picker.dataSource = order
        picker.delegate = order
        picker.selectRow(1, inComponent: 1, animated: false)
        order.update(picker)
        page.addSubview(summary)
        page.addSubview(picker)
        return page
    }

    /// The wheels' rows, and what they add up to.
    final class Order: PickerViewDataSource, PickerViewDelegate {
        let drinks = ["Espresso", "Flat white", "Cappuccino", "Latte", "Mocha", "Americano"]
        let sizes = [("Small", "2.40"), ("Medium", "2.90"), ("Large", "3.30")]
        let cups: [(String, Color)] = [("Red", .systemRed), ("Blue", .systemBlue), ("Green", .systemGreen), ("Orange", .systemOrange)]
        let summary: Label

        init(summary: Label) { self.summary = summary }

        func update(_ picker: PickerView) {
            let drink = drinks[picker.selectedRow(inComponent: 0)]
            let (size, price) = sizes[picker.selectedRow(inComponent: 1)]
            let cup = cups[picker.selectedRow(inComponent: 2)].0
            summary.text = "\(size) \(drink.lowercased()) in a \(cup.lowercased()) cup: £\(price)"
        }

        func numberOfComponents(in pickerView: PickerView) -> Int { 3 }

        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
            [drinks.count, sizes.count, cups.count][component]
        }

        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? drinks[row] : nil
        }

        func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> AttributedText? {
            guard component == 1 else { return nil }
            var title = AttributedText(sizes[row].0 + " ")
            title.append(AttributedText(sizes[row].1, attributes: TextAttributes(foregroundColor: .secondaryLabel)))
            return title
        }

        func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View? {
            guard component == 2 else { return nil }
            let swatch = view ?? CupView()
            (swatch as? CupView)?.show(cups[row].0, cups[row].1)
            return swatch
        }

        func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double? {
            (pickerView.bounds.width - 16) * [0.4, 0.35, 0.25][component]
        }

        func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double? { 36 }

        func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) { update(pickerView) }

        func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int) -> String? {
            ["Drink", "Size", "Cup"][component]
        }
    }

    /// A cup's colour as a dot with its name.
    final class CupView: View {
        let dot = View(frame: Rect(x: 0, y: 0, width: 14, height: 14))
        let name = Label(text: "", font: .systemFont(ofSize: 17))

        init() {
            super.init(frame: Rect(x: 0, y: 0, width: 100, height: 36))
            dot.cornerRadius = 7
            addSubview(dot)
            addSubview(name)
        }

        /// Not made by templates by name (UIKit's `init?(coder:)`): the app creates it.
        required init?(coder: TemplateCoder) { nil }

        func show(_ text: String, _ color: Color) {
            dot.backgroundColor = color
            name.text = text
            accessibilityLabel = text
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            dot.frame.origin = Point(x: 8, y: (bounds.height - 14) / 2)
            name.frame = Rect(x: 28, y: 0, width: Swift.max(0, bounds.width - 28), height: bounds.height)
        }
    }
}
