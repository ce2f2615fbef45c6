clock-out-of-time = tempo scaduto
clock-time-left = { $left } rimanenti
clock-no-clock = senza orologio
clock-more = … e altre { $count }

clock-note = Orologio: { $first } { $first-left } · { $second } { $second-left }

clock-digest-heading = { $count ->
    [one] Tocca a te in { $count } partita di LYNGK:
   *[other] Tocca a te in { $count } partite di LYNGK:
}
clock-digest-game = • { $channel } contro { $opponent } ({ $time })

clock-reminder-half = { $player }, un promemoria: è il tuo turno nella partita { $game } contro { $opponent } ({ $left } rimanenti sul tuo orologio).
clock-reminder-final = { $player }, il tuo tempo nella partita { $game } contro { $opponent } sta per scadere: { $left } rimanenti. Muovi ora, oppure prendi una `/{ cmd-lyngk } { cmd-lyngk-vacation }`.

clock-ran-out = **{ $loser }** ha esaurito il tempo. { $winner } vince la partita { $game } per tempo.
clock-aborted = La partita { $game } è annullata: **{ $late }** non ha fatto la prima mossa in tempo. { $cause ->
        [time] Non c’è vittoria a tempo: una partita in cui qualcuno non ha mai mosso è annullata, non persa. Non conta per il punteggio.
       *[asked] Non conta per il punteggio.
    } { $series ->
        [event] Il torneo la registra senza vincitore.
       *[none] { $first } e { $second } possono iniziarne una nuova.
    }

clock-vacation-booked = **Vacanza** prenotata: i tuoi orologi sono fermi per { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }, fino al { $until } ({ $games ->
        [one] { $games } partita con orologio
       *[other] { $games } partite con orologio
    } ora). Hai diritto a { $allowance ->
        [one] { $allowance } giorno
       *[other] { $allowance } giorni
    } in ogni anno.

clock-my-games-none = **Le tue partite**: nessuna in corso qui. Iniziane una con `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
clock-my-games-heading = **Le tue partite** ({ $count }, tocca a te in { $yours }):
clock-my-games-line = • { $channel } partita { $game } contro { $opponent }: { $whose }, { $time }
clock-your-turn = è il tuo turno
clock-their-turn = è il turno di { $opponent }
clock-digest-dms-closed = Il tuo riepilogo giornaliero non ti ha raggiunto: i tuoi messaggi diretti sono chiusi a questo bot. D’ora in poi i promemoria arrivano qui nel canale. Per riavere il riepilogo, consenti i messaggi diretti dai membri di questo server e scegli `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:digest`.
clock-your-turn-untimed = { $player }, tocca a te nella partita { $game } contro { $opponent }.

# Automatic vacation: whole days spent instead of a loss on time, told to both players.
clock-auto-vacation = { $player } ha esaurito il tempo nella partita { $game }, quindi la sua **vacanza automatica** ha speso { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } del suo monte: il suo tempo lì ora scade il { $until }.
# The player to move is in a pause of their off hours (board and mygames).
clock-paused-asleep = { $player } dorme: l’orologio è fermo e riparte tra { $resumes }.
clock-paused-weekend = { $player } è in weekend: l’orologio è fermo e riparte tra { $resumes }.
clock-paused-short-asleep = dorme, riparte tra { $resumes }
clock-paused-short-weekend = weekend, riparte tra { $resumes }
clock-time-with-pause = { $time } ({ $pause })
