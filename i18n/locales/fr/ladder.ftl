# Échelles : annonces, l'échelle en texte et en image, refus.

ladder-created = **{ $actor }** a ouvert l’échelle **{ $event }** ({ $variant }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup, { $rated ->
        [true] classée
       *[other] non classée
    }). Rejoignez-la en bas avec `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` et défiez un joueur jusqu’à { $reach ->
        [one] { $reach } place
       *[other] { $reach } places
    } au-dessus de vous avec `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-challenge }`. Un défi non accepté en { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } est gagné par celui qui l’a lancé ; après { $inactive ->
        [one] { $inactive } jour
       *[other] { $inactive } jours
    } sans jouer, un joueur descend tout en bas.
ladder-joined = **{ $player }** a rejoint l’échelle **{ $event }** à la place { $place }.
ladder-left = **{ $player }** a quitté l’échelle **{ $event }** ; les joueurs en dessous montent d’une place.
ladder-challenged = **{ $challenger }** (place { $from }) défie { $defender } (place { $place }) sur l’échelle **{ $event }**. Acceptez avec `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-accept } { $event }` avant le { $until }, sinon le challenger prend votre place.
ladder-accepted = **{ $defender }** a accepté le défi de **{ $challenger }** sur l’échelle **{ $event }** : la partie { $game } s’ouvre dans son fil.
ladder-thread-name = LYNGK échelle { $event } · { $first } contre { $second }
ladder-opening = Échelle **{ $event }** : partie { $game } entre **{ $first }** (joueur 1, le challenger) et **{ $second }** (joueur 2), { $variant }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup. Une victoire du challenger lui donne la place défiée.
ladder-climbed = Échelle **{ $event }** : **{ $challenger }** a battu { $defender } et prend la place { $place } ; { $defender } et les joueurs entre eux descendent d’une place.
ladder-held = Échelle **{ $event }** : { $defender } garde la place { $place } face à { $challenger }.
ladder-expired = Échelle **{ $event }** : { $defender } n’a pas accepté à temps, { $challenger } gagne donc le défi et prend la place { $place }.
ladder-dropped = Échelle **{ $event }** : **{ $player }** n’a pas joué depuis longtemps et descend tout en bas (place { $place }).
ladder-standings-title = **LYNGK échelle { $event }** · { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }, défis jusqu’à { $reach ->
        [one] { $reach } place
       *[other] { $reach } places
    } au-dessus
ladder-image-title = LYNGK échelle { $event }
ladder-empty = Personne n’est encore sur l’échelle **{ $event }** : rejoignez-la avec `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`.
ladder-column-challenge = Défi
ladder-note-challenges = défie { $player } ({ $place })
ladder-note-challenged-by = défi de { $player } ({ $place })
ladder-note-playing = joue contre { $player } ({ $place })
ladder-image-place = { $place }. { $player }
ladder-image-place-note = { $place }. { $player }, { $note }
ladder-image-alt = { $title } : { $places }.
ladder-list-line = **{ $event }** (échelle) : { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }, { $open ->
        [one] { $open } défi en cours
       *[other] { $open } défis en cours
    }

ladder-refusal-reach = Un défi vise de 1 à { $max } places au-dessus, pas { $given }.
ladder-refusal-inactive-days = Un joueur descend tout en bas après 1 à { $max } jours sans jouer, pas { $given }.
ladder-refusal-not-a-ladder = Le tournoi { $name } n’est pas une échelle : seules les échelles ont des défis.
ladder-refusal-no-start = L’échelle { $name } n’a pas besoin d’être lancée : elle est ouverte dès sa création et les défis se lancent à tout moment.
ladder-refusal-no-rounds = L’échelle { $name } n’a pas de rondes : voir `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings } { $name }`.
ladder-refusal-you-are-not-on-it = Vous n’êtes pas sur l’échelle { $name } : rejoignez-la avec `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $name }`.
ladder-refusal-not-on-it = { $player } n’est pas sur l’échelle { $name }.
ladder-refusal-yourself = Vous ne pouvez pas vous défier vous-même : défiez un joueur au-dessus de vous.
ladder-refusal-not-above = { $player } n’est pas au-dessus de vous sur l’échelle : défiez un joueur au-dessus de vous.
ladder-refusal-too-far-up = { $player } est { $places } places au-dessus de vous ; un défi vise au plus { $reach ->
        [one] { $reach } place
       *[other] { $reach } places
    } au-dessus.
ladder-refusal-you-are-busy = Vous avez déjà un défi en cours sur cette échelle : terminez-le d’abord.
ladder-refusal-busy = { $player } a déjà un défi en cours sur cette échelle : défiez ce joueur quand il sera terminé.
ladder-refusal-nothing-to-accept = Personne n’attend votre réponse sur l’échelle { $name }.
ladder-refusal-not-yours-to-accept = Ce défi est lancé à { $player } : seule cette personne peut l’accepter.
