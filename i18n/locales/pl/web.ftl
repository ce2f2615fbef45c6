# The web front's pages (web/): headings, labels and the 404.

web-servers = Serwery LYNGK
web-no-servers = Żaden serwer nie publikuje jeszcze swoich partii.
web-server-name = Serwer { $address }
web-live-games = Trwające partie
web-finished-games = Zakończone partie
web-events = Turnieje
web-leaderboard = Ranking
web-none = Jeszcze brak.
web-player = Gracz
web-rating = Ranking
web-games = Partie
web-players = Gracze
web-history = Historia
web-start = Pozycja początkowa
web-download-record = Pobierz zapis partii
web-download-replay = Pobierz powtórkę (animowany GIF)
web-to-move = Ruch: { $name }
web-game-title = { $first } – { $second }
web-board-alt = Plansza LYNGK po ruchu { $ply }
web-ply = Pozycja po ruchu { $ply } z { $plies }
web-standings = Tabela
web-pairings = Kojarzenia
web-round = Runda { $round }
web-download-report = Pobierz raport turnieju (TRF)
web-entered = Zapisani gracze
web-crosstable = Tabela krzyżowa
web-bracket = Drabinka
web-ladder = Drabina
web-ladder-reach = { $reach ->
        [one] Można wyzwać gracza { $reach } miejsce wyżej.
        [few] Można wyzwać do { $reach } miejsc wyżej.
       *[other] Można wyzwać do { $reach } miejsc wyżej.
    }
web-challenges = Trwające wyzwania
web-challenge-game = partia
web-challenge-waiting = jeszcze nieprzyjęte
web-bye = pauza
web-walkover = oddane przez wycofanie
web-withdrawn = wycofany
web-moves-up = awansuje
web-moves-down = spada
web-season = { $over ->
        [true] Sezon { $season } (zakończony)
       *[other] Sezon { $season }
    }
web-division = Dywizja { $division }
web-round-short = R{ $round }
web-match-game = partia { $game }
web-outcome = { $outcome ->
        [win] wygrana
        [draw] remis
        [loss] przegrana
        [forfeit-win] wygrana walkowerem
        [forfeit-loss] przegrana walkowerem
        [void] nieważna
       *[playing] w toku
    }
web-cross-cell = { $seat ->
        [first] Pierwsze miejsce
       *[other] Drugie miejsce
    } przeciw nr { $opponent }: { $result }
web-legend = 1 wygrana · ½ remis · 0 przegrana · + wygrana walkowerem · − przegrana walkowerem · × nieważna · … w toku · ○ pierwsze miejsce · ● drugie miejsce
web-not-found = Nie znaleziono strony
web-not-found-text = Ta strona nie istnieje albo jej serwer jej nie publikuje.
