import CSDL2

/// The SDL objects behind one Quill window.
struct SDLNativeWindow {
    var window: OpaquePointer
    var renderer: OpaquePointer
    var texture: OpaquePointer?
    var textureWidth: Int32 = 0
    var textureHeight: Int32 = 0
}
