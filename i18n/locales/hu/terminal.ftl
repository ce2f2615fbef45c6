# A terminál saját szavai a bot válaszai körül (`lyngk play`). A parancsokat a
# Discordhoz hasonlóan angolul kell beírni, ezért a példák megtartják őket.

terminal-intro = LYNGK a terminálban. Írd be a parancsokat játékosként, pl. `alice: challenge bob`, `bob: accept`, `alice: move c3 d4`; a `help` felsorolja őket, a `quit` kilép. A képek ide kerülnek: { $folder }.
terminal-default-player = játékos
terminal-now-in-channel = (most a(z) { $channel } csatornában)
terminal-thread-opened = (szál megnyitva: most a(z) { $channel } csatornában)
terminal-league-thread = { $channel } szál „{ $name }”:
terminal-bot-everyone = bot (mindenkinek):
terminal-bot-private = bot (csak { $player } látja):
terminal-ping = megemlítve: { $players }
terminal-buttons = gombok: { $labels } (írd be: `{ $commands }`)
terminal-file = fájl: { $path }
terminal-alt-text = helyettesítő szöveg: { $text }
terminal-page = weboldal: { $url }
terminal-file-not-written = ! a parancs lefutott, de a(z) { $file } nem írható: { $error }
terminal-internal-error = ! belső hiba, a munkamenet folytatódik: { $error }
terminal-not-utf8 = ! a(z) { $line }. sor nem UTF-8 szöveg: kihagyva
terminal-faults = { $count } belső hiba a munkamenet során (fent jelezve)

terminal-unknown-command = ismeretlen parancs: „{ $command }”; próbáld a help-et
terminal-missing = a(z) { $command } parancshoz kell: { $what }
terminal-needs-channel = csatornaszám, pl. channel 1001
terminal-needs-colour = egy szín, pl. claim red
terminal-needs-game = a befejezett játszma száma, pl. rematch 12
terminal-needs-days = a napok száma, pl. vacation 3
terminal-needs-action = egy művelet ezek közül: { $actions }
terminal-needs-name = egy név, pl. { $command } Spring
terminal-needs-value = minden kötelező opció értéke: próbáld a help parancsot
terminal-needs-cells = két mező, pl. move c3 d4
terminal-needs-landing = egy célmező, pl. move c3 d4
terminal-unknown-variant = ismeretlen változat: „{ $given }”; standard vagy six
terminal-not-a-choice = `{ $option }` értéke { $choices } lehet, nem „{ $given }”
# One of the words a terminal option takes, as typed.
terminal-typed-choice = `{ $choice }`
terminal-unexpected = váratlan „{ $word }” a(z) { $command } után; próbáld a help-et
terminal-unknown-option = a(z) { $command } parancsnak nincs „{ $option }:” opciója (ezek vannak: { $known })
terminal-unknown-option-none = a(z) { $command } parancsnak nincs „{ $option }:” opciója (egy sincs neki)
terminal-empty-option = a(z) „{ $option }:” opcióhoz érték kell, pl. { $example }
terminal-not-a-channel = a csatorna egy szám, pl. channel 1001, nem „{ $given }”
terminal-not-a-number = a(z) `{ $option }` csak egész szám lehet, nem „{ $given }”
terminal-not-reminders = az emlékeztető channel, digest vagy off lehet, nem „{ $given }”
terminal-not-a-language = a nyelv auto, en, de, fr, it, nl, es, pl vagy hu lehet, nem „{ $given }”
terminal-not-a-flag = a(z) `{ $option }` true vagy false lehet, nem „{ $given }”
terminal-joined-cells = a(z) „{ $word }” két mező: tegyél közéjük szóközt, pl. move { $from } { $to }
terminal-not-the-ai = a LYNGK MI maga lépi a lépéseit: írj egy másik játékos nevében
terminal-open-quote = egy " idézőjeles nevet nyit, ami nincs lezárva

# Repeated options, option bounds and a bare /lyngk in the terminal.
terminal-repeated-option = a(z) `{ $option }` kétszer szerepel: minden opciót csak egyszer adj meg
terminal-out-of-range = a(z) `{ $option }` egész szám { $min } és { $max } között, nem „{ $given }”
terminal-bare-command = írj egy parancsot a(z) { $command } után, pl. { $command } help

# What the background job posts, in the terminal.
terminal-job-post = (a háttérfeladat üzen a(z) { $channel } csatornában)
terminal-job-direct = (a háttérfeladat közvetlen üzenetet küld neki: { $player })

## Game records given to `lyngk play` (docs/record.md)
terminal-record-replayed = A játszma lejegyzése a szabályok szerint visszajátszva: { $first } – { $second } · mag: { $seed } · { $result }
terminal-record-goes-on = a játszma folytatódik

# The last line of `lyngk event simulate`: what the simulated event came to, as labelled figures.
simulate-summary-swiss = játékosok: { $players } (később nevezett: { $late }, visszalépett: { $withdrew }) · fordulók: { $rounds } · játszmák: { $games } · döntetlen a határidőnél: { $draws } · játék nélkül elveszett: { $forfeits } · { $seconds } mp
simulate-summary-knockout = játékosok: { $players } · { $best-of } játszmás párharcok · fordulók: { $rounds } · játszmák: { $games } (döntő játszmák: { $tiebreaks }, határidőig nyitva: { $left-to-deadline }) · határidőnél eldőlt párharcok: { $decided } · visszalépések: { $withdrew } (játék nélkül elveszett játszmák: { $forfeits }, játék nélküli továbbjutások: { $walkovers }) · győztes: { $winner } · { $seconds } mp
simulate-summary-round-robin = játékosok: { $players } (visszalépett: { $withdrew }) · fordulók: { $rounds } · egyszerre folyó játszmák: { $games } · döntetlen: { $draws } · időtúllépéssel elveszett: { $time-losses } · játék nélkül elveszett: { $forfeits } · { $seconds } mp
simulate-summary-divisions = játékosok: { $players } · idények: { $seasons } · játszmák: { $games } · döntetlen a határidőnél: { $draws } · játék nélkül elveszett: { $forfeits } · kilépett: { $left } · { $seconds } mp
simulate-summary-ladder = játékosok: { $players } · napok: { $days } · kihívások: { $challenges } · elfogadott: { $accepted } (végigjátszott: { $played }, döntetlen: { $drawn }) · feljutás: { $climbed } · megtartott hely: { $held } · lejárt: { $expired } · inaktivitás miatt hátrébb sorolva: { $dropped } · kilépett: { $left } · { $seconds } mp
