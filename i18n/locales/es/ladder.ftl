# Escaleras: anuncios, la escalera como texto e imagen, rechazos.

ladder-created = **{ $actor }** abrió la escalera **{ $event }** ({ $variant }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada, { $rated ->
        [true] puntuable
       *[other] no puntuable
    }). Únete abajo del todo con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` y desafía a un jugador hasta { $reach ->
        [one] { $reach } puesto
       *[other] { $reach } puestos
    } por encima de ti con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-challenge }`. Un desafío no aceptado en { $days ->
        [one] { $days } día
       *[other] { $days } días
    } lo gana quien lo lanzó; tras { $inactive ->
        [one] { $inactive } día
       *[other] { $inactive } días
    } sin jugar, un jugador baja al último puesto.
ladder-joined = **{ $player }** se unió a la escalera **{ $event }** en el puesto { $place }.
ladder-left = **{ $player }** dejó la escalera **{ $event }**; los jugadores de debajo suben un puesto.
ladder-challenged = **{ $challenger }** (puesto { $from }) desafía a { $defender } (puesto { $place }) en la escalera **{ $event }**. Acepta con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-accept } { $event }` antes del { $until }, o quien desafía se queda con tu puesto.
ladder-accepted = **{ $defender }** aceptó el desafío de **{ $challenger }** en la escalera **{ $event }**: la partida { $game } se abre en su propio hilo.
ladder-thread-name = LYNGK escalera { $event } · { $first } contra { $second }
ladder-opening = Escalera **{ $event }**: partida { $game } entre **{ $first }** (jugador 1, quien desafía) y **{ $second }** (jugador 2), { $variant }, { $days ->
        [one] { $days } día
       *[other] { $days } días
    } por jugada. Si gana quien desafía, se queda con el puesto del jugador desafiado.
ladder-climbed = Escalera **{ $event }**: **{ $challenger }** venció a { $defender } y se queda con el puesto { $place }; { $defender } y quienes están en medio bajan un puesto.
ladder-held = Escalera **{ $event }**: { $defender } conserva el puesto { $place } frente a { $challenger }.
ladder-expired = Escalera **{ $event }**: { $defender } no aceptó a tiempo, así que { $challenger } gana el desafío y se queda con el puesto { $place }.
ladder-dropped = Escalera **{ $event }**: **{ $player }** lleva mucho tiempo sin jugar y baja al último puesto (puesto { $place }).
ladder-standings-title = **LYNGK escalera { $event }** · { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }, desafíos hasta { $reach ->
        [one] { $reach } puesto
       *[other] { $reach } puestos
    } por encima
ladder-image-title = LYNGK escalera { $event }
ladder-empty = Aún no hay nadie en la escalera **{ $event }**: únete con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`.
ladder-column-challenge = Desafío
ladder-note-challenges = desafía a { $player } ({ $place })
ladder-note-challenged-by = desafiado por { $player } ({ $place })
ladder-note-playing = juega contra { $player } ({ $place })
ladder-image-place = { $place }. { $player }
ladder-image-place-note = { $place }. { $player }, { $note }
ladder-image-alt = { $title }: { $places }.
ladder-list-line = **{ $event }** (escalera): { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }, { $open ->
        [one] { $open } desafío abierto
       *[other] { $open } desafíos abiertos
    }

ladder-refusal-reach = Un desafío alcanza de 1 a { $max } puestos por encima, no { $given }.
ladder-refusal-inactive-days = Un jugador baja al último puesto tras 1 a { $max } días sin jugar, no { $given }.
ladder-refusal-not-a-ladder = El torneo { $name } no es una escalera: solo las escaleras tienen desafíos.
ladder-refusal-no-start = La escalera { $name } no necesita iniciarse: está abierta desde su creación y se puede desafiar en cualquier momento.
ladder-refusal-no-rounds = La escalera { $name } no tiene rondas: mira `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings } { $name }`.
ladder-refusal-you-are-not-on-it = No estás en la escalera { $name }: únete con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $name }`.
ladder-refusal-not-on-it = { $player } no está en la escalera { $name }.
ladder-refusal-yourself = No puedes desafiarte a ti mismo: desafía a un jugador por encima de ti.
ladder-refusal-not-above = { $player } no está por encima de ti en la escalera: desafía a un jugador por encima de ti.
ladder-refusal-too-far-up = { $player } está { $places } puestos por encima de ti; un desafío alcanza como mucho { $reach ->
        [one] { $reach } puesto
       *[other] { $reach } puestos
    } por encima.
ladder-refusal-you-are-busy = Ya tienes un desafío abierto en esta escalera: termínalo primero.
ladder-refusal-busy = { $player } ya tiene un desafío abierto en esta escalera: desafíale cuando termine.
ladder-refusal-nothing-to-accept = Nadie espera tu respuesta en la escalera { $name }.
ladder-refusal-not-yours-to-accept = Este desafío es para { $player }: solo esa persona puede aceptarlo.
