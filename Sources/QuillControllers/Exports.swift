@_exported import Foundation
@_exported import QuillFoundation
@_exported import QuillGraphics
@_exported import QuillTemplates
@_exported import QuillViews
@_exported import QuillWidgets
