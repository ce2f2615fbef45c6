# Tournois (système suisse) : annonces, classement, appariements et refus.

event-created = **{ $actor }** a ouvert le tournoi suisse **{ $event }** ({ $variant }, { $rounds } rondes, { $days } jours par coup, { $round-days } jours par ronde, { $rated ->
        [true] classé
       *[other] non classé
    }). Rejoindre avec `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` ; l'organisateur le lance avec `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
event-joined = **{ $player }** a rejoint le tournoi **{ $event }** ({ $roster }).
event-joined-late = **{ $player }** a rejoint le tournoi en cours **{ $event }** et sera apparié à partir de la prochaine ronde ({ $roster }).
event-left = **{ $player }** a quitté le tournoi **{ $event }** ({ $roster }).
event-withdrawn = **{ $player }** s'est retiré du tournoi **{ $event }** et ne sera plus apparié.
event-forfeit = Partie { $game } : **{ $loser }** s'est retiré, { $winner } gagne par forfait.
event-deadline-draw = La partie { $game } a atteint l'échéance de la ronde avec du temps sur les deux pendules : nulle entre { $first } et { $second }.
event-round-opens = **{ $event }**, ronde { $round } sur { $rounds } : les parties sont ouvertes, chacune dans son fil. Échéance : { $deadline }.
event-pairing-line = { $white } (joue en premier) contre { $black }
event-bye-line = { $player } est exempt cette ronde (un point).
event-thread-name = LYNGK { $event } · ronde { $round } · { $first } contre { $second }
event-opening = Tournoi **{ $event }**, ronde { $round } : partie { $game } entre **{ $first }** (joueur 1) et **{ $second }** (joueur 2), { $variant }, { $days ->
        [one] 1 jour
       *[other] { $days } jours
    } par coup.
event-reopening = Le tournoi **{ $event }** est en cours ; ouverture des fils manquants.
event-over = Le tournoi **{ $event }** est terminé. Félicitations, **{ $winner }** !
event-is-over = Le tournoi est terminé.
event-not-started-yet = Le tournoi **{ $event }** n'a pas encore commencé ({ $roster }).
event-standings-title = **Tournoi LYNGK { $event } · classement après la ronde { $round } sur { $rounds }**
event-pairings-title = **{ $event } · ronde { $round }**
event-pairings-bye = { $player } : exempt
event-pairings-game = { $white } contre { $black } : { $result ->
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
event-list-empty = Ce serveur n'a encore aucun tournoi.
event-list-title = **Tournois de ce serveur**
event-list-line = **{ $event }** ({ $format ->
        [swiss] système suisse
       *[other] { $format }
    }) : { $state ->
        [open] inscriptions ouvertes
        [running] en cours
       *[other] terminé
    }, { $players ->
        [one] 1 joueur
       *[other] { $players } joueurs
    }, ronde { $round } sur { $rounds }
event-list-league = **{ $event }** (toutes rondes): { $state ->
        [open] inscriptions ouvertes
        [running] en cours
       *[other] terminée
    }, { $players ->
        [one] 1 joueur
       *[other] { $players } joueurs
    }

events-buchholz-cut1 = BH-1
events-buchholz = BH
events-sonneborn-berger = SB
events-progressive = Cumul

refusal-admin-create-event = Seul un administrateur du serveur (permission Gérer le serveur) peut créer un tournoi.
refusal-event-bad-name = Un nom de tournoi a de 1 à { $max } caractères, lettres, chiffres, espaces, `-` ou `_` : '{ $given }' n'en est pas un.
refusal-event-exists = Ce serveur a déjà un tournoi nommé { $name } : choisissez un autre nom.
refusal-event-unknown = Il n'y a pas de tournoi nommé '{ $name }' sur ce serveur : voir `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-list }`.
refusal-event-not-organiser = Seul l'organisateur du tournoi { $name } peut faire cela.
refusal-event-rounds = Un tournoi suisse a de 1 à { $max } rondes, pas { $given }.
refusal-event-deadline-in-past = Une ronde de 0 jour atteindrait son échéance avant que quiconque puisse jouer : donnez au moins 1 jour.
refusal-event-round-shorter-than-move = Une ronde de { $round } jours est plus courte qu'un coup ({ $move } jours) : donnez à la ronde au moins autant de jours qu'à un coup.
refusal-event-round-too-long = Une ronde dure au plus { $max } jours, pas { $given }.
refusal-event-max-players = Un tournoi accueille de 2 à { $max } joueurs, pas { $given }.
refusal-event-rating-range = La fourchette de classement { $min } à { $max } est vide : le minimum ne doit pas dépasser le maximum.
refusal-event-time-loss-share = Une part de parties perdues au temps va de 0 à 100 %, pas { $given }.
refusal-event-too-few-players = Le tournoi { $name } a besoin d'au moins 2 joueurs pour commencer ; il en a { $players }.
refusal-event-too-many-rounds = Le tournoi { $name } a { $rounds } rondes mais seulement { $players } joueurs : chaque ronde demande un adversaire pas encore rencontré, il faut donc plus de joueurs (ou moins de rondes).
refusal-event-already-started = Le tournoi { $name } a déjà commencé : voir `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-pairings }`.
refusal-event-late-entry-closed = Le tournoi { $name } a commencé et n'accepte pas d'inscriptions tardives.
refusal-event-finished = Le tournoi { $name } est terminé : voir `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings }`.
refusal-event-not-started = Le tournoi { $name } n'a pas encore commencé : il n'y a pas d'appariements.
refusal-event-full = Le tournoi { $name } est complet ({ $max } joueurs).
refusal-event-rating-outside = Le tournoi { $name } est réservé aux classements de { $min } à { $max } ; le vôtre est { $rating }.
refusal-event-time-losses = Le tournoi { $name } accepte les joueurs qui ont perdu au temps au plus { $max } % de leurs parties ici ; vous en avez perdu { $lost } sur { $played } ({ $share } %).
refusal-event-already-joined = Vous avez déjà rejoint le tournoi { $name }.
refusal-event-not-playing = { $player } ne joue pas dans le tournoi { $name }.
refusal-event-no-such-round = Le tournoi { $name } n'a pas encore de ronde { $round }.
