/// An AT-SPI constant whose name is its Swift case name in words, lower case: `pageTabList` is
/// "page tab list" (a role, `GetRoleName`), `readOnly` is "read-only" (a state in events).
protocol ATSPIConstant {
    /// What stands between the words of a name: a space for roles, a hyphen for states.
    static var wordSeparator: Character { get }
}

extension ATSPIConstant {
    /// The name as AT-SPI spells it.
    var name: String {
        var name = ""
        for character in String(describing: self) {
            if character.isUppercase {
                name.append(Self.wordSeparator)
                name += character.lowercased()
            } else {
                name.append(character)
            }
        }
        return name
    }
}
