// The seed's usage: `HexGrid(cells) { cell in … }`, named HexCellGrid here because
// `HexGrid` is the name of this package's hex maths module.

import HexGrid

#if canImport(SwiftUI)
  import SwiftUI
#else
  import Foundation
  import SwiftUIStandIn
#endif

/// A model value that knows its place on a hex grid, for ``HexCellGrid/init(_:layout:content:)``.
public protocol HexGridCell: Identifiable {
  /// The hex the cell's view goes on.
  var hexCellPosition: HexCellPosition { get }
}

/// A view per element of a collection, each on its hex: the seed's `HexGrid(cells) { … }`.
///
/// ```swift
/// struct Cell: HexGridCell {
///   let id: Int
///   let offset: OffsetCoordinate
///   var hexCellPosition: HexCellPosition { .offset(offset) }
/// }
///
/// HexCellGrid(cells) { cell in
///   Hexagon().fill(.teal).overlay(Text("\(cell.id)"))
/// }
/// ```
///
/// It is a ``HexGridLayout`` holding a `ForEach` whose views carry their hexes: use the
/// layout directly for views that are not made from one collection. (The name is not
/// `HexGrid` because that is the hex maths module this package ships.)
public struct HexCellGrid<Data: RandomAccessCollection, Content: View>: View
where Data.Element: Identifiable {
  let data: Data
  let layout: HexGridLayout
  let position: (Data.Element) -> HexCellPosition
  let content: (Data.Element) -> Content

  /// Creates a grid of `data`, each element's view built by `content` and placed on the hex
  /// `position` gives.
  public init(
    _ data: Data, layout: HexGridLayout = HexGridLayout(),
    position: @escaping (Data.Element) -> HexCellPosition,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.layout = layout
    self.position = position
    self.content = content
  }

  /// The layout holding one view per element.
  public var body: some View {
    layout {
      ForEach(data) { element in
        content(element).hexCell(position(element))
      }
    }
  }
}

extension HexCellGrid where Data.Element: HexGridCell {
  /// Creates a grid of cells that know their hexes, each cell's view built by `content`.
  public init(
    _ data: Data, layout: HexGridLayout = HexGridLayout(),
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, layout: layout, position: \.hexCellPosition, content: content)
  }
}
