import Quill
import SectionHeaderWidget
import TablesExample

/// Section headers from the SectionHeader widget's template, reused like cells; tapping one
/// discloses its rows and closes the open section (animated).
@MainActor
enum SectionHeadersDemo {
    static let demo = GalleryDemo(
        section: "Patterns", title: "Disclosing section headers",
        summary: "Reusable header views from a template; a tap opens a section and closes the other, one at a time.",
        sources: [.swift("AccordionController.swift"), .swift("SectionHeaderView.swift"), GalleryResources.widgetFile("SectionHeader", "SectionHeader.quill")]
    ) { host, size in
        TablesResources.registerClasses()
        let table = TableView(frame: Rect(origin: .zero, size: size))
        let controller = host.keep(AccordionController())
        try controller.register(on: table)
        table.dataSource = controller
        table.delegate = controller
        table.reloadData()
        controller.toggle(0, in: table)
        return table
    }
}
