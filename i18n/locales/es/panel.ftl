# The turn panel's buttons (at most 80 characters) and the answer-in-advance modal
# (title and label at most 45 characters, placeholder at most 100).
panel-move = Mover
panel-premove = Responder por adelantado
panel-stack = Movimientos de una pila
panel-board = Tablero
panel-resign = Rendirse
panel-history = Historial
panel-premove-title = Responder por adelantado
panel-premove-label = Tus respuestas, turno a turno
panel-premove-placeholder = Su movimiento, tu respuesta, …: c3-d4 e5-f6
panel-next-game = Siguiente partida
panel-web-page = Ver en la web
