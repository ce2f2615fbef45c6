refusal-no-game = In questo canale non c’è nessuna partita. Iniziane una con `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
refusal-no-game-here = In questo canale non c’è nessuna partita. Le tue: { $games }.
refusal-your-game-in = partita { $game } in { $channel }
refusal-your-challenge-in = la sfida { $game } in { $channel }
refusal-not-started = La partita non è iniziata: la sfida aspetta ancora una risposta.
refusal-no-challenge = In questo canale non c’è nessuna sfida in attesa.
refusal-channel-busy = Questo canale ha già una partita ({ $game }). Finiscila prima, oppure inizia la tua in un thread.
refusal-busy-playing = { $one } contro { $two }
refusal-busy-challenge = { $challenger } ha sfidato { $opponent }
refusal-busy-open = la sfida aperta di { $challenger }
refusal-busy-just-created = appena creata
refusal-self-challenge = Non puoi sfidare te stesso.
refusal-own-challenge = Non puoi accettare la tua stessa sfida: aspetta che qualcuno prenda il posto.
refusal-not-challenged = Questa sfida è per { $name }: solo questa persona può rispondere.
refusal-not-your-challenge = Solo { $name }, che ha lanciato questa sfida aperta, può ritirarla.
refusal-already-started = In questo canale si sta già giocando una partita.
refusal-not-a-player = Non stai giocando in questa partita ({ $game }).
refusal-not-your-turn = Non è il tuo turno: ora muove { $name }.
refusal-game-over = Questa partita è finita: { $result }
refusal-position-changed = La partita è cambiata mentre il tuo comando veniva elaborato: guarda il tavoliere e riprova.
refusal-bad-origin = La casella di partenza: { $error }
refusal-bad-landing = La casella di arrivo: { $error }
refusal-bad-cell = La casella: { $error }
refusal-joined-cells = «{ $text }» sembra due caselle scritte attaccate: indica partenza e arrivo separati, come `/{ cmd-lyngk } { cmd-lyngk-move } { $from } { $to }`.
refusal-bad-colour = «{ $text }» non è un colore che puoi acquisire: usa I, B, R, G o K (avorio, blu, rosso, verde, nero).
refusal-joker-claim = I jolly (le pedine bianche) non si possono mai acquisire: usa I, B, R, G o K (avorio, blu, rosso, verde, nero).
refusal-illegal = Non è consentito: { $error }. Vedi `/{ cmd-lyngk } { cmd-lyngk-moves }` per le tue mosse valide.
refusal-own-colour = Hai già acquisito il colore { $colour }: è tuo. Muovi una pila con il colore { $colour } in cima con `/{ cmd-lyngk } { cmd-lyngk-move }`.
refusal-colour-taken = Non è consentito: il colore { $colour } è già stato acquisito da { $name }. Vedi `/{ cmd-lyngk } { cmd-lyngk-moves }` per le tue mosse valide.
refusal-needs-claim = Non è consentito senza acquisire un colore: { $error }. Acquisendo prima un colore lo è: { $hint }.
refusal-claim-command = `/{ cmd-lyngk } { cmd-lyngk-move } { $from } { $to } { cmd-lyngk-move.claim }:{ $claim }`
refusal-empty-cell = Su { $cell } non c’è nessuna pila: `/{ cmd-lyngk } { cmd-lyngk-moves }` elenca le pile che puoi muovere.
refusal-no-game-to-rematch = In questo canale non c’è una partita finita { $game } per la rivincita.
refusal-cannot-move-from = La pila su { $cell } non può muovere in questo turno.
refusal-bad-days-per-move = I giorni per mossa devono essere 1, 2, 3, 5, 7 o 14 (o niente per nessun orologio), non { $given }.
refusal-already-done = Già fatto (questa richiesta è arrivata due volte):
refusal-inactive-button = Questo pulsante non è più attivo.
refusal-admin-create-league = Solo un amministratore del server (permesso Gestisci server) può creare una lega.
refusal-admin-start-league = Solo un amministratore del server (permesso Gestisci server) può avviare una lega.
refusal-admin-server-settings = Solo un amministratore del server (permesso Gestisci server) può cambiare le impostazioni del server.
refusal-bad-league-name = Il nome di una lega ha da 1 a { $max } caratteri: lettere, cifre, spazi, `-`, `_`, apostrofi o emoji. «{ $given }» non lo è.
refusal-league-exists = Questo server ha già una lega chiamata { $name }: scegli un altro nome.
refusal-no-league = Su questo server non c’è nessuna lega chiamata «{ $name }».
refusal-league-started = La lega { $name } è già iniziata: non si può più entrare né uscire.
refusal-already-joined = Sei già nella lega { $name }.
refusal-not-joined = Non sei nella lega { $name }.
refusal-league-full = La lega { $name } è al completo ({ $max } giocatori).
refusal-league-too-small = La lega { $name } ha bisogno di almeno 2 giocatori per iniziare; ne ha { $players }.
refusal-league-running = La lega { $name } è già in corso: vedi `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-standings }`.
refusal-threads-being-opened = I thread della lega { $name } si stanno aprendo proprio ora; se alcuni non si aprono, esegui di nuovo `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start }` dopo.
refusal-league-finished = La lega { $name } è finita: vedi `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-standings }`.
refusal-not-finished = La rivincita è per le partite finite: questa è ancora in corso.
refusal-no-such-game = In questo canale non c’è una partita iniziata { $game }: `/{ cmd-lyngk } { cmd-lyngk-replay }` senza numero mostra l’ultima.
refusal-no-such-game-to-review = In questo canale non c’è una partita iniziata { $game }: `/{ cmd-lyngk } { cmd-lyngk-review }` senza numero analizza l’ultima finita.
refusal-game-elsewhere = La partita { $game } è in { $channel }: chiedila lì.
refusal-replay-live-game = Una partita in corso può essere rivista solo dai suoi giocatori ({ $game }); finita, da chiunque.
refusal-replay-too-large = Il replay di questa partita è troppo grande da caricare: { $why }
refusal-win-on-time = Non puoi vincere a tempo: { $why }.
refusal-win-on-time-no-clock = questa partita non ha orologio, quindi non si può vincere a tempo
refusal-win-on-time-own-turn = è il tuo turno: solo il tuo avversario potrebbe vincere a tempo
refusal-win-on-time-time-left = il tuo avversario ha ancora { $left } per muovere
refusal-abort = Questa partita non può essere annullata: { $why }.
refusal-abort-no-clock = questa partita non ha orologio; abbandona invece
refusal-abort-started = la partita è iniziata; abbandona invece
refusal-abort-time-left = chi deve muovere ha ancora { $left } per la prima mossa
refusal-vacation = Nessuna vacanza registrata: { $why }.
refusal-vacation-empty = una vacanza dura almeno un giorno
refusal-vacation-overlaps = hai già una vacanza registrata in quel periodo
refusal-vacation-allowance = supereresti i tuoi { $allowance ->
        [one] { $allowance } giorno
       *[other] { $allowance } giorni
    } di vacanza all’anno: { $used } già usati nell’anno che finisce con questa vacanza, { $requested } richiesti
refusal-digest-hour = Impostazioni invariate: l’ora del riepilogo deve essere tra 0 e 23 (UTC), non { $hour }.
refusal-not-in-server = Le impostazioni del server appartengono a un server: usa questo comando in uno.

cell-error-malformed = «{ $text }» non è una casella: scrivi una lettera di colonna A-I e un numero di riga, come C3
cell-error-no-such-row = la colonna { $column } ha le righe da 1 a { $rows }, quindi { $column }{ $row } non esiste

play-error-game-over = la partita è finita
play-error-no-stack = su { $cell } non c’è nessuna pila
play-error-joker = il jolly su { $cell } non può muovere: un jolly non si muove mai da solo
play-error-opponents-stack = la pila su { $cell } ha in cima il colore { $colour }, { $mover ->
    [opponent] un tuo colore, che il tuo avversario non può muovere
   *[you] quello del tuo avversario
}
play-error-same-cell = una mossa va da una casella a un’altra, non da { $cell } a sé stessa
play-error-empty-landing = { $cell } è vuota: una mossa termina sempre su una pila
play-error-blocked = { $blocker } sta tra { $from } e { $to }: una pila non salta sopra un’altra
play-error-not-reachable = { $to } non è raggiungibile da { $from }: una mossa va in linea retta fino alla prima pila
play-error-no-chain = { $to } non è raggiungibile da { $from }, né in linea retta né con la regola-LYNGK
play-error-lyngk-point = la pila { $colour } non può fermarsi su { $cell }: anche lì c’è il colore { $colour } in cima, un punto-LYNGK, quindi la mossa prosegue da lì
play-error-repeated-colour = la pila su { $cell } contiene già il colore { $colour }: una pila non contiene mai due volte lo stesso colore
play-error-too-high = si formerebbe una pila di { $height } pedine; il massimo è { $max }
play-error-neutral-too-low = una pila neutrale si ferma solo su una pila alta uguale o meno: ha { $moving ->
    [one] { $moving } pedina
   *[other] { $moving } pedine
}, la pila su { $cell } ne ha { $target }
play-error-colour-taken = il colore { $colour } è già stato acquisito dal giocatore { $player }
play-error-no-claims-left = { $mover ->
    [opponent] il tuo avversario ha già acquisito due colori, il massimo per un giocatore
   *[you] hai già acquisito due colori, il massimo per un giocatore
}
play-error-claimed-this-turn = { $mover ->
    [opponent] il tuo avversario ha già acquisito il colore { $colour } in questo turno: un colore per turno
   *[you] hai già acquisito il colore { $colour } in questo turno: un colore per turno
}
play-error-claim-with-pass = dopo aver acquisito un colore si muove sempre, non si passa mai
play-error-pass-with-moves = non puoi passare finché hai una mossa
play-error-claim-leaves-no-move = { $mover ->
    [opponent] dopo aver acquisito il colore { $colour } il tuo avversario non avrebbe nessuna mossa, quindi non è consentito
   *[you] dopo aver acquisito il colore { $colour } non avresti nessuna mossa, quindi non è consentito
}

# Clock settings refused
refusal-time-zone = Impostazioni invariate: «{ $zone }» non è un fuso orario. Scegline uno dall’elenco, come Europe/Rome o America/Santiago.
refusal-sleep-malformed = Impostazioni invariate: scrivi le ore di sonno come 23:00-07:00, o off.
refusal-sleep-empty = Impostazioni invariate: le ore di sonno non possono iniziare e finire alla stessa ora.
refusal-sleep-too-long = Impostazioni invariate: le ore di sonno durano al massimo 10 ore; { $window } è più lungo.
