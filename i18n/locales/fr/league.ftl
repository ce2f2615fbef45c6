league-variant = { $variant ->
    [six] variante à piles de 6
   *[other] standard
}
league-per-move = { $days ->
    [0] {""}
    [one] , { $days } jour par coup
   *[other] , { $days } jours par coup
}
league-roster = { $count ->
    [0] aucun joueur pour l’instant
    [one] { $count } joueur : { $names }
   *[other] { $count } joueurs : { $names }
}

league-created = **{ $actor }** a ouvert la ligue **{ $league }** ({ $variant }, { $rounds ->
        [double] double tournoi toutes rondes
       *[other] tournoi toutes rondes simple
    }{ $clock }). Rejoignez-la avec `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-join } { $league }` ; un admin la lance avec `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start } { $league }`.
league-joined = **{ $player }** a rejoint la ligue **{ $league }** ({ $roster }).
league-left = **{ $player }** a quitté la ligue **{ $league }** ({ $roster }).
league-starts = La ligue **{ $league }** commence : { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }, { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } en { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }, toutes ouvertes maintenant, chacune dans son propre fil. Bonne chance !
league-reopening = La ligue **{ $league }** est en cours ; ouverture des fils qui manquent.
league-thread-name = Ligue LYNGK { $league } · ronde { $round } · { $first } contre { $second }
league-opening = Ligue **{ $league }**, ronde { $round } : partie { $game } entre **{ $first }** (joueur 1) et **{ $second }** (joueur 2), { $variant }{ $clock }, graine { $seed }.
league-move-order = { $first }, vous jouez en premier : `/{ cmd-lyngk } { cmd-lyngk-move }`. { $second }, vous jouez en second.

league-not-started = La ligue **{ $league }** n’a pas encore commencé ({ $roster }).
league-season-over = La saison est terminée.
league-standings-title = **Ligue LYNGK { $league } · classement**
league-standings-image-title = Ligue LYNGK { $league } · classement
league-standings-subtitle = { $rounds ->
        [double] Double toutes rondes
       *[other] Toutes rondes simple
    } · { $over ->
        [true] saison terminée · { $played ->
            [one] { $played } partie jouée
           *[other] { $played } parties jouées
        }
       *[other] { $played } sur { $total ->
            [one] { $total } partie jouée
           *[other] { $total } parties jouées
        }
    }
