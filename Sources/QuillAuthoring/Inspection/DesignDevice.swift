import QuillFoundation
import QuillTemplateFormats
import QuillTemplates
import QuillViews
import QuillWidgets

/// A device Interface Builder lays a .xib out on (`<device id="retina4_7">`), in portrait, with
/// what it simulates there: the safe area of a view filling its screen (status bar, notch, home
/// indicator) and the side margins of a view controller's root view (UIKit's system minimum
/// layout margins: 16 points, 20 on screens 414 points wide or more and on iPads).
public struct DesignDevice: Sendable, Hashable {
    /// Interface Builder's id for the device.
    public let id: String
    /// The screen in points, portrait.
    public let screen: Size
    /// The safe area insets of a view filling the screen, status bar shown.
    public let safeAreaInsets: EdgeInsets
    /// The left and right layout margins of a view controller's root view, and the margins a
    /// table view gives its cells' content views at the sides.
    public let sideMargin: Double

    /// The first Interface Builder (Xcode 9, tools version 13000 and later) that lays out with
    /// iOS 11's rules: table cells' content views have margins of 11 points at the top and
    /// bottom and the device's side margin at the sides (Xcode 8 and earlier: 8 all round).
    public static let iOS11ToolsVersion = 13000

    /// The first Interface Builder (Xcode 11, tools version 15000 and later) that draws
    /// controls with iOS 13's metrics: a progress bar 4 points thick (Xcode 10 and earlier: 2),
    /// a segmented control 31 points tall (28).
    public static let iOS13ToolsVersion = 15000

    private init(_ id: String, _ width: Double, _ height: Double, top: Double, bottom: Double) {
        self.id = id
        screen = Size(width: width, height: height)
        safeAreaInsets = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        sideMargin = width >= 414 ? 20 : 16
    }

    /// The devices Interface Builder offers, with Apple's published screen sizes and the safe
    /// areas it simulates in portrait.
    public static let all: [DesignDevice] = [
        DesignDevice("retina3_5", 320, 480, top: 20, bottom: 0),
        DesignDevice("retina4_0", 320, 568, top: 20, bottom: 0),
        DesignDevice("retina4_7", 375, 667, top: 20, bottom: 0),
        DesignDevice("retina5_5", 414, 736, top: 20, bottom: 0),
        DesignDevice("retina5_9", 375, 812, top: 44, bottom: 34),
        DesignDevice("retina6_1", 414, 896, top: 44, bottom: 34),
        DesignDevice("retina6_5", 414, 896, top: 44, bottom: 34),
        DesignDevice("retina5_4", 375, 812, top: 50, bottom: 34),
        DesignDevice("retina6_12", 390, 844, top: 47, bottom: 34),
        DesignDevice("retina6_72", 428, 926, top: 47, bottom: 34),
        DesignDevice("iPhone14Pro", 393, 852, top: 59, bottom: 34),
        DesignDevice("iPhone14ProMax", 430, 932, top: 59, bottom: 34),
        DesignDevice("ipad9_7", 768, 1024, top: 20, bottom: 0),
        DesignDevice("ipad10_5", 834, 1112, top: 20, bottom: 0),
        DesignDevice("ipad12_9", 1024, 1366, top: 20, bottom: 0),
        DesignDevice("ipad11_0rounded", 834, 1194, top: 24, bottom: 20),
        DesignDevice("ipad12_9rounded", 1024, 1366, top: 24, bottom: 20),
    ]

    /// The device with Interface Builder's id `id`, or nil for an unknown one.
    public static func named(_ id: String?) -> DesignDevice? {
        guard let id else { return nil }
        return all.first { $0.id == id }
    }

    /// Gives `view`, made from the template object `description`, what Interface Builder
    /// simulates around it on this device, so it lays out and draws as Interface Builder drew
    /// it: a view filling the screen is laid out as a view controller's root view (the safe
    /// area under the status bar unless the file hides it, and margins of at least the side
    /// margin at the sides, measured from the safe area); a table cell's content view gets the
    /// margins a table gives it (iOS 11's 11 points at the top and bottom and the side margin,
    /// or 8 all round in files last saved before Xcode 9, `toolsVersion`). Margins the file
    /// sets itself are kept (a root view's grow to the side margin, as UIKit's system minimum
    /// does). Doing it twice changes nothing more.
    @MainActor
    public func simulate(around view: View, described description: TemplateObject, toolsVersion: Int?) {
        func setsMargins(_ object: TemplateObject) -> Bool {
            object.property("layoutMargins") != nil || object.property("directionalLayoutMargins") != nil
        }
        if let cell = view as? TableViewCell {
            let content = description.parts.first { $0.key == "contentView" }?.object
            guard content.map({ !setsMargins($0) }) ?? true else { return }
            cell.contentView.layoutMargins =
                (toolsVersion ?? .max) >= DesignDevice.iOS11ToolsVersion
                ? EdgeInsets(top: 11, left: sideMargin, bottom: 11, right: sideMargin) : EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            return
        }
        let designSize = description.property("frame").flatMap { try? $0.asRect() }?.size ?? view.bounds.size
        guard designSize == screen else { return }
        var insets = description.designHidesStatusBar ? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) : safeAreaInsets
        // A storyboard scene inside a navigation or tab bar controller: the bars it draws over
        // the view. Without a notch, Interface Builder draws no status bar over such a scene
        // since Xcode 11, as the stored frames of its files show.
        let bars = description.designBarInsets
        if bars != EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) {
            if safeAreaInsets.bottom == 0, (toolsVersion ?? .max) >= DesignDevice.iOS13ToolsVersion { insets.top = 0 }
            insets.top += bars.top
            insets.bottom += bars.bottom
        }
        if insets != EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) { view.additionalSafeAreaInsets = insets }
        let own = setsMargins(description) ? view.layoutMargins : EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        view.layoutMargins = EdgeInsets(top: own.top, left: Swift.max(own.left, sideMargin), bottom: own.bottom, right: Swift.max(own.right, sideMargin))
    }

    /// `simulate(around:described:toolsVersion:)` for every top-level view of `instance`, made
    /// from `document`, on the document's design device (nothing for an unknown device), and
    /// the control metrics of the Interface Builder that saved it
    /// (`simulateControlMetrics(of:in:toolsVersion:)`).
    @MainActor
    public static func simulate(_ instance: TemplateInstance, of document: TemplateDocument) {
        let device = named(document.designDevice)
        for object in document.objects {
            guard let view = instance.object(withID: object.id) as? View else { continue }
            device?.simulate(around: view, described: object, toolsVersion: document.designToolsVersion)
            simulateControlMetrics(of: object, in: instance, toolsVersion: document.designToolsVersion)
            simulateDesignIntrinsicSizes(of: object, in: instance)
        }
    }

    /// Gives the views made from `object` and the objects inside it the content sizes
    /// Interface Builder laid them out with, where those are not their own:
    /// - a placeholder intrinsic size (the Size inspector's "Intrinsic Size: Placeholder"),
    ///   along the axes it gives (none along an axis it leaves out);
    /// - for a view Interface Builder drew live from the app's code (`isDesignable`) whose class
    ///   is not registered here, so that a plainer class stands in: the intrinsic size the file
    ///   recorded for it, or else the size of its stored frame (less its alignment insets), the
    ///   only other record of what that code reported. A registered class measures itself, as
    ///   the designable did.
    @MainActor
    public static func simulateDesignIntrinsicSizes(of object: TemplateObject, in instance: TemplateInstance) {
        for described in object.allObjects {
            guard let view = instance.object(withID: described.id) as? View else { continue }
            if described.placeholderIntrinsicWidth != nil || described.placeholderIntrinsicHeight != nil {
                view.designIntrinsicContentSize = Size(
                    width: described.placeholderIntrinsicWidth ?? View.noIntrinsicMetric,
                    height: described.placeholderIntrinsicHeight ?? View.noIntrinsicMetric)
            } else if described.isDesignable, instance.isFallback(view) {
                if let recorded = described.designableIntrinsicSize {
                    view.designIntrinsicContentSize = Size(
                        width: recorded.width < 0 ? View.noIntrinsicMetric : recorded.width, height: recorded.height < 0 ? View.noIntrinsicMetric : recorded.height)
                } else if let stored = described.property("frame").flatMap({ try? $0.asRect() }) {
                    // Intrinsic sizes are the alignment rectangle's, which the frame surrounds.
                    let insets = view.alignmentRectInsets
                    view.designIntrinsicContentSize = Size(
                        width: Swift.max(0, stored.width - insets.left - insets.right), height: Swift.max(0, stored.height - insets.top - insets.bottom))
                }
            }
        }
    }

    /// Gives the controls made from `object` and the objects inside it the metrics of the iOS
    /// that Interface Builder drew when it saved the file: in files saved before Xcode 11
    /// (`iOS13ToolsVersion`), progress bars 2 points thick and segmented controls 28 points
    /// tall (a 29-point frame); a height the file constrains still wins over these intrinsic
    /// ones.
    @MainActor
    public static func simulateControlMetrics(of object: TemplateObject, in instance: TemplateInstance, toolsVersion: Int?) {
        guard let toolsVersion, toolsVersion < iOS13ToolsVersion else { return }
        for described in object.allObjects {
            switch instance.object(withID: described.id) {
            case let bar as ProgressView: bar.barHeight = 2
            case let segments as SegmentedControl: segments.alignedHeight = 28
            default: break
            }
        }
    }
}
