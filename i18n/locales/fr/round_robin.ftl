# Tournois toutes rondes : annonces, classement et refus.

event-created-round-robin = **{ $actor }** a ouvert le tournoi toutes rondes **{ $event }** ({ $variant }, { $legs ->
        [2] chaque paire deux fois, places inversées
       *[other] chaque paire une fois
    }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup, { $round-days ->
        [one] { $round-days } jour
       *[other] { $round-days } jours
    } par ronde, { $rated ->
        [true] classé
       *[other] non classé
    }). Le nombre de rondes découle du nombre de joueurs (au plus { $max }), qui se rencontrent une ronde à la fois. Inscrivez-vous avec `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` avant que l’organisateur le lance avec `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
round-robin-bye-line = { $player } est exempt cette ronde (pas de partie, pas de point).
round-robin-walkover-line = { $winner } gagne par forfait : { $loser } a quitté le tournoi.
round-robin-withdrawn-bye-line = { $player } n’a pas de partie cette ronde : { $opponent } s’est retiré.
round-robin-round-without-games = **{ $event }**, ronde { $round } sur { $rounds } : aucune partie à jouer, chaque partie de la ronde avait un joueur retiré.
round-robin-standings-image-title = Tournoi LYNGK { $event } · classement toutes rondes
round-robin-standings-subtitle = { $over ->
        [true] Classement final
       *[other] Après la ronde { $round } sur { $rounds }
    }

round-robin-refusal-rounds = Aucun tournoi toutes rondes { $legs ->
        [double] double
       *[other] simple
    } n’a { $given } rondes : n joueurs font n - 1 rondes si n est pair et n s’il est impair{ $legs ->
        [double] , le tout deux fois
       *[other] {""}
    }. Omettez `{ cmd-lyngk-admin-event-create.rounds }` et les rondes découleront des joueurs.
round-robin-refusal-rounds-disagree = Le tournoi toutes rondes { $name } a été créé avec { $rounds } rondes, mais ses { $players } joueurs en font { $needed } : { $rounds } rondes demandent { $fitting } joueurs. Changez les participants, ou recréez-le sans `{ cmd-lyngk-admin-event-create.rounds }`.
round-robin-refusal-late-entry = Le calendrier d’un tournoi toutes rondes est établi au départ, il n’accepte donc pas d’inscriptions tardives : omettez `{ cmd-lyngk-admin-event-create.late_entry }`.
round-robin-refusal-best-of = Les matchs en { $given } parties sont pour l’élimination directe : chaque appariement d’un tournoi toutes rondes est une partie. Omettez `{ cmd-lyngk-admin-event-create.best_of }`.
round-robin-refusal-max-players = Un tournoi toutes rondes { $legs ->
        [double] double
       *[other] simple
    } accueille au plus { $max } joueurs (un tournoi a au plus 30 rondes), pas { $given }.
round-robin-refusal-full = Le tournoi toutes rondes { $name } est complet : un tournoi toutes rondes { $legs ->
        [double] double
       *[other] simple
    } accueille au plus { $max } joueurs.
round-robin-refusal-started = Le tournoi toutes rondes { $name } a commencé et son calendrier est établi : plus personne ne peut s’inscrire.
round-robin-refusal-round-days-all-at-once = Un tournoi toutes rondes qui ouvre toutes ses parties d’un coup n’a pas d’échéance de ronde (seules les pendules des parties comptent) : omettez `{ cmd-lyngk-admin-event-create.round_days }`.
