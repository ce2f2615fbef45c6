# The turn panel's buttons (at most 80 characters) and the answer-in-advance modal
# (title and label at most 45 characters, placeholder at most 100).
panel-move = Move
panel-premove = Answer in advance
panel-stack = Moves of a stack
panel-board = Board
panel-resign = Resign
panel-history = History
panel-premove-title = Answer in advance
panel-premove-label = Your answers, turn by turn
panel-premove-placeholder = Their move, your answer, …: c3-d4 e5-f6
panel-next-game = Next game
panel-web-page = View on the web
