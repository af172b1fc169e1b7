import QuillFoundation

/// A class an app declares in its Swift sources, as `quill lint --module` reads it without
/// building the app: its superclass and the outlets, actions and inspectable properties it
/// declares. Templates linted with it know the app's classes: an object of the class is checked
/// as its nearest Quill superclass, and connections to it against what the class declares.
package struct SourceDeclaredClass: Sendable, Hashable {
    /// The class's name.
    package var name: String
    /// Its superclass as written (`UITableViewCell`, `BaseCell`, `MyKit.BaseCell`), without a module.
    package var superclassName: String
    /// Where it is declared.
    package var location: SourceLocation
    /// Its `@Outlet` and `@WeakOutlet` properties.
    package var outlets: Set<String> = []
    /// Its `@OutletCollection` properties.
    package var outletCollections: Set<String> = []
    /// Its `@Action` properties.
    package var actions: Set<String> = []
    /// Its `@Inspectable` properties.
    package var inspectables: Set<String> = []

    /// Creates a declaration.
    package init(name: String, superclassName: String, location: SourceLocation) {
        self.name = name
        self.superclassName = superclassName
        self.location = location
    }
}
