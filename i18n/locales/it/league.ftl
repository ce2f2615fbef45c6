league-variant = { $variant ->
    [six] variante con pile di 6
   *[other] standard
}
league-per-move = { $days ->
    [0] {""}
    [one] , { $days } giorno per mossa
   *[other] , { $days } giorni per mossa
}
league-roster = { $count ->
    [0] ancora nessun giocatore
    [one] { $count } giocatore: { $names }
   *[other] { $count } giocatori: { $names }
}

league-created = **{ $actor }** ha aperto la lega **{ $league }** ({ $variant }, { $rounds ->
        [double] girone doppio all’italiana
       *[other] girone semplice all’italiana
    }{ $clock }). Iscriviti con `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-join } { $league }`; un admin la avvia con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start } { $league }`.
league-joined = **{ $player }** si è iscritto alla lega **{ $league }** ({ $roster }).
league-left = **{ $player }** ha lasciato la lega **{ $league }** ({ $roster }).
league-starts = La lega **{ $league }** comincia: { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }, { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    } in { $rounds ->
        [one] { $rounds } turno
       *[other] { $rounds } turni
    }, tutte aperte ora, ciascuna nel proprio thread. Buona fortuna!
league-reopening = La lega **{ $league }** è in corso; apro i thread che mancano.
league-thread-name = Lega LYNGK { $league } · turno { $round } · { $first } contro { $second }
league-opening = Lega **{ $league }**, turno { $round }: partita { $game } tra **{ $first }** (giocatore 1) e **{ $second }** (giocatore 2), { $variant }{ $clock }, seme { $seed }.
league-move-order = { $first }, muovi per primo: `/{ cmd-lyngk } { cmd-lyngk-move }`. { $second }, muovi per secondo.

league-not-started = La lega **{ $league }** non è ancora iniziata ({ $roster }).
league-season-over = La stagione è finita.
league-standings-title = **Lega LYNGK { $league } · classifica**
league-standings-image-title = Lega LYNGK { $league } · classifica
league-standings-subtitle = { $rounds ->
        [double] Girone doppio
       *[other] Girone semplice
    } · { $over ->
        [true] stagione finita · { $played ->
            [one] { $played } partita giocata
           *[other] { $played } partite giocate
        }
       *[other] { $played } su { $total ->
            [one] { $total } partita giocata
           *[other] { $total } partite giocate
        }
    }
