#if QUILL_FUZZING
import Foundation

// The libFuzzer build (`make fuzz`: `-sanitize=fuzzer,address -DQUILL_FUZZING`). libFuzzer
// provides `main`; the target comes from QUILL_FUZZ_TARGET, so one binary serves them all.

/// The target chosen by `QUILL_FUZZ_TARGET`, read once before the first input.
nonisolated(unsafe) private var selectedTarget: FuzzTarget?

/// libFuzzer's start-up hook: picks the target and refuses to start without one.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    let name = ProcessInfo.processInfo.environment["QUILL_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("quill-fuzz: set QUILL_FUZZ_TARGET to one of: \(names)\n".utf8))
        exit(2)
    }
    selectedTarget = target
    return 0
}

/// libFuzzer's per-input hook.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    MainActor.assumeIsolated { selectedTarget?.run(data) }
    return 0
}
#endif
