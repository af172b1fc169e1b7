import QuillViews

/// Finds the `@Outlet`, `@OutletCollection`, `@Action` and `@Inspectable` declarations of an
/// object by reflection, walking up its class chain until Quill's own classes.
@MainActor
enum DeclaredSlots {
    /// The declared slots of an object by name (the property name without the wrapper's `_`).
    static func slots(of object: AnyObject, registry: TemplateRegistry) -> [String: any TemplateSlot] {
        var result: [String: any TemplateSlot] = [:]
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let type = current.subjectType as? AnyObject.Type, isQuillClass(type) { break }
            for child in current.children {
                guard let label = child.label, label.hasPrefix("_"), let slot = child.value as? any TemplateSlot else { continue }
                let name = String(label.dropFirst())
                if result[name] == nil { result[name] = slot }
            }
            mirror = current.superclassMirror
        }
        return result
    }

    /// Quill's own classes declare no slots; reflection stops at them to stay cheap.
    private static func isQuillClass(_ type: AnyObject.Type) -> Bool {
        let name = String(reflecting: type)
        return name.hasPrefix("QuillViews.") || name.hasPrefix("QuillWidgets.") || name.hasPrefix("QuillTemplates.")
    }
}
