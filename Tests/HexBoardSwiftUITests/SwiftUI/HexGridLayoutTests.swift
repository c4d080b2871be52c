// The SwiftUI adaptor run against SwiftUIStandIn's fake subviews: where SwiftUI itself is
// present these tests are not compiled (its subviews cannot be made outside a view tree).
#if !canImport(SwiftUI)
  import Foundation
  import HexGrid
  import SwiftUIStandIn
  import Testing

  @testable import HexBoardSwiftUI

  @Suite struct HexGridLayoutTests {
    static let cells = HexGridFitTests.cells
    let seed = SeedFormula(cells: cells)

    /// One fake subview per cell (odd-q offsets), then one without a cell.
    static func subviews() -> LayoutSubviews {
      LayoutSubviews(
        standIn: cells.map {
          LayoutSubview.standIn().standInSetting(HexCellPositionKey.self, to: .offset($0))
        }
          + [LayoutSubview.standIn()])
    }

    @Test func sizeThatFitsIsTheSeedsGridSize() {
      let subviews = Self.subviews()
      var cache: Void = ()
      let layout = HexGridLayout()
      let size = layout.sizeThatFits(
        proposal: ProposedViewSize(width: 400, height: 300), subviews: subviews, cache: &cache)
      let expected = seed.gridSize(hexWidth: seed.hexWidth(width: 400, height: 300))
      #expect(close(Double(size.width), expected.width))
      #expect(close(Double(size.height), expected.height))
      let open = layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
      #expect(close(Double(open.width), seed.gridSize(hexWidth: 48).width))
    }

    @Test func placeSubviewsCentresEachOnItsHex() throws {
      let subviews = Self.subviews()
      var cache: Void = ()
      let bounds = CGRect(x: 10, y: 20, width: 400, height: 300)
      HexGridLayout().placeSubviews(
        in: bounds, proposal: ProposedViewSize(bounds.size), subviews: subviews, cache: &cache)
      let w = seed.hexWidth(width: 400, height: 300)
      for (cell, subview) in zip(Self.cells, subviews) {
        let placement = try #require(subview.standInPlacements.first)
        #expect(subview.standInPlacements.count == 1)
        let expected = seed.center(of: cell, x: 10, y: 20, width: 400, height: 300)
        #expect(close(Double(placement.position.x), expected.x), "\(cell)")
        #expect(close(Double(placement.position.y), expected.y), "\(cell)")
        #expect(placement.anchor == .center)
        #expect(close(Double(placement.proposal.width ?? 0), w))
        #expect(close(Double(placement.proposal.height ?? 0), w * SeedFormula.rowFactor))
      }
      // The subview naming no cell: the middle, offered nothing.
      let stray = try #require(subviews.last?.standInPlacements.first)
      #expect(stray.position == CGPoint(x: 210, y: 170))
      #expect(stray.proposal == .zero)
    }

    @Test func axialHexesAndOtherConventionsLandOnTheSameCells() {
      let bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
      var cache: Void = ()
      func positions(_ layout: HexGridLayout, _ values: [HexCellPosition]) -> [CGPoint] {
        let subviews = LayoutSubviews(
          standIn: values.map {
            LayoutSubview.standIn().standInSetting(HexCellPositionKey.self, to: $0)
          })
        layout.placeSubviews(
          in: bounds, proposal: ProposedViewSize(bounds.size), subviews: subviews, cache: &cache)
        return subviews.map { $0.standInPlacements[0].position }
      }
      let hexes = Self.cells.map { Hex($0) }
      let byOffset = positions(HexGridLayout(), Self.cells.map { .offset($0) })
      #expect(positions(HexGridLayout(), hexes.map { .hex($0) }) == byOffset)
      let evenQ = HexGridLayout(convention: .evenQ)
      #expect(positions(evenQ, hexes.map { .offset($0.offset(in: .evenQ)) }) == byOffset)
      // Pointy: the default convention is odd-r, and centres come from the pointy layout.
      let pointy = HexGridLayout(orientation: .pointy)
      #expect(pointy.convention == .oddR)
      let placed = positions(pointy, hexes.map { .offset($0.offset(in: .oddR)) })
      let fit = HexGridFit(hexes: hexes, orientation: .pointy)
      let layout = fit.layout(in: Rect(x: 0, y: 0, width: 300, height: 200))
      #expect(placed == hexes.map { CGPoint(layout?.center(of: $0) ?? .zero) })
    }

    @MainActor @Test func hexCellModifierAndHexCellGridCarryThePositions() throws {
      struct Cell: HexGridCell {
        let id: Int
        let offset: OffsetCoordinate
        var hexCellPosition: HexCellPosition { .offset(offset) }
      }
      let cells = Self.cells.enumerated().map { Cell(id: $0.offset, offset: $0.element) }
      let rendering = standInRender(
        HexCellGrid(cells) { _ in Hexagon() }, size: CGSize(width: 400, height: 300))
      let laidOut = try #require(rendering.layouts.first)
      #expect(laidOut.subviews.count == cells.count)
      let expected = seed.gridSize(hexWidth: seed.hexWidth(width: 400, height: 300))
      #expect(close(Double(laidOut.size.width), expected.width))
      for (cell, subview) in zip(cells, laidOut.subviews) {
        #expect(subview[HexCellPositionKey.self] == .offset(cell.offset))
        let center = seed.center(
          of: cell.offset, x: 0, y: 0, width: expected.width, height: expected.height)
        let placed = try #require(subview.standInPlacements.first).position
        #expect(close(Double(placed.x), center.x) && close(Double(placed.y), center.y))
      }
      // The modifiers for a hex and an offset set the same key.
      let hexView = standInRender(
        HexGridLayout { Color(red: 1, green: 0, blue: 0).hexCell(Hex(q: 2, r: -1)) },
        size: CGSize(width: 100, height: 100))
      #expect(
        hexView.layouts.first?.subviews.first?[HexCellPositionKey.self] == .hex(Hex(q: 2, r: -1)))
    }
  }
#endif
