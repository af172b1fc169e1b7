import Foundation
import XCTest

@testable import QuillFoundation

/// The processor count follows the affinity mask (`taskset`), not the machine's total.
final class ProcessorAffinityTests: XCTestCase {
    func testTheMaskIsCounted() {
        XCTAssertEqual(ProcessorAffinity.allowedProcessorCount(inStatus: "Name:\tx\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\n"), 2)
        XCTAssertEqual(ProcessorAffinity.allowedProcessorCount(inStatus: "Cpus_allowed:\tff,00000001\n"), 9)
        XCTAssertNil(ProcessorAffinity.allowedProcessorCount(inStatus: "Cpus_allowed:\t0\n"))
        XCTAssertNil(ProcessorAffinity.allowedProcessorCount(inStatus: "Cpus_allowed:\tzz\n"))
        XCTAssertNil(ProcessorAffinity.allowedProcessorCount(inStatus: "Name:\tx\n"))
        let count = ProcessorAffinity.usableProcessorCount()
        XCTAssertGreaterThanOrEqual(count, 1)
        XCTAssertLessThanOrEqual(count, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// What the kernel writes for a process `taskset` keeps to one processor counts as one.
    func testAProcessKeptToOneProcessorCountsOne() throws {
        #if os(Linux)
        let taskset = ["/usr/bin/taskset", "/bin/taskset"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let taskset else { throw XCTSkip("taskset (util-linux) is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: taskset)
        process.arguments = ["-c", "0", "cat", "/proc/self/status"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(ProcessorAffinity.allowedProcessorCount(inStatus: String(decoding: data, as: UTF8.self)), 1)
        #endif
    }
}
