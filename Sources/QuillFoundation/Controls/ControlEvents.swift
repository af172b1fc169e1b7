/// The events a control sends actions for (UIKit's `UIControl.Event`).
public struct ControlEvents: OptionSet, Hashable, Sendable {
    /// The event bits, laid out as `UIControl.Event`'s: touch events in the low 12 bits, editing
    /// events in bits 16–19.
    public let rawValue: UInt32
    /// Creates a set of events from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A press began on the enabled control (the left pointer button went down on it); UIKit's
    /// `touchDown`.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A press that is a double (or later) click: sent together with `touchDown`; UIKit's
    /// `touchDownRepeat`.
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// The pointer moved during a press and is inside the control (as `point(inside:)` decides);
    /// UIKit's `touchDragInside`.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// The pointer moved during a press and is outside the control (as `point(inside:)` decides);
    /// UIKit's `touchDragOutside`.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// A press was dragged back into the control; sent before that move's `touchDragInside`.
    /// UIKit's `touchDragEnter`.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// A press was dragged out of the control; sent before that move's `touchDragOutside`. UIKit's
    /// `touchDragExit`.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// A press ended inside the control: a click, the event buttons act on. Sent with
    /// `primaryActionTriggered`, also for keyboard and accessibility activation; UIKit's
    /// `touchUpInside`.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// A press ended with the pointer outside the control, so it activates nothing; UIKit's
    /// `touchUpOutside`.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// A press was interrupted before it ended (another press began, or the window lost focus
    /// mid-drag); UIKit's `touchCancel`.
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The user changed the control's value (a slider, switch, segmented control or date picker;
    /// a momentary segmented control sends it on every tap). Setting the value in code does not
    /// send it. UIKit's `valueChanged`.
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's main action fired: a button's click (with `touchUpInside`) or Return in a text
    /// field (with `editingDidEndOnExit`); UIKit's `primaryActionTriggered`.
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// A text field became first responder and editing started; UIKit's `editingDidBegin`.
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// The text of a field being edited changed (typing, deleting, pasting); UIKit's
    /// `editingChanged`.
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// A text field resigned first responder and editing ended, however it ended; UIKit's
    /// `editingDidEnd`.
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Return was pressed in a text field whose delegate allowed it; the field then resigns
    /// (sending `editingDidEnd`). UIKit's `editingDidEndOnExit`.
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)

    /// Every touch event.
    public static let allTouchEvents = ControlEvents(rawValue: 0x0FFF)
    /// Every editing event.
    public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
    /// Every event.
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)
}
