import FoundationEssentials

/// The best records of one mode met so far, at most `capacity`: their ranks form a heap with
/// the one that ranks last on top, so a record that does not rank before it is turned away
/// at once and one that does takes its place. Ranked as ``RecordRank`` ranks (ties go to the
/// earlier in the file), the records kept are those the whole list ranked at once keeps.
struct BestOfMode {
    let capacity: Int
    /// The records kept, in no order; a rank's `index` is its record's place here.
    private(set) var records: [BestRecords.Numbered] = []
    /// The records' ranks: no rank is before its parent's, so the first ranks last.
    private var ranks: [RecordRank] = []

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Whether a record of `score` at `date` would be kept: there is room, or it ranks before
    /// the last kept (a later record equal to it in score and date does not).
    func admits(score: Int, date: Date) -> Bool {
        guard ranks.count == capacity, let last = ranks.first else { return true }
        return RecordRank(score: score, date: date, place: .max, index: 0).isBefore(last)
    }

    /// Keeps `numbered` if it ranks among the best, in place of the last kept when full.
    mutating func keep(_ numbered: BestRecords.Numbered) {
        if ranks.count < capacity {
            ranks.append(RecordRank(numbered.record, place: numbered.number, index: records.count))
            records.append(numbered)
            siftUp(from: ranks.count - 1)
        } else if let last = ranks.first {
            let rank = RecordRank(numbered.record, place: numbered.number, index: last.index)
            guard rank.isBefore(last) else { return }
            records[last.index] = numbered
            ranks[0] = rank
            siftDown(from: 0)
        }
    }

    /// Moves the rank at `child` up while it ranks after its parent.
    private mutating func siftUp(from child: Int) {
        var child = child
        while child > 0 {
            let parent = (child - 1) / 2
            guard ranks[parent].isBefore(ranks[child]) else { return }
            ranks.swapAt(parent, child)
            child = parent
        }
    }

    /// Moves the rank at `parent` down while a child ranks after it.
    private mutating func siftDown(from parent: Int) {
        var parent = parent
        while true {
            let left = 2 * parent + 1, right = left + 1
            var last = parent
            if left < ranks.count, ranks[last].isBefore(ranks[left]) { last = left }
            if right < ranks.count, ranks[last].isBefore(ranks[right]) { last = right }
            guard last != parent else { return }
            ranks.swapAt(parent, last)
            parent = last
        }
    }
}
