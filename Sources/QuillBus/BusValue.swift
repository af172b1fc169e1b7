/// A value sent inside a D-Bus variant (property values, event details).
package enum BusValue: Equatable {
    case string(String)
    case int32(Int32)
    case uint32(UInt32)
    case bool(Bool)
    case double(Double)
    case reference(ObjectReference)
    case int32Pair(Int32, Int32)

    /// The D-Bus signature of the value.
    package var signature: String {
        switch self {
        case .string: "s"
        case .int32: "i"
        case .uint32: "u"
        case .bool: "b"
        case .double: "d"
        case .reference: "(so)"
        case .int32Pair: "(ii)"
        }
    }
}
