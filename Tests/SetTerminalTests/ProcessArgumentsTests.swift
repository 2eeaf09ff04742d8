import CTerminal
import SetTestSupport
import Testing

@testable import SetTerminal

/// The arguments read from what the C library handed to initializers are the ones
/// `CommandLine` holds.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct ProcessArgumentsTests {
    @Test("the C library handed the initializer every argument, and they are CommandLine's")
    func sameAsCommandLine() {
        #expect(Int(ct_argument_count()) == CommandLine.arguments.count)
        for (index, argument) in CommandLine.arguments.enumerated() {
            #expect(ct_argument(Int32(index)).map { String(cString: $0) } == argument)
        }
        #expect(ct_argument(Int32(CommandLine.arguments.count)) == nil)
        #expect(ProcessArguments.afterProgramName == Array(CommandLine.arguments.dropFirst()))
    }
}
