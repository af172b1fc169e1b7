import Foundation
import Quill

/// Drag and drop (issue 29): coloured tags dragged onto a board (copied) or the bin (moved
/// off the shelf); files dropped from a file manager onto the board are listed with their
/// sizes; the bin refuses files (the no-entry pointer shows while they hover over it).
@MainActor
enum DragDropDemo {
    static let demo = GalleryDemo(
        section: "Interaction", title: "Drag and drop",
        summary: "Drag a tag onto the board to copy it, or onto the bin to take it off the shelf; drop files from your file manager onto the board.",
        sources: [.swift("DragDropDemo.swift")]
    ) { host, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        let status = GalleryPageParts.bottomStatus("Drag a tag.", in: size)
        page.addSubview(status)
        let board = Board(frame: Rect(x: 170, y: 16, width: size.width - 186, height: size.height - 170))
        board.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        board.status = status
        page.addSubview(board)
        board.addInteraction(DropInteraction(delegate: host.keep(BoardDrop(board: board))))
        let bin = Label(text: "Bin", font: .boldSystemFont(ofSize: 15))
        bin.textAlignment = .center
        bin.backgroundColor = Color(red8: 255, green8: 235, blue8: 235)
        bin.cornerRadius = 10
        bin.frame = Rect(x: 170, y: size.height - 140, width: size.width - 186, height: 90)
        bin.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        bin.accessibilityIdentifier = "bin"
        bin.isUserInteractionEnabled = true // a drop target must take events, as in UIKit
        page.addSubview(bin)
        let shelf = host.keep(Shelf(status: status))
        bin.addInteraction(DropInteraction(delegate: host.keep(BinDrop(shelf: shelf, status: status))))
        for (index, (name, color)) in [("Urgent", Color.systemRed), ("Later", Color.systemOrange), ("Done", Color.systemGreen)].enumerated() {
            let tag = Label(text: name, font: .boldSystemFont(ofSize: 15))
            tag.textColor = .white
            tag.textAlignment = .center
            tag.backgroundColor = color
            tag.cornerRadius = 8
            tag.frame = Rect(x: 16, y: 16 + Double(index) * 56, width: 130, height: 44)
            tag.toolTip = "Drag \(name) onto the board or the bin"
            tag.pointerStyle = .hand
            tag.isUserInteractionEnabled = true // labels take no events by default, as in UIKit
            tag.addInteraction(DragInteraction(delegate: shelf))
            page.addSubview(tag)
        }
        return page
    }

    /// Where tags are copied and files listed.
    final class Board: View {
        var status: Label?
        private(set) var entries: [String] = []
        private let list = Label(text: "The board is empty.", font: .systemFont(ofSize: 14))

        override init(frame: Rect) {
            super.init(frame: frame)
            backgroundColor = Color(red8: 240, green8: 244, blue8: 255)
            cornerRadius = 10
            borderWidth = 1
            borderColor = .systemGray4
            list.numberOfLines = 0
            list.frame = bounds.insetBy(dx: 14, dy: 12)
            list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            list.textColor = .secondaryLabel
            addSubview(list)
            accessibilityIdentifier = "board"
        }

        /// Not made by templates by name (UIKit's `init?(coder:)`): the app creates it.
        required init?(coder: TemplateCoder) { nil }

        func add(_ entry: String) {
            entries.append(entry)
            list.textColor = .label
            list.text = entries.suffix(12).joined(separator: "\n")
        }

        /// Lights up while something that would land hovers over it.
        var isTargeted = false { didSet { borderColor = isTargeted ? tintColor : .systemGray4; borderWidth = isTargeted ? 2 : 1 } }
    }

    /// The tags' drag source: each tag drags its name; the bin moves it off the shelf.
    final class Shelf: DragInteractionDelegate {
        let status: Label
        init(status: Label) { self.status = status }

        func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
            guard let tag = interaction.view as? Label, !tag.isHidden else { return [] }
            return [DragItem(itemProvider: ItemProvider(string: tag.text ?? ""), localObject: tag)]
        }

        func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {
            if operation == .cancel { status.text = "The drag ended without a drop." }
        }
    }

    /// The board copies tags and lists dropped files with their sizes.
    final class BoardDrop: DropInteractionDelegate {
        let board: Board
        init(board: Board) { self.board = board }

        func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
            session.hasItems(conformingTo: [.plainText, .fileURL])
        }
        func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) { board.isTargeted = true }
        func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) { board.isTargeted = false }
        func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) { board.isTargeted = false }

        func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
            var files = 0
            for item in session.items {
                if let url = item.itemProvider.url, url.isFileURL {
                    files += 1
                    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int).flatMap { $0 }
                    board.add("File \(url.lastPathComponent)" + (size.map { " (\($0) bytes)" } ?? " (no longer there)"))
                } else if let text = item.itemProvider.string {
                    board.add("Tag \(text)")
                }
            }
            board.status?.text = files > 0 ? "Dropped \(files) file(s) on the board." : "Copied onto the board."
        }
    }

    /// The bin takes tags off the shelf (a move) and refuses files.
    final class BinDrop: DropInteractionDelegate {
        let shelf: Shelf
        let status: Label
        init(shelf: Shelf, status: Label) {
            self.shelf = shelf
            self.status = status
        }

        func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
            DropProposal(operation: session.localDragSession == nil ? .forbidden : .move)
        }

        func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
            for item in session.items {
                guard let tag = item.localObject as? Label else { continue }
                tag.isHidden = true
                status.text = "\(tag.text ?? "The tag") is in the bin."
            }
        }
    }
}
