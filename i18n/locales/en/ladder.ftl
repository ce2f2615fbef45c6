# Ladders: announcements, the ladder as text and image, and refusals.

ladder-created = **{ $actor }** opened the ladder **{ $event }** ({ $variant }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move, { $rated ->
        [true] rated
       *[other] unrated
    }). Join at the bottom with `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` and challenge a player up to { $reach ->
        [one] { $reach } place
       *[other] { $reach } places
    } above you with `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-challenge }`. A challenge not accepted within { $days ->
        [one] { $days } day
       *[other] { $days } days
    } is won by the challenger; after { $inactive ->
        [one] { $inactive } day
       *[other] { $inactive } days
    } without playing, a player drops to the bottom.
ladder-joined = **{ $player }** joined the ladder **{ $event }** in place { $place }.
ladder-left = **{ $player }** left the ladder **{ $event }**; the players below move up.
ladder-challenged = **{ $challenger }** (place { $from }) challenges { $defender } (place { $place }) on the ladder **{ $event }**. Accept with `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-accept } { $event }` by { $until }, or the challenger takes your place.
ladder-accepted = **{ $defender }** accepted the challenge of **{ $challenger }** on the ladder **{ $event }**: game { $game } opens in its own thread.
ladder-thread-name = LYNGK ladder { $event } · { $first } vs { $second }
ladder-opening = Ladder **{ $event }**: game { $game } between **{ $first }** (player 1, the challenger) and **{ $second }** (player 2), { $variant }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move. If the challenger wins, they take place of the player challenged.
ladder-climbed = Ladder **{ $event }**: **{ $challenger }** beat { $defender } and takes place { $place }; { $defender } and those between move down one.
ladder-held = Ladder **{ $event }**: { $defender } keeps place { $place } against { $challenger }.
ladder-expired = Ladder **{ $event }**: { $defender } did not accept in time, so { $challenger } wins the challenge and takes place { $place }.
ladder-dropped = Ladder **{ $event }**: **{ $player }** has not played for a long time and drops to the bottom (place { $place }).
ladder-standings-title = **LYNGK ladder { $event }** · { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, challenges up to { $reach ->
        [one] { $reach } place
       *[other] { $reach } places
    } up
ladder-image-title = LYNGK ladder { $event }
ladder-empty = The ladder **{ $event }** has nobody on it yet: join with `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`.
ladder-column-challenge = Challenge
ladder-note-challenges = challenges { $player } ({ $place })
ladder-note-challenged-by = challenged by { $player } ({ $place })
ladder-note-playing = playing { $player } ({ $place })
ladder-image-place = { $place }. { $player }
ladder-image-place-note = { $place }. { $player }, { $note }
ladder-image-alt = { $title }: { $places }.
ladder-list-line = **{ $event }** (ladder): { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, { $open ->
        [one] { $open } open challenge
       *[other] { $open } open challenges
    }

ladder-refusal-reach = A challenge reaches 1 to { $max } places up, not { $given }.
ladder-refusal-inactive-days = A player drops to the bottom after 1 to { $max } days without playing, not { $given }.
ladder-refusal-not-a-ladder = The event { $name } is not a ladder: only ladders have challenges.
ladder-refusal-no-start = The ladder { $name } needs no start: it is open from its creation, and players challenge each other at any time.
ladder-refusal-no-rounds = The ladder { $name } has no rounds: see `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings } { $name }`.
ladder-refusal-you-are-not-on-it = You are not on the ladder { $name }: join it with `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $name }`.
ladder-refusal-not-on-it = { $player } is not on the ladder { $name }.
ladder-refusal-yourself = You cannot challenge yourself: challenge a player above you.
ladder-refusal-not-above = { $player } is not above you on the ladder: challenge a player above you.
ladder-refusal-too-far-up = { $player } is { $places } places above you; a challenge reaches at most { $reach ->
        [one] { $reach } place
       *[other] { $reach } places
    } up.
ladder-refusal-you-are-busy = You are already in a challenge on this ladder: finish it first.
ladder-refusal-busy = { $player } is already in a challenge on this ladder: challenge them once it is over.
ladder-refusal-nothing-to-accept = Nobody is waiting for your answer on the ladder { $name }.
ladder-refusal-not-yours-to-accept = This challenge is put to { $player }: only they can accept it.
