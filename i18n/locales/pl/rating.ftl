rating-value = { $rating } ±{ $range }
rating-none = **{ $player }** nie ma jeszcze rankingowych partii na tym serwerze; każdy zaczyna od { $rating }.
rating-line = **{ $player }**: ranking { $rating } (odchylenie { $deviation }; ± to przedział 95%) · { $games ->
        [one] { $games } partia rankingowa
        [few] { $games } partie rankingowe
       *[many] { $games } partii rankingowych
    }: { $wins ->
        [one] { $wins } zwycięstwo
        [few] { $wins } zwycięstwa
       *[many] { $wins } zwycięstw
    }, { $draws ->
        [one] { $draws } remis
        [few] { $draws } remisy
       *[many] { $draws } remisów
    }, { $losses ->
        [one] { $losses } porażka
        [few] { $losses } porażki
       *[many] { $losses } porażek
    }.

rating-leaderboard-empty = Na tym serwerze nie ma jeszcze partii rankingowych: ranking zapełni się, gdy partie będą się kończyć.
rating-leaderboard-heading = **Ranking LYNGK**
rating-leaderboard-title = Ranking LYNGK
rating-leaderboard-subtitle = Ranking Glicko-2 · ± to przedział 95%

rating-stats-heading = **LYNGK na tym serwerze**
rating-stats-games = Partie zakończone: { $finished } · w toku: { $active }
rating-stats-length = Średnia długość w turach: { $turns }
rating-stats-wins = Gracz 1 wygrał { $first } ({ $first-share }%), gracz 2 wygrał { $second } ({ $second-share }%), remisy { $draws } ({ $draws-share }%)
rating-stats-most-active = Najaktywniejsi: { $players }
