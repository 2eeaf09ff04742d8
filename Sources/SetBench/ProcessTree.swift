import FoundationEssentials
import Glibc

/// A server as the kernel sees it from outside: a process and everything it started (sshd's
/// per-session processes and the games they run), read from /proc.
struct ProcessTree {
    /// The server's first process.
    let root: pid_t

    /// The processes below `root` now, children first found by their parent (/proc/PID/stat).
    var descendants: [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry), let fields = Self.statFields(pid), fields.count > 1, let parent = pid_t(fields[1]) else { continue }
            children[parent, default: []].append(pid)
        }
        var found: [pid_t] = []
        var next = children[root] ?? []
        while let pid = next.popLast() {
            found.append(pid)
            next += children[pid] ?? []
        }
        return found
    }

    /// CPU seconds spent by the tree so far: each living process's own and its reaped
    /// children's (utime, stime, cutime, cstime), so a process that ended is still counted
    /// once its parent has waited for it.
    var cpuSeconds: Double {
        ([root] + descendants).reduce(0) { sum, pid in
            guard let fields = Self.statFields(pid), fields.count > 14 else { return sum }
            // After the name: utime, stime, cutime, cstime are fields 14–17 (1-based), here 11–14.
            let ticks = fields[11...14].compactMap { Double($0) }.reduce(0, +)
            return sum + ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
        }
    }

    /// The memory of the processes below the root, in kilobytes: resident (pages shared
    /// between them counted in each) and proportional (a shared page split among its users:
    /// what the players cost together).
    var memoryBelowRoot: (resident: Int, proportional: Int) {
        descendants.reduce((0, 0)) { sum, pid in
            let rollup = Self.rollup(pid)
            return (sum.0 + (rollup["Rss"] ?? 0), sum.1 + (rollup["Pss"] ?? 0))
        }
    }

    /// /proc/PID/stat's fields after the command name (state first), or nil once it is gone.
    static func statFields(_ pid: pid_t) -> [Substring]? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = text.lastIndex(of: ")") else { return nil }
        return text[text.index(after: close)...].split(separator: " ")
    }

    /// /proc/PID/smaps_rollup's kilobyte figures by name (Rss, Pss, …).
    static func rollup(_ pid: pid_t) -> [String: Int] {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8) else { return [:] }
        var figures: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard words.count >= 2, words[0].hasSuffix(":"), let value = Int(words[1]) else { continue }
            figures[String(words[0].dropLast())] = value
        }
        return figures
    }
}

/// The whole machine's CPU time, busy and in all (/proc/stat), to tell what else ran beside a
/// measurement: the load generator shares the cores with the server, and so may others.
struct MachineCPU {
    /// Seconds every core has spent busy (not idle, not waiting for the disk) since boot.
    static var busySeconds: Double {
        guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") })
        else { return 0 }
        let ticks = line.split(separator: " ").dropFirst().compactMap { Double($0) }
        guard ticks.count >= 5 else { return 0 }
        // user nice system idle iowait irq softirq steal …: idle and iowait are not busy.
        let busy = ticks.prefix(8).reduce(0, +) - ticks[3] - ticks[4]
        return busy / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// This process's own CPU seconds so far (the load generator's).
    static var ownSeconds: Double {
        ProcessTree(root: getpid()).cpuSecondsOfRootAlone
    }

    /// The machine's load average over the last minute (/proc/loadavg).
    static var loadAverage: Double {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return 0 }
        return Double(text.split(separator: " ").first ?? "") ?? 0
    }
}

extension ProcessTree {
    /// CPU seconds of the root process alone (utime + stime).
    var cpuSecondsOfRootAlone: Double {
        guard let fields = Self.statFields(root), fields.count > 12 else { return 0 }
        let ticks = fields[11...12].compactMap { Double($0) }.reduce(0, +)
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
