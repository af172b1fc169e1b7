import Foundation
import QuillGraphics
import QuillViews
import SnapshotTesting
import QuillFoundation

extension Diffing where Value == Bitmap {
    /// Compares bitmaps stored as PNG files, within a tolerance.
    public static func png(_ comparison: ImageComparison = ImageComparison()) -> Diffing {
        .diff(
            toData: { (try? PNGCodec.encode($0)) ?? Data() },
            fromData: { (try? PNGCodec.decode($0)) ?? Bitmap(width: 0, height: 0) },
            diffV2: { reference, actual in
                guard let message = comparison.difference(reference, actual) else { return nil }
                let diff = (try? PNGCodec.encode(comparison.differenceImage(reference, actual))) ?? Data()
                return (message, [.data(diff, name: "difference.png")])
            })
    }
}

extension Snapshotting where Value: View, Format == Bitmap {
    /// A view rendered headless to a PNG at its size and scale 1, compared with the reference
    /// within the default tolerance: `assertSnapshot(of: view, as: .image)`.
    public static var image: Snapshotting { .image() }

    /// A view rendered headless to a PNG (at its size, or resized to `size`) and compared with
    /// the reference within `comparison`'s tolerance.
    public static func image(size: Size? = nil, scale: Double = 1, comparison: ImageComparison = ImageComparison()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(comparison)) { view in
            MainActor.assumeIsolated { SnapshotRenderer.render(view, size: size, scale: scale) }
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The view tree as text: class, frame, tag, restoration identifier, details and appearance
    /// (background, border, fonts and text colours) per view, so a change of colour or font
    /// fails it as a change of frame does (`View.appearanceDescription`).
    public static var tree: Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated { view.appearanceDescription + "\n" }
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// What a screen reader would read, one element per line in reading order
    /// (`View.accessibilityDescription()`): role, label, value, states, hint and identifier.
    public static var accessibility: Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated { view.accessibilityDescription() + "\n" }
        }
    }
}
