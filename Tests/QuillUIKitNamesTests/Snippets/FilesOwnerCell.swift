import Quill
import QuillUIKitNames

class ContactCell: UITableViewCell {
    @WeakOutlet var nameLabel: UILabel!
    @WeakOutlet var phoneLabel: UILabel!
    var onCall: (() -> Void)?

    @Action var call = ContactCell.call(_:)
    func call(_ sender: UIButton) {
        onCall?()
    }
}

class ContactsViewController: UITableViewController {
    @Outlet var contactCell: ContactCell!
    let contacts = [("Ada Lovelace", "+44 20 7946 0001"), ("Grace Hopper", "+1 202 555 0143")]
    var called: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 64
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return contacts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        var cell = tableView.dequeueReusableCell(withIdentifier: "ContactCell") as? ContactCell
        if cell == nil {
            Bundle.main.loadNibNamed("ContactCell", owner: self, options: nil)
            cell = contactCell
            contactCell = nil
        }
        let contact = contacts[indexPath.row]
        cell!.nameLabel.text = contact.0
        cell!.phoneLabel.text = contact.1
        cell!.onCall = { [unowned self] in self.called.append(contact.0) }
        return cell!
    }
}
