/// What a connection points at: an object of the template by id, or a placeholder.
public enum TemplateReference: Hashable, Sendable, CustomStringConvertible {
    /// An object of the template.
    case object(String)
    /// File's Owner: the object passed to `instantiate(owner:)`.
    case owner
    /// The first responder at the time an action is sent (actions only).
    case firstResponder

    /// The reference as diagnostics name it: `'id'` for an object, `File's Owner` or `First
    /// Responder`.
    public var description: String {
        switch self {
        case .object(let id): return "'\(id)'"
        case .owner: return "File's Owner"
        case .firstResponder: return "First Responder"
        }
    }
}
