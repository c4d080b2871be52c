import Testing

@testable import HexBoardSwiftUI

/// Compiles only when `T` is `Sendable`.
func requireSendable<T: Sendable>(_: T.Type) {}

@Suite struct SendableTests {
  /// The module's public value types are `Sendable` (the views, `HexCellGrid` and
  /// `HexBoardView`, hold closures and live on the main actor, as SwiftUI views do).
  @Test func publicValueTypesAreSendable() {
    requireSendable(HexCellPosition.self)
    requireSendable(HexGridFit.self)
    requireSendable(HexagonOutline.self)
    requireSendable(BoardDrawing.self)
    requireSendable(BoardDrawing.Cell.self)
    requireSendable(BoardDrawing.Line.self)
    requireSendable(BoardDrawing.Marker.self)
    requireSendable(HexGridLayout.self)
    requireSendable(HexCellPositionKey.self)
    requireSendable(Hexagon.self)
    requireSendable(PolygonShape.self)
  }
}
