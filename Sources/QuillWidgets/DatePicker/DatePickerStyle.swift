/// How a date picker looks.
public enum DatePickerStyle: Hashable, Sendable {
    /// Spinning wheels, one per component, as on iOS.
    case wheels
    /// A month calendar to click a day in (the time, if any, is kept).
    case inline
}
