rating-value = { $rating } ±{ $range }
rating-none = **{ $player }** n’a encore aucune partie classée sur ce serveur ; tout le monde commence à { $rating }.
rating-line = **{ $player }** : cote { $rating } (écart { $deviation } ; le ± est un intervalle à 95 %) · { $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    } : { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }, { $draws ->
        [one] { $draws } nulle
       *[other] { $draws } nulles
    }, { $losses ->
        [one] { $losses } défaite
       *[other] { $losses } défaites
    }.

rating-leaderboard-empty = Aucune partie classée sur ce serveur pour l’instant : le classement se remplit à mesure que les parties se terminent.
rating-leaderboard-heading = **Classement LYNGK**
rating-leaderboard-title = Classement LYNGK
rating-leaderboard-subtitle = Cote Glicko-2 · le ± est un intervalle à 95 %

rating-stats-heading = **LYNGK sur ce serveur**
rating-stats-games = Parties terminées : { $finished } · en cours : { $active }
rating-stats-length = Durée moyenne : { $turns } tours
rating-stats-wins = Le joueur 1 a gagné { $first } ({ $first-share } %), le joueur 2 a gagné { $second } ({ $second-share } %), nulles { $draws } ({ $draws-share } %)
rating-stats-most-active = Les plus actifs : { $players }
