# The web front's pages (web/): headings, labels and the 404.

web-servers = Servidores de LYNGK
web-no-servers = Ningún servidor publica aún sus partidas.
web-server-name = Servidor { $address }
web-live-games = Partidas en curso
web-finished-games = Partidas terminadas
web-events = Torneos
web-leaderboard = Clasificación
web-none = Ninguno todavía.
web-player = Jugador
web-rating = Puntuación
web-games = Partidas
web-players = Jugadores
web-history = Historial
web-start = Posición inicial
web-download-record = Descargar el registro de la partida
web-download-replay = Descargar la repetición (GIF animado)
web-to-move = Le toca a { $name }
web-game-title = { $first } contra { $second }
web-board-alt = El tablero de LYNGK tras el turno { $ply }
web-ply = Posición tras el turno { $ply } de { $plies }
web-standings = Clasificación
web-pairings = Emparejamientos
web-round = Ronda { $round }
web-download-report = Descargar el informe del torneo (TRF)
web-entered = Jugadores inscritos
web-crosstable = Tabla cruzada
web-bracket = Cuadro
web-ladder = Escalera
web-ladder-reach = { $reach ->
        [one] Se puede desafiar al jugador { $reach } puesto por encima.
       *[other] Se puede desafiar hasta { $reach } puestos por encima.
    }
web-challenges = Desafíos en curso
web-challenge-game = la partida
web-challenge-waiting = aún no aceptado
web-bye = descanso
web-walkover = cedido por retirada
web-withdrawn = retirado
web-moves-up = asciende
web-moves-down = desciende
web-season = { $over ->
        [true] Temporada { $season } (terminada)
       *[other] Temporada { $season }
    }
web-division = División { $division }
web-round-short = R{ $round }
web-match-game = partida { $game }
web-outcome = { $outcome ->
        [win] victoria
        [draw] tablas
        [loss] derrota
        [forfeit-win] ganada por incomparecencia
        [forfeit-loss] perdida por incomparecencia
        [void] nula
       *[playing] en juego
    }
web-cross-cell = { $seat ->
        [first] Primer asiento
       *[other] Segundo asiento
    } contra el n.º { $opponent }: { $result }
web-legend = 1 victoria · ½ tablas · 0 derrota · + ganada por incomparecencia · − perdida por incomparecencia · × nula · … en juego · ○ primer asiento · ● segundo asiento
web-not-found = Página no encontrada
web-not-found-text = Esta página no existe, o su servidor no la publica.
