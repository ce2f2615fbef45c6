# Tornei (sistema svizzero): annunci, classifica, abbinamenti e rifiuti.

event-created = **{ $actor }** ha aperto il torneo svizzero **{ $event }** ({ $variant }, { $rounds ->
        [one] { $rounds } turno
       *[other] { $rounds } turni
    }, { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } per mossa, { $round-days ->
        [one] { $round-days } giorno
       *[other] { $round-days } giorni
    } per turno, { $rated ->
        [true] valido per il punteggio
       *[other] non valido per il punteggio
    }). Iscriviti con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`; l’organizzatore lo avvia con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
event-joined = **{ $player }** si è iscritto al torneo **{ $event }** ({ $roster }).
event-joined-late = **{ $player }** si è iscritto al torneo in corso **{ $event }** e sarà abbinato dal prossimo turno ({ $roster }).
event-left = **{ $player }** ha lasciato il torneo **{ $event }** ({ $roster }).
event-withdrawn = **{ $player }** si è ritirato dal torneo **{ $event }** e non sarà più abbinato.
event-forfeit = Partita { $game }: **{ $loser }** si è ritirato, quindi { $winner } vince a tavolino.
event-deadline-draw = La partita { $game } ha raggiunto la scadenza del turno con tempo su entrambi gli orologi: patta tra { $first } e { $second }.
event-round-opens = **{ $event }**, turno { $round } di { $rounds }: le partite sono aperte, ognuna nel suo thread. Scadenza: { $deadline }.
event-pairing-line = { $white } (muove per primo) contro { $black }
event-bye-line = { $player } riposa in questo turno (un punto).
event-thread-name = LYNGK { $event } · turno { $round } · { $first } contro { $second }
event-opening = Torneo **{ $event }**, turno { $round }: partita { $game } tra **{ $first }** (giocatore 1) e **{ $second }** (giocatore 2), { $variant }, { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } per mossa.
event-reopening = Il torneo **{ $event }** è in corso; apro i thread mancanti.
event-over = Il torneo **{ $event }** è finito. Complimenti, **{ $winner }**!
event-is-over = Il torneo è finito.
event-not-started-yet = Il torneo **{ $event }** non è ancora iniziato ({ $roster }).
event-standings-title = **Torneo LYNGK { $event } · classifica dopo il turno { $round } di { $rounds }**
swiss-standings-image-title = Torneo LYNGK { $event } · classifica (sistema svizzero)
event-pairings-title = **{ $event } · turno { $round }**
event-pairings-bye = { $player }: riposo
event-pairings-game = { $white } contro { $black }: { $result ->
        [running] in corso
        [white-won] 1-0
        [black-won] 0-1
        [draw] ½-½
        [void] annullata (0-0)
        [white-forfeit-win] 1-0 a tavolino
        [black-forfeit-win] 0-1 a tavolino
       *[other] { $result }
    }
event-exported = Il torneo **{ $event }** come rapporto di torneo FIDE (TRF).
event-list-empty = Questo server non ha ancora tornei.
event-list-title = **Tornei su questo server**
event-list-line = **{ $event }** ({ $format ->
        [swiss] sistema svizzero
        [knockout] eliminazione diretta
        [round_robin] girone all’italiana
       *[other] { $format }
    }): { $state ->
        [open] iscrizioni aperte
        [running] in corso
       *[other] finito
    }, { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }, turno { $round } di { $rounds }
event-list-league-line = **{ $event }** (lega): in corso, { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }, { $played } partite giocate su { $games }

events-buchholz-cut1 = BH-1
events-buchholz = BH
events-sonneborn-berger = SB
events-progressive = Prog

refusal-admin-create-event = Solo un amministratore del server (permesso Gestisci server) può creare un torneo.
refusal-event-bad-name = Il nome di un torneo ha da 1 a { $max } caratteri: lettere, cifre, spazi, `-`, `_`, apostrofi o emoji. «{ $given }» non lo è.
refusal-event-exists = Questo server ha già un torneo chiamato { $name }: scegli un altro nome.
refusal-event-unknown = Non c’è un torneo chiamato «{ $name }» su questo server: vedi `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-list }`.
refusal-event-not-organiser = Solo l’organizzatore del torneo { $name } può farlo.
refusal-event-rounds = Un torneo svizzero ha da 1 a { $max } turni, non { $given }.
refusal-event-deadline-in-past = Un turno di 0 giorni raggiungerebbe la scadenza prima che qualcuno possa muovere: indica almeno 1 giorno.
refusal-event-round-shorter-than-move = Un turno di { $round ->
        [one] { $round } giorno
       *[other] { $round } giorni
    } è più breve di una mossa ({ $move ->
        [one] { $move } giorno
       *[other] { $move } giorni
    }): dai al turno almeno tanti giorni quanti a una mossa.
refusal-event-round-too-long = Un turno dura al massimo { $max } giorni, non { $given }.
refusal-event-max-players = Un torneo ha da 2 a { $max } giocatori, non { $given }.
refusal-event-rating-range = L’intervallo di punteggio da { $min } a { $max } è vuoto: il minimo non deve superare il massimo.
refusal-event-time-loss-share = Una quota di partite perse per tempo va da 0 a 100 %, non { $given }.
refusal-event-too-few-players = Il torneo { $name } ha bisogno di almeno 2 giocatori per iniziare; ne ha { $players }.
refusal-event-too-many-rounds = Il torneo { $name } ha { $rounds ->
        [one] { $rounds } turno
       *[other] { $rounds } turni
    } ma solo { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }: ogni turno richiede un avversario non ancora incontrato, quindi servono più giocatori (o meno turni).
refusal-event-already-started = Il torneo { $name } è già iniziato: vedi `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-pairings }`.
refusal-event-late-entry-closed = Il torneo { $name } è iniziato e non accetta iscrizioni tardive.
refusal-event-finished = Il torneo { $name } è finito: vedi `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings }`.
refusal-event-not-started = Il torneo { $name } non è ancora iniziato: non ci sono abbinamenti.
refusal-event-full = Il torneo { $name } è al completo ({ $max } giocatori).
refusal-event-rating-outside = Il torneo { $name } è per punteggi da { $min } a { $max }; il tuo è { $rating }.
refusal-event-time-losses = Il torneo { $name } accetta giocatori che qui hanno perso per tempo fino a { $max } % delle loro partite; tu ne hai perse { $lost } su { $played } ({ $share } %).
refusal-event-already-joined = Sei già iscritto al torneo { $name }.
refusal-event-not-playing = { $player } non gioca nel torneo { $name }.
refusal-event-no-such-round = Il torneo { $name } non ha ancora un turno { $round }.

# Tornei a eliminazione diretta.
event-created-knockout = **{ $actor }** ha aperto il torneo a eliminazione diretta **{ $event }** ({ $variant }, { $best-of ->
        [1] una partita per incontro
       *[other] incontri al meglio delle { $best-of } partite
    }, { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } per mossa, { $round-days ->
        [one] { $round-days } giorno
       *[other] { $round-days } giorni
    } per turno, { $rated ->
        [true] valido per il punteggio
       *[other] non valido per il punteggio
    }). Le teste di serie seguono il punteggio; un incontro in parità si decide con un’altra partita a posti invertiti. Iscriviti con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` prima che l’organizzatore lo avvii con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
event-knockout-round-opens = **{ $event }**, turno { $round } di { $rounds } a eliminazione diretta ({ $best-of ->
        [1] una partita per incontro
       *[other] al meglio delle { $best-of }
    }): le prime partite sono aperte, ognuna nel suo thread; la partita successiva di un incontro si apre appena una finisce. Scadenza: { $deadline }.
event-knockout-bye-line = { $player } passa al turno successivo senza giocare (riposo).
event-knockout-walkover = { $loser } si è ritirato: { $winner } passa senza giocare.
event-knockout-next-game = Incontro { $higher } contro { $lower } ({ $score }): la partita { $number } si apre nel suo thread; { $first } muove per primo.
event-knockout-tiebreak-game = Incontro { $higher } contro { $lower } in parità ({ $score }): decide la partita { $number }, a posti invertiti; { $first } muove per primo.
event-knockout-deadline-decides = La scadenza del turno ha deciso l’incontro: { $winner } passa contro { $loser } ({ $score }; in parità passa la testa di serie più alta).
event-knockout-match = { $higher } contro { $lower }: { $score }{ $state ->
        [playing] , partita { $game } in corso
        [decided] , passa **{ $winner }**
       *[other] {""}
    }
event-bracket-title = **Torneo LYNGK { $event } · tabellone a eliminazione diretta, { $best-of ->
        [1] una partita per incontro
       *[other] al meglio delle { $best-of }
    } · turno { $round } di { $rounds }**
event-bracket-image-title = { $event } · tabellone a eliminazione diretta
event-bracket-round = { $left ->
        [1] Finale
        [2] Semifinali
        [3] Quarti di finale
       *[other] Turno { $round }
    }
event-bracket-alt = Tabellone a eliminazione diretta di { $event }. { $rounds }.
event-bracket-alt-winner = Vincitore: { $winner }.
events-round = Turno
events-match-score = Risultato
events-goes-through = Passa
refusal-event-knockout-started = Il torneo a eliminazione diretta { $name } è iniziato e il tabellone è fatto: ora nessuno può iscriversi.
refusal-event-best-of = Un incontro a eliminazione diretta si gioca al meglio di 1, 3, 5 o 7 partite (un numero dispari fino a { $max }), non { $given }.
refusal-event-best-of-in-swiss = Il formato al meglio delle { $given } vale solo per l’eliminazione diretta: un abbinamento del sistema svizzero è una partita. Ometti `{ cmd-lyngk-admin-event-create.best_of }` o scegli il formato a eliminazione diretta.
refusal-event-knockout-has-no-report = Il torneo a eliminazione diretta { $name } non ha un rapporto di torneo FIDE (il TRF descrive i tornei a sistema svizzero e all’italiana): guarda il tabellone con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings }`.
refusal-event-rounds-in-knockout = I turni di un torneo a eliminazione diretta dipendono dai giocatori (4 giocatori: 2 turni, da 5 a 8: 3): ometti `{ cmd-lyngk-admin-event-create.rounds }`.
refusal-event-late-entry-in-knockout = Il tabellone di un torneo a eliminazione diretta si fa all’avvio, quindi non accetta iscrizioni tardive: ometti `{ cmd-lyngk-admin-event-create.late_entry }`.

# An event with a minimum rating and no maximum.
refusal-event-rating-minimum = Il torneo { $name } è per punteggi da { $min } in su; il tuo è { $rating }.

## Formats: each refuses, in its own words, an option of `event create` it does not take.
refusal-swiss-takes-no-option = Un torneo a sistema svizzero non ha l’opzione `{ $option }`: è abbinato turno per turno in base alla classifica. Omettila, o scegli il formato a cui appartiene.
refusal-knockout-takes-no-option = Un torneo a eliminazione diretta non ha l’opzione `{ $option }`: il suo tabellone si fa all’avvio e chi perde un incontro è eliminato. Omettila, o scegli il formato a cui appartiene.
refusal-ladder-takes-no-option = Una scala non ha l’opzione `{ $option }`: non ha né turni né avvio, e la si risale con le sfide. Omettila, o scegli il formato a cui appartiene.
refusal-round-robin-takes-no-option = Un girone all’italiana non ha l’opzione `{ $option }`: tutti incontrano tutti secondo un calendario fatto all’avvio. Omettila, o scegli il formato a cui appartiene.
refusal-divisions-takes-no-option = Un torneo a divisioni non ha l’opzione `{ $option }`: a ogni stagione le divisioni si formano in base al punteggio, e i nuovi arrivati entrano nell’ultima. Omettila, o scegli il formato a cui appartiene.
# An option as Discord shows its name to the reader.
event-option-rounds = { cmd-lyngk-admin-event-create.rounds }
event-option-round-days = { cmd-lyngk-admin-event-create.round_days }
event-option-late-entry = { cmd-lyngk-admin-event-create.late_entry }
event-option-forfeits = { cmd-lyngk-admin-event-create.forfeits }
event-option-best-of = { cmd-lyngk-admin-event-create.best_of }
event-option-reach = { cmd-lyngk-admin-event-create.reach }
event-option-inactive-days = { cmd-lyngk-admin-event-create.inactive_days }
event-option-division-size = { cmd-lyngk-admin-event-create.division_size }
event-option-movers = { cmd-lyngk-admin-event-create.movers }
event-option-pause-days = { cmd-lyngk-admin-event-create.pause_days }
event-option-legs = { cmd-lyngk-admin-event-create.legs }
event-option-division-format = { cmd-lyngk-admin-event-create.division_format }
event-option-pace = { cmd-lyngk-admin-event-create.pace }
# Entering and rejoining a running event.
refusal-event-last-round = Il torneo { $name } è al suo ultimo turno: chi entrasse ora non verrebbe mai abbinato, quindi non accetta più iscrizioni.
refusal-event-withdrawn = Ti sei ritirato dal torneo { $name }, e chi si è ritirato non può rientrare.
# The open round's deadline, beside pairings, standings and the event list.
event-round-deadline = Scadenza del turno { $round }: { $deadline }.
# An event's clock rules (`event settings`).
event-clock-vacation-allowed = In **{ $event }**, la vacanza (prenotata o automatica) ferma gli orologi delle partite.
event-clock-vacation-forbidden = In **{ $event }** la vacanza non è ammessa: né quella prenotata né quella automatica ferma le sue partite, e i suoi turni mantengono le scadenze.
event-clock-weekends-off = In **{ $event }**, gli orologi delle partite si fermano il sabato e la domenica, nel fuso orario di ciascun giocatore.
event-clock-weekends-on = In **{ $event }**, gli orologi delle partite corrono anche nel weekend (i weekend liberi di un giocatore contano comunque).
# A knockout round in the bracket image's alt text: its title and its matches.
event-bracket-alt-round = { $round }: { $matches }
