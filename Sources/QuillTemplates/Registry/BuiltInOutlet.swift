/// An outlet of a built-in class, backed by an ordinary property (a cell's `accessoryView`).
@MainActor
struct BuiltInOutlet {
    /// The class of object it takes, for messages.
    let expects: String
    /// Stores the object; returns `false` when it has the wrong class.
    let connect: @MainActor (AnyObject, AnyObject) -> Bool
}
