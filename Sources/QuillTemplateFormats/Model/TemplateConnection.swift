import QuillFoundation

/// An outlet or action of a template, wired after every object exists.
public struct TemplateConnection: Hashable, Sendable {
    /// What is connected.
    public enum Kind: Hashable, Sendable {
        /// `source.name = destination`.
        case outlet
        /// `destination` is appended to the collection `source.name`.
        case outletCollection
        /// When `source` (a control) sends `events`, call action `name` on `destination`.
        case action(ControlEvents)
    }

    /// Whether it is an outlet, an outlet collection or an action (with the control events that
    /// send it).
    public var kind: Kind
    /// The outlet or action name (an action's selector without the trailing colon).
    public var name: String
    /// The object whose outlet is set, or for an action the control that sends it.
    public var source: TemplateReference
    /// The object the outlet is set to, or for an action its target (`firstResponder` to send it up
    /// the responder chain).
    public var destination: TemplateReference
    /// Where the connection was written; diagnostics about it point here.
    public var location: SourceLocation

    /// Creates a connection.
    public init(kind: Kind, name: String, source: TemplateReference, destination: TemplateReference, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.source = source
        self.destination = destination
        self.location = location
    }
}
