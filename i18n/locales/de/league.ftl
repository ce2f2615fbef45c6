league-variant = { $variant ->
    [six] 6er-Variante
   *[other] Standard
}
league-per-move = { $days ->
    [0] {""}
    [one] , { $days } Tag pro Zug
   *[other] , { $days } Tage pro Zug
}
league-roster = { $count ->
    [0] noch keine Spieler
    [one] { $count } Spieler: { $names }
   *[other] { $count } Spieler: { $names }
}

league-created = **{ $actor }** hat die Liga **{ $league }** eröffnet ({ $variant }, { $rounds ->
        [double] doppelte Runde jeder gegen jeden
       *[other] einfache Runde jeder gegen jeden
    }{ $clock }). Beitreten mit `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-join } { $league }`; ein Admin startet sie mit `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start } { $league }`.
league-joined = **{ $player }** ist der Liga **{ $league }** beigetreten ({ $roster }).
league-left = **{ $player }** hat die Liga **{ $league }** verlassen ({ $roster }).
league-starts = Die Liga **{ $league }** beginnt: { $players } Spieler, { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } in { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }, alle jetzt offen, jede in ihrem eigenen Thread. Viel Glück!
league-reopening = Die Liga **{ $league }** läuft; die fehlenden Threads werden geöffnet.
league-thread-name = LYNGK-Liga { $league } · Runde { $round } · { $first } gegen { $second }
league-opening = Liga **{ $league }**, Runde { $round }: Partie { $game } zwischen **{ $first }** (Spieler 1) und **{ $second }** (Spieler 2), { $variant }{ $clock }, Startwert { $seed }.
league-move-order = { $first }, du ziehst zuerst: `/{ cmd-lyngk } { cmd-lyngk-move }`. { $second }, du ziehst danach.

league-not-started = Die Liga **{ $league }** hat noch nicht begonnen ({ $roster }).
league-season-over = Die Saison ist vorbei.
league-standings-title = **LYNGK-Liga { $league } · Tabelle**
league-standings-image-title = LYNGK-Liga { $league } · Tabelle
league-standings-subtitle = { $rounds ->
        [double] Doppelte Runde
       *[other] Einfache Runde
    } · { $over ->
        [true] Saison vorbei · { $played ->
            [one] { $played } Partie
           *[other] { $played } Partien
        } gespielt
       *[other] { $played } von { $total ->
            [one] { $total } Partie
           *[other] { $total } Partien
        } gespielt
    }
