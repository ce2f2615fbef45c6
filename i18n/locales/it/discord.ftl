discord-bot-opponent = I bot non possono giocare a LYNGK. Sfida una persona, o lascia vuoto `opponent` per un posto libero.
discord-missing-option = Manca l’opzione `{ $option }`.
discord-thread-in-thread = Questo è già un thread: usa qui `/{ cmd-lyngk } { cmd-lyngk-challenge }` senza `thread`.
discord-no-thread = Non sono riuscito ad aprire un thread qui. Mi serve il permesso { discord-permission-create-public-threads } in questo canale.
discord-unknown-option = Questo comando non ha l’opzione `{ $option }`, quindi non è stato fatto nulla. Forse Discord sta ancora aggiornando i comandi del bot; riprova tra un minuto.
discord-outdated-command = Questo comando non è aggiornato. Forse Discord sta ancora aggiornando i comandi del bot; riprova tra un minuto.
discord-missing-permissions = Non posso giocare qui: in questo canale mi manca { $permissions }. Un admin del server può concederlo nei permessi del canale.
discord-no-threads-here = Qui le partite non possono avere un thread proprio ({ $place }): usa `/{ cmd-lyngk } { cmd-lyngk-challenge }` senza `thread`, o avviala in un canale testuale o forum.
discord-place-voice-chat = la chat di un canale vocale
discord-place-other = questo tipo di canale
discord-apology = Spiacente, qualcosa è andato storto dalla parte del bot. Non è cambiato nulla; riprova.
discord-game-on = La partita si gioca in { $thread }.
discord-league-games = Partite: { $threads }
discord-league-threads-failed = { $count ->
    [one] { $count } thread non è stato aperto
   *[other] { $count } thread non sono stati aperti
} (qui mi serve { discord-permission-create-public-threads }): esegui di nuovo `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start }` per riprovare.
discord-answered-privately = Risposta inviata in privato.
discord-inactive-button = Questo pulsante non è più attivo.
discord-overflow = … (il testo completo è allegato come { $file })
discord-thread-name = LYNGK: { $first } contro { $second }
discord-thread-name-open = LYNGK: { $player } (posto libero)
discord-thread-name-ai = LYNGK: { $player } contro l’IA, livello { $level }

discord-permission-view-channel = Visualizzare il canale
discord-permission-send-messages = Inviare messaggi
discord-permission-embed-links = Incorporare link
discord-permission-attach-files = Allegare file
discord-permission-create-public-threads = Creare thread pubblici
discord-permission-send-messages-in-threads = Inviare messaggi nei thread

discord-answer-above = la tua risposta è qui sopra.
discord-answered-late = _Discord non ha accettato questa risposta in tempo, quindi arriva in ritardo. Quello che dice è stato fatto._

discord-digest-first-dm = Il tuo riepilogo giornaliero di LYNGK arriverà qui: una volta al giorno, le partite in cui tocca a te.
discord-digest-dms-closed = Non posso inviarti messaggi diretti, quindi il riepilogo resta disattivato: non condividi con me un server che li consenta, hai disattivato i messaggi diretti dai membri del server oppure hai bloccato il bot. Consenti i messaggi diretti dai membri di questo server (nelle sue impostazioni di privacy), poi scegli di nuovo `reminders:digest`.

discord-forum-needs-tag = Questo forum richiede un tag su ogni post (la sua impostazione **Richiedi di selezionare i tag quando si pubblica**) e non ha tag che il bot possa applicare. Aggiungi un tag chiamato `LYNGK` (non riservato ai moderatori) oppure disattiva quell’impostazione.

discord-league-threads-opening = { $count ->
    [1] Sto aprendo il thread della partita; scriverò qui quando sarà aperto.
   *[other] Sto aprendo i { $count } thread delle partite; scriverò qui quando saranno tutti aperti.
}
discord-league-threads-open = { $count ->
    [1] Il thread della partita è aperto.
   *[other] I { $count } thread delle partite sono aperti.
}
