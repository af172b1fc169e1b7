import QuillFoundation

/// The materials of a visual effect view (UIKit's `UIBlurEffect.Style`, as Interface Builder
/// names them).
public enum BlurEffectStyle: String, Hashable, Sendable, CaseIterable {
    /// A light material.
    case light
    /// A lighter one.
    case extraLight
    /// A dark one.
    case dark
    /// The system's regular material.
    case regular
    /// A more opaque one.
    case prominent
    /// The adaptive materials, from thinnest to thickest, light and dark.
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    /// The dark adaptive materials.
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark

    /// The tint laid over what is behind the view.
    var tint: Color {
        switch self {
        case .light: return Color(white: 0.97, alpha: 0.8)
        case .extraLight: return Color(white: 0.99, alpha: 0.9)
        case .dark: return Color(white: 0.11, alpha: 0.73)
        case .regular, .systemMaterial: return Color(white: 0.97, alpha: 0.82)
        case .prominent, .systemThickMaterial: return Color(white: 0.97, alpha: 0.92)
        case .systemUltraThinMaterial: return Color(white: 0.97, alpha: 0.45)
        case .systemThinMaterial: return Color(white: 0.97, alpha: 0.65)
        case .systemChromeMaterial: return Color(white: 0.94, alpha: 0.9)
        case .systemUltraThinMaterialDark: return Color(white: 0.1, alpha: 0.45)
        case .systemThinMaterialDark: return Color(white: 0.1, alpha: 0.65)
        case .systemMaterialDark: return Color(white: 0.1, alpha: 0.82)
        case .systemThickMaterialDark: return Color(white: 0.1, alpha: 0.92)
        case .systemChromeMaterialDark: return Color(white: 0.12, alpha: 0.9)
        }
    }
}
