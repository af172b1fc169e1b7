/// The file format a template was read from.
public enum TemplateFormat: String, Hashable, Sendable {
    /// Quill's own YAML-based format (`.quill`), written by hand.
    case native
    /// Apple's CocoaTouch XIB 3.0 `document` format (Xcode 5 and later).
    case xib
    /// Apple's keyed-archive XIB format (`archive` 7.10 / 8.00, 2010–2012).
    case legacyXib
}
