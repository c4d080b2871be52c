import HexBoardSupport

/// The words of a ``FeatureLayer``, one per slot, as narrow as the values need: 8 bits
/// while no slot carries a palette entry past the eighth (nearly every board), 16 bits once
/// one does. Both are paged (``PagedArray``), so a snapshot shares every page the live copy
/// does not write.
///
/// Reading a slot is one branch on the width more than reading a flat page; bulk readers
/// take the words once and read them in place.
package enum FeatureWords: Sendable {
  /// 8-bit words: every value is below 256.
  case narrow(PagedArray<UInt8>)
  /// 16-bit words.
  case wide(PagedArray<UInt16>)

  /// The bits of `slot` (bit `k` for palette entry `k`).
  ///
  /// - Precondition: `0 <= slot < count`.
  @inlinable
  package subscript(slot: Int) -> UInt16 {
    switch self {
    case .narrow(let words): UInt16(truncatingIfNeeded: words[slot])
    case .wide(let words): words[slot]
    }
  }

  /// Whether the words are 8 bits wide.
  package var isNarrow: Bool {
    if case .narrow = self { return true }
    return false
  }

  /// The bytes one word takes: 1 or 2.
  package var bytesPerWord: Int { isNarrow ? 1 : 2 }

  /// The number of pages.
  package var pageCount: Int {
    switch self {
    case .narrow(let words): words.pages.count
    case .wide(let words): words.pages.count
    }
  }

  /// The number of pages of `self` that are not the same storage as `other`'s (all of
  /// them when the widths differ): for tests that check a write copies one page.
  package func pagesNotShared(with other: FeatureWords) -> Int {
    switch (self, other) {
    case (.narrow(let a), .narrow(let b)): a.pagesNotShared(with: b)
    case (.wide(let a), .wide(let b)): a.pagesNotShared(with: b)
    default: pageCount
    }
  }

  /// Calls `body` with the first slot of each page that holds a nonzero word and the
  /// page's words as 16-bit values, in order: zero pages (and the shared pages of a layer
  /// never written there) are skipped by one comparison each.
  func forEachNonzeroWord(_ body: (_ slot: Int, _ bits: UInt16) -> Void) {
    switch self {
    case .narrow(let words):
      words.withPages { start, page in
        for (k, word) in page.enumerated() where word != 0 { body(start + k, UInt16(word)) }
      }
    case .wide(let words):
      words.withPages { start, page in
        for (k, word) in page.enumerated() where word != 0 { body(start + k, word) }
      }
    }
  }

  /// The same words 16 bits wide: pages of zeros stay one shared page, every other page is
  /// widened once.
  ///
  /// - Complexity: O(slots) once, when a layer first holds a ninth palette entry.
  func widened() -> PagedArray<UInt16> {
    switch self {
    case .wide(let words):
      return words
    case .narrow(let words):
      var wide = PagedArray<UInt16>(repeating: 0, count: words.count)
      for (p, page) in words.pages.enumerated() where page.contains(where: { $0 != 0 }) {
        wide.pages[p] = page.map { UInt16($0) }
      }
      return wide
    }
  }

  /// The same words 8 bits wide, for words that all fit (see ``FeatureLayer/narrow()``).
  ///
  /// - Precondition: every word is below 256.
  func narrowed() -> PagedArray<UInt8> {
    switch self {
    case .narrow(let words):
      return words
    case .wide(let words):
      var narrow = PagedArray<UInt8>(repeating: 0, count: words.count)
      for (p, page) in words.pages.enumerated() where page.contains(where: { $0 != 0 }) {
        narrow.pages[p] = page.map { UInt8(truncatingIfNeeded: $0) }
      }
      return narrow
    }
  }
}

extension FeatureWords: Equatable {
  /// Equal when every slot holds the same bits, whatever the widths: a layer widened for a
  /// ninth entry and a narrow one with the same features are the same features.
  package static func == (lhs: FeatureWords, rhs: FeatureWords) -> Bool {
    switch (lhs, rhs) {
    case (.narrow(let a), .narrow(let b)): return a == b
    case (.wide(let a), .wide(let b)): return a == b
    case (.narrow(let a), .wide(let b)), (.wide(let b), .narrow(let a)):
      guard a.count == b.count else { return false }
      for (x, y) in zip(a.pages, b.pages) {
        guard x.count == y.count, zip(x, y).allSatisfy({ UInt16($0) == $1 }) else { return false }
      }
      return true
    }
  }
}
