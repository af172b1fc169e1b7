import Foundation

/// Which supplementary view: its kind and the index path the layout gave it.
struct SupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
}
