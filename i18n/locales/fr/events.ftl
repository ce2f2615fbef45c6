# Tournois (système suisse) : annonces, classement, appariements et refus.

event-created = **{ $actor }** a ouvert le tournoi suisse **{ $event }** ({ $variant }, { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup, { $round-days ->
        [one] { $round-days } jour
       *[other] { $round-days } jours
    } par ronde, { $rated ->
        [true] classé
       *[other] non classé
    }). Rejoignez-le avec `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` ; l’organisateur le lance avec `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
event-joined = **{ $player }** a rejoint le tournoi **{ $event }** ({ $roster }).
event-joined-late = **{ $player }** a rejoint le tournoi en cours **{ $event }** et sera apparié à partir de la prochaine ronde ({ $roster }).
event-left = **{ $player }** a quitté le tournoi **{ $event }** ({ $roster }).
event-withdrawn = **{ $player }** s’est retiré du tournoi **{ $event }** et ne sera plus apparié.
event-forfeit = Partie { $game } : **{ $loser }** a quitté le tournoi, { $winner } gagne par forfait.
event-deadline-draw = La partie { $game } a atteint l’échéance de la ronde avec du temps sur les deux pendules : nulle entre { $first } et { $second }.
event-round-opens = **{ $event }**, ronde { $round } sur { $rounds } : les parties sont ouvertes, chacune dans son fil. Échéance : { $deadline }.
event-pairing-line = { $white } (joue en premier) contre { $black }
event-bye-line = { $player } est exempt cette ronde (un point).
event-thread-name = LYNGK { $event } · ronde { $round } · { $first } contre { $second }
event-opening = Tournoi **{ $event }**, ronde { $round } : partie { $game } entre **{ $first }** (joueur 1) et **{ $second }** (joueur 2), { $variant }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup.
event-reopening = Le tournoi **{ $event }** est en cours ; ouverture des fils manquants.
event-over = Le tournoi **{ $event }** est terminé. Félicitations, **{ $winner }** !
event-is-over = Le tournoi est terminé.
event-not-started-yet = Le tournoi **{ $event }** n’a pas encore commencé ({ $roster }).
event-standings-title = **Tournoi LYNGK { $event } · classement après la ronde { $round } sur { $rounds }**
swiss-standings-image-title = Tournoi LYNGK { $event } · classement (système suisse)
event-pairings-title = **{ $event } · ronde { $round }**
event-pairings-bye = { $player } : exempt
event-pairings-game = { $white } contre { $black } : { $result ->
        [running] en cours
        [white-won] 1-0
        [black-won] 0-1
        [draw] ½-½
        [void] annulée (0-0)
        [white-forfeit-win] 1-0 par forfait
        [black-forfeit-win] 0-1 par forfait
       *[other] { $result }
    }
event-exported = Le tournoi **{ $event }** en rapport de tournoi FIDE (TRF).
event-list-empty = Ce serveur n’a encore aucun tournoi.
event-list-title = **Tournois de ce serveur**
event-list-line = **{ $event }** ({ $format ->
        [swiss] système suisse
        [knockout] élimination directe
        [round_robin] toutes rondes
       *[other] { $format }
    }) : { $state ->
        [open] inscriptions ouvertes
        [running] en cours
       *[other] terminé
    }, { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }, ronde { $round } sur { $rounds }
event-list-league-line = **{ $event }** (ligue) : en cours, { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }, { $played } parties jouées sur { $games }

events-buchholz-cut1 = BH-1
events-buchholz = BH
events-sonneborn-berger = SB
events-progressive = Cumul

refusal-admin-create-event = Seul un administrateur du serveur (permission Gérer le serveur) peut créer un tournoi.
refusal-event-bad-name = Un nom de tournoi a de 1 à { $max } caractères : lettres, chiffres, espaces, `-`, `_`, apostrophes ou émojis. « { $given } » n’en est pas un.
refusal-event-exists = Ce serveur a déjà un tournoi nommé { $name } : choisissez un autre nom.
refusal-event-unknown = Il n’y a pas de tournoi nommé « { $name } » sur ce serveur : voir `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-list }`.
refusal-event-not-organiser = Seul l’organisateur du tournoi { $name } peut faire cela.
refusal-event-rounds = Un tournoi suisse a de 1 à { $max } rondes, pas { $given }.
refusal-event-deadline-in-past = Une ronde de 0 jour atteindrait son échéance avant que quiconque puisse jouer : donnez au moins 1 jour.
refusal-event-round-shorter-than-move = Une ronde de { $round ->
        [one] { $round } jour
       *[other] { $round } jours
    } est plus courte qu’un coup ({ $move ->
        [one] { $move } jour
       *[other] { $move } jours
    }) : donnez à la ronde au moins autant de jours qu’à un coup.
refusal-event-round-too-long = Une ronde dure au plus { $max } jours, pas { $given }.
refusal-event-max-players = Un tournoi accueille de 2 à { $max } joueurs, pas { $given }.
refusal-event-rating-range = La fourchette de classement { $min } à { $max } est vide : le minimum ne doit pas dépasser le maximum.
refusal-event-time-loss-share = Une part de parties perdues au temps va de 0 à 100 %, pas { $given }.
refusal-event-too-few-players = Le tournoi { $name } a besoin d’au moins 2 joueurs pour commencer ; il en a { $players }.
refusal-event-too-many-rounds = Le tournoi { $name } a { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    } mais seulement { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } : chaque ronde demande un adversaire pas encore rencontré, il faut donc plus de joueurs (ou moins de rondes).
refusal-event-already-started = Le tournoi { $name } a déjà commencé : voir `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-pairings }`.
refusal-event-late-entry-closed = Le tournoi { $name } a commencé et n’accepte pas d’inscriptions tardives.
refusal-event-finished = Le tournoi { $name } est terminé : voir `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings }`.
refusal-event-not-started = Le tournoi { $name } n’a pas encore commencé : il n’y a pas d’appariements.
refusal-event-full = Le tournoi { $name } est complet ({ $max } joueurs).
refusal-event-rating-outside = Le tournoi { $name } est réservé aux classements de { $min } à { $max } ; le vôtre est { $rating }.
refusal-event-time-losses = Le tournoi { $name } accepte les joueurs qui ont perdu au temps au plus { $max } % de leurs parties ici ; vous en avez perdu { $lost } sur { $played } ({ $share } %).
refusal-event-already-joined = Vous avez déjà rejoint le tournoi { $name }.
refusal-event-not-playing = { $player } ne joue pas dans le tournoi { $name }.
refusal-event-no-such-round = Le tournoi { $name } n’a pas encore de ronde { $round }.

# Tournois à élimination directe.
event-created-knockout = **{ $actor }** a ouvert le tournoi à élimination directe **{ $event }** ({ $variant }, { $best-of ->
        [1] une partie par match
        [one] matchs au meilleur des { $best-of } parties
       *[other] matchs au meilleur des { $best-of } parties
    }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup, { $round-days ->
        [one] { $round-days } jour
       *[other] { $round-days } jours
    } par ronde, { $rated ->
        [true] classé
       *[other] non classé
    }). Les têtes de série suivent le classement ; un match nul est départagé par une partie de plus, places inversées. Inscrivez-vous avec `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` avant que l’organisateur ne le lance avec `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
event-knockout-round-opens = **{ $event }**, ronde { $round } sur { $rounds } ({ $best-of ->
        [1] une partie par match
        [one] au meilleur des { $best-of }
       *[other] au meilleur des { $best-of }
    }) : les premières parties sont ouvertes, chacune dans son fil ; la partie suivante d’un match s’ouvre dès qu’une se termine. Échéance : { $deadline }.
event-knockout-bye-line = { $player } passe à la ronde suivante sans jouer (exempt).
event-knockout-walkover = { $loser } a quitté le tournoi : { $winner } passe sans jouer.
event-knockout-next-game = Match { $higher } contre { $lower } ({ $score }) : la partie { $number } s’ouvre dans son fil ; { $first } joue en premier.
event-knockout-tiebreak-game = Match { $higher } contre { $lower } à égalité ({ $score }) : la partie { $number } départage, places inversées ; { $first } joue en premier.
event-knockout-deadline-decides = L’échéance de la ronde a tranché le match : { $winner } passe face à { $loser } ({ $score } ; à égalité, la meilleure tête de série passe).
event-knockout-match = { $higher } contre { $lower } : { $score }{ $state ->
        [playing] , partie { $game } en cours
        [decided] , **{ $winner }** passe
       *[other] {""}
    }
event-bracket-title = **Tournoi LYNGK { $event } · tableau à élimination directe, { $best-of ->
        [1] une partie par match
        [one] au meilleur des { $best-of }
       *[other] au meilleur des { $best-of }
    } · ronde { $round } sur { $rounds }**
event-bracket-image-title = { $event } · tableau à élimination directe
event-bracket-round = { $left ->
        [1] Finale
        [2] Demi-finales
        [3] Quarts de finale
       *[other] Ronde { $round }
    }
event-bracket-alt = Tableau à élimination directe de { $event }. { $rounds }.
event-bracket-alt-winner = Vainqueur : { $winner }.
events-round = Ronde
events-match-score = Score
events-goes-through = Qualifié
refusal-event-knockout-started = Le tournoi à élimination directe { $name } a commencé et son tableau est tiré : plus personne ne peut s’inscrire.
refusal-event-best-of = Un match à élimination directe se joue au meilleur de 1, 3, 5 ou 7 parties (un nombre impair jusqu’à { $max }), pas { $given }.
refusal-event-best-of-in-swiss = Le format au meilleur des { $given } est réservé à l’élimination directe : un appariement au système suisse est une partie. Omettez `{ cmd-lyngk-admin-event-create.best_of }` ou choisissez le format à élimination directe.
refusal-event-knockout-has-no-report = Le tournoi à élimination directe { $name } n’a pas de rapport de tournoi FIDE (le TRF décrit les tournois au système suisse et toutes rondes) : voyez son tableau avec `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings }`.
refusal-event-rounds-in-knockout = Les rondes d’un tournoi à élimination directe découlent du nombre de joueurs (4 joueurs : 2 rondes, 5 à 8 : 3) : omettez `{ cmd-lyngk-admin-event-create.rounds }`.
refusal-event-late-entry-in-knockout = Le tableau d’un tournoi à élimination directe est tiré au départ, il n’accepte donc pas d’inscriptions tardives : omettez `{ cmd-lyngk-admin-event-create.late_entry }`.

# An event with a minimum rating and no maximum.
refusal-event-rating-minimum = Le tournoi { $name } est réservé aux classements de { $min } et plus ; le vôtre est { $rating }.

## Formats: each refuses, in its own words, an option of `event create` it does not take.
refusal-swiss-takes-no-option = Un tournoi au système suisse n’a pas de réglage `{ $option }` : il est apparié ronde par ronde d’après le classement. Omettez-le, ou choisissez le format auquel il appartient.
refusal-knockout-takes-no-option = Un tournoi à élimination directe n’a pas de réglage `{ $option }` : son tableau est tiré au départ, et le perdant de chaque match est éliminé. Omettez-le, ou choisissez le format auquel il appartient.
refusal-ladder-takes-no-option = Une échelle n’a pas de réglage `{ $option }` : elle n’a ni rondes ni lancement, on y monte par des défis. Omettez-le, ou choisissez le format auquel il appartient.
refusal-round-robin-takes-no-option = Un tournoi toutes rondes n’a pas de réglage `{ $option }` : chacun y rencontre tous les autres selon un calendrier établi au départ. Omettez-le, ou choisissez le format auquel il appartient.
refusal-divisions-takes-no-option = Un tournoi à divisions n’a pas de réglage `{ $option }` : à chaque saison, ses divisions sont formées d’après le classement, et les nouveaux venus rejoignent la dernière. Omettez-le, ou choisissez le format auquel il appartient.
# An option as Discord shows its name to the reader.
event-option-rounds = { cmd-lyngk-admin-event-create.rounds }
event-option-round-days = { cmd-lyngk-admin-event-create.round_days }
event-option-late-entry = { cmd-lyngk-admin-event-create.late_entry }
event-option-forfeits = { cmd-lyngk-admin-event-create.forfeits }
event-option-best-of = { cmd-lyngk-admin-event-create.best_of }
event-option-reach = { cmd-lyngk-admin-event-create.reach }
event-option-inactive-days = { cmd-lyngk-admin-event-create.inactive_days }
event-option-division-size = { cmd-lyngk-admin-event-create.division_size }
event-option-movers = { cmd-lyngk-admin-event-create.movers }
event-option-pause-days = { cmd-lyngk-admin-event-create.pause_days }
event-option-legs = { cmd-lyngk-admin-event-create.legs }
event-option-division-format = { cmd-lyngk-admin-event-create.division_format }
event-option-pace = { cmd-lyngk-admin-event-create.pace }
# Entering and rejoining a running event.
refusal-event-last-round = Le tournoi { $name } en est à sa dernière ronde : un joueur inscrit maintenant ne serait jamais apparié, il n’accepte donc plus d’inscriptions.
refusal-event-withdrawn = Vous vous êtes retiré du tournoi { $name }, et un joueur qui s’est retiré ne peut pas y revenir.
# The open round's deadline, beside pairings, standings and the event list.
event-round-deadline = Échéance de la ronde { $round } : { $deadline }.
# An event's clock rules (`event settings`).
event-clock-vacation-allowed = Dans **{ $event }**, les absences (réservées ou automatiques) arrêtent les pendules des parties.
event-clock-vacation-forbidden = Dans **{ $event }**, les absences sont interdites : ni les absences réservées ni les automatiques n’arrêtent ses parties, et ses rondes gardent leurs échéances.
event-clock-weekends-off = Dans **{ $event }**, les pendules des parties s’arrêtent le samedi et le dimanche, dans le fuseau horaire de chaque joueur.
event-clock-weekends-on = Dans **{ $event }**, les pendules des parties tournent aussi le week-end (les week-ends libres d’un joueur comptent toujours).
# A knockout round in the bracket image's alt text: its title and its matches.
event-bracket-alt-round = { $round } : { $matches }
