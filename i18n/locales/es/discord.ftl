discord-bot-opponent = Los bots no pueden jugar a LYNGK. Desafía a una persona, o deja `opponent` vacío para un puesto libre.
discord-missing-option = Falta la opción `{ $option }`.
discord-thread-in-thread = Esto ya es un hilo: usa aquí `/{ cmd-lyngk } { cmd-lyngk-challenge }` sin `thread`.
discord-no-thread = No pude abrir un hilo aquí. Necesito el permiso { discord-permission-create-public-threads } en este canal.
discord-unknown-option = Este comando no tiene la opción `{ $option }`, así que no se hizo nada. Puede que Discord aún esté actualizando los comandos del bot; inténtalo de nuevo en un minuto.
discord-outdated-command = Este comando está desactualizado. Puede que Discord aún esté actualizando los comandos del bot; inténtalo de nuevo en un minuto.
discord-missing-permissions = No puedo jugar aquí: me falta { $permissions } en este canal. Un admin del servidor puede concederlo en los permisos del canal.
discord-no-threads-here = Aquí las partidas no pueden tener su propio hilo ({ $place }): usa `/{ cmd-lyngk } { cmd-lyngk-challenge }` sin `thread`, o lánzala en un canal de texto o foro.
discord-place-voice-chat = el chat de un canal de voz
discord-place-other = este tipo de canal
discord-apology = Lo siento, algo salió mal por parte del bot. No se cambió nada; inténtalo de nuevo.
discord-game-on = La partida se juega en { $thread }.
discord-league-games = Partidas: { $threads }
discord-league-threads-failed = { $count ->
    [one] No se pudo abrir { $count } hilo
   *[other] No se pudieron abrir { $count } hilos
} (aquí necesito { discord-permission-create-public-threads }): ejecuta de nuevo `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start }` para reintentarlo.
discord-answered-privately = Respondido en privado.
discord-inactive-button = Este botón ya no está activo.
discord-overflow = … (el texto completo va adjunto como { $file })
discord-thread-name = LYNGK: { $first } contra { $second }
discord-thread-name-open = LYNGK: { $player } (puesto libre)
discord-thread-name-ai = LYNGK: { $player } contra la IA, nivel { $level }

discord-permission-view-channel = Ver canal
discord-permission-send-messages = Enviar mensajes
discord-permission-embed-links = Insertar enlaces
discord-permission-attach-files = Adjuntar archivos
discord-permission-create-public-threads = Crear hilos públicos
discord-permission-send-messages-in-threads = Enviar mensajes en hilos

discord-answer-above = tu respuesta está justo encima.
discord-answered-late = _Discord no aceptó esta respuesta a tiempo, por eso llega tarde. Lo que dice ya se ha hecho._

discord-digest-first-dm = Aquí llegará tu resumen diario de LYNGK: una vez al día, las partidas en las que es tu turno.
discord-digest-dms-closed = No puedo enviarte mensajes directos, así que el resumen sigue desactivado: no compartes conmigo ningún servidor que los permita, has desactivado los mensajes directos de los miembros del servidor o has bloqueado al bot. Permite mensajes directos de los miembros de este servidor (en su configuración de privacidad) y vuelve a elegir `reminders:digest`.

discord-forum-needs-tag = Este foro exige una etiqueta en cada publicación (su ajuste **Exigir que se seleccionen etiquetas al publicar**) y no tiene ninguna etiqueta que el bot pueda aplicar. Añade una etiqueta llamada `LYNGK` (no reservada a moderadores) o desactiva ese ajuste.

discord-league-threads-opening = { $count ->
    [1] Se está abriendo el hilo de la partida; avisaré aquí cuando esté abierto.
   *[other] Se están abriendo los { $count } hilos de las partidas; avisaré aquí cuando estén todos abiertos.
}
discord-league-threads-open = { $count ->
    [1] El hilo de la partida está abierto.
   *[other] Los { $count } hilos de las partidas están abiertos.
}
