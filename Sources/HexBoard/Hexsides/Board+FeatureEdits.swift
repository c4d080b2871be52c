// The feature edits of `Board.apply(_:)`: one location (a side or a corner) to the side or
// corner code of Board+Hexsides.swift and Board+Corners.swift.

extension Board {
  /// The work of ``BoardEdit/setFeature(_:at:)``.
  mutating func performSetFeature(_ id: String, at location: FeatureLocation) throws {
    switch location {
    case .side(let edge): try performSetEdgeFeature(id, on: edge)
    case .corner(let vertex): try performSetVertexFeature(id, at: vertex)
    }
  }

  /// The work of ``BoardEdit/removeFeature(_:from:)``.
  mutating func performRemoveFeature(_ id: String, from location: FeatureLocation) throws {
    switch location {
    case .side(let edge): try performRemoveEdgeFeature(id, from: edge)
    case .corner(let vertex): try performRemoveVertexFeature(id, from: vertex)
    }
  }

  /// The work of ``BoardEdit/clearFeatures(at:)``.
  mutating func performClearFeatures(at location: FeatureLocation) throws {
    switch location {
    case .side(let edge): try performClearEdgeFeatures(on: edge)
    case .corner(let vertex): try performClearVertexFeatures(at: vertex)
    }
  }
}
