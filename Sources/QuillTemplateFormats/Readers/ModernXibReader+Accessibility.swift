import QuillFoundation

extension ModernXibReader {
    /// Interface Builder's Identity inspector accessibility section:
    /// `<accessibility key="accessibilityConfiguration" label= hint= identifier=>` with
    /// `<accessibilityTraits key="traits" button="YES"…/>` and `<bool key="isElement" value=>`.
    /// Traits Quill does not model (plays sound, keyboard key…) are left out quietly.
    mutating func readAccessibility(_ element: XMLElementNode, into object: inout TemplateObject) {
        let location = element.location
        func add(_ name: String, _ value: TemplateValue) {
            object.properties.append(TemplateProperty(name: name, value: value, location: location))
        }
        if let label = element["label"] { add("accessibilityLabel", .text(label)) }
        if let hint = element["hint"] { add("accessibilityHint", .text(hint)) }
        if let value = element["value"] { add("accessibilityValue", .text(value)) }
        if let identifier = element["identifier"] { add("identifier", .text(identifier)) }
        if let traits = element.child("accessibilityTraits", key: "traits") {
            let names = Set(AccessibilityTraitNames.known)
            let set = traits.attributes.filter { XibValues.bool($0.value) && names.contains($0.key) }.map(\.key).sorted()
            add("accessibilityTraits", .list(set.map { .text($0) }))
        }
        if let isElement = element.child("bool", key: "isElement")?["value"] { add("isAccessibilityElement", .bool(XibValues.bool(isElement))) }
    }
}
