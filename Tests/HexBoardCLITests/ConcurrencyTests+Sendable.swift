// The `Sendable` audit of the concurrency suite: every public type of every module, checked
// at compile time, and a scan of Sources/ that keeps the list complete.

import Foundation
import HexBoard
import HexBoardCLI
import HexBoardGeneration
import HexBoardRendering
import HexBoardTiled
import HexBoardWesnoth
import HexGrid
import HexTestSupport
import Testing

@testable import HexBoardNavigation

/// Compiles only if `T` is `Sendable`.
private func requireSendable<T: Sendable>(_: T.Type) {}

extension ConcurrencyTests {
  /// Every public type is `Sendable`: a compile-time check, so adding a public type that
  /// is not fails the build of this test. The list is checked against the sources by
  /// `publicTypeListIsComplete`; it also holds the CLI's two package types
  /// (`CommandContext`, `HexBoardCommand`), which the tests share across tasks.
  @Test func publicTypesAreSendable() {
    requireSendable(Board.self)
    requireSendable(BoardEdit.self)
    requireSendable(BoardError.self)
    requireSendable(BoardObject.self)
    requireSendable(BoardText.self)
    requireSendable(BoardText.Field.self)
    requireSendable(FeatureAnchor.self)
    requireSendable(FeatureRun.self)
    requireSendable(FileIO.self)
    requireSendable(FileIO.Destination.self)
    requireSendable(FileIO.Sink.self)
    requireSendable(SinkTextStream.self)
    requireSendable(BoardObjects.self)
    requireSendable(BoardPatch.self)
    requireSendable(BoardPatchError.self)
    requireSendable(FeatureLocation.self)
    requireSendable(FeatureLocation.Kind.self)
    requireSendable(BoardReframing.self)
    requireSendable(BoardRecorder.self)
    requireSendable(BoardReplica.self)
    requireSendable(CaveGenerator.self)
    requireSendable(CellLayer<UInt8>.self)
    requireSendable(CellIndices.self)
    requireSendable(CellSet.self)
    requireSendable(CommandContext.self)
    requireSendable(ConnectedRegions.self)
    requireSendable(CostTable.self)
    requireSendable(DistanceField.self)
    requireSendable(DoubledConvention.self)
    requireSendable(DoubledCoordinate.self)
    requireSendable(FeatureLocation.self)
    requireSendable(FractionalHex.self)
    requireSendable(GameWorld.self)
    requireSendable(GameWorldError.self)
    requireSendable(GenerationError.self)
    requireSendable(GenerationReport.self)
    requireSendable(Drainage.self)
    requireSendable(DrainageOutlets.self)
    requireSendable(LakePolicy.self)
    requireSendable(GeneratorKind.self)
    requireSendable(GeneratorParameters.self)
    requireSendable(HeightLayer.self)
    requireSendable(Hex.self)
    requireSendable(HexBoardVersion.self)
    requireSendable(HexBoardCommand.self)
    requireSendable(HexDiagonal.self)
    requireSendable(HexDirection.self)
    requireSendable(HexEdge.self)
    requireSendable(HexLayout.self)
    requireSendable(HexMap<UInt8>.self)
    requireSendable(HexNeighbors.self)
    requireSendable(HexNoise.self)
    requireSendable(HexOrientation.self)
    requireSendable(HexRange.self)
    requireSendable(HexRing.self)
    requireSendable(HexSpiral.self)
    requireSendable(HexVertex.self)
    requireSendable(LandmassGenerator.self)
    requireSendable(MapFile.self)
    requireSendable(BoardFileError.self)
    requireSendable(MapGenerator.self)
    requireSendable(MapGrid.self)
    requireSendable(MapGridError.self)
    requireSendable(MapShape.self)
    requireSendable(MapWrap.self)
    requireSendable(MovementRange.self)
    requireSendable(Mover.self)
    requireSendable(NavigationError.self)
    requireSendable(NavigationGraph.self)
    requireSendable(NavigationStep.self)
    requireSendable(NeighborIndices.self)
    requireSendable(NoiseSettings.self)
    requireSendable(Occupancy.self)
    requireSendable(OffsetConvention.self)
    requireSendable(OffsetCoordinate.self)
    requireSendable(ParallelogramShape.self)
    requireSendable(Path.self)
    requireSendable(Turns.self)
    requireSendable(UnitMap.self)
    requireSendable(PictureFormat.self)
    requireSendable(PictureFormatError.self)
    requireSendable(PictureSizeError.self)
    requireSendable(PNGRenderer.self)
    requireSendable(RasterCanvas.self)
    requireSendable(PathQuery.self)
    requireSendable(PlayerView.self)
    requireSendable(Point.self)
    requireSendable(PropertyValue.self)
    requireSendable(RGBColor.self)
    requireSendable(Rect.self)
    requireSendable(RectangleShape.self)
    requireSendable(ResizeAnchor.self)
    requireSendable(RiverGenerator.self)
    requireSendable(RiverPaint.self)
    requireSendable(RiverReport.self)
    requireSendable(RiverStyle.self)
    requireSendable(RoadGenerator.self)
    requireSendable(PictureOptions.self)
    requireSendable(SVGRenderer.self)
    requireSendable(SearchContext.self)
    requireSendable(SearchRules.self)
    requireSendable(SightBlocker.self)
    requireSendable(Size.self)
    requireSendable(SplitMix64.self)
    requireSendable(StartPlacer.self)
    requireSendable(TerminalCanvas.self)
    requireSendable(TerminalCanvas.FeatureMarks.self)
    requireSendable(TerminalCanvas.ObjectMarks.self)
    requireSendable(TerminalCanvas.Spot.self)
    requireSendable(TerminalOptions.self)
    requireSendable(TerminalRenderer.self)
    requireSendable(PictureDocument.self)
    requireSendable(Terrain.self)
    requireSendable(MovementClass.self)
    requireSendable(MovementClass.LayerCost.self)
    requireSendable(MovementClass.Combine.self)
    requireSendable(MovementCost.self)
    requireSendable(BoardLayer.self)
    requireSendable(BoardLayer.Kind.self)
    requireSendable(LayerValue.self)
    requireSendable(EdgeFeature.self)
    requireSendable(EdgeFeature.Movement.self)
    requireSendable(BiomeTable.self)
    requireSendable(BiomeTable.Band.self)
    requireSendable(FalloffCurve.self)
    requireSendable(FieldCombination.self)
    requireSendable(FieldThreshold.self)
    requireSendable(EdgeFeature.Style.self)
    requireSendable(VertexFeature.self)
    requireSendable(TiledError.self)
    requireSendable(TiledExport.self)
    requireSendable(TiledExportOptions.self)
    requireSendable(WesnothBoard.self)
    requireSendable(WesnothBoardError.self)
    requireSendable(WesnothData.self)
    requireSendable(WesnothDataError.self)
    requireSendable(WesnothEmbeddedMap.self)
    requireSendable(WesnothMap.self)
    requireSendable(WesnothMapCell.self)
    requireSendable(WesnothMapError.self)
    requireSendable(WesnothMapLabel.self)
    requireSendable(WesnothMapPosition.self)
    requireSendable(WesnothMovetype.self)
    requireSendable(WesnothMovetypeError.self)
    requireSendable(WesnothTerrainCode.self)
    requireSendable(WesnothTerrainCodeError.self)
    requireSendable(WesnothTerrainTable.self)
    requireSendable(WesnothTerrainTableError.self)
    requireSendable(WesnothTerrainType.self)
    requireSendable(WesnothWMLError.self)
    requireSendable(WesnothWMLNode.self)
    requireSendable(TiledImport.self)
    requireSendable(TiledImportWarning.self)
    requireSendable(TiledMap.self)
    requireSendable(TiledReference.self)
    requireSendable(TiledResolver.self)
    requireSendable(TiledResolverError.self)
    requireSendable(TriangleShape.self)
    requireSendable(VerticalAxis.self)
    requireSendable(VisibilityMap.self)
    requireSendable(FieldOfViewScanner.self)
    requireSendable(ViewHashSums.self)
    requireSendable(WorldTurn.self)
    requireSendable(Xoshiro256StarStar.self)
    requireSendable(BoardPatch.CellChange.self)
    requireSendable(BoardPatch.FeatureChange.self)
    requireSendable(BoardPatch.ElevationChange.self)
    requireSendable(BoardPatch.ElevationChange.State.self)
    requireSendable(BoardPatch.HeightChange.self)
    requireSendable(BoardPatch.ObjectChange.self)
    requireSendable(BoardPatch.ViewChange.self)
    requireSendable(BoardPatch.TurnChanges.self)
    requireSendable(Board.TerrainAndSidesStamp.self)
    requireSendable(BoardPatch.LayerHeader.self)
    requireSendable(BoardPatch.LayerCellValue.self)
    requireSendable(BoardPatch.LayerCellChange.self)
    requireSendable(BoardPatch.LayerCells.self)
    requireSendable(BoardLayer.self)
    requireSendable(BoardLayer.Kind.self)
    requireSendable(LayerValue.self)
    requireSendable(HexNeighbors.Kind.self)
    requireSendable(HexRange.Iterator.self)
    requireSendable(HexRing.Iterator.self)
    requireSendable(HexSpiral.Iterator.self)
    requireSendable(BoardFileError.Kind.self)
    requireSendable(BoardObjects.Index.self)
    requireSendable(NeighborIndices.Iterator.self)
    requireSendable(NoiseSettings.Basis.self)
    requireSendable(NoiseSettings.Fractal.self)
    requireSendable(ParallelogramShape.Iterator.self)
    requireSendable(RectangleShape.Iterator.self)
    requireSendable(PictureOptions.CoordinateLabels.self)
    requireSendable(PictureOptions.NumericLayerStyle.self)
    requireSendable(PictureOptions.Sizing.self)
    requireSendable(StartPlacer.Placement.self)
    requireSendable(RiverReport.End.self)
    requireSendable(RiverReport.Drop.self)
    requireSendable(TiledError.Kind.self)
    requireSendable(TiledMap.Format.self)
    requireSendable(TiledReference.Kind.self)
    requireSendable(TriangleShape.Iterator.self)
    requireSendable(TriangleShape.Pointing.self)
  }

  /// Every public type declared in any module under Sources/ is in the list of `publicTypesAreSendable`, so the audit cannot
  /// fall behind.
  @Test func publicTypeListIsComplete() throws {
    let thisFile = try String(contentsOfFile: #filePath, encoding: .utf8)
    let checked = Set(
      thisFile.split(separator: "\n").compactMap { line -> String? in
        guard let open = line.range(of: "requireSendable("), line.hasSuffix(".self)") else {
          return nil
        }
        // The last name component, without generic arguments: `BoardPatch.State` -> `State`.
        let type = line[open.upperBound...].dropLast(".self)".count)
        let plain = type.split(separator: "<").first ?? type
        return plain.split(separator: ".").last.map(String.init)
      })
    var declared: [String] = []
    for module in [
      "HexGrid", "HexCodecs", "HexBoardMaps", "HexBoardCore", "HexBoardNavigation",
      "HexBoardVision", "HexBoardFiles", "HexBoardSync", "HexBoardGeneration",
      "HexBoardRendering", "HexBoardTiled", "HexBoardWesnoth", "HexBoardCLI",
    ] {
      let folder = TestPaths.repositoryRoot + "/Sources/" + module
      let files = try FileManager.default.subpathsOfDirectory(atPath: folder)
      for file in files.sorted() where file.hasSuffix(".swift") {
        let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
        for line in text.split(separator: "\n") {
          let words = line.split(separator: " ")
          guard
            let index = words.firstIndex(where: {
              ["struct", "enum", "class", "actor"].contains($0)
            }),
            words.first == "public" || words.first == "@frozen", words.contains("public"),
            index + 1 < words.count
          else { continue }
          let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
          declared.append(String(name))
        }
      }
    }
    #expect(declared.count > 90, "the scan found the public types")
    #expect(declared.contains("TiledMap"), "the scan reached the last library module")
    let missing = declared.filter { !checked.contains($0) }
    #expect(missing.isEmpty, "not in publicTypesAreSendable: \(missing)")
  }
}
