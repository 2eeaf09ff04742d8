import Foundation
import SetTestSupport
import Testing

@testable import SetStore

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct VersionedFileTests {
    struct Document: Codable, Equatable {
        var version = 1
        var name = "x"
    }

    let directory = TemporaryDirectory()
    var file: VersionedFile<Document> {
        VersionedFile(url: directory.url.appendingPathComponent("doc.json"), supportedVersion: 1)
    }

    @Test func noFileReadsAsNil() throws {
        #expect(try file.read() == nil)
    }

    @Test func readsWhatItWrites() throws {
        try file.write(Document(name: "y"))
        guard case let .document(document)? = try file.read() else { Issue.record("not a document"); return }
        #expect(document == Document(name: "y"))
    }

    @Test func aNewerVersionIsRecognisedEvenWhenItsShapeChanged() throws {
        try directory.write(#"{"version": 3, "entirely": ["different"]}"#, to: "doc.json")
        guard case let .newer(version)? = try file.read() else { Issue.record("not newer"); return }
        #expect(version == 3)
    }

    @Test(arguments: ["", "{", "[]", #"{"name": "x"}"#, #"{"version": 0, "name": "x"}"#, #"{"version": 1}"#])
    func badBytesAreUnreadable(text: String) throws {
        try directory.write(text, to: "doc.json")
        guard case .unreadable? = try file.read() else { Issue.record("readable: \(text)"); return }
    }
}
