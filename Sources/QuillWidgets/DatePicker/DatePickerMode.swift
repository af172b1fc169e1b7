/// What a date picker picks.
public enum DatePickerMode: Hashable, Sendable {
    /// A day: month, day and year.
    case date
    /// A time of day: hours and minutes.
    case time
    /// A day and a time.
    case dateAndTime
}
