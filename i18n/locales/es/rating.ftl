rating-value = { $rating } ±{ $range }
rating-none = **{ $player }** aún no tiene partidas puntuadas en este servidor; todo el mundo empieza con { $rating }.
rating-line = **{ $player }**: puntuación { $rating } (desviación { $deviation }; el ± es un rango del 95 %) · { $games ->
        [one] { $games } partida puntuada
       *[other] { $games } partidas puntuadas
    }: { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    }, { $draws ->
        [one] { $draws } empate
       *[other] { $draws } empates
    }, { $losses ->
        [one] { $losses } derrota
       *[other] { $losses } derrotas
    }.

rating-leaderboard-empty = Aún no hay partidas puntuadas en este servidor: la clasificación se llena a medida que terminan las partidas.
rating-leaderboard-heading = **Clasificación de LYNGK**
rating-leaderboard-title = Clasificación de LYNGK
rating-leaderboard-subtitle = Puntuación Glicko-2 · el ± es un rango del 95 %

rating-stats-heading = **LYNGK en este servidor**
rating-stats-games = Partidas terminadas: { $finished } · en curso: { $active }
rating-stats-length = Duración media: { $turns } turnos
rating-stats-wins = El jugador 1 ganó { $first } ({ $first-share } %), el jugador 2 ganó { $second } ({ $second-share } %), empates { $draws } ({ $draws-share } %)
rating-stats-most-active = Más activos: { $players }
