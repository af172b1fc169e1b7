/// The AT-SPI roles Quill's elements take (`AtspiRole` in at-spi2-core's atspi-constants.h;
/// the numbers are the protocol's; the names, `name`, are the case names in words).
enum AccessibleRole: UInt32, ATSPIConstant {
    case checkBox = 7
    case checkMenuItem = 8
    case dateEditor = 12
    case dialog = 16
    case filler = 20
    case frame = 23
    case image = 27
    case label = 29
    case list = 31
    case listItem = 32
    case menu = 33
    case menuBar = 34
    case menuItem = 35
    case pageTab = 37
    case pageTabList = 38
    case panel = 39
    case passwordText = 40
    case progressBar = 42
    case pushButton = 43
    case slider = 51
    case spinButton = 52
    case table = 55
    case tableCell = 56
    case text = 61
    case toggleButton = 62
    case toolTip = 64
    case unknown = 67
    case application = 75
    case entry = 79
    case heading = 83
    case link = 88

    /// Words of a name are separated by spaces (`check box`).
    static let wordSeparator: Character = " "
}
