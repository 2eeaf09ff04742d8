import Foundation
import SetTestSupport
import Testing

@testable import SetStore

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct StoreErrorTests {
    @Test func messagesAreOneLine() {
        #expect(
            StoreError.newerVersion(file: "scores.json", version: 2, supported: 1).description
                == "scores.json is from a newer set-game (format 2, this one reads up to 1); it was left untouched"
        )
        #expect(
            StoreError.system("read", URL(fileURLWithPath: "/x/scores.json"), code: ENOENT).description
                == "could not read /x/scores.json: No such file or directory"
        )
    }

    @Test func wrappingKeepsStoreErrorsAndWrapsOthers() {
        let url = URL(fileURLWithPath: "/nowhere/file")
        #expect(throws: StoreError.noDataDirectory) {
            try StoreError.wrapping("read", url) { throw StoreError.noDataDirectory }
        }
        #expect {
            try StoreError.wrapping("read", url) { try Data(contentsOf: url) }
        } throws: { error in
            guard case let .io(operation, file, _)? = error as? StoreError else { return false }
            return operation == "read" && file == "/nowhere/file"
        }
    }
}
