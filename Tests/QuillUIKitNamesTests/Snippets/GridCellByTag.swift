import Quill
import QuillUIKitNames

class PhotoGridController: UIViewController, AQGridViewDataSource {
    var gridView: AQGridView!
    let captions = ["Harbour", "Dunes", "Glacier", "Orchard", "Lighthouse"]

    override func viewDidLoad() {
        super.viewDidLoad()
        gridView = AQGridView(frame: view.bounds)
        gridView.cellSize = Size(width: 120, height: 140)
        gridView.dataSource = self
        view.addSubview(gridView)
    }

    func numberOfItems(in gridView: AQGridView) -> Int {
        return captions.count
    }

    func gridView(_ gridView: AQGridView, cellForItemAt index: Int) -> AQGridViewCell {
        var cell = gridView.dequeueReusableCell(withIdentifier: "Photo")
        if cell == nil {
            cell = AQGridViewCell(frame: Rect(x: 0, y: 0, width: 120, height: 140), reuseIdentifier: "Photo")
            let content = Bundle.main.loadNibNamed("PhotoCell", owner: nil, options: nil)!.first as! UIView
            cell!.contentView.addSubview(content)
        }
        let caption = cell!.contentView.viewWithTag(2) as! UILabel
        caption.text = captions[index]
        return cell!
    }
}
