# Scale: annunci, la scala come testo e immagine, rifiuti.

ladder-created = **{ $actor }** ha aperto la scala **{ $event }** ({ $variant }, { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } per mossa, { $rated ->
        [true] valida per il punteggio
       *[other] non valida per il punteggio
    }). Entra in fondo con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` e sfida un giocatore fino a { $reach ->
        [one] { $reach } posto
       *[other] { $reach } posti
    } sopra di te con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-challenge }`. Una sfida non accettata entro { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } è vinta da chi l’ha lanciata; dopo { $inactive ->
        [one] { $inactive } giorno
       *[other] { $inactive } giorni
    } senza giocare, un giocatore scende in fondo.
ladder-joined = **{ $player }** è entrato nella scala **{ $event }** al posto { $place }.
ladder-left = **{ $player }** ha lasciato la scala **{ $event }**; chi era sotto sale di un posto.
ladder-challenged = **{ $challenger }** (posto { $from }) sfida { $defender } (posto { $place }) sulla scala **{ $event }**. Accetta con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-accept } { $event }` entro { $until }, altrimenti lo sfidante prende il tuo posto.
ladder-accepted = **{ $defender }** ha accettato la sfida di **{ $challenger }** sulla scala **{ $event }**: la partita { $game } si apre nel suo thread.
ladder-thread-name = LYNGK scala { $event } · { $first } contro { $second }
ladder-opening = Scala **{ $event }**: partita { $game } tra **{ $first }** (giocatore 1, lo sfidante) e **{ $second }** (giocatore 2), { $variant }, { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } per mossa. Se vince lo sfidante, prende il posto del giocatore sfidato.
ladder-climbed = Scala **{ $event }**: **{ $challenger }** ha battuto { $defender } e prende il posto { $place }; { $defender } e chi sta in mezzo scendono di un posto.
ladder-held = Scala **{ $event }**: { $defender } mantiene il posto { $place } contro { $challenger }.
ladder-expired = Scala **{ $event }**: { $defender } non ha accettato in tempo, quindi { $challenger } vince la sfida e prende il posto { $place }.
ladder-dropped = Scala **{ $event }**: **{ $player }** non gioca da molto tempo e scende in fondo (posto { $place }).
ladder-standings-title = **LYNGK scala { $event }** · { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }, sfide fino a { $reach ->
        [one] { $reach } posto
       *[other] { $reach } posti
    } sopra
ladder-image-title = LYNGK scala { $event }
ladder-empty = Nella scala **{ $event }** non c’è ancora nessuno: entra con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`.
ladder-column-challenge = Sfida
ladder-note-challenges = sfida { $player } ({ $place })
ladder-note-challenged-by = sfidato da { $player } ({ $place })
ladder-note-playing = gioca contro { $player } ({ $place })
ladder-image-place = { $place }. { $player }
ladder-image-place-note = { $place }. { $player }, { $note }
ladder-image-alt = { $title }: { $places }.
ladder-list-line = **{ $event }** (scala): { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }, { $open ->
        [one] { $open } sfida aperta
       *[other] { $open } sfide aperte
    }

ladder-refusal-reach = Una sfida arriva da 1 a { $max } posti sopra, non { $given }.
ladder-refusal-inactive-days = Un giocatore scende in fondo dopo 1–{ $max } giorni senza giocare, non { $given }.
ladder-refusal-not-a-ladder = Il torneo { $name } non è una scala: solo le scale hanno sfide.
ladder-refusal-no-start = La scala { $name } non va avviata: è aperta dalla creazione e le sfide si lanciano in ogni momento.
ladder-refusal-no-rounds = La scala { $name } non ha turni: vedi `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings } { $name }`.
ladder-refusal-you-are-not-on-it = Non sei nella scala { $name }: entra con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $name }`.
ladder-refusal-not-on-it = { $player } non è nella scala { $name }.
ladder-refusal-yourself = Non puoi sfidare te stesso: sfida un giocatore sopra di te.
ladder-refusal-not-above = { $player } non è sopra di te nella scala: sfida un giocatore sopra di te.
ladder-refusal-too-far-up = { $player } è { $places } posti sopra di te; una sfida arriva al massimo a { $reach ->
        [one] { $reach } posto
       *[other] { $reach } posti
    } sopra.
ladder-refusal-you-are-busy = Hai già una sfida aperta in questa scala: prima concludila.
ladder-refusal-busy = { $player } ha già una sfida aperta in questa scala: sfidalo quando sarà finita.
ladder-refusal-nothing-to-accept = Nella scala { $name } nessuno aspetta la tua risposta.
ladder-refusal-not-yours-to-accept = Questa sfida è rivolta a { $player }: solo questa persona può accettarla.
