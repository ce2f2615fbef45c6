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
web-rating = Értékszám
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
web-entered = Nevezett játékosok
web-crosstable = Kereszttábla
web-bracket = Ágrajz
web-ladder = Létra
web-ladder-reach = { $reach ->
        [one] A { $reach } hellyel feljebb álló játékos hívható ki.
       *[other] Legfeljebb { $reach } hellyel feljebb lehet kihívni.
    }
web-challenges = Folyamatban lévő kihívások
web-challenge-game = a játszma
web-challenge-waiting = még nincs elfogadva
web-bye = szabadnap
web-walkover = visszalépés miatt feladva
web-withdrawn = visszalépett
web-moves-up = feljut
web-moves-down = kiesik
web-season = { $over ->
        [true] { $season }. szezon (véget ért)
       *[other] { $season }. szezon
    }
web-division = { $division }. divízió
web-round-short = { $round }.
web-match-game = { $game }. játszma
web-outcome = { $outcome ->
        [win] győzelem
        [draw] döntetlen
        [loss] vereség
        [forfeit-win] játék nélkül megnyerve
        [forfeit-loss] játék nélkül elvesztve
        [void] érvénytelen
       *[playing] folyamatban
    }
web-cross-cell = { $seat ->
        [first] Kezdő
       *[other] Második
    } a(z) { $opponent }. ellen: { $result }
web-legend = 1 győzelem · ½ döntetlen · 0 vereség · + játék nélkül megnyerve · − játék nélkül elvesztve · × érvénytelen · … folyamatban · ○ kezd · ● másodikként lép
web-not-found = Az oldal nem található
web-not-found-text = Ez az oldal nem létezik, vagy a szervere nem teszi közzé.
