import QuillFoundation

extension Image {
    /// A standard symbol (`SystemSymbol`, named as SF Symbols are: `chevron.right`, `checkmark`,
    /// `magnifyingglass`…) drawn `pointSize` points square at `scale`, as a template image:
    /// views fill it with their tint colour. `nil` for a name Quill does not draw. Symbols that
    /// point in the reading direction (`chevron.forward`, `chevron.backward`) mirror in
    /// right-to-left layouts.
    public convenience init?(systemName name: String, pointSize: Double = 17, scale: Double = 1) {
        guard let symbol = SystemSymbol(rawValue: name), pointSize.isFinite, pointSize > 0, scale.isFinite, scale > 0 else { return nil }
        // Bounded like every image: a huge point size is drawn at a coarser scale.
        let pixelScale = min(scale, 1024 / pointSize)
        let side = max(1, Int((pointSize * pixelScale).rounded(.up)))
        let rasterizer = Rasterizer(target: Bitmap(width: side, height: side))
        let factor = Double(side) / SystemSymbol.designSize
        rasterizer.concatenate(Transform(scaleX: factor, y: factor))
        rasterizer.fill(symbol.path, with: .color(Color(white: 0)))
        self.init(bitmap: rasterizer.takeTarget(), scale: Double(side) / pointSize, name: name, renderingMode: .alwaysTemplate,
            flipsForRightToLeftLayoutDirection: symbol.isDirectional)
    }
}
