# Divisions et saisons : annonces, classements par division et refus.

divisions-created = **{ $actor }** a ouvert le tournoi à divisions **{ $event }** ({ $variant }, divisions de { $size } joueurs au plus, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup, { $round-days ->
        [one] { $round-days } jour
       *[other] { $round-days } jours
    } par ronde, { $rated ->
        [true] classé
       *[other] non classé
    }). À chaque saison, chaque division joue { $play ->
        [round_robin_double] son propre tournoi toutes rondes en double (chacun rencontre tous les autres deux fois, places inversées)
        [round_robin] son propre tournoi toutes rondes (chacun rencontre tous les autres une fois)
       *[other] son propre système suisse
    } ; à la fin, { $movers ->
        [one] { $movers } joueur de tête de chaque division monte et { $movers } joueur de queue descend
       *[other] les { $movers } premiers de chaque division montent et les { $movers } derniers descendent
    }, et la saison suivante s’ouvre d’elle-même { $pause ->
        [one] { $pause } jour
       *[other] { $pause } jours
    } plus tard. Inscrivez-vous avec `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` ; l’organisateur lance la première saison avec `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
divisions-season-opens = **{ $event }**, saison { $season } : { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } en { $divisions ->
        [one] { $divisions } division
       *[other] { $divisions } divisions
    }, selon le classement. Chaque division est un tournoi à part :
divisions-season-over = **{ $event }** : la saison { $season } est terminée. Le classement final de chaque division :
divisions-moves = Division { $division } · montée : { $up } · descente : { $down }
divisions-nobody = personne
divisions-no-moves = { $divisions ->
    [one] Personne ne monte ni ne descend : il n’y a qu’une division.
   *[other] Cette saison, personne ne monte ni ne descend de division.
}
divisions-next-season = La saison { $season } de **{ $event }** s’ouvre d’elle-même le { $opens }. D’ici là, `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-leave } { $event }` vous en retire, et les nouveaux inscrits commencent dans la dernière division.
divisions-too-few-to-go-on = **{ $event }** s’arrête : il ne reste que { $players } { $players ->
        [one] joueur
       *[other] joueurs
    } pour une nouvelle saison.
divisions-joined-next-season = **{ $player }** a rejoint **{ $event }** et commence dans la dernière division à la saison { $season }.
divisions-left = **{ $player }** a quitté **{ $event }** et ne jouera pas la saison suivante.
divisions-standings-title = **Divisions LYNGK { $event } · saison { $season }{ $over ->
        [true] {""} (terminée)
       *[other] {""}
    }**
divisions-image-title = { $event } · saison { $season } · division { $division }
divisions-image-subtitle = { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }, { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    } { $format ->
        [round_robin] toutes rondes
       *[other] de système suisse
    }
divisions-list-line = **{ $event }** (divisions) : { $state ->
        [open] inscriptions ouvertes
        [pause] entre deux saisons
        [finished] terminé
       *[running] en cours
    }, saison { $season }, { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }

divisions-refusal-division-size = Une division compte de 2 à { $max } joueurs, pas { $given }.
divisions-refusal-too-many-movers = { $movers } qui montent et { $movers } qui descendent, c’est plus de la moitié d’une division de { $size } : le haut et le bas se chevaucheraient.
divisions-refusal-pause-days = La pause entre deux saisons dure de 0 à { $max } jours, pas { $given }.
divisions-refusal-rounds = Une division de { $size } joueurs joue de 1 à { $max } rondes, pas { $given }.
divisions-refusal-too-few-players = **{ $name }** a besoin d’au moins 2 joueurs pour lancer sa première saison ; { $players ->
        [0] il n’y en a aucun
        [1] il n’y en a qu’un
       *[other] il y en a { $players }
    }.
divisions-refusal-best-of = Les divisions se jouent en parties simples ; « au meilleur des { $given } » est réservé aux tournois à élimination.
divisions-refusal-report-per-division = **{ $name }** a un rapport de tournoi par division : exportez-en un par son nom, par exemple `{ $example }`.
divisions-refusal-round-robin-too-big = Une division en toutes rondes compte au plus { $max } joueurs, pas { $size } : choisissez une `{ cmd-lyngk-admin-event-create.division_size }` plus petite, ou le système suisse.
divisions-refusal-rounds-in-round-robin = Dans une division en toutes rondes, chacun rencontre tous les autres { $legs ->
        [2] deux fois
       *[other] une fois
    } : les joueurs font les rondes. Retirez `{ cmd-lyngk-admin-event-create.rounds }` (vous avez donné { $given }).
divisions-refusal-legs-in-swiss = `{ cmd-lyngk-admin-event-create.legs }` ne concerne que les divisions en toutes rondes : ajoutez `{ cmd-lyngk-admin-event-create.division_format }:{ cmd-choice-round-robin }`, ou retirez-le pour des divisions au système suisse.
