# Torneos de todos contra todos: anuncios, clasificación y rechazos.

event-created-round-robin = **{ $actor }** abrió el torneo de todos contra todos **{ $event }** ({ $variant }, { $legs ->
        [2] cada pareja dos veces, con los puestos cambiados
       *[other] cada pareja una vez
    }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por movimiento, { $round-days ->
        [one] { $round-days } día
       *[other] { $round-days } días
    } por ronda, { $rated ->
        [true] puntuable
       *[other] no puntuable
    }). Las rondas dependen de los jugadores (como mucho { $max }), que se enfrentan ronda a ronda. Apúntate con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` antes de que el organizador lo empiece con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
round-robin-bye-line = { $player } descansa esta ronda (sin partida ni puntos).
round-robin-walkover-line = { $winner } gana por incomparecencia: { $loser } se ha retirado.
round-robin-withdrawn-bye-line = { $player } no tiene partida esta ronda: { $opponent } se ha retirado.
round-robin-round-without-games = **{ $event }**, ronda { $round } de { $rounds }: no hay partidas que jugar, en cada partida de la ronda había un jugador retirado.
round-robin-standings-image-title = Torneo LYNGK { $event } · clasificación de todos contra todos
round-robin-standings-subtitle = { $over ->
        [true] Clasificación final
       *[other] Tras la ronda { $round } de { $rounds }
    }

round-robin-refusal-rounds = Ningún torneo de todos contra todos { $legs ->
        [double] a doble vuelta
       *[other] a una vuelta
    } tiene { $given } rondas: n jugadores hacen n - 1 rondas si n es par y n si es impar{ $legs ->
        [double] , y todo dos veces
       *[other] {""}
    }. Omite `{ cmd-lyngk-admin-event-create.rounds }` y las rondas dependerán de los jugadores.
round-robin-refusal-rounds-disagree = El torneo de todos contra todos { $name } se creó con { $rounds } rondas, pero sus { $players } jugadores hacen { $needed }: { $rounds } rondas necesitan { $fitting } jugadores. Cambia quién juega, o créalo de nuevo sin `{ cmd-lyngk-admin-event-create.rounds }`.
round-robin-refusal-late-entry = El calendario de un torneo de todos contra todos se fija al empezar, así que no admite inscripciones tardías: omite `{ cmd-lyngk-admin-event-create.late_entry }`.
round-robin-refusal-best-of = Los encuentros al mejor de { $given } son para la eliminación directa: cada emparejamiento de un todos contra todos es una partida. Omite `{ cmd-lyngk-admin-event-create.best_of }`.
round-robin-refusal-max-players = Un torneo de todos contra todos { $legs ->
        [double] a doble vuelta
       *[other] a una vuelta
    } admite como mucho { $max } jugadores (un torneo tiene como mucho 30 rondas), no { $given }.
round-robin-refusal-full = El torneo de todos contra todos { $name } está lleno: uno { $legs ->
        [double] a doble vuelta
       *[other] a una vuelta
    } admite como mucho { $max } jugadores.
round-robin-refusal-started = El torneo de todos contra todos { $name } ha empezado y su calendario está fijado: ya nadie puede apuntarse.
round-robin-refusal-round-days-all-at-once = Un torneo de todos contra todos con todas las partidas a la vez no tiene plazos de ronda (solo cuentan los relojes de las partidas): omite `{ cmd-lyngk-admin-event-create.round_days }`.
