@_exported import QuillFoundation
@_exported import QuillGraphics
@_exported import QuillSDL
@_exported import QuillViews
@_exported import QuillWidgets
@_exported import QuillTemplates
@_exported import Foundation
@_exported import QuillControllers
