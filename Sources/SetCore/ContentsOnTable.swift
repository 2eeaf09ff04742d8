/// The contents of the cards `ids`, looked up on `table` as they are read: a group to judge
/// without copying it into an array. Every id must be on the table.
struct ContentsOnTable<Content: Matchable>: RandomAccessCollection {
    let table: [Card<Content>]
    let ids: [CardID]

    var startIndex: Int { 0 }
    var endIndex: Int { ids.count }

    subscript(position: Int) -> Content {
        let id = ids[position]
        return table.first { $0.id == id }!.content
    }
}
