rating-value = { $rating } ±{ $range }
rating-none = **{ $player }** hat auf diesem Server noch keine gewerteten Partien; alle beginnen bei { $rating }.
rating-line = **{ $player }**: Wertung { $rating } (Abweichung { $deviation }; ± ist ein 95-%-Bereich) · { $games ->
        [one] { $games } gewertete Partie
       *[other] { $games } gewertete Partien
    }: { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }, { $draws } unentschieden, { $losses ->
        [one] { $losses } Niederlage
       *[other] { $losses } Niederlagen
    }.

rating-leaderboard-empty = Auf diesem Server gibt es noch keine gewerteten Partien: Die Rangliste füllt sich, sobald Partien enden.
rating-leaderboard-heading = **LYNGK-Rangliste**
rating-leaderboard-title = LYNGK-Rangliste
rating-leaderboard-subtitle = Glicko-2-Wertung · ± ist ein 95-%-Bereich

rating-stats-heading = **LYNGK auf diesem Server**
rating-stats-games = Beendete Partien: { $finished } · laufend: { $active }
rating-stats-length = Durchschnittliche Länge: { $turns } Züge
rating-stats-wins = Spieler 1 gewann { $first } ({ $first-share } %), Spieler 2 gewann { $second } ({ $second-share } %), unentschieden { $draws } ({ $draws-share } %)
rating-stats-most-active = Am aktivsten: { $players }
