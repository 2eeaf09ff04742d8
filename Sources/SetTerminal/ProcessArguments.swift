import CTerminal

/// The arguments the process was started with, after the program's name.
public enum ProcessArguments {
    /// Read from what the C library handed to initializers (``ct_argument(_:)``), which is
    /// what `CommandLine.arguments` holds, without running its code at start-up; from
    /// `CommandLine` when the C library handed nothing.
    public static var afterProgramName: [String] {
        let count = Int(ct_argument_count())
        guard count > 0 else { return Array(CommandLine.arguments.dropFirst()) }
        var arguments: [String] = []
        arguments.reserveCapacity(count - 1)
        for index in 1..<count {
            if let argument = ct_argument(Int32(index)) { arguments.append(String(cString: argument)) }  // always, below the count
        }
        return arguments
    }
}
