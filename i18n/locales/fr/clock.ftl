clock-out-of-time = temps écoulé
clock-time-left = { $left } restant
clock-no-clock = sans pendule
clock-more = … et { $count } de plus

clock-note = Pendule : { $first } { $first-left } · { $second } { $second-left }

clock-digest-heading = { $count ->
    [one] C’est votre tour dans { $count } partie de LYNGK :
   *[other] C’est votre tour dans { $count } parties de LYNGK :
}
clock-digest-game = • { $channel } contre { $opponent } ({ $time })

clock-reminder-half = { $player }, un rappel : c’est votre tour dans la partie { $game } contre { $opponent } (il vous reste { $left } à la pendule).
clock-reminder-final = { $player }, votre temps dans la partie { $game } contre { $opponent } est presque écoulé : il reste { $left }. Jouez maintenant, ou prenez des vacances avec `/{ cmd-lyngk } { cmd-lyngk-vacation }`.

clock-ran-out = **{ $loser }** a dépassé son temps. { $winner } gagne la partie { $game } au temps.
clock-aborted = La partie { $game } est annulée : **{ $late }** n’a pas joué son premier coup à temps. { $cause ->
        [time] Il n’y a pas de gain au temps : une partie où quelqu’un n’a jamais joué est annulée, pas perdue. Elle ne compte pas pour le classement.
       *[asked] Elle ne compte pas pour le classement.
    } { $series ->
        [event] Le tournoi l’enregistre sans vainqueur.
       *[none] { $first } et { $second } peuvent en commencer une nouvelle.
    }

clock-vacation-booked = **Vacances** réservées : vos pendules sont arrêtées pendant { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }, jusqu’au { $until } ({ $games ->
        [one] { $games } partie avec pendule
       *[other] { $games } parties avec pendule
    } en ce moment). Vous avez droit à { $allowance ->
        [one] { $allowance } jour
       *[other] { $allowance } jours
    } par an.

clock-my-games-none = **Vos parties** : aucune en cours ici. Commencez-en une avec `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
clock-my-games-heading = **Vos parties** ({ $count }, à vous de jouer dans { $yours }) :
clock-my-games-line = • { $channel } partie { $game } contre { $opponent } : { $whose }, { $time }
clock-your-turn = c’est votre tour
clock-their-turn = c’est le tour de { $opponent }
clock-digest-dms-closed = Votre récapitulatif quotidien n’a pas pu vous parvenir : vos messages privés sont fermés à ce bot. Désormais, vos rappels arrivent ici, dans le salon. Pour retrouver le récapitulatif, autorisez les messages privés des membres de ce serveur et choisissez `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:digest`.
clock-your-turn-untimed = { $player }, c’est votre tour dans la partie { $game } contre { $opponent }.

# Automatic vacation: whole days spent instead of a loss on time, told to both players.
clock-auto-vacation = { $player } n’avait plus de temps dans la partie { $game } : son **absence automatique** a dépensé { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } de son quota, son temps y expire désormais le { $until }.
# The player to move is in a pause of their off hours (board and mygames).
clock-paused-asleep = { $player } dort : la pendule est arrêtée et repart dans { $resumes }.
clock-paused-weekend = { $player } est en week-end : la pendule est arrêtée et repart dans { $resumes }.
clock-paused-short-asleep = en sommeil, repart dans { $resumes }
clock-paused-short-weekend = week-end, repart dans { $resumes }
clock-time-with-pause = { $time } ({ $pause })
