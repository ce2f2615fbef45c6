# Torneos (sistema suizo): anuncios, clasificación, emparejamientos y rechazos.

event-created = **{ $actor }** abrió el torneo suizo **{ $event }** ({ $variant }, { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada, { $round-days ->
        [one] { $round-days } día
       *[other] { $round-days } días
    } por ronda, { $rated ->
        [true] puntuable
       *[other] no puntuable
    }). Únete con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`; el organizador lo inicia con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
event-joined = **{ $player }** se unió al torneo **{ $event }** ({ $roster }).
event-joined-late = **{ $player }** se unió al torneo en curso **{ $event }** y será emparejado desde la próxima ronda ({ $roster }).
event-left = **{ $player }** dejó el torneo **{ $event }** ({ $roster }).
event-withdrawn = **{ $player }** se retiró del torneo **{ $event }** y no volverá a ser emparejado.
event-forfeit = Partida { $game }: **{ $loser }** se retiró, así que { $winner } gana por incomparecencia.
event-deadline-draw = La partida { $game } llegó al plazo de la ronda con tiempo en ambos relojes: tablas entre { $first } y { $second }.
event-round-opens = **{ $event }**, ronda { $round } de { $rounds }: las partidas están abiertas, cada una en su hilo. Plazo: { $deadline }.
event-pairing-line = { $white } (mueve primero) contra { $black }
event-bye-line = { $player } descansa esta ronda (un punto).
event-thread-name = LYNGK { $event } · ronda { $round } · { $first } contra { $second }
event-opening = Torneo **{ $event }**, ronda { $round }: partida { $game } entre **{ $first }** (jugador 1) y **{ $second }** (jugador 2), { $variant }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada.
event-reopening = El torneo **{ $event }** está en curso; abriendo los hilos que faltan.
event-over = El torneo **{ $event }** ha terminado. ¡Enhorabuena, **{ $winner }**!
event-is-over = El torneo ha terminado.
event-not-started-yet = El torneo **{ $event }** aún no ha empezado ({ $roster }).
event-standings-title = **Torneo LYNGK { $event } · clasificación tras la ronda { $round } de { $rounds }**
swiss-standings-image-title = Torneo LYNGK { $event } · clasificación (sistema suizo)
event-pairings-title = **{ $event } · ronda { $round }**
event-pairings-bye = { $player }: descansa
event-pairings-game = { $white } contra { $black }: { $result ->
        [running] en juego
        [white-won] 1-0
        [black-won] 0-1
        [draw] ½-½
        [void] anulada (0-0)
        [white-forfeit-win] 1-0 por incomparecencia
        [black-forfeit-win] 0-1 por incomparecencia
       *[other] { $result }
    }
event-exported = El torneo **{ $event }** como informe de torneo FIDE (TRF).
event-list-empty = Este servidor aún no tiene torneos.
event-list-title = **Torneos de este servidor**
event-list-line = **{ $event }** ({ $format ->
        [swiss] sistema suizo
        [knockout] eliminación directa
        [round_robin] todos contra todos
       *[other] { $format }
    }): { $state ->
        [open] inscripción abierta
        [running] en curso
       *[other] terminado
    }, { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }, ronda { $round } de { $rounds }
event-list-league-line = **{ $event }** (liga): en curso, { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }, { $played } de { $games } partidas jugadas

events-buchholz-cut1 = BH-1
events-buchholz = BH
events-sonneborn-berger = SB
events-progressive = Prog

refusal-admin-create-event = Solo un administrador del servidor (permiso Gestionar servidor) puede crear un torneo.
refusal-event-bad-name = Un nombre de torneo tiene de 1 a { $max } caracteres: letras, cifras, espacios, `-`, `_`, apóstrofos o emojis. «{ $given }» no lo es.
refusal-event-exists = Este servidor ya tiene un torneo llamado { $name }: elige otro nombre.
refusal-event-unknown = No hay ningún torneo llamado «{ $name }» en este servidor: mira `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-list }`.
refusal-event-not-organiser = Solo el organizador del torneo { $name } puede hacer eso.
refusal-event-rounds = Un torneo suizo tiene de 1 a { $max } rondas, no { $given }.
refusal-event-deadline-in-past = Una ronda de 0 días llegaría a su plazo antes de que nadie pudiera mover: indica al menos 1 día.
refusal-event-round-shorter-than-move = Una ronda de { $round ->
        [one] { $round } día
       *[other] { $round } días
    } es más corta que una jugada ({ $move ->
        [one] { $move } día
       *[other] { $move } días
    }): da a la ronda al menos tantos días como a una jugada.
refusal-event-round-too-long = Una ronda dura como máximo { $max } días, no { $given }.
refusal-event-max-players = Un torneo admite de 2 a { $max } jugadores, no { $given }.
refusal-event-rating-range = El rango de puntuación { $min } a { $max } está vacío: el mínimo no puede superar al máximo.
refusal-event-time-loss-share = Una proporción de partidas perdidas por tiempo va de 0 a 100 %, no { $given }.
refusal-event-too-few-players = El torneo { $name } necesita al menos 2 jugadores para empezar; tiene { $players }.
refusal-event-too-many-rounds = El torneo { $name } tiene { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    } pero solo { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }: cada ronda necesita un rival aún no enfrentado, así que hacen falta más jugadores (o menos rondas).
refusal-event-already-started = El torneo { $name } ya ha empezado: mira `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-pairings }`.
refusal-event-late-entry-closed = El torneo { $name } ha empezado y no admite inscripciones tardías.
refusal-event-finished = El torneo { $name } ha terminado: mira `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings }`.
refusal-event-not-started = El torneo { $name } aún no ha empezado: no hay emparejamientos.
refusal-event-full = El torneo { $name } está completo ({ $max } jugadores).
refusal-event-rating-outside = El torneo { $name } es para puntuaciones de { $min } a { $max }; la tuya es { $rating }.
refusal-event-time-losses = El torneo { $name } admite a jugadores que perdieron por tiempo como mucho el { $max } % de sus partidas aquí; tú perdiste { $lost } de { $played } ({ $share } %).
refusal-event-already-joined = Ya te has unido al torneo { $name }.
refusal-event-not-playing = { $player } no juega en el torneo { $name }.
refusal-event-no-such-round = El torneo { $name } aún no tiene ronda { $round }.

# Torneos de eliminación directa.
event-created-knockout = **{ $actor }** abrió el torneo de eliminación directa **{ $event }** ({ $variant }, { $best-of ->
        [1] una partida por enfrentamiento
       *[other] enfrentamientos al mejor de { $best-of } partidas
    }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por movimiento, { $round-days ->
        [one] { $round-days } día
       *[other] { $round-days } días
    } por ronda, { $rated ->
        [true] puntuable
       *[other] no puntuable
    }). Los cabezas de serie siguen la puntuación; un enfrentamiento empatado se decide con una partida más con los puestos cambiados. Apúntate con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` antes de que el organizador lo empiece con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
event-knockout-round-opens = **{ $event }**, ronda eliminatoria { $round } de { $rounds } ({ $best-of ->
        [1] una partida por enfrentamiento
       *[other] al mejor de { $best-of }
    }): las primeras partidas están abiertas, cada una en su hilo; la siguiente partida de un enfrentamiento se abre en cuanto termina una. Plazo: { $deadline }.
event-knockout-bye-line = { $player } pasa a la siguiente ronda sin jugar (descansa).
event-knockout-walkover = { $loser } se retiró: { $winner } pasa sin jugar.
event-knockout-next-game = Enfrentamiento { $higher } contra { $lower } ({ $score }): la partida { $number } se abre en su hilo; { $first } mueve primero.
event-knockout-tiebreak-game = Enfrentamiento { $higher } contra { $lower } empatado ({ $score }): decide la partida { $number }, con los puestos cambiados; { $first } mueve primero.
event-knockout-deadline-decides = El plazo de la ronda decidió el enfrentamiento: { $winner } pasa frente a { $loser } ({ $score }; con empate pasa el mejor cabeza de serie).
event-knockout-match = { $higher } contra { $lower }: { $score }{ $state ->
        [playing] , partida { $game } en juego
        [decided] , pasa **{ $winner }**
       *[other] {""}
    }
event-bracket-title = **Torneo LYNGK { $event } · cuadro eliminatorio, { $best-of ->
        [1] una partida por enfrentamiento
       *[other] al mejor de { $best-of }
    } · ronda { $round } de { $rounds }**
event-bracket-image-title = { $event } · cuadro eliminatorio
event-bracket-round = { $left ->
        [1] Final
        [2] Semifinales
        [3] Cuartos de final
       *[other] Ronda { $round }
    }
event-bracket-alt = Cuadro eliminatorio de { $event }. { $rounds }.
event-bracket-alt-winner = Ganador: { $winner }.
events-round = Ronda
events-match-score = Marcador
events-goes-through = Pasa
refusal-event-knockout-started = El torneo de eliminación directa { $name } ha empezado y su cuadro está sorteado: ya nadie puede apuntarse.
refusal-event-best-of = Un enfrentamiento eliminatorio es al mejor de 1, 3, 5 o 7 partidas (un número impar hasta { $max }), no { $given }.
refusal-event-best-of-in-swiss = El formato al mejor de { $given } es solo para la eliminación directa: un emparejamiento suizo es una partida. Omite `{ cmd-lyngk-admin-event-create.best_of }` o elige el formato de eliminación directa.
refusal-event-knockout-has-no-report = El torneo de eliminación directa { $name } no tiene informe de torneo FIDE (el TRF describe torneos por sistema suizo y de todos contra todos): mira su cuadro con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings }`.
refusal-event-rounds-in-knockout = Las rondas de un torneo de eliminación directa dependen de los jugadores (4 jugadores: 2 rondas, de 5 a 8: 3): omite `{ cmd-lyngk-admin-event-create.rounds }`.
refusal-event-late-entry-in-knockout = El cuadro de un torneo de eliminación directa se sortea al empezar, así que no admite inscripciones tardías: omite `{ cmd-lyngk-admin-event-create.late_entry }`.

# An event with a minimum rating and no maximum.
refusal-event-rating-minimum = El torneo { $name } es para puntuaciones de { $min } en adelante; la tuya es { $rating }.

## Formats: each refuses, in its own words, an option of `event create` it does not take.
refusal-swiss-takes-no-option = Un torneo suizo no admite `{ $option }`: se empareja ronda a ronda según la clasificación. Omítelo o elige el formato al que pertenece.
refusal-knockout-takes-no-option = Un torneo de eliminación directa no admite `{ $option }`: su cuadro se sortea al empezar y quien pierde un enfrentamiento queda fuera. Omítelo o elige el formato al que pertenece.
refusal-ladder-takes-no-option = Una escalera no admite `{ $option }`: no tiene rondas ni inicio, y se sube en ella con desafíos. Omítelo o elige el formato al que pertenece.
refusal-round-robin-takes-no-option = Un torneo de todos contra todos no admite `{ $option }`: todos se enfrentan a todos según un calendario fijado al empezar. Omítelo o elige el formato al que pertenece.
refusal-divisions-takes-no-option = Un torneo por divisiones no admite `{ $option }`: cada temporada sus divisiones se forman por puntuación, y los nuevos entran en la última. Omítelo o elige el formato al que pertenece.
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
refusal-event-last-round = El torneo { $name } está en su última ronda: quien entrara ahora nunca sería emparejado, así que ya no admite inscripciones.
refusal-event-withdrawn = Te retiraste del torneo { $name }, y quien se retira no puede volver a unirse.
# The open round's deadline, beside pairings, standings and the event list.
event-round-deadline = Plazo de la ronda { $round }: { $deadline }.
# An event's clock rules (`event settings`).
event-clock-vacation-allowed = En **{ $event }**, las ausencias (reservadas o automáticas) detienen los relojes de las partidas.
event-clock-vacation-forbidden = En **{ $event }** no se permiten ausencias: ni las reservadas ni las automáticas detienen sus partidas, y sus rondas mantienen sus plazos.
event-clock-weekends-off = En **{ $event }**, los relojes de las partidas se detienen los sábados y domingos, en la zona horaria de cada jugador.
event-clock-weekends-on = En **{ $event }**, los relojes de las partidas corren también en fin de semana (los fines de semana libres de cada jugador siguen contando).
# A knockout round in the bracket image's alt text: its title and its matches.
event-bracket-alt-round = { $round }: { $matches }
