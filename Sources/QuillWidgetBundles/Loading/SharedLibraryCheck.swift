import QuillTemplateFormats
import QuillTemplates
import Foundation
import QuillFoundation

/// Reads a plugin library as a file, before anything opens it: an ELF shared object for this
/// machine (64-bit, little-endian, x86-64), whole (every loadable segment and table inside the
/// file, so the loader never maps past its end and dies of SIGBUS), whose Quill symbols are
/// functions. Nothing of the library runs here; `quill lint --no-code` stops after this.
enum SharedLibraryCheck {
    /// The largest library read (256 MiB).
    static let maximumSize = 256 << 20

    /// The reason `bytes` cannot be a plugin library, or `nil` when they pass.
    /// Kept as one piece: one walk down the ELF file (header, program headers, section headers,
    /// dynamic symbols, their names), each step reading at offsets the previous one found through
    /// the same bounds-checked readers; the first problem is the answer.
    static func problem(in bytes: [UInt8], requiredFunctions: [String]) -> String? {
        func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : nil }
        func u32(_ at: Int) -> Int? { guard let lo = u16(at), let hi = u16(at + 2) else { return nil }; return lo | hi << 16 }
        func u64(_ at: Int) -> Int? {
            guard let lo = u32(at), let hi = u32(at + 4), hi < 1 << 30 else { return nil }
            return lo | hi << 32
        }
        guard bytes.count >= 64, bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C, bytes[3] == 0x46 else {
            return "it is not an ELF file (no ELF header)"
        }
        guard bytes[4] == 2, bytes[5] == 1 else { return "it is not a 64-bit little-endian ELF file" }
        guard u16(16) == 3 else { return "it is an ELF file but not a shared library (ET_DYN)" }
        guard u16(18) == 62 else { return "it is a library for another machine (not x86-64)" }
        guard let phoff = u64(32), let shoff = u64(40), let phentsize = u16(54), let phnum = u16(56),
            let shentsize = u16(58), let shnum = u16(60)
        else { return "its ELF header is damaged" }
        let size = bytes.count
        func inside(_ offset: Int, _ length: Int) -> Bool { offset >= 0 && length >= 0 && offset <= size && length <= size - offset }
        guard phentsize >= 56, inside(phoff, phentsize * phnum) else { return "its program headers lie outside the file (truncated?)" }
        for i in 0..<phnum {
            let at = phoff + i * phentsize
            guard let type = u32(at), let offset = u64(at + 8), let fileSize = u64(at + 32) else { return "its program headers are damaged" }
            if type == 1 || type == 2, !inside(offset, fileSize) {  // PT_LOAD, PT_DYNAMIC
                return "it is truncated: a segment ends at byte \(offset + fileSize) of a \(size)-byte file"
            }
        }
        guard shnum > 0 else { return "it has no section headers, so its symbols cannot be checked" }
        guard shentsize >= 64, inside(shoff, shentsize * shnum) else { return "its section headers lie outside the file (truncated?)" }
        // The dynamic symbol table and its string table.
        var symbols: (offset: Int, size: Int, entry: Int, strings: Int)?
        for i in 0..<shnum {
            let at = shoff + i * shentsize
            guard let type = u32(at + 4) else { continue }
            if type == 11, let offset = u64(at + 24), let length = u64(at + 32), let link = u32(at + 40), let entry = u64(at + 56) {  // SHT_DYNSYM
                symbols = (offset, length, entry, link)
            }
        }
        guard let symbols, symbols.entry >= 24, inside(symbols.offset, symbols.size), symbols.strings < shnum else {
            return "it has no dynamic symbol table"
        }
        let stringHeader = shoff + symbols.strings * shentsize
        guard let stringOffset = u64(stringHeader + 24), let stringSize = u64(stringHeader + 32), inside(stringOffset, stringSize) else {
            return "its symbol names lie outside the file (truncated?)"
        }
        func name(at index: Int) -> String? {
            guard index >= 0, index < stringSize else { return nil }
            var end = stringOffset + index
            while end < stringOffset + stringSize, bytes[end] != 0 { end += 1 }
            return String(decoding: bytes[(stringOffset + index)..<end], as: UTF8.self)
        }
        var kinds: [String: Int] = [:]
        let wanted = Set(requiredFunctions)
        for i in 0..<(symbols.size / symbols.entry) {
            let at = symbols.offset + i * symbols.entry
            guard let nameIndex = u32(at), let symbolName = name(at: nameIndex), wanted.contains(symbolName) else { continue }
            let info = Int(bytes[at + 4])
            let section = u16(at + 6) ?? 0
            kinds[symbolName] = section == 0 ? -1 : info & 0xF  // -1: undefined
        }
        for function in requiredFunctions {
            switch kinds[function] {
            case nil: return "it does not export '\(function)'"
            case -1: return "it refers to '\(function)' without defining it"
            case 2: continue  // STT_FUNC
            case 1: return "it exports '\(function)' as data, not as a function"
            default: return "it exports '\(function)', but not as a function"
            }
        }
        return nil
    }
}
