# Divisions and seasons: announcements, standings per division, and refusals.

divisions-created = **{ $actor }** opened the divisions event **{ $event }** ({ $variant }, divisions of up to { $size } players, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move, { $round-days ->
        [one] { $round-days } day
       *[other] { $round-days } days
    } per round, { $rated ->
        [true] rated
       *[other] unrated
    }). Each season every division plays { $play ->
        [round_robin_double] a double round robin of its own (everyone meets everyone twice, seats swapped)
        [round_robin] a round robin of its own (everyone meets everyone once)
       *[other] a Swiss of its own
    }; at the end { $movers ->
        [one] the top { $movers } of each division moves up and the bottom { $movers } moves down
       *[other] the top { $movers } of each division move up and the bottom { $movers } down
    }, and the next season opens by itself { $pause ->
        [one] { $pause } day
       *[other] { $pause } days
    } later. Join with `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`; the organiser starts the first season with `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
divisions-season-opens = **{ $event }**, season { $season }: { $players ->
        [one] { $players } player
       *[other] { $players } players
    } in { $divisions ->
        [one] { $divisions } division
       *[other] { $divisions } divisions
    }, by rating. Each division is an event of its own:
divisions-season-over = **{ $event }**: season { $season } is over. The final standings of each division:
divisions-moves = Division { $division } · up: { $up } · down: { $down }
divisions-nobody = nobody
divisions-no-moves = { $divisions ->
    [one] Nobody moves: there is only one division.
   *[other] Nobody moves between divisions this season.
}
divisions-next-season = Season { $season } of **{ $event }** opens by itself on { $opens }. Until then `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-leave } { $event }` takes you out of it, and newcomers who join start in the bottom division.
divisions-too-few-to-go-on = **{ $event }** ends: only { $players } { $players ->
        [one] player is
       *[other] players are
    } left for a new season.
divisions-joined-next-season = **{ $player }** joined **{ $event }** and starts in the bottom division in season { $season }.
divisions-left = **{ $player }** left **{ $event }** and is not in the next season.
divisions-standings-title = **LYNGK divisions { $event } · season { $season }{ $over ->
        [true] {""} (over)
       *[other] {""}
    }**
divisions-image-title = { $event } · season { $season } · division { $division }
divisions-image-subtitle = { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    } of { $format ->
        [round_robin] round robin
       *[other] Swiss
    }
divisions-list-line = **{ $event }** (divisions): { $state ->
        [open] open for entries
        [pause] between seasons
        [finished] over
       *[running] running
    }, season { $season }, { $players ->
        [one] { $players } player
       *[other] { $players } players
    }

divisions-refusal-division-size = A division holds 2 to { $max } players, not { $given }.
divisions-refusal-too-many-movers = { $movers } up and { $movers } down is more than half of a division of { $size }: the top and the bottom would overlap.
divisions-refusal-pause-days = The pause between seasons lasts 0 to { $max } days, not { $given }.
divisions-refusal-rounds = A division of { $size } players plays 1 to { $max } rounds, not { $given }.
divisions-refusal-too-few-players = **{ $name }** needs at least 2 players to start its first season; it has { $players }.
divisions-refusal-best-of = Divisions play single games; best of { $given } is for knockouts.
divisions-refusal-report-per-division = **{ $name }** has a tournament report per division: export one by its name, such as `{ $example }`.
divisions-refusal-round-robin-too-big = A round robin division holds at most { $max } players (it plays one round fewer than its players in each leg, or as many when they are odd), not { $size }: choose a smaller `{ cmd-lyngk-admin-event-create.division_size }`, or a Swiss.
divisions-refusal-rounds-in-round-robin = In a round robin division everyone meets everyone { $legs ->
        [2] twice
       *[other] once
    }, so its players make the rounds: leave out `{ cmd-lyngk-admin-event-create.rounds }` (you gave { $given }).
divisions-refusal-legs-in-swiss = `{ cmd-lyngk-admin-event-create.legs }` is for divisions that play round robins: add `{ cmd-lyngk-admin-event-create.division_format }:{ cmd-choice-round-robin }`, or leave it out for Swiss divisions.
