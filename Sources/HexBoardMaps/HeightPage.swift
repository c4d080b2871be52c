/// One page of a ``HeightLayer``: its heights in the narrowest integer width that holds them
/// all, widened (never narrowed) when a write needs more.
@usableFromInline
enum HeightPage: Sendable {
  case bytes([Int8])
  case shorts([Int16])
  case words([Int32])
  /// Heights beyond Int32 (never in a file, which keeps heights within Int32; only from
  /// code that sets such a height), so every `Int` can be stored.
  case longs([Int])

  /// The bytes one height takes in the narrowest width that holds `value`.
  @inlinable
  static func width(of value: Int) -> Int {
    if Int8(exactly: value) != nil { return 1 }
    if Int16(exactly: value) != nil { return 2 }
    return Int32(exactly: value) != nil ? 4 : 8
  }

  /// A page holding `values` in `width` bytes each.
  ///
  /// - Precondition: every value fits `width`.
  @usableFromInline
  init<Values: Collection<Int>>(_ values: Values, width: Int) {
    switch width {
    case 1: self = .bytes(values.map { Int8(truncatingIfNeeded: $0) })
    case 2: self = .shorts(values.map { Int16(truncatingIfNeeded: $0) })
    case 4: self = .words(values.map { Int32(truncatingIfNeeded: $0) })
    default: self = .longs(Array(values))
    }
  }

  /// A page holding `values` in the narrowest width that holds them all.
  @usableFromInline
  init<Values: Collection<Int>>(narrowest values: Values) {
    var low = 0
    var high = 0
    for value in values {
      low = Swift.min(low, value)
      high = Swift.max(high, value)
    }
    self.init(values, width: Swift.max(HeightPage.width(of: low), HeightPage.width(of: high)))
  }

  /// The bytes one height of this page takes.
  @inlinable
  var width: Int {
    switch self {
    case .bytes: 1
    case .shorts: 2
    case .words: 4
    case .longs: 8
    }
  }

  /// The number of heights.
  @usableFromInline
  var count: Int {
    switch self {
    case .bytes(let a): a.count
    case .shorts(let a): a.count
    case .words(let a): a.count
    case .longs(let a): a.count
    }
  }

  /// The height at `offset`.
  @inlinable @inline(__always)
  subscript(offset: Int) -> Int {
    switch self {
    case .bytes(let a): Int(a[offset])
    case .shorts(let a): Int(a[offset])
    case .words(let a): Int(a[offset])
    case .longs(let a): a[offset]
    }
  }

  /// Sets the height at `offset`, in place when this page is not shared and `value` fits
  /// its width; a value that does not fit widens the page first (one O(page) copy).
  @inlinable
  mutating func set(_ value: Int, at offset: Int) {
    // Each case takes the array out and leaves an empty one behind, so the array is not
    // shared with `self` while it is written and copy-on-write does not copy it.
    switch self {
    case .bytes(var a):
      if let v = Int8(exactly: value) {
        self = .longs([])
        a[offset] = v
        self = .bytes(a)
        return
      }
    case .shorts(var a):
      if let v = Int16(exactly: value) {
        self = .longs([])
        a[offset] = v
        self = .shorts(a)
        return
      }
    case .words(var a):
      if let v = Int32(exactly: value) {
        self = .longs([])
        a[offset] = v
        self = .words(a)
        return
      }
    case .longs(var a):
      self = .longs([])
      a[offset] = value
      self = .longs(a)
      return
    }
    widen(to: HeightPage.width(of: value))
    set(value, at: offset)
  }

  /// The page in `width` bytes a height, holding the same values.
  @usableFromInline
  mutating func widen(to width: Int) {
    let old = self
    self = HeightPage((0..<old.count).lazy.map { old[$0] }, width: width)
  }

  /// Copies `length` heights from `offset` on into `target`, as `Int`s.
  @inlinable
  func copy(from offset: Int, count length: Int, into target: UnsafeMutablePointer<Int>) {
    switch self {
    case .bytes(let a): for k in 0..<length { target[k] = Int(a[offset &+ k]) }
    case .shorts(let a): for k in 0..<length { target[k] = Int(a[offset &+ k]) }
    case .words(let a): for k in 0..<length { target[k] = Int(a[offset &+ k]) }
    case .longs(let a): for k in 0..<length { target[k] = a[offset &+ k] }
    }
  }

  /// The address of the page's storage: two pages are the same storage (a snapshot and the
  /// live copy still share it) when their addresses are equal.
  @usableFromInline
  var address: UInt {
    switch self {
    case .bytes(let a): a.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    case .shorts(let a): a.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    case .words(let a): a.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    case .longs(let a): a.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }
  }
}
