# Divisioni e stagioni: annunci, classifiche per divisione e rifiuti.

divisions-created = **{ $actor }** ha aperto il torneo a divisioni **{ $event }** ({ $variant }, divisioni di al massimo { $size } giocatori, { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } per mossa, { $round-days ->
        [one] { $round-days } giorno
       *[other] { $round-days } giorni
    } per turno, { $rated ->
        [true] valido per il punteggio
       *[other] non valido per il punteggio
    }). In ogni stagione ogni divisione gioca { $play ->
        [round_robin_double] il proprio girone all’italiana doppio (ognuno affronta tutti gli altri due volte, posti invertiti)
        [round_robin] il proprio girone all’italiana (ognuno affronta tutti gli altri una volta)
       *[other] il proprio sistema svizzero
    }; alla fine { $movers ->
        [one] sale { $movers } giocatore, il primo di ogni divisione, e scende { $movers }, l’ultimo
       *[other] i primi { $movers } di ogni divisione salgono e gli ultimi { $movers } scendono
    }, e la stagione successiva si apre da sola { $pause ->
        [one] { $pause } giorno
       *[other] { $pause } giorni
    } dopo. Iscriviti con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`; l’organizzatore avvia la prima stagione con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
divisions-season-opens = **{ $event }**, stagione { $season }: { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    } in { $divisions ->
        [one] { $divisions } divisione
       *[other] { $divisions } divisioni
    }, secondo il punteggio. Ogni divisione è un torneo a sé:
divisions-season-over = **{ $event }**: la stagione { $season } è finita. La classifica finale di ogni divisione:
divisions-moves = Divisione { $division } · promossi: { $up } · retrocessi: { $down }
divisions-nobody = nessuno
divisions-no-moves = { $divisions ->
    [one] Nessuno sale né scende: c’è una sola divisione.
   *[other] In questa stagione nessuno sale né scende di divisione.
}
divisions-next-season = La stagione { $season } di **{ $event }** si apre da sola il { $opens }. Fino ad allora `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-leave } { $event }` ti toglie dalla stagione, e chi si iscrive ora comincia nell’ultima divisione.
divisions-too-few-to-go-on = **{ $event }** finisce: per una nuova stagione { $players ->
        [one] resta solo { $players } giocatore
       *[other] restano solo { $players } giocatori
    }.
divisions-joined-next-season = **{ $player }** si è iscritto a **{ $event }** e comincia nell’ultima divisione nella stagione { $season }.
divisions-left = **{ $player }** ha lasciato **{ $event }** e non giocherà la prossima stagione.
divisions-standings-title = **Divisioni LYNGK { $event } · stagione { $season }{ $over ->
        [true] {""} (finita)
       *[other] {""}
    }**
divisions-image-title = { $event } · stagione { $season } · divisione { $division }
divisions-image-subtitle = { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }, { $rounds ->
        [one] { $rounds } turno
       *[other] { $rounds } turni
    } { $format ->
        [round_robin] di girone all’italiana
       *[other] di sistema svizzero
    }
divisions-list-line = **{ $event }** (divisioni): { $state ->
        [open] iscrizioni aperte
        [pause] tra due stagioni
        [finished] finito
       *[running] in corso
    }, stagione { $season }, { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }

divisions-refusal-division-size = Una divisione ha da 2 a { $max } giocatori, non { $given }.
divisions-refusal-too-many-movers = { $movers } su e { $movers } giù sono più di metà di una divisione di { $size }: la cima e il fondo si sovrapporrebbero.
divisions-refusal-pause-days = La pausa tra due stagioni dura da 0 a { $max } giorni, non { $given }.
divisions-refusal-rounds = Una divisione di { $size } giocatori gioca da 1 a { $max } turni, non { $given }.
divisions-refusal-too-few-players = **{ $name }** ha bisogno di almeno 2 giocatori per avviare la prima stagione; ne ha { $players }.
divisions-refusal-best-of = Le divisioni si giocano a partita singola; «al meglio di { $given }» vale solo per l’eliminazione diretta.
divisions-refusal-report-per-division = **{ $name }** ha un rapporto del torneo per divisione: esportane uno con il suo nome, per esempio `{ $example }`.
divisions-refusal-round-robin-too-big = Una divisione a girone all’italiana ha al massimo { $max } giocatori, non { $size }: scegli una `{ cmd-lyngk-admin-event-create.division_size }` più piccola, o il sistema svizzero.
divisions-refusal-rounds-in-round-robin = In una divisione a girone all’italiana ognuno affronta tutti gli altri { $legs ->
        [2] due volte
       *[other] una volta
    }, quindi i turni dipendono dai giocatori: togli `{ cmd-lyngk-admin-event-create.rounds }` (hai indicato { $given }).
divisions-refusal-legs-in-swiss = `{ cmd-lyngk-admin-event-create.legs }` vale solo per le divisioni a girone all’italiana: aggiungi `{ cmd-lyngk-admin-event-create.division_format }:{ cmd-choice-round-robin }`, oppure toglilo per le divisioni a sistema svizzero.
