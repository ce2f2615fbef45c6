# The web front's pages (web/): headings, labels and the 404.

web-servers = Serveurs LYNGK
web-no-servers = Aucun serveur ne publie encore ses parties.
web-server-name = Serveur { $address }
web-live-games = Parties en cours
web-finished-games = Parties terminées
web-events = Tournois
web-leaderboard = Classement
web-none = Aucun pour l’instant.
web-player = Joueur
web-rating = Classement Elo
web-games = Parties
web-players = Joueurs
web-history = Historique
web-start = Position de départ
web-download-record = Télécharger le relevé de la partie
web-download-replay = Télécharger la rediffusion (GIF animé)
web-to-move = Au tour de { $name }
web-game-title = { $first } contre { $second }
web-board-alt = Le plateau de LYNGK après le coup { $ply }
web-ply = Position après le coup { $ply } sur { $plies }
web-standings = Classement
web-pairings = Appariements
web-round = Ronde { $round }
web-download-report = Télécharger le rapport du tournoi (TRF)
web-entered = Joueurs inscrits
web-crosstable = Grille américaine
web-bracket = Tableau
web-ladder = Échelle
web-ladder-reach = { $reach ->
        [one] On peut défier le joueur { $reach } place au-dessus.
       *[other] On peut défier jusqu’à { $reach } places au-dessus.
    }
web-challenges = Défis en cours
web-challenge-game = la partie
web-challenge-waiting = pas encore accepté
web-bye = exempt
web-walkover = abandonné par retrait
web-withdrawn = retiré
web-moves-up = monte
web-moves-down = descend
web-season = { $over ->
        [true] Saison { $season } (terminée)
       *[other] Saison { $season }
    }
web-division = Division { $division }
web-round-short = R{ $round }
web-match-game = partie { $game }
web-outcome = { $outcome ->
        [win] victoire
        [draw] nulle
        [loss] défaite
        [forfeit-win] gagnée par forfait
        [forfeit-loss] perdue par forfait
        [void] annulée
       *[playing] en cours
    }
web-cross-cell = { $seat ->
        [first] Premier siège
       *[other] Second siège
    } contre le n° { $opponent } : { $result }
web-legend = 1 victoire · ½ nulle · 0 défaite · + gagnée par forfait · − perdue par forfait · × annulée · … en cours · ○ premier siège · ● second siège
web-not-found = Page introuvable
web-not-found-text = Cette page n’existe pas, ou son serveur ne la publie pas.
