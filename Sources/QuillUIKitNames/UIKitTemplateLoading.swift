import Foundation
import Quill

// UIKit's ways of loading a .xib, as deprecated functions that call Quill's: each use compiles
// with a warning saying what to write instead. UIKit raises an Objective-C exception when a nib
// cannot be loaded, which Swift on Linux cannot catch; these report the error (file, line and
// column) on standard error and return nothing, as `loadNibNamed` does when it returns `nil`.

extension Bundle {
    /// UIKit's `loadNibNamed(_:owner:options:)`: the template's top-level objects, or `nil`
    /// (with the error on standard error) when it cannot be loaded. `Bundle.main` also finds
    /// templates in the resource bundles SwiftPM places beside the program (`Bundle.module`'s).
    @available(*, deprecated, message: "in Quill: try Template.load(named: name, in: Bundle.module, owner: owner)")
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [AnyHashable: Any]? = nil) -> [Any]? {
        do {
            let template = try UIKitTemplateSearch.template(named: name, in: self)
            return try template.instantiate(owner: owner.map { $0 as AnyObject })
        } catch {
            RuntimeLog.error("\(error)")
            return nil
        }
    }
}

extension Template {
    /// UIKit's `UINib(nibName:bundle:)`: the template `name` from `bundle` (`nil`: the main
    /// bundle and the resource bundles beside the program). A template that cannot be read
    /// reports why on standard error and instantiates to nothing.
    @available(*, deprecated, message: "in Quill: try Template.named(name, in: Bundle.module)")
    @MainActor
    public convenience init(nibName name: String, bundle: Bundle?) {
        do {
            let found = try UIKitTemplateSearch.template(named: name, in: bundle ?? .main)
            self.init(document: found.document, bundle: found.bundle)
        } catch {
            RuntimeLog.error("\(error)")
            self.init(document: TemplateDocument(path: name + ".xib", format: .xib))
        }
    }

    /// UIKit's `UINib.instantiate(withOwner:options:)`: the top-level objects, or none (with the
    /// error on standard error) when they cannot be built.
    @available(*, deprecated, renamed: "instantiate(owner:)", message: "in Quill: try template.instantiate(owner: owner)")
    @MainActor
    public func instantiate(withOwner owner: Any?, options: [AnyHashable: Any]? = nil) -> [Any] {
        do {
            return try instantiate(owner: owner.map { $0 as AnyObject })
        } catch {
            RuntimeLog.error("\(error)")
            return []
        }
    }
}
