internal import CSDL2
import QuillViews

/// The desktop clipboard, through SDL.
@MainActor
final class SDLClipboard: Clipboard {
    var text: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(raw) }
            return String(cString: raw)
        }
        set { SDL_SetClipboardText(newValue ?? "") }
    }
}
