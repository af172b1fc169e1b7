extension ButtonSymbol {
    /// What a screen reader calls a button showing the symbol and no title.
    static func accessibilityName(_ symbol: ButtonSymbol) -> String {
        switch symbol {
        case .info: "More Info"
        case .add: "Add"
        case .close: "Close"
        }
    }
}
