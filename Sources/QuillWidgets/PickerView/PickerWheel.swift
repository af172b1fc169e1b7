/// One wheel of a picker view: how many rows, the selected one, and the row at the centre
/// while it is dragged or spins (fractional).
struct PickerWheel {
    var rows = 0
    var selected = 0
    var position = 0.0
}
