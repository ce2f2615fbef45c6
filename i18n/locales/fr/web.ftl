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
web-to-move = Au tour de { $name }
web-game-title = { $first } contre { $second }
web-board-alt = Le plateau de LYNGK après le coup { $ply }
web-ply = Position après le coup { $ply } sur { $plies }
web-standings = Classement
web-pairings = Appariements
web-round = Ronde { $round }
web-download-report = Télécharger le rapport du tournoi (TRF)
web-not-found = Page introuvable
web-not-found-text = Cette page n’existe pas, ou son serveur ne la publie pas.
