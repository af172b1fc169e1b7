/// What one wheel of a date picker shows: which part of the date, its rows' titles, and its
/// share of the width (the wheel itself, its selection and spinning, is the picker view's).
struct WheelColumn {
    enum Component { case month, day, year, hour, minute }

    var component: Component
    var titles: [String]
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
