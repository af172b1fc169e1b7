import QuillFoundation
import QuillTemplateFormats
import QuillViews

extension ViewController {
    /// Runs the segue of this controller's scene with an identifier (UIKit's
    /// `performSegue(withIdentifier:sender:)`): the destination is made, `prepare(for:sender:)`
    /// is called, and the segue performed. An identifier the scene does not have is logged,
    /// naming the ones it has.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let storyboard else {
            return RuntimeLog.error(
                "performSegue(withIdentifier: \"\(identifier)\"): \(type(of: self)) was not made from a storyboard, so it has no segues")
        }
        guard let segue = storyboardSegues.first(where: { $0.identifier == identifier }) else {
            let known = storyboardSegues.compactMap(\.identifier)
            return RuntimeLog.error(
                "performSegue(withIdentifier: \"\(identifier)\"): the scene of \(type(of: self)) in \(storyboard.name).storyboard has no segue with that identifier"
                    + (known.isEmpty ? "" : " (it has: \(known.joined(separator: ", ")))"))
        }
        storyboard.run(segue, from: self, sender: sender, triggered: false)
    }
}
