refusal-no-game = No hay ninguna partida en este canal. Empieza una con `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
refusal-no-game-here = No hay ninguna partida en este canal. Las tuyas: { $games }.
refusal-your-game-in = partida { $game } en { $channel }
refusal-your-challenge-in = el desafío { $game } en { $channel }
refusal-not-started = La partida no ha empezado: el desafío aún espera respuesta.
refusal-no-challenge = No hay ningún desafío esperando en este canal.
refusal-channel-busy = Este canal ya tiene una partida ({ $game }). Termínala primero o empieza la tuya en un hilo.
refusal-busy-playing = { $one } contra { $two }
refusal-busy-challenge = { $challenger } desafió a { $opponent }
refusal-busy-open = el desafío abierto de { $challenger }
refusal-busy-just-created = recién creada
refusal-self-challenge = No puedes desafiarte a ti mismo.
refusal-own-challenge = No puedes aceptar tu propio desafío: espera a que alguien ocupe el puesto.
refusal-not-challenged = Este desafío es para { $name }: solo esa persona puede responder.
refusal-not-your-challenge = Solo { $name }, que lanzó este desafío abierto, puede retirarlo.
refusal-already-started = Ya se está jugando una partida en este canal.
refusal-not-a-player = No juegas en esta partida ({ $game }).
refusal-not-your-turn = No es tu turno: ahora mueve { $name }.
refusal-game-over = Esta partida ha terminado: { $result }
refusal-position-changed = La partida cambió mientras se procesaba tu orden: mira el tablero y vuelve a intentarlo.
refusal-bad-origin = La casilla de origen: { $error }
refusal-bad-landing = La casilla de destino: { $error }
refusal-bad-cell = La casilla: { $error }
refusal-joined-cells = «{ $text }» parece dos casillas escritas juntas: indica origen y destino por separado, como `/{ cmd-lyngk } { cmd-lyngk-move } { $from } { $to }`.
refusal-bad-colour = «{ $text }» no es un color que puedas reclamar: usa I, B, R, G o K (marfil, azul, rojo, verde, negro).
refusal-joker-claim = Los comodines (las fichas blancas) nunca se pueden reclamar: usa I, B, R, G o K (marfil, azul, rojo, verde, negro).
refusal-illegal = No está permitido: { $error }. Mira `/{ cmd-lyngk } { cmd-lyngk-moves }` para tus movimientos válidos.
refusal-own-colour = Ya has reclamado el { $colour }: es tuyo. Mueve una pila con { $colour } arriba con `/{ cmd-lyngk } { cmd-lyngk-move }`.
refusal-colour-taken = No está permitido: el { $colour } ya lo reclamó { $name }. Mira `/{ cmd-lyngk } { cmd-lyngk-moves }` para tus movimientos válidos.
refusal-needs-claim = No está permitido sin reclamar un color: { $error }. Reclamando antes sí lo está: { $hint }.
refusal-claim-command = `/{ cmd-lyngk } { cmd-lyngk-move } { $from } { $to } { cmd-lyngk-move.claim }:{ $claim }`
refusal-empty-cell = No hay ninguna pila en { $cell }: `/{ cmd-lyngk } { cmd-lyngk-moves }` muestra las pilas que puedes mover.
refusal-no-game-to-rematch = No hay ninguna partida terminada { $game } en este canal para la revancha.
refusal-cannot-move-from = La pila de { $cell } no puede moverse en este turno.
refusal-bad-days-per-move = Los días por movimiento deben ser 1, 2, 3, 5, 7 o 14 (o nada para jugar sin reloj), no { $given }.
refusal-already-done = Ya está hecho (esta petición llegó dos veces):
refusal-inactive-button = Este botón ya no está activo.
refusal-admin-create-league = Solo un administrador del servidor (permiso Gestionar servidor) puede crear una liga.
refusal-admin-start-league = Solo un administrador del servidor (permiso Gestionar servidor) puede iniciar una liga.
refusal-admin-server-settings = Solo un administrador del servidor (permiso Gestionar servidor) puede cambiar los ajustes del servidor.
refusal-bad-league-name = El nombre de una liga tiene de 1 a { $max } caracteres: letras, cifras, espacios, `-`, `_`, apóstrofos o emojis. «{ $given }» no lo es.
refusal-league-exists = Este servidor ya tiene una liga llamada { $name }: elige otro nombre.
refusal-no-league = No hay ninguna liga llamada «{ $name }» en este servidor.
refusal-league-started = La liga { $name } ya ha empezado: ya no se puede entrar ni salir.
refusal-already-joined = Ya estás en la liga { $name }.
refusal-not-joined = No estás en la liga { $name }.
refusal-league-full = La liga { $name } está completa ({ $max } jugadores).
refusal-league-too-small = La liga { $name } necesita al menos 2 jugadores para empezar; tiene { $players }.
refusal-league-running = La liga { $name } ya está en marcha: mira `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-standings }`.
refusal-threads-being-opened = Los hilos de la liga { $name } se están abriendo ahora mismo; si alguno no se abre, ejecuta `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start }` de nuevo después.
refusal-league-finished = La liga { $name } ha terminado: mira `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-standings }`.
refusal-not-finished = La revancha es para partidas terminadas: esta sigue en juego.
refusal-no-such-game = No hay ninguna partida empezada { $game } en este canal: `/{ cmd-lyngk } { cmd-lyngk-replay }` sin número reproduce la última.
refusal-no-such-game-to-review = No hay ninguna partida empezada { $game } en este canal: `/{ cmd-lyngk } { cmd-lyngk-review }` sin número analiza la última terminada.
refusal-game-elsewhere = La partida { $game } está en { $channel }: pídela allí.
refusal-replay-live-game = Una partida en curso solo la pueden reproducir sus jugadores ({ $game }); terminada, cualquiera.
refusal-replay-too-large = La repetición de esta partida es demasiado grande para subirla: { $why }
refusal-win-on-time = No puedes ganar por tiempo: { $why }.
refusal-win-on-time-no-clock = esta partida no tiene reloj, así que no se puede ganar por tiempo
refusal-win-on-time-own-turn = es tu turno: solo tu oponente podría ganar por tiempo
refusal-win-on-time-time-left = a tu oponente aún le quedan { $left } para mover
refusal-abort = Esta partida no se puede anular: { $why }.
refusal-abort-no-clock = esta partida no tiene reloj; mejor ríndete
refusal-abort-started = la partida ya empezó; mejor ríndete
refusal-abort-time-left = al jugador que mueve aún le quedan { $left } para su primer movimiento
refusal-vacation = No se registró ninguna ausencia: { $why }.
refusal-vacation-empty = una ausencia dura al menos un día
refusal-vacation-overlaps = ya tienes una ausencia registrada en ese periodo
refusal-vacation-allowance = superarías tus { $allowance ->
        [one] { $allowance } día
       *[other] { $allowance } días
    } de ausencia al año: { $used } ya usados en el año que termina con esta ausencia, { $requested } pedidos
refusal-digest-hour = Ajustes sin cambios: la hora del resumen debe estar entre 0 y 23 (UTC), no { $hour }.
refusal-not-in-server = Los ajustes del servidor pertenecen a un servidor: usa esta orden en uno.

cell-error-malformed = «{ $text }» no es una casilla: escribe una letra de columna A-I y un número de fila, como C3
cell-error-no-such-row = la columna { $column } tiene las filas 1 a { $rows }, así que no existe { $column }{ $row }

play-error-game-over = la partida ha terminado
play-error-no-stack = no hay ninguna pila en { $cell }
play-error-joker = el comodín de { $cell } no puede moverse: un comodín nunca se mueve solo
play-error-opponents-stack = la pila de { $cell } tiene { $colour } arriba, { $mover ->
    [opponent] un color tuyo, que tu oponente no puede mover
   *[you] el color de tu oponente
}
play-error-same-cell = un movimiento va de una casilla a otra, no de { $cell } a sí misma
play-error-empty-landing = { $cell } está vacía: un movimiento siempre termina sobre una pila
play-error-blocked = { $blocker } está entre { $from } y { $to }: una pila no salta por encima de otra
play-error-not-reachable = { $to } no se alcanza desde { $from }: un movimiento sigue una línea recta hasta la primera pila
play-error-no-chain = { $to } no se alcanza desde { $from }, ni en línea recta ni con la regla LYNGK
play-error-lyngk-point = la pila con { $colour } no puede parar en { $cell }: allí también hay { $colour } arriba, un punto LYNGK, así que el movimiento sigue desde allí
play-error-repeated-colour = la pila de { $cell } ya tiene { $colour }: una pila nunca tiene dos veces el mismo color
play-error-too-high = eso haría una pila de { $height } fichas; el máximo es { $max }
play-error-neutral-too-low = una pila neutral solo se coloca sobre una pila igual de alta o más baja: tiene { $moving ->
    [one] { $moving } ficha
   *[other] { $moving } fichas
}, la pila de { $cell } tiene { $target }
play-error-colour-taken = el { $colour } ya lo reclamó el jugador { $player }
play-error-no-claims-left = { $mover ->
    [opponent] tu oponente ya ha reclamado dos colores, el máximo para un jugador
   *[you] ya has reclamado dos colores, el máximo para un jugador
}
play-error-claimed-this-turn = { $mover ->
    [opponent] tu oponente ya ha reclamado el { $colour } en este turno: un color por turno
   *[you] ya has reclamado el { $colour } en este turno: un color por turno
}
play-error-claim-with-pass = tras reclamar un color siempre se mueve, nunca se pasa
play-error-pass-with-moves = no puedes pasar mientras tengas un movimiento
play-error-claim-leaves-no-move = { $mover ->
    [opponent] tras reclamar el { $colour } tu oponente no tendría ningún movimiento, así que no está permitido
   *[you] tras reclamar el { $colour } no tendrías ningún movimiento, así que no está permitido
}

# Clock settings refused
refusal-time-zone = Ajustes sin cambios: «{ $zone }» no es una zona horaria. Elige una de la lista, como Europe/Madrid o America/Santiago.
refusal-sleep-malformed = Ajustes sin cambios: escribe las horas de sueño como 23:00-07:00, u off.
refusal-sleep-empty = Ajustes sin cambios: las horas de sueño no pueden empezar y terminar a la misma hora.
refusal-sleep-too-long = Ajustes sin cambios: las horas de sueño duran 10 horas como máximo; { $window } es más largo.
