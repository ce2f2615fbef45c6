rating-value = { $rating } ±{ $range }
rating-none = **{ $player }** heeft nog geen partijen met rating op deze server; iedereen begint op { $rating }.
rating-line = **{ $player }**: rating { $rating } (afwijking { $deviation }; de ± is een bereik van 95%) · { $games ->
        [one] { $games } partij met rating
       *[other] { $games } partijen met rating
    }: { $wins ->
        [one] { $wins } winst
       *[other] { $wins } winsten
    }, { $draws } onbeslist, { $losses ->
        [one] { $losses } verlies
       *[other] { $losses } verliezen
    }.

rating-leaderboard-empty = Nog geen partijen met rating op deze server: de ranglijst vult zich naarmate partijen eindigen.
rating-leaderboard-heading = **LYNGK-ranglijst**
rating-leaderboard-title = LYNGK-ranglijst
rating-leaderboard-subtitle = Glicko-2-rating · de ± is een bereik van 95%

rating-stats-heading = **LYNGK op deze server**
rating-stats-games = Partijen beëindigd: { $finished } · bezig: { $active }
rating-stats-length = Gemiddelde lengte: { $turns } beurten
rating-stats-wins = Speler 1 won { $first } ({ $first-share }%), speler 2 won { $second } ({ $second-share }%), onbeslist { $draws } ({ $draws-share }%)
rating-stats-most-active = Meest actief: { $players }
