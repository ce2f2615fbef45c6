rating-value = { $rating } ±{ $range }
rating-none = **{ $player }** non ha ancora partite valutate su questo server; tutti partono da { $rating }.
rating-line = **{ $player }**: punteggio { $rating } (deviazione { $deviation }; il ± è un intervallo al 95%) · { $games ->
        [one] { $games } partita valutata
       *[other] { $games } partite valutate
    }: { $wins ->
        [one] { $wins } vittoria
       *[other] { $wins } vittorie
    }, { $draws ->
        [one] { $draws } pareggio
       *[other] { $draws } pareggi
    }, { $losses ->
        [one] { $losses } sconfitta
       *[other] { $losses } sconfitte
    }.

rating-leaderboard-empty = Ancora nessuna partita valutata su questo server: la classifica si riempie man mano che le partite finiscono.
rating-leaderboard-heading = **Classifica LYNGK**
rating-leaderboard-title = Classifica LYNGK
rating-leaderboard-subtitle = Punteggio Glicko-2 · il ± è un intervallo al 95%

rating-stats-heading = **LYNGK su questo server**
rating-stats-games = Partite finite: { $finished } · in corso: { $active }
rating-stats-length = Durata media: { $turns } turni
rating-stats-wins = Il giocatore 1 ha vinto { $first } ({ $first-share }%), il giocatore 2 ha vinto { $second } ({ $second-share }%), pareggi { $draws } ({ $draws-share }%)
rating-stats-most-active = I più attivi: { $players }
