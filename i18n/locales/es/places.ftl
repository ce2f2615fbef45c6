# Lo que un servidor hizo con el lugar de una partida: un canal o hilo eliminado, un
# hilo que la moderación mantuvo cerrado, un mensaje que el bot no pudo publicar.

place-deleted-game-aborted = La partida { $game } entre { $first } y { $second } queda anulada: su canal o hilo fue eliminado. No cuenta para la clasificación; en una liga cuenta como jugada, sin puntos para nadie.
place-closed-game-aborted = La partida { $game } entre { $first } y { $second } queda anulada: la moderación mantuvo su hilo cerrado durante { $days ->
        [one] { $days } día
       *[other] { $days } días
    }. No cuenta para la clasificación; en una liga cuenta como jugada, sin puntos para nadie.
place-post-refused-access = Nota: no pude publicar en el canal de esta partida (un recordatorio o el movimiento de la IA) porque ya no lo veo. La moderación puede devolverme **Ver canal** aquí.
place-post-refused-permissions = Nota: no pude publicar en el canal de esta partida (un recordatorio o el movimiento de la IA) porque me quitaron un permiso. La moderación puede devolverme **Enviar mensajes**, **Insertar enlaces** y **Adjuntar archivos** aquí.
place-private-thread = No puedo unirme a este hilo privado, así que aquí no podría publicar recordatorios ni los movimientos de la IA. Añádeme al hilo (mencióname en él) o dame **Gestionar hilos** y vuelve a intentarlo.
