import Foundation

/// A D-Bus call that failed: sd-bus's error code, or the error a peer replied with.
package struct BusError: Error, CustomStringConvertible {
    /// The D-Bus error name ("org.freedesktop.DBus.Error.UnknownMethod"), or the C function.
    package let name: String
    /// What went wrong.
    package let message: String

    /// An error from an sd-bus function's negative return value.
    package init(_ function: String, code: Int32) {
        name = function
        message = String(cString: strerror(-code))
    }

    /// An error with a D-Bus name and text.
    package init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    package var description: String { "\(name): \(message)" }

    /// The name peers use for a method called with arguments it does not take.
    package static let invalidArgs = "org.freedesktop.DBus.Error.InvalidArgs"
    /// The name for a property an interface does not have.
    package static let unknownProperty = "org.freedesktop.DBus.Error.UnknownProperty"
    /// The name for an object that no longer exists.
    package static let unknownObject = "org.freedesktop.DBus.Error.UnknownObject"
    /// The name for a method an interface does not have.
    package static let unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"

    /// Throws when an sd-bus call returned a negative error code.
    @discardableResult
    package static func check(_ result: Int32, _ function: String) throws -> Int32 {
        if result < 0 { throw BusError(function, code: result) }
        return result
    }
}
