# Gironi all'italiana: annunci, classifica e rifiuti.

event-created-round-robin = **{ $actor }** ha aperto il girone all’italiana **{ $event }** ({ $variant }, { $legs ->
        [2] ogni coppia due volte, posti invertiti
       *[other] ogni coppia una volta
    }, { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } per mossa, { $round-days ->
        [one] { $round-days } giorno
       *[other] { $round-days } giorni
    } per turno, { $rated ->
        [true] valido per il punteggio
       *[other] non valido per il punteggio
    }). I turni dipendono dai giocatori (al massimo { $max }), che si affrontano un turno alla volta. Iscriviti con `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` prima che l’organizzatore lo avvii con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
round-robin-bye-line = { $player } riposa in questo turno (nessuna partita, nessun punto).
round-robin-walkover-line = { $winner } vince a tavolino: { $loser } si è ritirato.
round-robin-withdrawn-bye-line = { $player } non ha partite in questo turno: { $opponent } si è ritirato.
round-robin-round-without-games = **{ $event }**, turno { $round } di { $rounds }: nessuna partita da giocare, ogni partita del turno aveva un giocatore ritirato.
round-robin-standings-image-title = Torneo LYNGK { $event } · classifica del girone
round-robin-standings-subtitle = { $over ->
        [true] Classifica finale
       *[other] Dopo il turno { $round } di { $rounds }
    }

round-robin-refusal-rounds = Nessun girone { $legs ->
        [double] doppio
       *[other] semplice
    } ha { $given } turni: n giocatori fanno n - 1 turni se n è pari e n se è dispari{ $legs ->
        [double] , il tutto due volte
       *[other] {""}
    }. Ometti `{ cmd-lyngk-admin-event-create.rounds }` e i turni dipenderanno dai giocatori.
round-robin-refusal-rounds-disagree = Il girone { $name } è stato creato con { $rounds } turni, ma i suoi { $players } giocatori ne fanno { $needed }: { $rounds } turni richiedono { $fitting } giocatori. Cambia chi gioca, o ricrealo senza `{ cmd-lyngk-admin-event-create.rounds }`.
round-robin-refusal-late-entry = Il calendario di un girone all’italiana si fa all’avvio, quindi non accetta iscrizioni tardive: ometti `{ cmd-lyngk-admin-event-create.late_entry }`.
round-robin-refusal-best-of = I match al meglio di { $given } partite sono per l’eliminazione diretta: ogni abbinamento di un girone è una partita. Ometti `{ cmd-lyngk-admin-event-create.best_of }`.
round-robin-refusal-max-players = Un girone { $legs ->
        [double] doppio
       *[other] semplice
    } accoglie al massimo { $max } giocatori (un torneo ha al massimo 30 turni), non { $given }.
round-robin-refusal-full = Il girone { $name } è al completo: un girone { $legs ->
        [double] doppio
       *[other] semplice
    } accoglie al massimo { $max } giocatori.
round-robin-refusal-started = Il girone { $name } è iniziato e il calendario è fatto: ora nessuno può iscriversi.
round-robin-refusal-round-days-all-at-once = Un girone all’italiana con tutte le partite insieme non ha scadenze di turno (contano solo gli orologi delle partite): ometti `{ cmd-lyngk-admin-event-create.round_days }`.
