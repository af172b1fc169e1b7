import QuillFoundation
import QuillViews

/// A date picker's side of its wheels: the picker view's data source and delegate, answering
/// from the date picker's columns (titles, shares of the width, 36-point rows) and passing the
/// rows the user settles on back to it.
@MainActor
final class DatePickerWheels: PickerViewDataSource, PickerViewDelegate {
    private weak var picker: DatePicker?

    init(picker: DatePicker) {
        self.picker = picker
    }

    func numberOfComponents(in pickerView: PickerView) -> Int { picker?.columns.count ?? 0 }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        picker.map { $0.columns.indices.contains(component) ? $0.columns[component].titles.count : 0 } ?? 0
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard let columns = picker?.columns, columns.indices.contains(component), columns[component].titles.indices.contains(row) else { return nil }
        return columns[component].titles[row]
    }

    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double? {
        guard let columns = picker?.columns, columns.indices.contains(component) else { return nil }
        return (pickerView.bounds.width - 16) * columns[component].width
    }

    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double? { DatePicker.rowHeight }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        picker?.commit(column: component, row: row)
    }

    func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int) -> String? {
        guard let columns = picker?.columns, columns.indices.contains(component) else { return nil }
        return columns[component].component.accessibilityName
    }
}
