# Round robin events: announcements, standings and refusals.

event-created-round-robin = **{ $actor }** opened the round robin **{ $event }** ({ $variant }, { $legs ->
        [2] every pairing twice, seats swapped
       *[other] every pairing once
    }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move, { $round-days ->
        [one] { $round-days } day
       *[other] { $round-days } days
    } per round, { $rated ->
        [true] rated
       *[other] unrated
    }). The rounds follow from the players (at most { $max }), who meet one round at a time. Join with `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` before the organiser starts it with `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
round-robin-bye-line = { $player } sits out this round (no game, no points).
round-robin-walkover-line = { $winner } wins by forfeit: { $loser } has withdrawn.
round-robin-withdrawn-bye-line = { $player } has no game this round: { $opponent } has withdrawn.
round-robin-round-without-games = **{ $event }**, round { $round } of { $rounds }: no game to play, every game of the round had a withdrawn player.
round-robin-standings-image-title = LYNGK event { $event } · round robin standings
round-robin-standings-subtitle = { $over ->
        [true] Final standings
       *[other] After round { $round } of { $rounds }
    }

round-robin-refusal-rounds = No { $legs ->
        [double] double
       *[other] single
    } round robin has { $given } rounds: n players make n - 1 rounds when n is even and n when it is odd{ $legs ->
        [double] , twice over
       *[other] {""}
    }. Leave `{ cmd-lyngk-admin-event-create.rounds }` out and the rounds follow from the players.
round-robin-refusal-rounds-disagree = The round robin { $name } was created with { $rounds } rounds, but its { $players } players make { $needed }: { $rounds } rounds need { $fitting } players. Change who plays, or create it again without `{ cmd-lyngk-admin-event-create.rounds }`.
round-robin-refusal-late-entry = A round robin's schedule is drawn at the start, so it takes no late entries: leave `{ cmd-lyngk-admin-event-create.late_entry }` out.
round-robin-refusal-best-of = Best of { $given } is for knockouts: every round robin pairing is one game. Leave `{ cmd-lyngk-admin-event-create.best_of }` out.
round-robin-refusal-max-players = A { $legs ->
        [double] double
       *[other] single
    } round robin holds at most { $max } players (an event has at most 30 rounds), not { $given }.
round-robin-refusal-full = The round robin { $name } is full: a { $legs ->
        [double] double
       *[other] single
    } round robin holds at most { $max } players.
round-robin-refusal-started = The round robin { $name } has started and its schedule is drawn: nobody can join it now.
round-robin-refusal-round-days-all-at-once = A round robin with every game at once has no round deadlines (the games' clocks are the only ones): leave `{ cmd-lyngk-admin-event-create.round_days }` out.
