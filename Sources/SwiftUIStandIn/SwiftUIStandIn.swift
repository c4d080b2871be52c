// A stand-in for the part of SwiftUI that HexBoardSwiftUI uses, for platforms without
// SwiftUI (Linux in CI). Every public name here has SwiftUI's name and signature, so the
// adaptor sources compile unchanged against either module:
//
//   #if canImport(SwiftUI)
//   import SwiftUI
//   #else
//   import Foundation      // CGFloat, CGPoint, CGSize and CGRect, which SwiftUI re-exports
//   import SwiftUIStandIn
//   #endif
//
// Nothing is drawn or laid out here. Instead the stand-in records what the adaptor asks
// for (where each subview is placed, what a canvas fills and strokes), and the test hooks
// in StandInHarness.swift (names that SwiftUI does not have, all starting with `standIn`)
// build fake subviews and read the records back. A name SwiftUI lacks is never used by the
// adaptor: only the tests call the hooks.
//
// Declare only what the adaptor uses. A new SwiftUI call in the adaptor fails to compile on
// Linux until its declaration is added here, copied from Apple's documentation.
