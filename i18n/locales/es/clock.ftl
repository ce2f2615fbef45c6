clock-out-of-time = sin tiempo
clock-time-left = quedan { $left }
clock-no-clock = sin reloj
clock-more = … y { $count } más

clock-note = Reloj: { $first } { $first-left } · { $second } { $second-left }

clock-digest-heading = { $count ->
    [one] Es tu turno en { $count } partida de LYNGK:
   *[other] Es tu turno en { $count } partidas de LYNGK:
}
clock-digest-game = • { $channel } contra { $opponent } ({ $time })

clock-reminder-half = { $player }, un recordatorio: es tu turno en la partida { $game } contra { $opponent } (te quedan { $left } en el reloj).
clock-reminder-final = { $player }, tu tiempo en la partida { $game } contra { $opponent } casi se acaba: quedan { $left }. Mueve ahora o tómate unas vacaciones con `/{ cmd-lyngk } { cmd-lyngk-vacation }`.

clock-ran-out = **{ $loser }** se quedó sin tiempo. { $winner } gana la partida { $game } por tiempo.
clock-aborted = La partida { $game } queda anulada: **{ $late }** no hizo su primer movimiento a tiempo. { $cause ->
        [time] No hay victoria por tiempo: una partida en la que alguien nunca movió se anula, no se pierde. No cuenta para la clasificación.
       *[asked] No cuenta para la clasificación.
    } { $series ->
        [event] El torneo la registra sin ganador.
       *[none] { $first } y { $second } pueden empezar otra.
    }

clock-vacation-booked = **Vacaciones** reservadas: tus relojes quedan parados durante { $days ->
        [one] { $days } día
       *[other] { $days } días
    }, hasta el { $until } ({ $games ->
        [one] { $games } partida con reloj
       *[other] { $games } partidas con reloj
    } ahora). Tienes derecho a { $allowance ->
        [one] { $allowance } día
       *[other] { $allowance } días
    } en cualquier año.

clock-my-games-none = **Tus partidas**: ninguna en curso aquí. Empieza una con `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
clock-my-games-heading = **Tus partidas** ({ $count }, es tu turno en { $yours }):
clock-my-games-line = • { $channel } partida { $game } contra { $opponent }: { $whose }, { $time }
clock-your-turn = es tu turno
clock-their-turn = es el turno de { $opponent }
clock-digest-dms-closed = Tu resumen diario no pudo llegarte: tus mensajes directos están cerrados para este bot. A partir de ahora se te recuerda aquí, en el canal. Para volver a recibir el resumen, permite mensajes directos de los miembros de este servidor y elige `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:digest`.
clock-your-turn-untimed = { $player }, es tu turno en la partida { $game } contra { $opponent }.

# Automatic vacation: whole days spent instead of a loss on time, told to both players.
clock-auto-vacation = A { $player } se le acabó el tiempo en la partida { $game }, así que su **ausencia automática** gastó { $days ->
        [one] { $days } día
       *[other] { $days } días
    } de su cupo: su tiempo allí se agota ahora el { $until }.
# The player to move is in a pause of their off hours (board and mygames).
clock-paused-asleep = { $player } está durmiendo: el reloj está detenido y vuelve a correr dentro de { $resumes }.
clock-paused-weekend = { $player } libra el fin de semana: el reloj está detenido y vuelve a correr dentro de { $resumes }.
clock-paused-short-asleep = durmiendo, vuelve a correr dentro de { $resumes }
clock-paused-short-weekend = fin de semana, vuelve a correr dentro de { $resumes }
clock-time-with-pause = { $time } ({ $pause })
