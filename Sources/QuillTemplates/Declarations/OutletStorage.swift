import QuillFoundation
import QuillTemplateFormats
/// The storage behind an `@Outlet` or `@OutletCollection`: a reference shared by every copy
/// of the wrapper, so the template loader can fill it from outside the object.
public final class OutletStorage<Value> {
    var value: Value

    init(_ value: Value) { self.value = value }
}
