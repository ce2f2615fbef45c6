# League seasons: create, join, leave, start, standings.

league-variant = { $variant ->
    [six] six-stack variant
   *[other] standard
}
# Follows the variant: ", 3 days per move", or nothing without a clock.
league-per-move = { $days ->
    [0] {""}
    [one] , { $days } day per move
   *[other] , { $days } days per move
}
league-roster = { $count ->
    [0] no players yet
    [one] { $count } player: { $names }
   *[other] { $count } players: { $names }
}

league-created = **{ $actor }** opened the league **{ $league }** ({ $variant }, { $rounds ->
        [double] double round-robin
       *[other] single round-robin
    }{ $clock }). Join with `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-join } { $league }`; an admin starts it with `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start } { $league }`.
league-joined = **{ $player }** joined the league **{ $league }** ({ $roster }).
league-left = **{ $player }** left the league **{ $league }** ({ $roster }).
league-starts = The league **{ $league }** starts: { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    } in { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }, all open now, each in its own thread. Good luck!
league-reopening = The league **{ $league }** is running; opening the threads that are missing.
league-thread-name = LYNGK league { $league } · round { $round } · { $first } vs { $second }
league-opening = League **{ $league }**, round { $round }: game { $game } between **{ $first }** (player 1) and **{ $second }** (player 2), { $variant }{ $clock }, seed { $seed }.
league-move-order = { $first }, you move first: `/{ cmd-lyngk } { cmd-lyngk-move }`. { $second }, you move second.

league-not-started = The league **{ $league }** has not started yet ({ $roster }).
league-season-over = The season is over.
league-standings-title = **LYNGK league { $league } · standings**
league-standings-image-title = LYNGK league { $league } · standings
league-standings-subtitle = { $rounds ->
        [double] Double round robin
       *[other] Single round robin
    } · { $over ->
        [true] season over · { $played ->
            [one] { $played } game
           *[other] { $played } games
        } played
       *[other] { $played } of { $total ->
            [one] { $total } game
           *[other] { $total } games
        } played
    }
