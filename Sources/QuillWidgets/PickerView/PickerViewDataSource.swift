/// Says how many wheels (components) a picker view has and how many rows each has (UIKit's
/// `UIPickerViewDataSource`).
@MainActor
public protocol PickerViewDataSource: AnyObject {
    /// How many wheels.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// How many rows a wheel has.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}
