import Foundation

extension IndexPath {
    /// An index path for a row in a section of a table (as UIKit adds to Foundation).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for an item in a section of a grid.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int { count > 0 ? self[0] : 0 }
    /// The row in the section: the second index.
    public var row: Int { count > 1 ? self[1] : 0 }
    /// The item in the section: the second index.
    public var item: Int { row }
}
