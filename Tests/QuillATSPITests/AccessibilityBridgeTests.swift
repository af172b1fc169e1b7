import XCTest
@testable import QuillATSPI
@testable import QuillViews

/// The bridge stays off, cleanly, where there is no accessibility bus or the user said so.
final class AccessibilityBridgeTests: XCTestCase {
    @MainActor func testTheEnvironmentTurnsItOff() async {
        XCTAssertNil(AccessibilityBridge.start(applicationName: "T", toolkitVersion: "1", environment: ["NO_AT_BRIDGE": "1"]))
        XCTAssertNil(AccessibilityBridge.start(applicationName: "T", toolkitVersion: "1", environment: ["QUILL_ACCESSIBILITY": "0"]))
    }

    @MainActor func testWithNoAccessibilityBusItSaysWhyAndDoesNothing() async throws {
        let bridge = try XCTUnwrap(AccessibilityBridge.start(
            applicationName: "T", toolkitVersion: "1", environment: ["AT_SPI_BUS_ADDRESS": "unix:path=/nonexistent/quill-test-bus"]))
        defer { bridge.stop() }
        XCTAssertTrue(Application.shared.runLoopSources.contains { $0 === bridge })
        let woken = expectation(description: "the poller wakes the run loop when it gives up")
        woken.assertForOverFulfill = false
        bridge.attach { woken.fulfill() }
        await fulfillment(of: [woken], timeout: 10)
        bridge.performPendingWork()
        XCTAssertFalse(bridge.isRegistered)
        XCTAssertTrue(bridge.unavailableReason?.hasPrefix("no accessibility bus") == true, bridge.unavailableReason ?? "nil")
        bridge.performPendingWork()
        bridge.stop()
        XCTAssertFalse(Application.shared.runLoopSources.contains { $0 === bridge })
    }
}
