# Cosa ha fatto un server al luogo di una partita: canale o thread eliminato, thread
# tenuto chiuso dai moderatori, messaggio che il bot non ha potuto inviare.

place-deleted-game-aborted = La partita { $game } tra { $first } e { $second } è annullata: il suo canale o thread è stato eliminato. Non conta per la classifica; in una lega conta come giocata, senza punti per nessuno.
place-closed-game-aborted = La partita { $game } tra { $first } e { $second } è annullata: i moderatori hanno tenuto chiuso il suo thread per { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }. Non conta per la classifica; in una lega conta come giocata, senza punti per nessuno.
place-post-refused-access = Nota: non ho potuto scrivere nel canale di questa partita (un promemoria o la mossa dell’IA) perché non lo vedo più. I moderatori possono ridarmi **Visualizzare il canale** qui.
place-post-refused-permissions = Nota: non ho potuto scrivere nel canale di questa partita (un promemoria o la mossa dell’IA) perché mi è stato tolto un permesso. I moderatori possono ridarmi **Inviare messaggi**, **Incorporare link** e **Allegare file** qui.
place-private-thread = Non posso unirmi a questo thread privato, quindi qui non potrei pubblicare promemoria né le mosse dell’IA. Aggiungimi al thread (menzionami) o dammi **Gestire i thread**, poi riprova.
