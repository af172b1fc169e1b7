/// The AT-SPI states Quill reports (`AtspiStateType` in at-spi2-core's atspi-constants.h; the
/// numbers are bit positions in the protocol's two-word state set).
enum AccessibleState: UInt32, CaseIterable, ATSPIConstant {
    case active = 1
    case checked = 4
    case editable = 7
    case enabled = 8
    case focusable = 11
    case focused = 12
    case horizontal = 14
    case modal = 16
    case multiLine = 17
    case resizable = 21
    case selectable = 22
    case selected = 23
    case sensitive = 24
    case showing = 25
    case singleLine = 26
    case visible = 30
    case selectableText = 38
    case checkable = 41
    case readOnly = 43

    /// Words of a name are separated by hyphens (`read-only`).
    static let wordSeparator: Character = "-"
}
