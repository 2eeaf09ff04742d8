import NIOCore

/// Whether today's race was played to its end is kept in the records, shared by the nodes:
/// a node that started since, or another node, learns it there and deals the day's deal as
/// practice instead of a second race.
extension RoomHub {
    /// Today (UTC), when the hub cannot tell by itself whether its race is over: no race of
    /// today is open here and none was played to its end here.
    var dayToAskAbout: Int? {
        let day = RoomAccess.day(at: clock())
        return rooms[RoomAccess.dailyCode(day)] == nil && !finishedRaces.contains(day) ? day : nil
    }

    /// Asks `records` whether today's race was recorded as played to its end when the hub
    /// cannot tell (``dayToAskAbout``), notes it if so, then runs `next` on `loop`, the hub's.
    /// Records that cannot be read leave the hub to go by what it knows.
    func learnWhetherTodaysRaceIsOver(from records: Records, on loop: any EventLoop, then next: @escaping () -> Void) {
        guard let day = dayToAskAbout else { return next() }
        records.run(on: loop) { try await $0.raceFinished(on: day) }.assumeIsolated().whenComplete { [weak self] result in
            if case .success(true) = result { self?.raceFinished(on: day) }
            next()
        }
    }

    /// Today (UTC), when another node lists today's race as played to its end: the hub
    /// learns it while the race's room is open there, and knows it once the room closes.
    var todaysRaceOverElsewhere: Int? {
        let day = RoomAccess.day(at: clock())
        return elsewhere.contains { $0.isDaily && $0.isOver && $0.code == RoomAccess.dailyCode(day) } ? day : nil
    }
}
