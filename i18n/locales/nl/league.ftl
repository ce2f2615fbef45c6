league-variant = { $variant ->
    [six] variant met stapels van 6
   *[other] standaard
}
league-per-move = { $days ->
    [0] {""}
    [one] , { $days } dag per zet
   *[other] , { $days } dagen per zet
}
league-roster = { $count ->
    [0] nog geen spelers
    [one] { $count } speler: { $names }
   *[other] { $count } spelers: { $names }
}

league-created = **{ $actor }** heeft de competitie **{ $league }** geopend ({ $variant }, { $rounds ->
        [double] dubbele halve competitie
       *[other] enkele halve competitie
    }{ $clock }). Doe mee met `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-join } { $league }`; een beheerder start haar met `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start } { $league }`.
league-joined = **{ $player }** doet mee aan de competitie **{ $league }** ({ $roster }).
league-left = **{ $player }** heeft de competitie **{ $league }** verlaten ({ $roster }).
league-starts = De competitie **{ $league }** begint: { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }, { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    } in { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }, alle nu open, elk in een eigen thread. Veel succes!
league-reopening = De competitie **{ $league }** loopt; de ontbrekende threads worden geopend.
league-thread-name = LYNGK-competitie { $league } · ronde { $round } · { $first } tegen { $second }
league-opening = Competitie **{ $league }**, ronde { $round }: partij { $game } tussen **{ $first }** (speler 1) en **{ $second }** (speler 2), { $variant }{ $clock }, seed { $seed }.
league-move-order = { $first }, jij zet als eerste: `/{ cmd-lyngk } { cmd-lyngk-move }`. { $second }, jij zet als tweede.

league-not-started = De competitie **{ $league }** is nog niet begonnen ({ $roster }).
league-season-over = Het seizoen is voorbij.
league-standings-title = **LYNGK-competitie { $league } · stand**
league-standings-image-title = LYNGK-competitie { $league } · stand
league-standings-subtitle = { $rounds ->
        [double] Dubbele competitie
       *[other] Enkele competitie
    } · { $over ->
        [true] seizoen voorbij · { $played ->
            [one] { $played } partij
           *[other] { $played } partijen
        } gespeeld
       *[other] { $played } van { $total ->
            [one] { $total } partij
           *[other] { $total } partijen
        } gespeeld
    }
