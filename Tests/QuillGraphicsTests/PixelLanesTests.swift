import XCTest

@testable import QuillGraphics

/// The lane arithmetic (`PixelLanes`) gives the bytes of the scalar helpers it stands for.
final class PixelLanesTests: XCTestCase {
    /// Every channel value times every factor, eight at a time, against `mul255`.
    func testScalingEveryByteByEveryFactorRoundsAsMul255() {
        for factor in 0...255 {
            for start in stride(from: 0, to: 256, by: 8) {
                let values = PixelLanes.Pair((0..<8).map { UInt16(start + $0) })
                let scaled = PixelLanes.scale(values, by: PixelLanes.Pair(repeating: UInt16(factor)))
                for lane in 0..<8 {
                    XCTAssertEqual(UInt32(scaled[lane]), mul255(UInt32(start + lane), UInt32(factor)), "\(start + lane) x \(factor)")
                }
            }
        }
    }

    /// Four pixels over four others at once, against `sourceOver` one by one: premultiplied
    /// pixels of every alpha, including transparent and opaque sources.
    func testFourPixelsOverFourOthersCompositeAsSourceOver() {
        var numbers = SystemRandomNumberGenerator()
        func pixel(alpha: UInt32) -> UInt32 {
            let channel = { UInt32.random(in: 0...alpha, using: &numbers) }
            return channel() | channel() << 8 | channel() << 16 | alpha << 24
        }
        for round in 0..<20_000 {
            let alphas: [UInt32] = (0..<4).map { lane in [0, 255][(round + lane) % 2] }
            let sources = (0..<4).map { pixel(alpha: round % 3 == 0 ? alphas[$0] : UInt32.random(in: 0...255, using: &numbers)) }
            let destinations = (0..<4).map { _ in pixel(alpha: UInt32.random(in: 0...255, using: &numbers)) }
            func lanes(_ a: UInt32, _ b: UInt32) -> PixelLanes.Pair {
                PixelLanes.unpack(unsafeBitCast(UInt64(a) | UInt64(b) << 32, to: SIMD8<UInt8>.self))
            }
            let under = unsafeBitCast(SIMD4<UInt32>(destinations[0], destinations[1], destinations[2], destinations[3]), to: SIMD16<UInt8>.self)
            let result = PixelLanes.sourceOver(lanes(sources[0], sources[1]), lanes(sources[2], sources[3]), over: under)
            for i in 0..<4 {
                XCTAssertEqual(result[i], sourceOver(sources[i], destinations[i]), "pixel \(i) of round \(round)")
            }
        }
    }
}
