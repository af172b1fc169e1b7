/// What a legacy .xib says about one of the app's classes (`IBPartialClassDescription`): its
/// superclass and the outlets and actions it declares. Quill uses it to fall back to the
/// nearest registered superclass and to say what a missing class should declare.
public struct TemplateClassDescription: Hashable, Sendable {
    /// An outlet or action: its name and the class it holds (or the sender's class).
    public struct Member: Hashable, Sendable {
        /// The outlet's name, or the action's selector as the file writes it (usually with its
        /// colon, `tapped:`).
        public var name: String
        /// The UIKit class name the file gives: the class the outlet holds (`UILabel`), or the
        /// action's sender class (`id` for any object).
        public var typeName: String

        /// Creates a member from its name and class name.
        public init(name: String, typeName: String) {
            self.name = name
            self.typeName = typeName
        }
    }

    /// The class's name as the app declares it; also its key in
    /// `TemplateDocument.classDescriptions`.
    public var className: String
    /// The name of its superclass (an app class or a UIKit one such as `UITableViewCell`), or `nil`
    /// when the file does not say. A lenient instantiation follows these up to a registered class.
    public var superclassName: String?
    /// The outlets the class declares, gathered from every description of it in the file.
    public var outlets: [Member]
    /// The actions the class declares, gathered from every description of it in the file; each
    /// member's `typeName` is the sender's class.
    public var actions: [Member]

    /// Creates a description.
    public init(className: String, superclassName: String? = nil, outlets: [Member] = [], actions: [Member] = []) {
        self.className = className
        self.superclassName = superclassName
        self.outlets = outlets
        self.actions = actions
    }
}
