# Divisiones y temporadas: anuncios, clasificaciones por división y rechazos.

divisions-created = **{ $actor }** abrió el torneo por divisiones **{ $event }** ({ $variant }, divisiones de hasta { $size } jugadores, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada, { $round-days ->
        [one] { $round-days } día
       *[other] { $round-days } días
    } por ronda, { $rated ->
        [true] puntuable
       *[other] no puntuable
    }). En cada temporada cada división juega { $play ->
        [round_robin_double] su propio todos contra todos a doble vuelta (cada jugador se enfrenta dos veces a todos, con los puestos cambiados)
        [round_robin] su propio todos contra todos (cada jugador se enfrenta una vez a todos)
       *[other] su propio sistema suizo
    }; al final { $movers ->
        [one] sube { $movers } jugador, el primero de cada división, y baja { $movers }, el último
       *[other] los { $movers } primeros de cada división suben y los { $movers } últimos bajan
    }, y la temporada siguiente se abre sola { $pause ->
        [one] { $pause } día
       *[other] { $pause } días
    } después. Únete con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`; quien organiza inicia la primera temporada con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
divisions-season-opens = **{ $event }**, temporada { $season }: { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    } en { $divisions ->
        [one] { $divisions } división
       *[other] { $divisions } divisiones
    }, por puntuación. Cada división es un torneo propio:
divisions-season-over = **{ $event }**: la temporada { $season } ha terminado. La clasificación final de cada división:
divisions-moves = División { $division } · suben: { $up } · bajan: { $down }
divisions-nobody = nadie
divisions-no-moves = { $divisions ->
    [one] Nadie sube ni baja: solo hay una división.
   *[other] Esta temporada nadie sube ni baja de división.
}
divisions-next-season = La temporada { $season } de **{ $event }** se abre sola el { $opens }. Hasta entonces, `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-leave } { $event }` te saca de ella, y quien se una ahora empieza en la última división.
divisions-too-few-to-go-on = **{ $event }** termina: para una nueva temporada { $players ->
        [one] solo queda { $players } jugador
       *[other] solo quedan { $players } jugadores
    }.
divisions-joined-next-season = **{ $player }** se unió a **{ $event }** y empieza en la última división en la temporada { $season }.
divisions-left = **{ $player }** dejó **{ $event }** y no jugará la próxima temporada.
divisions-standings-title = **Divisiones LYNGK { $event } · temporada { $season }{ $over ->
        [true] {""} (terminada)
       *[other] {""}
    }**
divisions-image-title = { $event } · temporada { $season } · división { $division }
divisions-image-subtitle = { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }, { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    } { $format ->
        [round_robin] de todos contra todos
       *[other] de sistema suizo
    }
divisions-list-line = **{ $event }** (divisiones): { $state ->
        [open] inscripción abierta
        [pause] entre dos temporadas
        [finished] terminado
       *[running] en curso
    }, temporada { $season }, { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }

divisions-refusal-division-size = Una división tiene de 2 a { $max } jugadores, no { $given }.
divisions-refusal-too-many-movers = { $movers } que suben y { $movers } que bajan son más de la mitad de una división de { $size }: la cabeza y la cola se solaparían.
divisions-refusal-pause-days = La pausa entre dos temporadas dura de 0 a { $max } días, no { $given }.
divisions-refusal-rounds = Una división de { $size } jugadores juega de 1 a { $max } rondas, no { $given }.
divisions-refusal-too-few-players = **{ $name }** necesita al menos 2 jugadores para iniciar su primera temporada; tiene { $players }.
divisions-refusal-best-of = Las divisiones juegan partidas sueltas; «al mejor de { $given }» es para la eliminación directa.
divisions-refusal-report-per-division = **{ $name }** tiene un informe de torneo por división: exporta uno por su nombre, por ejemplo `{ $example }`.
divisions-refusal-round-robin-too-big = Una división de todos contra todos tiene como mucho { $max } jugadores, no { $size }: elige un `{ cmd-lyngk-admin-event-create.division_size }` menor, o el sistema suizo.
divisions-refusal-rounds-in-round-robin = En una división de todos contra todos cada jugador se enfrenta { $legs ->
        [2] dos veces
       *[other] una vez
    } a todos, así que los jugadores fijan las rondas: quita `{ cmd-lyngk-admin-event-create.rounds }` (diste { $given }).
divisions-refusal-legs-in-swiss = `{ cmd-lyngk-admin-event-create.legs }` solo sirve para divisiones que juegan todos contra todos: añade `{ cmd-lyngk-admin-event-create.division_format }:{ cmd-choice-round-robin }`, o quítalo en las divisiones de sistema suizo.
