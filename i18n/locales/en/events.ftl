# Events (Swiss): announcements, standings, pairings and refusals.

event-created = **{ $actor }** opened the Swiss event **{ $event }** ({ $variant }, { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move, { $round-days ->
        [one] { $round-days } day
       *[other] { $round-days } days
    } per round, { $rated ->
        [true] rated
       *[other] unrated
    }). Join with `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`; the organiser starts it with `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
event-joined = **{ $player }** joined the event **{ $event }** ({ $roster }).
event-joined-late = **{ $player }** joined the running event **{ $event }** and is paired from the next round on ({ $roster }).
event-left = **{ $player }** left the event **{ $event }** ({ $roster }).
event-withdrawn = **{ $player }** withdrew from the event **{ $event }** and will not be paired again.
event-forfeit = Game { $game }: **{ $loser }** withdrew, so { $winner } wins by forfeit.
event-deadline-draw = Game { $game } reached the round's deadline with time left on both clocks: a draw between { $first } and { $second }.
event-round-opens = **{ $event }**, round { $round } of { $rounds }: the games are open, each in its own thread. Deadline: { $deadline }.
event-pairing-line = { $white } (moves first) vs { $black }
event-bye-line = { $player } has the bye this round (one point).
event-thread-name = LYNGK { $event } · round { $round } · { $first } vs { $second }
event-opening = Event **{ $event }**, round { $round }: game { $game } between **{ $first }** (player 1) and **{ $second }** (player 2), { $variant }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move.
event-reopening = The event **{ $event }** is running; opening the threads that are missing.
event-over = The event **{ $event }** is over. Congratulations, **{ $winner }**!
event-is-over = The event is over.
event-not-started-yet = The event **{ $event }** has not started yet ({ $roster }).
event-standings-title = **LYNGK event { $event } · standings after round { $round } of { $rounds }**
swiss-standings-image-title = LYNGK event { $event } · Swiss standings
event-pairings-title = **{ $event } · round { $round }**
event-pairings-bye = { $player }: bye
event-pairings-game = { $white } vs { $black }: { $result ->
        [running] playing
        [white-won] 1-0
        [black-won] 0-1
        [draw] ½-½
        [void] void (0-0)
        [white-forfeit-win] 1-0 by forfeit
        [black-forfeit-win] 0-1 by forfeit
       *[other] { $result }
    }
event-exported = The event **{ $event }** as a FIDE tournament report (TRF).
event-list-empty = This server has no events yet.
event-list-title = **Events on this server**
event-list-line = **{ $event }** ({ $format ->
        [swiss] Swiss
        [knockout] knockout
        [round_robin] round robin
       *[other] { $format }
    }): { $state ->
        [open] open for entries
        [running] running
       *[other] over
    }, { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, round { $round } of { $rounds }
event-list-league-line = **{ $event }** (league): running, { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, { $played } of { $games } games played

events-buchholz-cut1 = BH-1
events-buchholz = BH
events-sonneborn-berger = SB
events-progressive = Prog

refusal-admin-create-event = Only a server admin (Manage Server permission) can create an event.
refusal-event-bad-name = An event name has 1 to { $max } characters: letters, digits, spaces, `-`, `_`, apostrophes or emoji. '{ $given }' is not one.
refusal-event-exists = This server already has an event called { $name }: choose another name.
refusal-event-unknown = There is no event called '{ $name }' on this server: see `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-list }`.
refusal-event-not-organiser = Only the organiser of the event { $name } can do that.
refusal-event-rounds = A Swiss has 1 to { $max } rounds, not { $given }.
refusal-event-deadline-in-past = A round of 0 days would reach its deadline before anyone could move: give at least 1 day.
refusal-event-round-shorter-than-move = A round of { $round ->
        [one] { $round } day
       *[other] { $round } days
    } is shorter than one move ({ $move ->
        [one] { $move } day
       *[other] { $move } days
    }): give the round at least as many days as a move.
refusal-event-round-too-long = A round lasts at most { $max } days, not { $given }.
refusal-event-max-players = An event holds 2 to { $max } players, not { $given }.
refusal-event-rating-range = The rating range { $min } to { $max } is empty: the minimum must not be above the maximum.
refusal-event-time-loss-share = A share of games lost on time is 0 to 100 %, not { $given }.
refusal-event-too-few-players = The event { $name } needs at least 2 players to start; it has { $players }.
refusal-event-too-many-rounds = The event { $name } has { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    } but only { $players ->
        [one] { $players } player
       *[other] { $players } players
    }: every round needs an opponent not met yet, so it needs more players (or fewer rounds).
refusal-event-already-started = The event { $name } has already started: see `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-pairings }`.
refusal-event-late-entry-closed = The event { $name } has started and takes no late entries.
refusal-event-finished = The event { $name } is over: see `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings }`.
refusal-event-not-started = The event { $name } has not started yet: there are no pairings.
refusal-event-full = The event { $name } is full ({ $max } players).
refusal-event-rating-outside = The event { $name } is for ratings { $min } to { $max }; yours is { $rating }.
refusal-event-time-losses = The event { $name } takes players who lost at most { $max } % of their games here on time; you lost { $lost } of { $played } ({ $share } %).
refusal-event-already-joined = You have already joined the event { $name }.
refusal-event-not-playing = { $player } is not playing in the event { $name }.
refusal-event-no-such-round = The event { $name } has no round { $round } yet.

# Knockout events.
event-created-knockout = **{ $actor }** opened the knockout event **{ $event }** ({ $variant }, { $best-of ->
        [1] one game a match
       *[other] matches best of { $best-of } games
    }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move, { $round-days ->
        [one] { $round-days } day
       *[other] { $round-days } days
    } per round, { $rated ->
        [true] rated
       *[other] unrated
    }). Seeds follow the ratings; a drawn match is decided by one more game with the seats swapped. Join with `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` before the organiser starts it with `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
event-knockout-round-opens = **{ $event }**, knockout round { $round } of { $rounds } ({ $best-of ->
        [1] one game a match
       *[other] best of { $best-of }
    }): the first games are open, each in its own thread; a match's next game opens when one ends. Deadline: { $deadline }.
event-knockout-bye-line = { $player } goes through to the next round without playing (a bye).
event-knockout-walkover = { $loser } has withdrawn: { $winner } goes through without playing.
event-knockout-next-game = Match { $higher } vs { $lower } ({ $score }): game { $number } opens in its own thread; { $first } moves first.
event-knockout-tiebreak-game = Match { $higher } vs { $lower } is level ({ $score }): game { $number } decides it, seats swapped; { $first } moves first.
event-knockout-deadline-decides = The round's deadline decided the match: { $winner } goes through against { $loser } ({ $score }; level goes to the higher seed).
event-knockout-match = { $higher } vs { $lower }: { $score }{ $state ->
        [playing] , game { $game } being played
        [decided] , **{ $winner }** goes through
       *[other] {""}
    }
event-bracket-title = **LYNGK event { $event } · knockout bracket, { $best-of ->
        [1] one game a match
       *[other] best of { $best-of }
    } · round { $round } of { $rounds }**
event-bracket-image-title = { $event } · knockout bracket
event-bracket-round = { $left ->
        [1] Final
        [2] Semi-finals
        [3] Quarter-finals
       *[other] Round { $round }
    }
event-bracket-alt = Knockout bracket of { $event }. { $rounds }.
event-bracket-alt-winner = Winner: { $winner }.
events-round = Round
events-match-score = Score
events-goes-through = Through
refusal-event-knockout-started = The knockout { $name } has started and its bracket is drawn: nobody can join it now.
refusal-event-best-of = A knockout match is best of 1, 3, 5 or 7 games (an odd number up to { $max }), not { $given }.
refusal-event-best-of-in-swiss = Best of { $given } is for knockouts: a Swiss pairing is one game. Leave `{ cmd-lyngk-admin-event-create.best_of }` out, or choose the knockout format.
refusal-event-knockout-has-no-report = The knockout { $name } has no FIDE tournament report (TRF describes Swiss and round robin events): see its bracket with `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings }`.
refusal-event-rounds-in-knockout = A knockout's rounds follow from its players (4 players: 2 rounds, 5 to 8: 3): leave `{ cmd-lyngk-admin-event-create.rounds }` out.
refusal-event-late-entry-in-knockout = A knockout's bracket is drawn at the start, so it takes no late entries: leave `{ cmd-lyngk-admin-event-create.late_entry }` out.

# An event with a minimum rating and no maximum.
refusal-event-rating-minimum = The event { $name } is for ratings of { $min } and up; yours is { $rating }.

## Formats: each refuses, in its own words, an option of `event create` it does not take.
refusal-swiss-takes-no-option = A Swiss event takes no `{ $option }`: it is paired round by round from the standings. Leave it out, or choose the format it belongs to.
refusal-knockout-takes-no-option = A knockout takes no `{ $option }`: its bracket is drawn at the start and the loser of each match is out. Leave it out, or choose the format it belongs to.
refusal-ladder-takes-no-option = A ladder takes no `{ $option }`: it has neither rounds nor a start, and players climb it by challenges. Leave it out, or choose the format it belongs to.
refusal-round-robin-takes-no-option = A round robin takes no `{ $option }`: everyone meets everyone on a schedule drawn at the start. Leave it out, or choose the format it belongs to.
refusal-divisions-takes-no-option = A divisions event takes no `{ $option }`: each season its divisions are drawn by rating, and newcomers join the last one. Leave it out, or choose the format it belongs to.
# An option as Discord shows its name to the reader.
event-option-rounds = { cmd-lyngk-admin-event-create.rounds }
event-option-round-days = { cmd-lyngk-admin-event-create.round_days }
event-option-late-entry = { cmd-lyngk-admin-event-create.late_entry }
event-option-forfeits = { cmd-lyngk-admin-event-create.forfeits }
event-option-best-of = { cmd-lyngk-admin-event-create.best_of }
event-option-reach = { cmd-lyngk-admin-event-create.reach }
event-option-inactive-days = { cmd-lyngk-admin-event-create.inactive_days }
event-option-division-size = { cmd-lyngk-admin-event-create.division_size }
event-option-movers = { cmd-lyngk-admin-event-create.movers }
event-option-pause-days = { cmd-lyngk-admin-event-create.pause_days }
event-option-legs = { cmd-lyngk-admin-event-create.legs }
event-option-division-format = { cmd-lyngk-admin-event-create.division_format }
event-option-pace = { cmd-lyngk-admin-event-create.pace }
# Entering and rejoining a running event.
refusal-event-last-round = The event { $name } is in its last round: a player entering now would never be paired, so it takes no more entries.
refusal-event-withdrawn = You withdrew from the event { $name }, and a player who withdrew cannot rejoin it.
# The open round's deadline, beside pairings, standings and the event list.
event-round-deadline = Deadline of round { $round }: { $deadline }.
# An event's clock rules (`event settings`).
event-clock-vacation-allowed = In **{ $event }**, vacation (booked or automatic) pauses the games' clocks.
event-clock-vacation-forbidden = In **{ $event }**, vacation is forbidden: neither booked nor automatic vacation pauses its games, and its rounds keep their deadlines.
event-clock-weekends-off = In **{ $event }**, the games' clocks stand still on Saturdays and Sundays, in each player's time zone.
event-clock-weekends-on = In **{ $event }**, the games' clocks run on weekends (a player's own weekends off still count).
# A knockout round in the bracket image's alt text: its title and its matches.
event-bracket-alt-round = { $round }: { $matches }
