/// What a legacy .xib says about one of the app's classes (`IBPartialClassDescription`): its
/// superclass and the outlets and actions it declares. Quill uses it to fall back to the
/// nearest registered superclass and to say what a missing class should declare.
public struct TemplateClassDescription: Hashable, Sendable {
    /// An outlet or action: its name and the class it holds (or the sender's class).
    public struct Member: Hashable, Sendable {
        public var name: String
        public var typeName: String

        public init(name: String, typeName: String) {
            self.name = name
            self.typeName = typeName
        }
    }

    public var className: String
    public var superclassName: String?
    public var outlets: [Member]
    public var actions: [Member]

    /// Creates a description.
    public init(className: String, superclassName: String? = nil, outlets: [Member] = [], actions: [Member] = []) {
        self.className = className
        self.superclassName = superclassName
        self.outlets = outlets
        self.actions = actions
    }
}
