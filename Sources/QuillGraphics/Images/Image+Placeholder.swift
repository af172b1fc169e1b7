import QuillFoundation

extension Image {
    /// The most pixels a placeholder has on its longer side (a huge declared size is drawn
    /// coarser, never with a huge bitmap).
    static let placeholderMaximumPixels = 1024.0

    /// What a missing image is drawn as (Interface Builder's placeholder): a light grey box
    /// with a border and both diagonals, `size` points at `scale`.
    public static func placeholder(size: Size, scale: Double = 1, name: String = "") -> Image {
        let longest = max(size.width, size.height, 1)
        let factor = min(max(scale, 1), placeholderMaximumPixels / longest)
        let width = max(1, Int((size.width * factor).rounded())), height = max(1, Int((size.height * factor).rounded()))
        let fill = PixelColor(Color(red8: 0xE5, green8: 0xE5, blue8: 0xEA)).packed
        let line = PixelColor(Color(red8: 0xAE, green8: 0xAE, blue8: 0xB2)).packed
        var bitmap = Bitmap(width: width, height: height, fill: PixelColor(packed: fill))
        for x in 0..<width {
            bitmap.pixels[x] = line
            bitmap.pixels[(height - 1) * width + x] = line
        }
        for y in 0..<height {
            bitmap.pixels[y * width] = line
            bitmap.pixels[y * width + width - 1] = line
        }
        // The diagonals, one pixel wide, stepping along the longer side.
        let steps = max(width, height)
        for i in 0..<steps {
            let t = steps == 1 ? 0 : Double(i) / Double(steps - 1)
            let x = Int((t * Double(width - 1)).rounded()), y = Int((t * Double(height - 1)).rounded())
            bitmap.pixels[y * width + x] = line
            bitmap.pixels[(height - 1 - y) * width + x] = line
        }
        return Image(bitmap: bitmap, scale: factor, name: name)
    }
}
