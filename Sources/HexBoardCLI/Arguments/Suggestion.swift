import HexBoard

/// "Did you mean …?" for mistyped commands, subcommands and options: the candidate nearest
/// to what was typed by edit distance (insertions, deletions, substitutions and swaps of
/// two neighbouring characters each count one), within a cut-off that grows with the word,
/// so `ad` suggests `add` and `colour` suggests `color` but `xyz` suggests nothing.
/// Deterministic: among equally near candidates the first in the given order wins.
enum Suggestion {
  /// The candidate nearest to `typed`, or `nil` when none is near enough.
  static func nearest(_ typed: String, in candidates: [String]) -> String? {
    let limit = cutOff(for: typed)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != typed {
      let distance = self.distance(typed, candidate)
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// How many edits a suggestion may be away: 1 up to four characters, 2 up to eight, then 3.
  static func cutOff(for typed: String) -> Int {
    switch typed.count {
    case ...4: 1
    case ...8: 2
    default: 3
    }
  }

  /// The optimal-string-alignment distance between `a` and `b` (Levenshtein plus swaps of
  /// neighbouring characters).
  ///
  /// - Complexity: O(a.count × b.count); words on a command line are short.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, before[j - 2] + 1)
        }
        current[j] = value
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }

  /// `"; did you mean 'x'?"`, or nothing, for the end of an error message.
  static func hint(
    _ typed: String, in candidates: [String],
    shownAs show: (String) -> String = {
      $0
    }
  ) -> String {
    nearest(typed, in: candidates).map { "; did you mean '\(show($0))'?" } ?? ""
  }
}
