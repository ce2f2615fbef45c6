# The web front's pages (web/): headings, labels and the 404.

web-servers = LYNGK-szerverek
web-no-servers = Még egy szerver sem teszi közzé a játszmáit.
web-server-name = { $address } szerver
web-live-games = Folyamatban lévő játszmák
web-finished-games = Befejezett játszmák
web-events = Versenyek
web-leaderboard = Ranglista
web-none = Még nincs.
web-player = Játékos
web-rating = Pontszám
web-games = Játszmák
web-players = Játékosok
web-history = Lépések
web-start = Kezdőállás
web-download-record = A játszma lejegyzésének letöltése
web-download-replay = Visszajátszás letöltése (animált GIF)
web-to-move = { $name } lép
web-game-title = { $first } – { $second }
web-board-alt = A LYNGK-tábla a(z) { $ply }. lépés után
web-ply = Állás a(z) { $ply }. lépés után ({ $plies } lépésből)
web-standings = Állás
web-pairings = Párosítások
web-round = { $round }. forduló
web-download-report = A verseny jelentésének (TRF) letöltése
web-not-found = Az oldal nem található
web-not-found-text = Ez az oldal nem létezik, vagy a szervere nem teszi közzé.
