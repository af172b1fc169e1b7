/// One spinning column of a wheel date picker: its values and where it stands.
struct WheelColumn {
    enum Component { case month, day, year, hour, minute }

    var component: Component
    var titles: [String]
    /// The selected row.
    var selected: Int
    /// The row at the centre while dragging or spinning (fractional).
    var position: Double
    var width: Double
}

extension WheelColumn.Component {
    /// The wheel's name for a screen reader.
    var accessibilityName: String {
        switch self {
        case .month: "Month"
        case .day: "Day"
        case .year: "Year"
        case .hour: "Hour"
        case .minute: "Minute"
        }
    }
}
