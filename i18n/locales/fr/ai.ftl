# Parties contre l'IA LYNGK et ses analyses d'après-partie (ticket 14).

# The name the AI plays under, shown as a player; `ai:N` is what players type.
ai-name = IA LYNGK (ai :{ $level })
ai-game-begins = La partie { $game } commence : { $player } contre l’IA LYNGK au niveau { $level } (classement { $rating }), { $variant }. La partie ne compte pas pour le classement de ce serveur.
ai-moves-first = L’IA (niveau { $level }) joue en premier et réfléchit…
ai-you-move-first = { $player }, vous jouez en premier : `/{ cmd-lyngk } { cmd-lyngk-move }`.
ai-bad-level = L’IA a les niveaux 1 à { $max }, pas { $given }.
ai-level-with-opponent = Choisissez soit un adversaire, soit un niveau de l’IA, pas les deux : `level` seul défie l’IA.
ai-busy-later = L’IA réfléchit dans de nombreuses parties à la fois : son coup ici viendra à son tour, d’ici quelques minutes.
ai-busy-review = L’IA est occupée par de nombreuses parties en ce moment. Redemandez l’analyse dans quelques minutes.

review-heading = **Analyse de la partie { $game }** ({ $one } contre { $two }), par l’IA LYNGK :
review-costly = Tour { $turn }, { $player } : `{ $played }` a coûté { $loss } % de la chance de gagner ; l’IA préfère `{ $better }`.
review-no-costly = Aucun coup n’a coûté cher : l’IA ne trouve pas d’erreur nette.
review-live-game = La partie { $game } est encore en cours. Les analyses sont réservées aux parties terminées : l’IA n’aide personne pendant une partie.
review-nothing = Ce salon n’a encore aucune partie terminée à analyser.
review-chart-title = Partie { $game } : chance de gagner, tour par tour
review-chart-alt = Graphique de la partie { $game } : la chance de gagner de { $one } et de { $two } après chaque tour, selon l’estimation de l’IA LYNGK. Les tours surlignés ont coûté le plus.
review-chart-chance-axis = Chance de gagner
review-chart-turn-axis = Tour
