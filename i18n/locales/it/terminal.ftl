# Le parole del terminale attorno alle risposte del bot (`lyngk play`). I comandi si
# scrivono come su Discord, in inglese: gli esempi li mantengono.

terminal-intro = LYNGK nel terminale. Scrivi i comandi come un giocatore, es. `alice: challenge bob`, `bob: accept`, `alice: move c3 d4`; `help` li elenca, `quit` termina. Le immagini vanno in { $folder }.
terminal-default-player = giocatore
terminal-now-in-channel = (ora nel canale { $channel })
terminal-thread-opened = (thread aperto: ora nel canale { $channel })
terminal-league-thread = thread { $channel } «{ $name }»:
terminal-bot-everyone = bot (per tutti):
terminal-bot-private = bot (solo per { $player }):
terminal-ping = menzionati: { $players }
terminal-buttons = pulsanti: { $labels } (scrivi `{ $commands }`)
terminal-file = file: { $path }
terminal-alt-text = testo alternativo: { $text }
terminal-page = pagina web: { $url }
terminal-file-not-written = ! il comando è stato eseguito, ma non è stato possibile scrivere { $file }: { $error }
terminal-internal-error = ! errore interno, la sessione continua: { $error }
terminal-not-utf8 = ! la riga { $line } non è testo UTF-8: saltata
terminal-faults = { $count ->
    [1] Un errore interno
   *[other] { $count } errori interni
} durante la sessione (segnalati sopra)

terminal-unknown-command = comando sconosciuto «{ $command }»: prova help
terminal-missing = { $command } richiede { $what }
terminal-needs-channel = un numero di canale, come channel 1001
terminal-needs-colour = un colore, come claim red
terminal-needs-game = il numero della partita finita, come rematch 12
terminal-needs-days = un numero di giorni, come vacation 3
terminal-needs-action = un’azione tra { $actions }
terminal-needs-name = un nome, come { $command } Spring
terminal-needs-value = un valore per ogni opzione obbligatoria: prova help
terminal-needs-cells = due caselle, come move c3 d4
terminal-needs-landing = una casella di arrivo, come move c3 d4
terminal-unknown-variant = variante sconosciuta «{ $given }»: standard o six
terminal-not-a-choice = `{ $option }` è { $choices }, non «{ $given }»
# One of the words a terminal option takes, as typed.
terminal-typed-choice = `{ $choice }`
terminal-unexpected = «{ $word }» inatteso dopo { $command }: prova help
terminal-unknown-option = { $command } non ha l’opzione «{ $option }:» (accetta { $known })
terminal-unknown-option-none = { $command } non ha l’opzione «{ $option }:» (non ne accetta)
terminal-empty-option = l’opzione «{ $option }:» richiede un valore, come { $example }
terminal-not-a-channel = un canale è un numero, come channel 1001, non «{ $given }»
terminal-not-a-number = `{ $option }` deve essere un numero intero, non «{ $given }»
terminal-not-reminders = i promemoria sono channel, digest o off, non «{ $given }»
terminal-not-a-language = la lingua è auto, en, de, fr, it, nl, es, pl o hu, non «{ $given }»
terminal-not-a-flag = `{ $option }` è true o false, non «{ $given }»
terminal-joined-cells = «{ $word }» sono due caselle: metti uno spazio in mezzo, come move { $from } { $to }
terminal-not-the-ai = l’IA LYNGK gioca da sé le sue mosse: scrivi come un altro giocatore
terminal-open-quote = un " apre un nome tra virgolette che non viene chiuso

# Repeated options, option bounds and a bare /lyngk in the terminal.
terminal-repeated-option = `{ $option }` è indicato due volte: indica ogni opzione una sola volta
terminal-out-of-range = `{ $option }` accetta un numero intero da { $min } a { $max }, non «{ $given }»
terminal-bare-command = scrivi un comando dopo { $command }, per esempio { $command } help

# What the background job posts, in the terminal.
terminal-job-post = (il processo in background pubblica nel canale { $channel })
terminal-job-direct = (il processo in background invia un messaggio diretto a { $player })

## Game records given to `lyngk play` (docs/record.md)
terminal-record-replayed = Registrazione della partita rigiocata secondo le regole: { $first } contro { $second } · seme { $seed } · { $result }
terminal-record-goes-on = la partita continua

# The last line of `lyngk event simulate`: what the simulated event came to, as labelled figures.
simulate-summary-swiss = giocatori: { $players } (iscritti in ritardo: { $late }, ritirati: { $withdrew }) · turni: { $rounds } · partite: { $games } · patte alla scadenza: { $draws } · perse a tavolino: { $forfeits } · { $seconds } s
simulate-summary-knockout = giocatori: { $players } · al meglio delle { $best-of } · turni: { $rounds } · partite: { $games } (partite di spareggio: { $tiebreaks }, aperte fino alla scadenza: { $left-to-deadline }) · incontri decisi alla scadenza: { $decided } · ritiri: { $withdrew } (partite perse a tavolino: { $forfeits }, passaggi senza giocare: { $walkovers }) · vincitore: { $winner } · { $seconds } s
simulate-summary-round-robin = giocatori: { $players } (ritirati: { $withdrew }) · turni: { $rounds } · partite in contemporanea: { $games } · patte: { $draws } · perse per tempo: { $time-losses } · perse a tavolino: { $forfeits } · { $seconds } s
simulate-summary-divisions = giocatori: { $players } · stagioni: { $seasons } · partite: { $games } · patte alla scadenza: { $draws } · perse a tavolino: { $forfeits } · usciti: { $left } · { $seconds } s
simulate-summary-ladder = giocatori: { $players } · giorni: { $days } · sfide: { $challenges } · accettate: { $accepted } (giocate fino in fondo: { $played }, patte: { $drawn }) · salite: { $climbed } · posti difesi: { $held } · scadute: { $expired } · retrocessi per inattività: { $dropped } · usciti: { $left } · { $seconds } s
