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
web-not-found = Página no encontrada
web-not-found-text = Esta página no existe, o su servidor no la publica.
