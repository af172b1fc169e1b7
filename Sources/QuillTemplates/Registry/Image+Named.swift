import Foundation
import QuillGraphics
import QuillViews

extension Image {
    /// The image with a name (UIKit's `UIImage(named:in:compatibleWith:)`): from `bundle`'s
    /// folder (an asset catalog in it, then PNG or JPEG files, `@2x`/`@3x` variants preferred for
    /// `scale`), or without a bundle from the application's image catalog (the folders the app
    /// added and Quill's bundled images). `nil` when there is no such image or its file is not
    /// one, as in UIKit; `ImageCatalog.image(named:scale:)` throws with the folders searched.
    /// - Parameters:
    ///   - name: The image's name (`avatar`, `avatar.png`).
    ///   - bundle: Where to look; `nil` for the application's image catalog.
    ///   - scale: The display scale the image is chosen for; its other scales stay known as
    ///     variants.
    @MainActor
    public convenience init?(named name: String, in bundle: (any TemplateBundleConvertible)? = nil, scale: Double = 1) {
        let found: Image?
        if let bundle {
            found = try? bundle.templateBundle.image(named: name, scale: scale)
        } else {
            found = try? Application.shared.context.images.image(named: name, scale: scale)
        }
        guard let found else { return nil }
        self.init(sharing: found)
    }
}
