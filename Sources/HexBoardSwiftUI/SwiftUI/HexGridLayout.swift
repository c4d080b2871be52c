// The seed's container: a SwiftUI `Layout` that puts each subview on the hex it names.
// The same source compiles against SwiftUI and, where SwiftUI is missing, against
// SwiftUIStandIn (see Package.swift).

import HexGrid

#if canImport(SwiftUI)
  import SwiftUI
#else
  import Foundation
  import SwiftUIStandIn
#endif

/// A layout that places each subview on the hex it names with `hexCell(_:)`,
/// fitting the whole grid into the space offered, as the seed article's `HexLayout` does.
///
/// ```swift
/// HexGridLayout {
///   ForEach(cells) { cell in
///     Hexagon().fill(cell.color).hexCell(cell.offset)
///   }
/// }
/// ```
///
/// The grid takes the largest regular hexes that fit the proposal and is centred in the
/// bounds it gets; each subview is centred on its hex and offered the hex's box. For flat
/// odd-q cells that is the seed's arithmetic (``HexGridFit`` says it in full). Subviews that
/// name no hex are placed at the middle with a zero proposal. A dimension the proposal
/// leaves open does not limit the grid; when neither limits it, hexes get
/// ``idealRadius``.
public struct HexGridLayout: Layout {
  /// Flat-top (default) or pointy-top hexes.
  public var orientation: HexOrientation
  /// How offset coordinates given to `hexCell(_:)` are
  /// read.
  public var convention: OffsetConvention
  /// The gap between neighbouring hexes, in points.
  public var spacing: CGFloat
  /// The hex radius when the proposal leaves both dimensions open.
  public var idealRadius: CGFloat

  /// Creates a layout.
  ///
  /// - Parameters:
  ///   - orientation: flat (default) or pointy hexes.
  ///   - convention: how offset coordinates are read; the orientation's usual one when left
  ///     out (odd-q for flat hexes, as in the seed; odd-r for pointy).
  ///   - spacing: the gap between neighbouring hexes, in points.
  ///   - idealRadius: the hex radius when nothing limits the grid's size.
  public init(
    orientation: HexOrientation = .flat, convention: OffsetConvention? = nil,
    spacing: CGFloat = 0, idealRadius: CGFloat = 24
  ) {
    self.orientation = orientation
    self.convention = convention ?? orientation.defaultConvention
    self.spacing = spacing
    self.idealRadius = idealRadius
  }

  /// The grid's size with the largest hexes that fit `proposal`.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    let size = fit(of: subviews).size(
      fittingWidth: proposal.width.map { Double($0) },
      height: proposal.height.map { Double($0) })
    return CGSize(width: size.width, height: size.height)
  }

  /// Centres each subview on its hex, offering it the hex's box.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let layout = fit(of: subviews).layout(in: Rect(bounds))
    let cell = layout.map(HexGridFit.cellSize(in:)) ?? Size(width: 0, height: 0)
    let cellProposal = ProposedViewSize(width: cell.width, height: cell.height)
    for subview in subviews {
      guard let layout, let position = subview[HexCellPositionKey.self] else {
        subview.place(
          at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .zero)
        continue
      }
      let center = layout.center(of: position.hex(convention: convention))
      subview.place(at: CGPoint(center), anchor: .center, proposal: cellProposal)
    }
  }

  /// The fit of the hexes the subviews name.
  func fit(of subviews: Subviews) -> HexGridFit {
    HexGridFit(
      hexes: subviews.compactMap { $0[HexCellPositionKey.self]?.hex(convention: convention) },
      orientation: orientation, spacing: Double(spacing), idealRadius: Double(idealRadius))
  }
}

/// The layout value naming a subview's hex (see `hexCell(_:)`).
public struct HexCellPositionKey: LayoutValueKey, Sendable {
  /// No hex: the subview is not placed on the grid.
  public static let defaultValue: HexCellPosition? = nil
}

extension View {
  /// Puts this view on `position` in a ``HexGridLayout``.
  public func hexCell(_ position: HexCellPosition) -> some View {
    layoutValue(key: HexCellPositionKey.self, value: position)
  }

  /// Puts this view on the cell at offset coordinate `cell` in a ``HexGridLayout``, read
  /// under the layout's convention (odd-q by default).
  public func hexCell(_ cell: OffsetCoordinate) -> some View {
    hexCell(.offset(cell))
  }

  /// Puts this view on axial hex `hex` in a ``HexGridLayout``.
  public func hexCell(_ hex: Hex) -> some View {
    hexCell(.hex(hex))
  }
}

extension Point {
  /// The HexGrid point with `point`'s coordinates.
  init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
  }
}

extension CGPoint {
  /// The CoreGraphics point with `point`'s coordinates.
  init(_ point: Point) {
    self.init(x: point.x, y: point.y)
  }
}

extension Rect {
  /// The HexGrid rectangle with `rect`'s origin and size.
  init(_ rect: CGRect) {
    self.init(
      x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
      height: Double(rect.height))
  }
}
