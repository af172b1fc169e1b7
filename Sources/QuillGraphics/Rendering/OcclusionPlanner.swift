import QuillFoundation

/// Finds what a recording draws only to be covered later (`OcclusionPlan`), without drawing:
/// it follows the rasterizer's state through the operations (transforms, clips, what a rounded
/// clip's mask holds whole, layers), notes the pixels each drawing operation may touch and
/// those an opaque fill sets whatever lay beneath, then walks back from the last operation,
/// taking away from each what later operations cover.
///
/// What covers: a clear, and an opaque one-colour fill of an axis-aligned rectangle or rounded
/// rectangle, in the pixels it covers whole, within its clip and where its mask (if any) is
/// known whole. Inside a transparency layer, covers count only for that layer's own operations
/// (the layer is blended onto what lies beneath); a backdrop blur, which reads pixels around
/// it, forgets every cover found after it.
enum OcclusionPlanner {
    /// The least pixels a region must have to be planned, unless asked otherwise: a scroll's
    /// exposed strip is drawn whole faster than planned.
    static let minimumPixels = 250_000
    /// Covers smaller than this are not kept (a button's background hides little).
    static let minimumCoverPixels = 1_024
    /// The most covers kept at once; the smallest give way to larger ones.
    static let maximumCovers = 48
    /// A drawing operation's visible parts are kept apart only up to this many pieces.
    static let maximumPieces = 64

    private struct State {
        var transform = Transform.identity
        var clip: PixelRect
        /// nil without a mask; otherwise where the mask is known to be whole.
        var maskInterior: [PixelRect]?
        var maskRect: PixelRect?
    }

    private enum Role {
        case state, barrier, beginLayer, endLayer
        /// A drawing operation: the pixels it may change, those it sets whatever lay beneath,
        /// and whether it may be drawn in pieces.
        case draw(touch: PixelRect, covers: [PixelRect], trimmable: Bool)
    }

    /// The plan for `operations` replayed into a target of `bounds` (within `band`), or nil
    /// when nothing would be left out or the recording is not one the planner follows (it must
    /// start with a state reset, have no other, and close every layer it opens).
    static func plan(_ operations: [RasterOperation], bounds: PixelRect, band: PixelRect?, leastPixels: Int = minimumPixels) -> OcclusionPlan? {
        let region = band.map { $0.intersection(bounds) } ?? bounds
        guard region.area >= leastPixels, operations.count >= 3, case .resetState = operations[0],
            let roles = roles(of: operations, bounds: bounds, band: band)
        else { return nil }
        return walkBack(roles)
    }

    /// Each operation's role, following the state forward (as `Rasterizer` changes it).
    private static func roles(of operations: [RasterOperation], bounds: PixelRect, band: PixelRect?) -> [Role]? {
        var state = State(clip: bounds)
        var stack: [State] = []
        var layers: [(depth: Int, state: State)] = []
        var roles: [Role] = []
        roles.reserveCapacity(operations.count)
        var anyCover = false
        for (index, operation) in operations.enumerated() {
            var role = Role.state
            switch operation {
            case .resetState:
                guard index == 0 else { return nil }
                state = State(clip: band.map { bounds.intersection($0) } ?? bounds)
            case .save: stack.append(state)
            case .restore:
                if let layer = layers.last, layer.depth == stack.count { break }
                if let last = stack.popLast() { state = last }
            case .concatenate(let transform): state.transform = transform.concatenating(state.transform)
            case .clipRect(let rect):
                if state.transform.isAxisAligned {
                    intersect(&state, Rasterizer.snappedClip(rect, transform: state.transform))
                } else {
                    clip(&state, to: Path(rect: rect), wholeInside: [])
                }
            case .clipPath(let path): clip(&state, to: path, wholeInside: [])
            case .clipRoundedRect(let rect, let radius, let corners):
                let inside = RoundedRectInterior.pixels(of: rect, cornerRadius: radius, corners: corners, transform: state.transform)
                clip(&state, to: Path(roundedRect: rect, cornerRadius: radius, corners: corners), wholeInside: inside)
            case .clipDevice(let rect): intersect(&state, rect)
            case .beginLayer:
                layers.append((stack.count, state))
                role = .beginLayer
            case .endLayer:
                guard let layer = layers.popLast() else { break }
                while stack.count > layer.depth { stack.removeLast() }
                state = layer.state
                role = .endLayer
            case .blurDrawnPixels: role = .barrier
            default:
                role = drawingRole(of: operation, in: state)
                if case .draw(_, let covers, _) = role, !covers.isEmpty { anyCover = true }
            }
            roles.append(role)
        }
        return layers.isEmpty && anyCover ? roles : nil
    }

    /// The role of an operation that draws, under `state`.
    private static func drawingRole(of operation: RasterOperation, in state: State) -> Role {
        let transform = state.transform, clip = state.clip
        // Where a shape in user space may touch: its device bounds, a pixel wider on each side
        // (rounding in how each drawing finds its extent then never matters), within the clip.
        func touched(_ rect: Rect) -> PixelRect {
            let covering = PixelRect(covering: rect.applying(transform))
            return PixelRect(x: covering.x - 1, y: covering.y - 1, width: covering.width + 2, height: covering.height + 2).intersection(clip)
        }
        func opaque(_ paint: Paint) -> Bool { Shader(paint: paint, transform: transform)?.opaqueSolid != nil }
        func isColor(_ paint: Paint) -> Bool {
            if case .color = paint { return true }
            return false
        }
        switch operation {
        case .clear(let rect, _):
            let area = rect.intersection(clip)
            return .draw(touch: area, covers: [area], trimmable: true)
        case .fillRect(let rect, let paint):
            let device = rect.standardized.applying(transform)
            guard transform.isAxisAligned else { return .draw(touch: touched(rect.standardized), covers: [], trimmable: false) }
            let covers = opaque(paint) ? masked([PixelRect(inside: device).intersection(clip)], by: state) : []
            return .draw(touch: PixelRect(covering: device).intersection(clip), covers: covers, trimmable: isColor(paint))
        case .fillRoundedRect(let rect, let radius, let corners, let paint):
            let inside = opaque(paint) ? RoundedRectInterior.pixels(of: rect, cornerRadius: radius, corners: corners, transform: transform) : []
            return .draw(
                touch: touched(rect.standardized), covers: masked(inside.map { $0.intersection(clip) }, by: state),
                trimmable: isColor(paint))
        case .fillPath(let path, let paint):
            return .draw(touch: touched(path.boundingBox), covers: [], trimmable: isColor(paint))
        case .strokeInside(let rect, _, _, _, _), .image(_, let rect, _, _):
            return .draw(touch: touched(rect.standardized), covers: [], trimmable: false)
        case .composite(let bitmap, let x, let y, _):
            return .draw(touch: PixelRect(x: x, y: y, width: bitmap.width, height: bitmap.height).intersection(clip), covers: [], trimmable: false)
        default:
            // A view's display list draws inside its clip.
            return .draw(touch: clip, covers: [], trimmable: false)
        }
    }

    /// The parts of `covers` where the state's mask (if any) is known whole.
    private static func masked(_ covers: [PixelRect], by state: State) -> [PixelRect] {
        let nonEmpty = covers.filter { !$0.isEmpty }
        guard let interior = state.maskInterior else { return nonEmpty }
        return nonEmpty.flatMap { cover in interior.map { cover.intersection($0) } }.filter { !$0.isEmpty }
    }

    /// `Rasterizer.intersectClip`.
    private static func intersect(_ state: inout State, _ rect: PixelRect) {
        state.clip = state.clip.intersection(rect)
        if let maskRect = state.maskRect, !maskRect.contains(state.clip) { state.clip = state.clip.intersection(maskRect) }
    }

    /// `Rasterizer.clip(to:wholeInside:)`, without its mask's values.
    private static func clip(_ state: inout State, to path: Path, wholeInside: [PixelRect]) {
        intersect(&state, PixelRect(covering: path.boundingBox.applying(state.transform)))
        guard !state.clip.isEmpty else { return }
        state.maskInterior = Rasterizer.maskInterior(wholeInside, clip: state.clip, previous: state.maskInterior)
        state.maskRect = state.clip
    }

    /// Walks back from the last operation, keeping the covers found so far, and decides what of
    /// each drawing operation stays visible.
    private static func walkBack(_ roles: [Role]) -> OcclusionPlan? {
        var plan = OcclusionPlan(visibleParts: Array(repeating: nil, count: roles.count))
        var covers: [PixelRect] = []
        // Where each open layer's own covers start in `covers` (walking back, a layer opens at
        // its end).
        var layerStarts: [Int] = []
        for index in roles.indices.reversed() {
            switch roles[index] {
            case .state: continue
            case .endLayer: layerStarts.append(covers.count)
            case .beginLayer:
                if let start = layerStarts.popLast(), start < covers.count { covers.removeSubrange(start...) }
            case .barrier:
                covers.removeAll()
                layerStarts = layerStarts.map { _ in 0 }
            case .draw(let touch, let own, let trimmable):
                if !touch.isEmpty, let parts = visibleParts(of: touch, outside: covers) {
                    let visible = parts.reduce(0) { $0 + $1.area }
                    if parts.isEmpty {
                        plan.visibleParts[index] = []
                        plan.leftOut += 1
                    } else if trimmable, visible * 4 <= touch.area * 3 {
                        plan.visibleParts[index] = parts
                        plan.trimmed += 1
                    }
                }
                for cover in own where cover.area >= minimumCoverPixels { keep(cover, in: &covers, layerStart: layerStarts.last ?? 0) }
            }
        }
        return plan.leftOut + plan.trimmed > 0 ? plan : nil
    }

    /// Adds a cover; when there are as many as kept, it takes the place of the smallest found
    /// since the innermost open layer began (never of an outer one), if it is larger.
    private static func keep(_ cover: PixelRect, in covers: inout [PixelRect], layerStart: Int) {
        if covers.count < maximumCovers {
            covers.append(cover)
            return
        }
        guard layerStart < covers.count,
            let smallest = covers[layerStart...].indices.min(by: { covers[$0].area < covers[$1].area }),
            covers[smallest].area < cover.area
        else { return }
        covers[smallest] = cover
    }

    /// What of `touch` no cover hides, in at most `maximumPieces` rectangles (nil when it
    /// breaks into more: it is then drawn whole).
    private static func visibleParts(of touch: PixelRect, outside covers: [PixelRect]) -> [PixelRect]? {
        let hitting = covers.filter { $0.intersects(touch) }
        if hitting.contains(where: { $0.contains(touch) }) { return [] }
        var pieces = [touch]
        // The largest first: the pieces left stay few.
        for cover in hitting.sorted(by: { $0.area > $1.area }) {
            var next: [PixelRect] = []
            for piece in pieces {
                let hidden = piece.intersection(cover)
                guard !hidden.isEmpty else {
                    next.append(piece)
                    continue
                }
                let parts = [
                    PixelRect(x: piece.x, y: piece.y, width: piece.width, height: hidden.y - piece.y),
                    PixelRect(x: piece.x, y: hidden.maxY, width: piece.width, height: piece.maxY - hidden.maxY),
                    PixelRect(x: piece.x, y: hidden.y, width: hidden.x - piece.x, height: hidden.height),
                    PixelRect(x: hidden.maxX, y: hidden.y, width: piece.maxX - hidden.maxX, height: hidden.height),
                ]
                next += parts.filter { !$0.isEmpty }
            }
            pieces = next
            if pieces.isEmpty { return [] }
            if pieces.count > maximumPieces { return nil }
        }
        return pieces
    }
}
