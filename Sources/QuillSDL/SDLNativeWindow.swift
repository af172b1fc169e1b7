internal import CSDL2

/// The SDL objects behind one Quill window: on X11 Quill's own shared-memory image
/// (`X11Presenter`); elsewhere its window surface (Quill's pixels are copied straight into the
/// framebuffer SDL shows); or, with `QUILL_RENDERER=accelerated`, a renderer and a streaming
/// texture.
struct SDLNativeWindow {
    var window: OpaquePointer
    var renderer: OpaquePointer?
    var texture: OpaquePointer?
    var textureWidth: Int32 = 0
    var textureHeight: Int32 = 0
    /// The window surface last drawn into, and its size: a new one (after a resize) is filled
    /// whole before only damage is copied again.
    var surface: UnsafeMutablePointer<SDL_Surface>?
    var surfaceWidth: Int32 = 0
    var surfaceHeight: Int32 = 0
    /// The window's frame (`Window.frameNumber`) the screen shows; `nil` before the first
    /// present and after a GraphicsExpose (the screen may hold wrong pixels: all is sent next).
    var presentedFrame: Int?
    /// Quill's own shared-memory presenter on X11 (made when the window is attached, again
    /// when the framebuffer's size changes); `x11PresenterUnavailable` once making one failed.
    var x11Presenter: X11Presenter?
    var x11PresenterUnavailable = false
}
