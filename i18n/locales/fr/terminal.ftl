# Les mots du terminal autour des réponses du bot (`lyngk play`). Les commandes se
# tapent comme sur Discord, en anglais : les exemples les gardent.

terminal-intro = LYNGK dans le terminal. Tapez les commandes comme un joueur, p. ex. `alice: challenge bob`, `bob: accept`, `alice: move c3 d4` ; `help` les liste, `quit` termine. Les images vont dans { $folder }.
terminal-default-player = joueur
terminal-now-in-channel = (maintenant dans le salon { $channel })
terminal-thread-opened = (fil ouvert : maintenant dans le salon { $channel })
terminal-league-thread = fil { $channel } « { $name } » :
terminal-bot-everyone = bot (pour tous) :
terminal-bot-private = bot (seulement pour { $player }) :
terminal-ping = mentionnés : { $players }
terminal-buttons = boutons : { $labels } (tapez `{ $commands }`)
terminal-file = fichier : { $path }
terminal-alt-text = texte alternatif : { $text }
terminal-page = page web : { $url }
terminal-file-not-written = ! la commande a été exécutée, mais { $file } n’a pas pu être écrit : { $error }
terminal-internal-error = ! erreur interne, la session continue : { $error }
terminal-not-utf8 = ! la ligne { $line } n’est pas du texte UTF-8 : ignorée
terminal-faults = { $count ->
    [1] Une erreur interne
    [one] { $count } erreur interne
   *[other] { $count } erreurs internes
} pendant la session (signalées plus haut)

terminal-unknown-command = commande inconnue « { $command } » : essayez help
terminal-missing = { $command } demande { $what }
terminal-needs-channel = un numéro de salon, comme channel 1001
terminal-needs-colour = une couleur, comme claim red
terminal-needs-game = le numéro de la partie terminée, comme rematch 12
terminal-needs-days = un nombre de jours, comme vacation 3
terminal-needs-action = une action parmi { $actions }
terminal-needs-name = un nom, comme { $command } Spring
terminal-needs-value = une valeur pour chaque option obligatoire : essayez help
terminal-needs-cells = deux cases, comme move c3 d4
terminal-needs-landing = une case d’arrivée, comme move c3 d4
terminal-unknown-variant = variante inconnue « { $given } » : standard ou six
terminal-not-a-choice = `{ $option }` vaut { $choices }, pas « { $given } »
# One of the words a terminal option takes, as typed.
terminal-typed-choice = `{ $choice }`
terminal-unexpected = « { $word } » inattendu après { $command } : essayez help
terminal-unknown-option = { $command } n’a pas d’option « { $option }: » (options possibles : { $known })
terminal-unknown-option-none = { $command } n’a pas d’option « { $option }: » (elle n’en a aucune)
terminal-empty-option = l’option « { $option }: » demande une valeur, comme { $example }
terminal-not-a-channel = un salon est un numéro, comme channel 1001, pas « { $given } »
terminal-not-a-number = `{ $option }` doit être un nombre entier, pas « { $given } »
terminal-not-reminders = les rappels sont channel, digest ou off, pas « { $given } »
terminal-not-a-language = la langue est auto, en, de, fr, it, nl, es, pl ou hu, pas « { $given } »
terminal-not-a-flag = `{ $option }` vaut true ou false, pas « { $given } »
terminal-joined-cells = « { $word } » fait deux cases : mettez une espace entre elles, comme move { $from } { $to }
terminal-not-the-ai = l’IA LYNGK joue ses coups elle-même : tapez au nom d’un autre joueur
terminal-open-quote = un " ouvre un nom entre guillemets qui n’est pas fermé

# Repeated options, option bounds and a bare /lyngk in the terminal.
terminal-repeated-option = `{ $option }` est donné deux fois : donnez chaque option une seule fois
terminal-out-of-range = `{ $option }` prend un nombre entier de { $min } à { $max }, pas « { $given } »
terminal-bare-command = tapez une commande après { $command }, par exemple { $command } help

# What the background job posts, in the terminal.
terminal-job-post = (la tâche de fond publie dans le salon { $channel })
terminal-job-direct = (la tâche de fond envoie un message privé à { $player })

## Game records given to `lyngk play` (docs/record.md)
terminal-record-replayed = Feuille de partie rejouée selon les règles : { $first } contre { $second } · graine { $seed } · { $result }
terminal-record-goes-on = la partie continue

# The last line of `lyngk event simulate`: what the simulated event came to, as labelled figures.
simulate-summary-swiss = joueurs : { $players } (inscrits en retard : { $late }, retirés : { $withdrew }) · rondes : { $rounds } · parties : { $games } · nulles à l’échéance : { $draws } · perdues par forfait : { $forfeits } · { $seconds } s
simulate-summary-knockout = joueurs : { $players } · au meilleur des { $best-of } · rondes : { $rounds } · parties : { $games } (parties de départage : { $tiebreaks }, laissées à l’échéance : { $left-to-deadline }) · matchs décidés à l’échéance : { $decided } · retraits : { $withdrew } (parties perdues par forfait : { $forfeits }, qualifiés sans jouer : { $walkovers }) · vainqueur : { $winner } · { $seconds } s
simulate-summary-round-robin = joueurs : { $players } (retirés : { $withdrew }) · rondes : { $rounds } · parties simultanées : { $games } · nulles : { $draws } · perdues au temps : { $time-losses } · perdues par forfait : { $forfeits } · { $seconds } s
simulate-summary-divisions = joueurs : { $players } · saisons : { $seasons } · parties : { $games } · nulles à l’échéance : { $draws } · perdues par forfait : { $forfeits } · départs : { $left } · { $seconds } s
simulate-summary-ladder = joueurs : { $players } · jours : { $days } · défis : { $challenges } · acceptés : { $accepted } (joués jusqu’au bout : { $played }, nuls : { $drawn }) · montées : { $climbed } · places tenues : { $held } · expirés : { $expired } · descentes pour inactivité : { $dropped } · départs : { $left } · { $seconds } s
