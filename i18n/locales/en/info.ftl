# Reading a game: board, moves, history, replay.

info-moves-all = Legal moves for **{ $player }**:
info-moves-from = Moves from { $from } for **{ $player }**:
info-landing = • { $to }: { $effect }
info-landing-with-claim = • { $to } with a claim of { $colours }: { $effect }
info-colour = { $colour }
info-origin = { $from } → { $landings }
info-origin-with-claims = { $origin }; with a claim: { $claims }
info-cells = { $cells }
info-only-with-claim = (only with a claim)
info-claim-landings = { $colour } { $cells }
info-cut = …

info-replay = **Replay of game { $game }**: { $first } vs { $second } · { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }
info-replay-finished = **Replay of game { $game }**: { $first } vs { $second } · { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    } · { $result }
info-replay-description = Animated replay of game { $game }, { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }. Last frame: { $last }

info-history-heading = **Game { $game }**: { $first } vs { $second } · { $variant } · seed { $seed }
info-history-turns = { $turns }
info-history-no-turns = No turns yet.
info-history-result = Result: { $result }
