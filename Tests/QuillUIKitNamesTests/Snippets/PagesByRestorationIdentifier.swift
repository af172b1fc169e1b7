import Quill
import QuillUIKitNames

class OnboardingController: UIViewController {
    var pages: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let objects = Bundle.main.loadNibNamed("Onboarding", owner: self, options: nil) ?? []
        for id in ["welcome", "sync", "done"] {
            if let page = objects.first(where: { ($0 as? UIView)?.restorationIdentifier == id }) as? UIView {
                page.frame = view.bounds
                page.isHidden = id != "welcome"
                view.addSubview(page)
                pages.append(page)
            }
        }
    }

    @Action var nextAction = OnboardingController.next(_:)
    func next(_ sender: UIButton) {
        guard let current = pages.firstIndex(where: { !$0.isHidden }), current + 1 < pages.count else { return }
        pages[current].isHidden = true
        pages[current + 1].isHidden = false
    }
}
