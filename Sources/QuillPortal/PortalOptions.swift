import Foundation
import QuillBus
import QuillViews

/// Writes a request's `a{sv}` options for the portal's OpenFile and SaveFile.
enum PortalOptions {
    /// Writes `handle_token`, `modal`, `accept_label`, `multiple` (open), `filters` and
    /// `current_filter`, `current_folder` (a NUL-ended path) and `current_name` (save).
    static func write(_ request: FileChooserRequest, token: String, to message: BusMessage) throws {
        try message.open("a", "{sv}")
        try entry("handle_token", in: message) { try $0.append(variant: .string(token)) }
        try entry("modal", in: message) { try $0.append(variant: .bool(true)) }
        if let label = request.acceptLabel { try entry("accept_label", in: message) { try $0.append(variant: .string(label)) } }
        if request.mode == .open {
            try entry("multiple", in: message) { try $0.append(variant: .bool(request.allowsMultipleSelection)) }
        }
        let filters = PortalFileFilter.filters(for: request)
        if !filters.isEmpty {
            try entry("filters", in: message) { message in
                try message.open("v", "a(sa(us))")
                try message.open("a", "(sa(us))")
                for filter in filters { try append(filter, to: message) }
                try message.close()
                try message.close()
            }
            try entry("current_filter", in: message) { message in
                try message.open("v", "(sa(us))")
                try append(filters[0], to: message)
                try message.close()
            }
        }
        if let folder = request.directoryURL, folder.isFileURL {
            try entry("current_folder", in: message) { message in
                try message.open("v", "ay")
                try message.append(bytes: Array(folder.path.utf8) + [0])
                try message.close()
            }
        }
        if request.mode == .save, !request.suggestedName.isEmpty {
            try entry("current_name", in: message) { try $0.append(variant: .string(request.suggestedName)) }
        }
        try message.close()
    }

    private static func entry(_ key: String, in message: BusMessage, value: (BusMessage) throws -> Void) throws {
        try message.open("e", "sv")
        try message.append(key)
        try value(message)
        try message.close()
    }

    private static func append(_ filter: PortalFileFilter, to message: BusMessage) throws {
        try message.open("r", "sa(us)")
        try message.append(filter.name)
        try message.open("a", "(us)")
        for pattern in filter.patterns {
            try message.open("r", "us")
            try message.append(pattern.kind)
            try message.append(pattern.pattern)
            try message.close()
        }
        try message.close()
        try message.close()
    }
}
