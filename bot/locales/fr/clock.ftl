clock-out-of-time = temps écoulé
clock-time-left = { $left } restant
clock-no-clock = sans pendule
clock-more = … et { $count } de plus

clock-note = Pendule : { $first } { $first-left } · { $second } { $second-left }

clock-digest-heading = { $count ->
    [one] C'est votre tour dans 1 partie de LYNGK :
   *[other] C'est votre tour dans { $count } parties de LYNGK :
}
clock-digest-game = • { $channel } contre { $opponent } ({ $time })

clock-reminder-half = { $player }, un rappel : c'est votre tour dans la partie { $game } contre { $opponent } (il vous reste { $left } à la pendule).
clock-reminder-final = { $player }, votre temps dans la partie { $game } contre { $opponent } est presque écoulé : il reste { $left }. Jouez maintenant, ou prenez des vacances avec `/{ cmd-lyngk } { cmd-lyngk-vacation }`.

clock-ran-out = **{ $loser }** a dépassé son temps. { $winner } gagne la partie { $game } au temps.
clock-aborted = La partie { $game } est annulée : **{ $late }** n'a pas joué son premier coup à temps. Elle ne compte pas ; { $first } et { $second } peuvent en commencer une nouvelle.

clock-vacation-booked = **Vacances** réservées : vos pendules sont arrêtées pendant { $days ->
        [one] 1 jour
       *[other] { $days } jours
    }, jusqu'au { $until } ({ $games ->
        [one] 1 partie avec pendule
       *[other] { $games } parties avec pendule
    } en ce moment). Vous avez droit à { $allowance } jours par an.

clock-my-games-none = **Vos parties** : aucune en cours ici. Commencez-en une avec `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
clock-my-games-heading = **Vos parties** ({ $count }, à vous de jouer dans { $yours }) :
clock-my-games-line = • { $channel } partie { $game } contre { $opponent } : { $whose }, { $time }
clock-your-turn = c'est votre tour
clock-their-turn = c'est le tour de { $opponent }

clock-claim-no-clock = cette partie n'a pas de pendule, elle ne peut donc pas être gagnée au temps
clock-claim-own-turn = c'est votre tour : seul votre adversaire pourrait gagner au temps
clock-claim-time-left = votre adversaire a encore { $left } pour jouer
clock-abort-no-clock = cette partie n'a pas de pendule ; abandonne plutôt
clock-abort-started = la partie a commencé ; abandonne plutôt
clock-abort-time-left = le joueur dont c'est le tour a encore { $left } pour son premier coup
clock-vacation-empty = des vacances durent au moins un jour
clock-vacation-overlaps = vous avez déjà des vacances réservées sur cette période
clock-vacation-over-allowance = cela dépasserait votre droit de { $allowance } jours de vacances par an : { $used } déjà pris sur l'année qui finit avec ces vacances, { $requested } demandés
clock-digest-invalid-hour = l'heure du récapitulatif va de 0 à 23 (UTC), pas { $hour }
clock-days-not-offered = { $days } jours par coup n'est pas proposé ; choisissez 1, 2, 3, 5, 7 ou 14 jours, ou aucun

clock-digest-dms-closed = Votre récapitulatif quotidien n’a pas pu vous parvenir : vos messages privés sont fermés à ce bot. Désormais, vos rappels arrivent ici, dans le salon. Pour retrouver le récapitulatif, autorisez les messages privés des membres de ce serveur et choisissez `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:digest`.
clock-your-turn-untimed = { $player }, c'est votre tour dans la partie { $game } contre { $opponent }.
