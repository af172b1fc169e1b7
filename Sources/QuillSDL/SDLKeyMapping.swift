internal import CSDL2
import QuillViews

/// Translates SDL key codes and modifier bits into Quill's.
enum SDLKeyMapping {
    static func key(_ code: SDL_Keycode) -> Key {
        switch Int(code) {
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .return
        case Int(SDLK_TAB.rawValue): return .tab
        case Int(SDLK_ESCAPE.rawValue): return .escape
        case Int(SDLK_BACKSPACE.rawValue): return .backspace
        case Int(SDLK_DELETE.rawValue): return .delete
        case Int(SDLK_SPACE.rawValue): return .space
        case Int(SDLK_LEFT.rawValue): return .left
        case Int(SDLK_RIGHT.rawValue): return .right
        case Int(SDLK_UP.rawValue): return .up
        case Int(SDLK_DOWN.rawValue): return .down
        case Int(SDLK_HOME.rawValue): return .home
        case Int(SDLK_END.rawValue): return .end
        case Int(SDLK_PAGEUP.rawValue): return .pageUp
        case Int(SDLK_PAGEDOWN.rawValue): return .pageDown
        case Int(SDLK_F1.rawValue)...Int(SDLK_F12.rawValue): return .function(Int(code) - Int(SDLK_F1.rawValue) + 1)
        case Int(SDLK_APPLICATION.rawValue), Int(SDLK_MENU.rawValue): return .contextMenu
        case 0x21...0x7E:
            if let scalar = Unicode.Scalar(UInt32(code)) { return .character(Character(scalar)) }
            return .other(Int(code))
        default:
            return .other(Int(code))
        }
    }

    static func modifiers(_ mod: UInt16) -> KeyModifiers {
        var result: KeyModifiers = []
        let m = UInt32(mod)
        if m & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if m & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if m & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
        if m & KMOD_GUI.rawValue != 0 { result.insert(.meta) }
        return result
    }
}
