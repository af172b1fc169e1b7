import Foundation
import Quill

// UIKit's nested type names (`UITableViewCell.CellStyle`, `UIControl.Event`) and the older
// AQGridView's, as deprecated aliases on Quill's types: each use compiles with a warning and a
// fix-it naming Quill's type.

extension TableViewCell {
    /// UIKit's `UITableViewCell.CellStyle`: in Quill, `TableViewCellStyle`.
    @available(*, deprecated, renamed: "TableViewCellStyle", message: "Quill's name is TableViewCellStyle")
    public typealias CellStyle = TableViewCellStyle
    /// UIKit's `UITableViewCell.AccessoryType`: in Quill, `TableViewCellAccessoryType`.
    @available(*, deprecated, renamed: "TableViewCellAccessoryType", message: "Quill's name is TableViewCellAccessoryType")
    public typealias AccessoryType = TableViewCellAccessoryType
    /// UIKit's `UITableViewCell.SelectionStyle`: in Quill, `TableViewCellSelectionStyle`.
    @available(*, deprecated, renamed: "TableViewCellSelectionStyle", message: "Quill's name is TableViewCellSelectionStyle")
    public typealias SelectionStyle = TableViewCellSelectionStyle
    /// UIKit's `UITableViewCell.EditingStyle`: in Quill, `TableViewCellEditingStyle`.
    @available(*, deprecated, renamed: "TableViewCellEditingStyle", message: "Quill's name is TableViewCellEditingStyle")
    public typealias EditingStyle = TableViewCellEditingStyle
}

extension TableView {
    /// UIKit's `UITableView.Style`: in Quill, `TableViewStyle`.
    @available(*, deprecated, renamed: "TableViewStyle", message: "Quill's name is TableViewStyle")
    public typealias Style = TableViewStyle
    /// UIKit's `UITableView.ScrollPosition`: in Quill, `TableViewScrollPosition`.
    @available(*, deprecated, renamed: "TableViewScrollPosition", message: "Quill's name is TableViewScrollPosition")
    public typealias ScrollPosition = TableViewScrollPosition
    /// UIKit's `UITableView.RowAnimation`: in Quill, `TableViewRowAnimation`.
    @available(*, deprecated, renamed: "TableViewRowAnimation", message: "Quill's name is TableViewRowAnimation")
    public typealias RowAnimation = TableViewRowAnimation
}

extension Control {
    /// UIKit's `UIControl.Event`: in Quill, `ControlEvents`.
    @available(*, deprecated, renamed: "ControlEvents", message: "Quill's name is ControlEvents")
    public typealias Event = ControlEvents
    /// UIKit's `UIControl.State`: in Quill, `ControlState`.
    @available(*, deprecated, renamed: "ControlState", message: "Quill's name is ControlState")
    public typealias State = ControlState
}

extension View {
    /// UIKit's `UIView.ContentMode`: in Quill, `ContentMode`.
    @available(*, deprecated, renamed: "ContentMode", message: "Quill's name is ContentMode")
    public typealias ContentMode = QuillViews.ContentMode
    /// UIKit's `UIView.AutoresizingMask`: in Quill, `AutoresizingMask`.
    @available(*, deprecated, renamed: "AutoresizingMask", message: "Quill's name is AutoresizingMask")
    public typealias AutoresizingMask = QuillViews.AutoresizingMask
}

/// UIKit's `NSCoder`, as `init?(coder:)` takes it: in Quill, `TemplateCoder`.
@available(*, deprecated, renamed: "TemplateCoder", message: "Quill's name is TemplateCoder")
public typealias NSCoder = TemplateCoder

/// AQGridView's grid (the grid many iOS apps used before `UICollectionView`): in Quill, `GridView`.
@available(*, deprecated, renamed: "GridView", message: "Quill's name is GridView")
public typealias AQGridView = GridView

/// AQGridView's cell: in Quill, `GridViewCell` (a `CollectionViewCell`).
@available(*, deprecated, renamed: "GridViewCell", message: "Quill's name is GridViewCell")
public typealias AQGridViewCell = GridViewCell

/// AQGridView's data source: in Quill, `GridViewDataSource`.
@available(*, deprecated, renamed: "GridViewDataSource", message: "Quill's name is GridViewDataSource")
public typealias AQGridViewDataSource = GridViewDataSource

/// AQGridView's delegate: in Quill, `GridViewDelegate`.
@available(*, deprecated, renamed: "GridViewDelegate", message: "Quill's name is GridViewDelegate")
public typealias AQGridViewDelegate = GridViewDelegate
