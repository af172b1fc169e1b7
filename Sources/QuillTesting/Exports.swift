@_exported import QuillFoundation
@_exported import QuillGraphics
@_exported import QuillViews
@_exported import QuillWidgets
@_exported import SnapshotTesting
@_exported import Foundation
