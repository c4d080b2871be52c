/// A fixed-length array stored in pages of ``pageSize`` elements, each page its own
/// copy-on-write array: copying the whole array is O(pages) reference counts, and the first
/// write to a shared copy copies only the page it writes. A board kept as a turn's snapshot
/// therefore costs what the turn writes, not a copy of each per-cell layer it touches.
///
/// Reading an element is one shift and one mask more than a flat array. Bulk readers that
/// walk every element take ``flattened()`` once, or walk page by page with
/// ``withPages(_:)``.
@usableFromInline
package struct PagedArray<Element> {
  /// log2 of ``pageSize``.
  @usableFromInline package static var pageShift: Int { 12 }
  /// Elements per page (4096: 4 KiB of bytes, 32 KiB of `Int`s).
  @inlinable package static var pageSize: Int { 1 << pageShift }
  @usableFromInline static var pageMask: Int { pageSize - 1 }

  /// The pages; every page but the last holds ``pageSize`` elements.
  @usableFromInline package var pages: [[Element]]
  /// The number of elements.
  @usableFromInline package let count: Int

  /// `count` copies of `value`. The pages start out sharing one array, so an array
  /// nobody writes costs one page.
  @inlinable
  package init(repeating value: Element, count: Int) {
    self.count = count
    let size = PagedArray.pageSize
    let full = count / size
    let rest = count % size
    var pages: [[Element]] = []
    pages.reserveCapacity(full + 1)
    if full > 0 {
      let page = [Element](repeating: value, count: size)
      pages.append(contentsOf: repeatElement(page, count: full))
    }
    if rest > 0 { pages.append([Element](repeating: value, count: rest)) }
    self.pages = pages
  }

  /// The elements of `array`, in order.
  @inlinable
  package init(_ array: [Element]) {
    count = array.count
    let size = PagedArray.pageSize
    var pages: [[Element]] = []
    pages.reserveCapacity((array.count + size - 1) / size)
    var start = 0
    while start < array.count {
      let end = Swift.min(start + size, array.count)
      pages.append(Array(array[start..<end]))
      start = end
    }
    self.pages = pages
  }

  /// An array made of `pages` as they are, in order: for stores that lay their elements out
  /// in pages of their own shape (``CellLayer``'s square tiles) and locate elements with
  /// ``subscript(page:offset:)``. ``subscript(_:)``, ``flattened()`` and ``withPages(_:)``
  /// assume pages of ``pageSize`` and do not apply to such an array.
  @inlinable
  package init(pages: [[Element]]) {
    self.pages = pages
    count = pages.reduce(0) { $0 + $1.count }
  }

  /// The element at `offset` in page `page`.
  ///
  /// - Precondition: the page exists and holds `offset`.
  @inlinable
  package subscript(page page: Int, offset offset: Int) -> Element {
    get { pages[page][offset] }
    set { pages[page][offset] = newValue }
  }

  /// The element at `index`.
  ///
  /// - Precondition: `0 <= index < count`.
  @inlinable
  package subscript(index: Int) -> Element {
    get { pages[index &>> PagedArray.pageShift][index & PagedArray.pageMask] }
    set { pages[index &>> PagedArray.pageShift][index & PagedArray.pageMask] = newValue }
  }

  /// Every element in one flat array, in order.
  ///
  /// - Complexity: O(count).
  @inlinable
  package func flattened() -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(count)
    for page in pages { result.append(contentsOf: page) }
    return result
  }

  /// Calls `body` with each page's first index and its elements, in order.
  @inlinable
  package func withPages(
    _ body: (_ start: Int, _ elements: UnsafeBufferPointer<Element>) throws -> Void
  )
    rethrows
  {
    for (p, page) in pages.enumerated() {
      try page.withUnsafeBufferPointer { try body(p << PagedArray.pageShift, $0) }
    }
  }

  /// Whether page `p` of `self` and of `other` are the same storage (not merely equal):
  /// what a snapshot and the live copy still share.
  package func sharesPage(_ p: Int, with other: PagedArray) -> Bool {
    guard p < pages.count, p < other.pages.count else { return false }
    return pages[p].withUnsafeBufferPointer { a in
      other.pages[p].withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
    }
  }

  /// The address of each page's storage, in order: for tests that check a write happened
  /// in place (the page kept its address) rather than on a copy.
  package func pageAddresses() -> [UInt] {
    pages.map { page in
      page.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }
  }

  /// The number of pages of `self` that are not the same storage as `other`'s: for tests
  /// that check a write copies one page, not the array.
  package func pagesNotShared(with other: PagedArray) -> Int {
    (0..<pages.count).count { !sharesPage($0, with: other) }
  }
}

extension PagedArray: Sendable where Element: Sendable {}

extension PagedArray: Equatable where Element: Equatable {
  /// Equal when every element is; pages still shared are not compared element by element.
  @usableFromInline
  package static func == (lhs: PagedArray, rhs: PagedArray) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for p in 0..<lhs.pages.count where !lhs.sharesPage(p, with: rhs) {
      guard lhs.pages[p] == rhs.pages[p] else { return false }
    }
    return true
  }
}
