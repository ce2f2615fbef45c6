# Las palabras propias del terminal alrededor de las respuestas del bot (`lyngk play`).
# Los comandos se escriben como en Discord, en inglés: los ejemplos los conservan.

terminal-intro = LYNGK en el terminal. Escribe comandos como un jugador, p. ej. `alice: challenge bob`, `bob: accept`, `alice: move c3 d4`; `help` los lista, `quit` termina. Las imágenes van a { $folder }.
terminal-default-player = jugador
terminal-now-in-channel = (ahora en el canal { $channel })
terminal-thread-opened = (hilo abierto: ahora en el canal { $channel })
terminal-league-thread = hilo { $channel } «{ $name }»:
terminal-bot-everyone = bot (para todos):
terminal-bot-private = bot (solo para { $player }):
terminal-ping = mencionados: { $players }
terminal-buttons = botones: { $labels } (escribe `{ $commands }`)
terminal-file = archivo: { $path }
terminal-alt-text = texto alternativo: { $text }
terminal-page = página web: { $url }
terminal-file-not-written = ! el comando se ejecutó, pero no se pudo escribir { $file }: { $error }
terminal-internal-error = ! error interno, la sesión sigue: { $error }
terminal-not-utf8 = ! la línea { $line } no es texto UTF-8: omitida
terminal-faults = { $count ->
    [1] Un error interno
   *[other] { $count } errores internos
} durante la sesión (avisados arriba)

terminal-unknown-command = comando desconocido «{ $command }»: prueba help
terminal-missing = { $command } necesita { $what }
terminal-needs-channel = un número de canal, como channel 1001
terminal-needs-colour = un color, como claim red
terminal-needs-game = el número de la partida terminada, como rematch 12
terminal-needs-days = un número de días, como vacation 3
terminal-needs-action = una acción entre { $actions }
terminal-needs-name = un nombre, como { $command } Spring
terminal-needs-value = un valor para cada opción obligatoria: prueba help
terminal-needs-cells = dos casillas, como move c3 d4
terminal-needs-landing = una casilla de llegada, como move c3 d4
terminal-unknown-variant = variante desconocida «{ $given }»: standard o six
terminal-not-a-choice = `{ $option }` es { $choices }, no «{ $given }»
# One of the words a terminal option takes, as typed.
terminal-typed-choice = `{ $choice }`
terminal-unexpected = «{ $word }» inesperado después de { $command }: prueba help
terminal-unknown-option = { $command } no tiene la opción «{ $option }:» (acepta { $known })
terminal-unknown-option-none = { $command } no tiene la opción «{ $option }:» (no acepta ninguna)
terminal-empty-option = la opción «{ $option }:» necesita un valor, como { $example }
terminal-not-a-channel = un canal es un número, como channel 1001, no «{ $given }»
terminal-not-a-number = `{ $option }` debe ser un número entero, no «{ $given }»
terminal-not-reminders = los recordatorios son channel, digest u off, no «{ $given }»
terminal-not-a-language = el idioma es auto, en, de, fr, it, nl, es, pl o hu, no «{ $given }»
terminal-not-a-flag = `{ $option }` es true o false, no «{ $given }»
terminal-joined-cells = «{ $word }» son dos casillas: pon un espacio entre ellas, como move { $from } { $to }
terminal-not-the-ai = la IA de LYNGK juega sus propias jugadas: escribe como otro jugador
terminal-open-quote = unas " abren un nombre entre comillas que no se cierra

# Repeated options, option bounds and a bare /lyngk in the terminal.
terminal-repeated-option = `{ $option }` aparece dos veces: da cada opción una sola vez
terminal-out-of-range = `{ $option }` admite un número entero de { $min } a { $max }, no «{ $given }»
terminal-bare-command = escribe un comando después de { $command }, como { $command } help

# What the background job posts, in the terminal.
terminal-job-post = (la tarea de fondo publica en el canal { $channel })
terminal-job-direct = (la tarea de fondo envía un mensaje directo a { $player })

## Game records given to `lyngk play` (docs/record.md)
terminal-record-replayed = Registro de la partida reproducido según las reglas: { $first } contra { $second } · semilla { $seed } · { $result }
terminal-record-goes-on = la partida continúa

# The last line of `lyngk event simulate`: what the simulated event came to, as labelled figures.
simulate-summary-swiss = jugadores: { $players } (inscritos tarde: { $late }, retirados: { $withdrew }) · rondas: { $rounds } · partidas: { $games } · tablas en el plazo: { $draws } · perdidas por incomparecencia: { $forfeits } · { $seconds } s
simulate-summary-knockout = jugadores: { $players } · al mejor de { $best-of } · rondas: { $rounds } · partidas: { $games } (partidas de desempate: { $tiebreaks }, abiertas hasta el plazo: { $left-to-deadline }) · enfrentamientos decididos en el plazo: { $decided } · retiradas: { $withdrew } (partidas perdidas por incomparecencia: { $forfeits }, pases sin jugar: { $walkovers }) · ganador: { $winner } · { $seconds } s
simulate-summary-round-robin = jugadores: { $players } (retirados: { $withdrew }) · rondas: { $rounds } · partidas a la vez: { $games } · tablas: { $draws } · perdidas por tiempo: { $time-losses } · perdidas por incomparecencia: { $forfeits } · { $seconds } s
simulate-summary-divisions = jugadores: { $players } · temporadas: { $seasons } · partidas: { $games } · tablas en el plazo: { $draws } · perdidas por incomparecencia: { $forfeits } · bajas: { $left } · { $seconds } s
simulate-summary-ladder = jugadores: { $players } · días: { $days } · desafíos: { $challenges } · aceptados: { $accepted } (jugados hasta el final: { $played }, tablas: { $drawn }) · subidas: { $climbed } · puestos mantenidos: { $held } · vencidos: { $expired } · bajadas por inactividad: { $dropped } · bajas: { $left } · { $seconds } s
