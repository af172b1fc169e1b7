import QuillFoundation

/// Images resampled to a size in device pixels, kept for reuse (a few dozen at most, the
/// oldest dropped first). The resampling is the same as drawing the image through a shader.
final class ResampledImageCache {
    private struct Key: Hashable {
        var image: ObjectIdentifier
        var width: Int
        var height: Int
        var bilinear: Bool
    }

    private var entries: [Key: (image: Image, bitmap: Bitmap)] = [:]
    private var order: [Key] = []
    private let capacity = 64

    func bitmap(for image: Image, width: Int, height: Int, interpolation: ImageInterpolation) -> Bitmap {
        let key = Key(image: ObjectIdentifier(image), width: width, height: height, bilinear: interpolation == .bilinear)
        if let hit = entries[key], hit.image === image { return hit.bitmap }
        var bitmap = Bitmap(width: width, height: height)
        if image.bitmap.width == width, image.bitmap.height == height {
            bitmap = image.bitmap
        } else if let shader = Shader(
            paint: .image(image, rect: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), interpolation: interpolation, opacity: 1),
            transform: .identity)
        {
            for y in 0..<height {
                for x in 0..<width { bitmap.pixels[y * width + x] = shader.color(x: x, y: y) }
            }
        }
        entries[key] = (image, bitmap)
        order.append(key)
        if order.count > capacity {
            entries[order.removeFirst()] = nil
        }
        return bitmap
    }
}
