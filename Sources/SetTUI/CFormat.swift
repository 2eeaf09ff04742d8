import Glibc

extension String {
    /// `arguments` written by C's `printf` conversions in `format` (`"%.2f"`, `"%.3g"`), as
    /// the simulator prints its figures.
    init(cFormat format: String, _ arguments: any CVarArg...) {
        let text = withVaList(arguments) { list -> String in
            var buffer = [CChar](repeating: 0, count: 64)
            let needed = Int(vsnprintf(&buffer, buffer.count, format, list))
            guard needed >= buffer.count else { return String(cString: buffer) }
            return withVaList(arguments) { again in
                buffer = [CChar](repeating: 0, count: needed + 1)
                vsnprintf(&buffer, buffer.count, format, again)
                return String(cString: buffer)
            }
        }
        self = text
    }
}
