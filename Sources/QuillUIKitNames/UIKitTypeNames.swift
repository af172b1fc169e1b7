import Foundation
import Quill

// UIKit's names for Quill's types, each deprecated and renamed, so that code being ported
// compiles with one warning per use and a fix-it that writes Quill's name (Xcode's "renamed"
// fix-it; `swift build` prints the new name). Import this module while porting and remove the
// import once the warnings are gone: nothing here is meant to stay. The same UIKit names are
// accepted as classes in native templates and .xib files without it.
//
// Core Graphics' names (`CGRect`, `CGPoint`, `CGSize`, `CGFloat`) are not here: Foundation on
// Linux declares them itself, so aliases would be ambiguous. Write `Rect`, `Point`, `Size` and
// `Double`.

/// UIKit's `UIView`: in Quill, `View`.
@available(*, deprecated, renamed: "View", message: "Quill's name is View")
public typealias UIView = View

/// UIKit's `UIWindow`: in Quill, `Window`.
@available(*, deprecated, renamed: "Window", message: "Quill's name is Window")
public typealias UIWindow = Window

/// UIKit's `UIApplication`: in Quill, `Application`.
@available(*, deprecated, renamed: "Application", message: "Quill's name is Application")
public typealias UIApplication = Application

/// UIKit's `UIResponder`: in Quill, `Responder`.
@available(*, deprecated, renamed: "Responder", message: "Quill's name is Responder")
public typealias UIResponder = Responder

/// UIKit's `UIControl`: in Quill, `Control`.
@available(*, deprecated, renamed: "Control", message: "Quill's name is Control")
public typealias UIControl = Control

/// UIKit's `UILabel`: in Quill, `Label`.
@available(*, deprecated, renamed: "Label", message: "Quill's name is Label")
public typealias UILabel = Label

/// UIKit's `UIButton`: in Quill, `Button`.
@available(*, deprecated, renamed: "Button", message: "Quill's name is Button")
public typealias UIButton = Button

/// UIKit's `UIImageView`: in Quill, `ImageView`.
@available(*, deprecated, renamed: "ImageView", message: "Quill's name is ImageView")
public typealias UIImageView = ImageView

/// UIKit's `UISwitch`: in Quill, `Switch`.
@available(*, deprecated, renamed: "Switch", message: "Quill's name is Switch")
public typealias UISwitch = Switch

/// UIKit's `UISlider`: in Quill, `Slider`.
@available(*, deprecated, renamed: "Slider", message: "Quill's name is Slider")
public typealias UISlider = Slider

/// UIKit's `UISegmentedControl`: in Quill, `SegmentedControl`.
@available(*, deprecated, renamed: "SegmentedControl", message: "Quill's name is SegmentedControl")
public typealias UISegmentedControl = SegmentedControl

/// UIKit's `UIProgressView`: in Quill, `ProgressView`.
@available(*, deprecated, renamed: "ProgressView", message: "Quill's name is ProgressView")
public typealias UIProgressView = ProgressView

/// UIKit's `UIActivityIndicatorView`: in Quill, `ActivityIndicatorView`.
@available(*, deprecated, renamed: "ActivityIndicatorView", message: "Quill's name is ActivityIndicatorView")
public typealias UIActivityIndicatorView = ActivityIndicatorView

/// UIKit's `UIStackView`: in Quill, `StackView`.
@available(*, deprecated, renamed: "StackView", message: "Quill's name is StackView")
public typealias UIStackView = StackView

/// UIKit's `UITextField`: in Quill, `TextField`.
@available(*, deprecated, renamed: "TextField", message: "Quill's name is TextField")
public typealias UITextField = TextField

/// UIKit's `UITextView`: in Quill, `TextView`.
@available(*, deprecated, renamed: "TextView", message: "Quill's name is TextView")
public typealias UITextView = TextView

/// UIKit's `UISearchBar`: in Quill, `SearchBar`.
@available(*, deprecated, renamed: "SearchBar", message: "Quill's name is SearchBar")
public typealias UISearchBar = SearchBar

/// UIKit's `UIStepper`: in Quill, `Stepper`.
@available(*, deprecated, renamed: "Stepper", message: "Quill's name is Stepper")
public typealias UIStepper = Stepper

/// UIKit's `UIPageControl`: in Quill, `PageControl`.
@available(*, deprecated, renamed: "PageControl", message: "Quill's name is PageControl")
public typealias UIPageControl = PageControl

/// UIKit's `UIDatePicker`: in Quill, `DatePicker`.
@available(*, deprecated, renamed: "DatePicker", message: "Quill's name is DatePicker")
public typealias UIDatePicker = DatePicker

/// UIKit's `UIPickerView`: in Quill, `PickerView`.
@available(*, deprecated, renamed: "PickerView", message: "Quill's name is PickerView")
public typealias UIPickerView = PickerView

/// UIKit's `UIVisualEffectView`: in Quill, `VisualEffectView`.
@available(*, deprecated, renamed: "VisualEffectView", message: "Quill's name is VisualEffectView")
public typealias UIVisualEffectView = VisualEffectView

/// UIKit's `UIScrollView`: in Quill, `ScrollView`.
@available(*, deprecated, renamed: "ScrollView", message: "Quill's name is ScrollView")
public typealias UIScrollView = ScrollView

/// UIKit's `UITableView`: in Quill, `TableView`.
@available(*, deprecated, renamed: "TableView", message: "Quill's name is TableView")
public typealias UITableView = TableView

/// UIKit's `UITableViewCell`: in Quill, `TableViewCell`.
@available(*, deprecated, renamed: "TableViewCell", message: "Quill's name is TableViewCell")
public typealias UITableViewCell = TableViewCell

/// UIKit's `UITableViewHeaderFooterView`: in Quill, `TableViewHeaderFooterView`.
@available(*, deprecated, renamed: "TableViewHeaderFooterView", message: "Quill's name is TableViewHeaderFooterView")
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView

/// UIKit's `UICollectionView`: in Quill, `CollectionView`.
@available(*, deprecated, renamed: "CollectionView", message: "Quill's name is CollectionView")
public typealias UICollectionView = CollectionView

/// UIKit's `UICollectionViewCell`: in Quill, `CollectionViewCell`.
@available(*, deprecated, renamed: "CollectionViewCell", message: "Quill's name is CollectionViewCell")
public typealias UICollectionViewCell = CollectionViewCell

/// UIKit's `UICollectionViewFlowLayout`: in Quill, `CollectionViewFlowLayout`.
@available(*, deprecated, renamed: "CollectionViewFlowLayout", message: "Quill's name is CollectionViewFlowLayout")
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout

/// UIKit's `UIViewController`: in Quill, `ViewController`.
@available(*, deprecated, renamed: "ViewController", message: "Quill's name is ViewController")
public typealias UIViewController = ViewController

/// UIKit's `UITableViewController`: in Quill, `TableViewController`.
@available(*, deprecated, renamed: "TableViewController", message: "Quill's name is TableViewController")
public typealias UITableViewController = TableViewController

/// UIKit's `UINavigationController`: in Quill, `NavigationController`.
@available(*, deprecated, renamed: "NavigationController", message: "Quill's name is NavigationController")
public typealias UINavigationController = NavigationController

/// UIKit's `UITabBarController`: in Quill, `TabBarController`.
@available(*, deprecated, renamed: "TabBarController", message: "Quill's name is TabBarController")
public typealias UITabBarController = TabBarController

/// UIKit's `UISplitViewController`: in Quill, `SplitViewController`.
@available(*, deprecated, renamed: "SplitViewController", message: "Quill's name is SplitViewController")
public typealias UISplitViewController = SplitViewController

/// UIKit's `UIAlertController`: in Quill, `AlertController`.
@available(*, deprecated, renamed: "AlertController", message: "Quill's name is AlertController")
public typealias UIAlertController = AlertController

/// UIKit's `UIDocumentPickerViewController`: in Quill, `DocumentPickerViewController`.
@available(*, deprecated, renamed: "DocumentPickerViewController", message: "Quill's name is DocumentPickerViewController")
public typealias UIDocumentPickerViewController = DocumentPickerViewController

/// UIKit's `UINavigationBar`: in Quill, `NavigationBar`.
@available(*, deprecated, renamed: "NavigationBar", message: "Quill's name is NavigationBar")
public typealias UINavigationBar = NavigationBar

/// UIKit's `UITabBar`: in Quill, `TabBar`.
@available(*, deprecated, renamed: "TabBar", message: "Quill's name is TabBar")
public typealias UITabBar = TabBar

/// UIKit's `UIToolbar`: in Quill, `Toolbar`.
@available(*, deprecated, renamed: "Toolbar", message: "Quill's name is Toolbar")
public typealias UIToolbar = Toolbar

/// UIKit's `UIBarButtonItem`: in Quill, `BarButtonItem`.
@available(*, deprecated, renamed: "BarButtonItem", message: "Quill's name is BarButtonItem")
public typealias UIBarButtonItem = BarButtonItem

/// UIKit's `UIStoryboard`: in Quill, `Storyboard`.
@available(*, deprecated, renamed: "Storyboard", message: "Quill's name is Storyboard")
public typealias UIStoryboard = Storyboard

/// UIKit's `UINib`: in Quill, `Template`.
@available(*, deprecated, renamed: "Template", message: "Quill's name is Template")
public typealias UINib = Template

/// UIKit's `UIGestureRecognizer`: in Quill, `GestureRecognizer`.
@available(*, deprecated, renamed: "GestureRecognizer", message: "Quill's name is GestureRecognizer")
public typealias UIGestureRecognizer = GestureRecognizer

/// UIKit's `UITapGestureRecognizer`: in Quill, `TapGestureRecognizer`.
@available(*, deprecated, renamed: "TapGestureRecognizer", message: "Quill's name is TapGestureRecognizer")
public typealias UITapGestureRecognizer = TapGestureRecognizer

/// UIKit's `UIPanGestureRecognizer`: in Quill, `PanGestureRecognizer`.
@available(*, deprecated, renamed: "PanGestureRecognizer", message: "Quill's name is PanGestureRecognizer")
public typealias UIPanGestureRecognizer = PanGestureRecognizer

/// UIKit's `UILongPressGestureRecognizer`: in Quill, `LongPressGestureRecognizer`.
@available(*, deprecated, renamed: "LongPressGestureRecognizer", message: "Quill's name is LongPressGestureRecognizer")
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer

/// UIKit's `UISwipeGestureRecognizer`: in Quill, `SwipeGestureRecognizer`.
@available(*, deprecated, renamed: "SwipeGestureRecognizer", message: "Quill's name is SwipeGestureRecognizer")
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer

/// UIKit's `UIMenu`: in Quill, `Menu`.
@available(*, deprecated, renamed: "Menu", message: "Quill's name is Menu")
public typealias UIMenu = Menu

/// UIKit's `UIAction`: in Quill, `MenuAction`.
@available(*, deprecated, renamed: "MenuAction", message: "Quill's name is MenuAction")
public typealias UIAction = MenuAction

/// UIKit's `UICommand`: in Quill, `Command`.
@available(*, deprecated, renamed: "Command", message: "Quill's name is Command")
public typealias UICommand = Command

/// UIKit's `UIKeyCommand`: in Quill, `KeyCommand`.
@available(*, deprecated, renamed: "KeyCommand", message: "Quill's name is KeyCommand")
public typealias UIKeyCommand = KeyCommand

/// UIKit's `UIPasteboard`: in Quill, `Pasteboard`.
@available(*, deprecated, renamed: "Pasteboard", message: "Quill's name is Pasteboard")
public typealias UIPasteboard = Pasteboard

/// UIKit's `UIImage`: in Quill, `Image`.
@available(*, deprecated, renamed: "Image", message: "Quill's name is Image")
public typealias UIImage = Image

/// UIKit's `UIColor`: in Quill, `Color`.
@available(*, deprecated, renamed: "Color", message: "Quill's name is Color")
public typealias UIColor = Color

/// UIKit's `UIFont`: in Quill, `Font`.
@available(*, deprecated, renamed: "Font", message: "Quill's name is Font")
public typealias UIFont = Font

/// UIKit's `UIEdgeInsets`: in Quill, `EdgeInsets`.
@available(*, deprecated, renamed: "EdgeInsets", message: "Quill's name is EdgeInsets")
public typealias UIEdgeInsets = EdgeInsets

/// UIKit's `NSLayoutConstraint`: in Quill, `LayoutConstraint`.
@available(*, deprecated, renamed: "LayoutConstraint", message: "Quill's name is LayoutConstraint")
public typealias NSLayoutConstraint = LayoutConstraint

/// UIKit's `UIUndoManager`: in Quill, `UndoManager`.
@available(*, deprecated, renamed: "UndoManager", message: "Quill's name is UndoManager")
public typealias UIUndoManager = UndoManager

/// UIKit's `UITableViewDataSource`: in Quill, `TableViewDataSource`.
@available(*, deprecated, renamed: "TableViewDataSource", message: "Quill's name is TableViewDataSource")
public typealias UITableViewDataSource = TableViewDataSource

/// UIKit's `UITableViewDelegate`: in Quill, `TableViewDelegate`.
@available(*, deprecated, renamed: "TableViewDelegate", message: "Quill's name is TableViewDelegate")
public typealias UITableViewDelegate = TableViewDelegate

/// UIKit's `UICollectionViewDataSource`: in Quill, `CollectionViewDataSource`.
@available(*, deprecated, renamed: "CollectionViewDataSource", message: "Quill's name is CollectionViewDataSource")
public typealias UICollectionViewDataSource = CollectionViewDataSource

/// UIKit's `UICollectionViewDelegate`: in Quill, `CollectionViewDelegate`.
@available(*, deprecated, renamed: "CollectionViewDelegate", message: "Quill's name is CollectionViewDelegate")
public typealias UICollectionViewDelegate = CollectionViewDelegate

/// UIKit's `UIScrollViewDelegate`: in Quill, `ScrollViewDelegate`.
@available(*, deprecated, renamed: "ScrollViewDelegate", message: "Quill's name is ScrollViewDelegate")
public typealias UIScrollViewDelegate = ScrollViewDelegate

/// UIKit's `UITextFieldDelegate`: in Quill, `TextFieldDelegate`.
@available(*, deprecated, renamed: "TextFieldDelegate", message: "Quill's name is TextFieldDelegate")
public typealias UITextFieldDelegate = TextFieldDelegate

/// UIKit's `NSTextAlignment`: in Quill, `TextAlignment`.
@available(*, deprecated, renamed: "TextAlignment", message: "Quill's name is TextAlignment")
public typealias NSTextAlignment = TextAlignment

/// UIKit's `NSLineBreakMode`: in Quill, `LineBreakMode`.
@available(*, deprecated, renamed: "LineBreakMode", message: "Quill's name is LineBreakMode")
public typealias NSLineBreakMode = LineBreakMode
