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
web-not-found = Nie znaleziono strony
web-not-found-text = Ta strona nie istnieje albo jej serwer jej nie publikuje.
