import QuillTemplateFormats
import QuillFoundation
import QuillViews

/// Properties by name, for apps that use a class they do not link: a widget loaded as a plugin
/// is known to the app only as a `View` (or `Control`), yet its `@Inspectable` properties can be
/// read and set, and any property a template could set can be set, by name.
///
///     let rating = try bundle.template(named: "Rating").firstObject(of: Control.self)
///     try TemplateRegistry.shared.setValue(4, forProperty: "value", of: rating)
///     let value = try TemplateRegistry.shared.value(ofProperty: "value", of: rating) as? Int
extension TemplateRegistry {
    /// The names of the properties a template may set on `object` (those of its registered
    /// classes and its `@Inspectable` ones), sorted.
    public func settablePropertyNames(of object: AnyObject) -> [String] {
        let inspectable = DeclaredSlots.slots(of: object, registry: self).filter { $0.value is any InspectableSlot }.keys
        return Set(Array(merged(for: object).properties.keys) + inspectable).sorted()
    }

    /// The current value of `object`'s `@Inspectable` property `name`.
    /// - Throws: `QuillError` naming the inspectable properties it has when it has no such one.
    public func value(ofProperty name: String, of object: AnyObject) throws -> Any {
        let slots = DeclaredSlots.slots(of: object, registry: self)
        guard let slot = slots[name] as? any InspectableSlot else {
            let names = slots.filter { $0.value is any InspectableSlot }.keys.sorted()
            throw QuillError(
                "\(className(of: object)) has no @Inspectable property '\(name)'",
                hint: names.isEmpty ? "it declares none" : "its @Inspectable properties are: \(names.joined(separator: ", "))")
        }
        return slot.currentValue
    }

    /// Sets a property by name: an `@Inspectable` one from a Swift value of its type, or any
    /// property a template may set from a `TemplateValue` (`.text("12")`, `.color(.red)`…) or
    /// from a `String`, number, `Bool`, `Color`, `Font`, `Rect`, `Point` or `Size`, as a template
    /// would write it. Then tells the object (`InspectablePropertyObserving`) and, for a view,
    /// asks for layout and display.
    /// - Throws: `QuillError` for an unknown property (listing the known ones) or a value that
    ///   does not fit it.
    public func setValue(_ value: Any, forProperty name: String, of object: AnyObject) throws {
        let slot = DeclaredSlots.slots(of: object, registry: self)[name] as? any InspectableSlot
        let setter = merged(for: object).properties[name]
        guard slot != nil || setter != nil else { throw unknownProperty(name, of: object) }
        if let slot, !(value is TemplateValue), slot.assign(any: value) {
            // Stored as it is.
        } else if let templateValue = value as? TemplateValue ?? TemplateRegistry.templateValue(from: value) {
            do throws(TemplateValueError) {
                if let slot {
                    try slot.assign(templateValue)
                } else if let setter {
                    let context = TemplateContext(bundle: TemplateBundle(path: "."), strict: true, scale: 1, resourceFolders: [])
                    try setter.apply(object, templateValue, context)
                }
            } catch {
                throw QuillError("\(className(of: object)).\(name): expected \(error.expected), found \(error.found)")
            }
        } else {
            throw QuillError(
                "\(className(of: object)).\(name) cannot be set from a \(type(of: value))",
                hint: slot.map { "it holds a \($0.valueTypeName)" } ?? setter?.expects)
        }
        (object as? InspectablePropertyObserving)?.inspectablePropertyDidChange(named: name)
        if let view = object as? View {
            view.setNeedsLayout()
            view.setNeedsDisplay()
        }
    }

    private func unknownProperty(_ name: String, of object: AnyObject) -> QuillError {
        let names = settablePropertyNames(of: object)
        let near = Suggestions.closest(to: name, among: names)
        return QuillError(
            "\(className(of: object)) has no property '\(name)' that can be set by name",
            hint: (near.isEmpty ? "" : "did you mean '\(near[0])'? ") + "its properties are: \(names.joined(separator: ", "))")
    }

    /// A Swift value as a template would write it, or `nil`.
    static func templateValue(from value: Any) -> TemplateValue? {
        switch value {
        case let text as String: return .text(text)
        case let number as Int: return .number(Double(number))
        case let number as Double: return .number(number)
        case let flag as Bool: return .bool(flag)
        case let color as Color: return .color(color)
        case let font as Font: return .font(font)
        case let rect as Rect: return .rect(rect)
        case let point as Point: return .point(point)
        case let size as Size: return .size(size)
        default: return nil
        }
    }
}
