# Ratings, the leaderboard and server statistics.

rating-value = { $rating } ±{ $range }
rating-none = **{ $player }** has no rated games on this server yet; everyone starts at { $rating }.
rating-line = **{ $player }**: rating { $rating } (deviation { $deviation }; the ± is a 95% range) · { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    }: { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }, { $draws ->
        [one] { $draws } draw
       *[other] { $draws } draws
    }, { $losses ->
        [one] { $losses } loss
       *[other] { $losses } losses
    }.

rating-leaderboard-empty = No rated games on this server yet: the leaderboard fills as games finish.
rating-leaderboard-heading = **LYNGK leaderboard**
rating-leaderboard-title = LYNGK leaderboard
rating-leaderboard-subtitle = Glicko-2 rating · ± is a 95% range

rating-stats-heading = **LYNGK on this server**
rating-stats-games = Games finished: { $finished } · in progress: { $active }
rating-stats-length = Average length: { $turns } turns
rating-stats-wins = Player 1 won { $first } ({ $first-share }%), player 2 won { $second } ({ $second-share }%), draws { $draws } ({ $draws-share }%)
rating-stats-most-active = Most active: { $players }
