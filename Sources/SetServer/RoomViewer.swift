import SetOnline

/// A session looking at a room, as a player or a spectator: told of every change to it
/// and every word for its players.
protocol RoomViewer: AnyObject {
    /// Who is looking.
    var viewer: PlayerKey { get }
    /// `room` changed as `events` say (none: only its rating changes did).
    func roomChanged(_ room: HostedRoom, _ events: [RoomEvent])
    /// A word from the server for the room's players.
    func tell(_ message: String)
}
