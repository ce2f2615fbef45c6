# Die eigenen Worte des Terminals rund um die Antworten des Bots (`lyngk play`).
# Befehle werden wie auf Discord auf Englisch getippt, daher bleiben sie in den Beispielen.

terminal-intro = LYNGK im Terminal. Tippe Befehle als Spieler, z. B. `alice: challenge bob`, `bob: accept`, `alice: move c3 d4`; `help` listet sie auf, `quit` beendet. Bilder landen in { $folder }.
terminal-default-player = spieler
terminal-now-in-channel = (jetzt im Kanal { $channel })
terminal-thread-opened = (Thread eröffnet: jetzt im Kanal { $channel })
terminal-league-thread = Thread { $channel } „{ $name }“:
terminal-bot-everyone = Bot (für alle):
terminal-bot-private = Bot (nur für { $player }):
terminal-ping = erwähnt: { $players }
terminal-buttons = Schaltflächen: { $labels } (tippe `{ $commands }`)
terminal-file = Datei: { $path }
terminal-alt-text = Alternativtext: { $text }
terminal-page = Webseite: { $url }
terminal-file-not-written = ! Der Befehl wurde ausgeführt, aber { $file } konnte nicht geschrieben werden: { $error }
terminal-internal-error = ! Interner Fehler, die Sitzung geht weiter: { $error }
terminal-not-utf8 = ! Zeile { $line } ist kein UTF-8-Text: übersprungen
terminal-faults = { $count ->
    [1] Ein interner Fehler
   *[other] { $count } interne Fehler
} während der Sitzung (oben gemeldet)

terminal-unknown-command = unbekannter Befehl „{ $command }“: versuch es mit help
terminal-missing = { $command } braucht { $what }
terminal-needs-channel = eine Kanalnummer, etwa channel 1001
terminal-needs-colour = eine Farbe, etwa claim red
terminal-needs-game = die Nummer der beendeten Partie, etwa rematch 12
terminal-needs-days = eine Anzahl Tage, etwa vacation 3
terminal-needs-action = eine Aktion: { $actions }
terminal-needs-name = einen Namen, etwa { $command } Frühjahr
terminal-needs-value = einen Wert für jede Pflichtoption: versuch es mit help
terminal-needs-cells = zwei Felder, etwa move c3 d4
terminal-needs-landing = ein Zielfeld, etwa move c3 d4
terminal-unknown-variant = unbekannte Variante „{ $given }“: standard oder six
terminal-not-a-choice = `{ $option }` ist { $choices }, nicht „{ $given }“
# One of the words a terminal option takes, as typed.
terminal-typed-choice = `{ $choice }`
terminal-unexpected = unerwartetes „{ $word }“ nach { $command }: versuch es mit help
terminal-unknown-option = { $command } hat keine Option „{ $option }:“ (möglich sind { $known })
terminal-unknown-option-none = { $command } hat keine Option „{ $option }:“ (es gibt keine)
terminal-empty-option = die Option „{ $option }:“ braucht einen Wert, etwa { $example }
terminal-not-a-channel = ein Kanal ist eine Nummer, etwa channel 1001, nicht „{ $given }“
terminal-not-a-number = `{ $option }` muss eine ganze Zahl sein, nicht „{ $given }“
terminal-not-reminders = Erinnerungen sind channel, digest oder off, nicht „{ $given }“
terminal-not-a-language = die Sprache ist auto, en, de, fr, it, nl, es, pl oder hu, nicht „{ $given }“
terminal-not-a-flag = `{ $option }` ist true oder false, nicht „{ $given }“
terminal-joined-cells = „{ $word }“ sind zwei Felder: setz ein Leerzeichen dazwischen, etwa move { $from } { $to }
terminal-not-the-ai = die LYNGK-KI spielt ihre Züge selbst: tippe als anderer Spieler
terminal-open-quote = ein " beginnt einen Namen in Anführungszeichen, der nicht geschlossen wird

# Repeated options, option bounds and a bare /lyngk in the terminal.
terminal-repeated-option = `{ $option }` ist zweimal angegeben: gib jede Option nur einmal an
terminal-out-of-range = `{ $option }` nimmt eine ganze Zahl von { $min } bis { $max }, nicht „{ $given }“
terminal-bare-command = tippe einen Befehl nach { $command }, etwa { $command } help

# What the background job posts, in the terminal.
terminal-job-post = (der Hintergrund-Job postet in Kanal { $channel })
terminal-job-direct = (der Hintergrund-Job schickt { $player } eine Direktnachricht)

## Game records given to `lyngk play` (docs/record.md)
terminal-record-replayed = Partieaufzeichnung nach den Regeln nachgespielt: { $first } gegen { $second } · Startwert { $seed } · { $result }
terminal-record-goes-on = die Partie läuft weiter

# The last line of `lyngk event simulate`: what the simulated event came to, as labelled figures.
simulate-summary-swiss = Spieler: { $players } (nachgemeldet: { $late }, zurückgezogen: { $withdrew }) · Runden: { $rounds } · Partien: { $games } · remis zur Frist: { $draws } · kampflos verloren: { $forfeits } · { $seconds } s
simulate-summary-knockout = Spieler: { $players } · Best of { $best-of } · Runden: { $rounds } · Partien: { $games } (Entscheidungspartien: { $tiebreaks }, bis zur Frist offen: { $left-to-deadline }) · durch die Frist entschiedene Duelle: { $decided } · Rückzüge: { $withdrew } (kampflos verlorene Partien: { $forfeits }, kampflos weiter: { $walkovers }) · Sieger: { $winner } · { $seconds } s
simulate-summary-round-robin = Spieler: { $players } (zurückgezogen: { $withdrew }) · Runden: { $rounds } · Partien gleichzeitig: { $games } · remis: { $draws } · auf Zeit verloren: { $time-losses } · kampflos verloren: { $forfeits } · { $seconds } s
simulate-summary-divisions = Spieler: { $players } · Saisons: { $seasons } · Partien: { $games } · remis zur Frist: { $draws } · kampflos verloren: { $forfeits } · ausgetreten: { $left } · { $seconds } s
simulate-summary-ladder = Spieler: { $players } · Tage: { $days } · Herausforderungen: { $challenges } · angenommen: { $accepted } (ausgespielt: { $played }, remis: { $drawn }) · aufgestiegen: { $climbed } · Platz gehalten: { $held } · verfallen: { $expired } · wegen Inaktivität zurückgestuft: { $dropped } · ausgetreten: { $left } · { $seconds } s
