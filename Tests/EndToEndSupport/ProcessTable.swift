import Foundation

/// What Linux's `/proc` says about running processes, for end-to-end tests.
public enum ProcessTable {
    /// The fields of `/proc/pid/stat` after the command name: state, parent, process group,
    /// session, …, user time (11), system time (12), …; nil once the process is gone.
    public static func status(of pid: Int32) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let name = stat.range(of: ")", options: .backwards) else { return nil }
        return stat[name.upperBound...].split(separator: " ")
    }

    /// User plus system CPU time of process `pid`, in clock ticks (1/100 s).
    public static func cpuTicks(_ pid: Int32) throws -> Int {
        guard let fields = status(of: pid) else { throw ChildProcess.Failure(description: "no process \(pid)") }
        return Int(fields[11])! + Int(fields[12])!
    }

    /// The first child of process `pid`.
    public static func firstChild(of pid: Int32) throws -> Int32 {
        let children = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
        guard let first = children.split(separator: " ").first.flatMap({ Int32($0) }) else {
            throw ChildProcess.Failure(description: "process \(pid) has no child")
        }
        return first
    }

    /// Whether any live (not zombie) process belongs to session `session`.
    public static func hasMembers(session: Int32) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.lazy.compactMap { Int32($0) }.contains { pid in
            guard let fields = status(of: pid), fields.count > 3 else { return false }
            return fields[0] != "Z" && Int32(fields[3]) == session
        }
    }

    /// Waits up to `seconds` until no live process belongs to session `session`.
    public static func waitUntilEmpty(session: Int32, seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while hasMembers(session: session) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
    }
}
