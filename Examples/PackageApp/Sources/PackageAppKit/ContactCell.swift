import Quill

/// The app's own cell class; its template is a resource of this target.
@MainActor
public final class ContactCell: TableViewCell {
    @Outlet public var avatarView: ImageView?
    @Outlet public var nameLabel: Label?
    @Outlet public var detailLabel: Label?
}
