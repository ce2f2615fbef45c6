# Własne słowa terminala wokół odpowiedzi bota (`lyngk play`). Polecenia wpisuje się
# jak na Discordzie, po angielsku, więc przykłady je zachowują.

terminal-intro = LYNGK w terminalu. Wpisuj polecenia jako gracz, np. `alice: challenge bob`, `bob: accept`, `alice: move c3 d4`; `help` je wypisuje, `quit` kończy. Obrazy trafiają do { $folder }.
terminal-default-player = gracz
terminal-now-in-channel = (teraz na kanale { $channel })
terminal-thread-opened = (wątek otwarty: teraz na kanale { $channel })
terminal-league-thread = wątek { $channel } „{ $name }”:
terminal-bot-everyone = bot (dla wszystkich):
terminal-bot-private = bot (tylko dla { $player }):
terminal-ping = wzmianki: { $players }
terminal-buttons = przyciski: { $labels } (wpisz `{ $commands }`)
terminal-file = plik: { $path }
terminal-alt-text = tekst alternatywny: { $text }
terminal-page = strona WWW: { $url }
terminal-file-not-written = ! polecenie wykonano, ale nie udało się zapisać { $file }: { $error }
terminal-internal-error = ! błąd wewnętrzny, sesja trwa dalej: { $error }
terminal-not-utf8 = ! wiersz { $line } nie jest tekstem UTF-8: pominięty
terminal-faults = { $count ->
    [1] Jeden błąd wewnętrzny
    [few] { $count } błędy wewnętrzne
   *[many] { $count } błędów wewnętrznych
} podczas sesji (zgłoszone wyżej)

terminal-unknown-command = nieznane polecenie „{ $command }”: spróbuj help
terminal-missing = { $command } wymaga: { $what }
terminal-needs-channel = numer kanału, np. channel 1001
terminal-needs-colour = kolor, np. claim red
terminal-needs-game = numer zakończonej partii, np. rematch 12
terminal-needs-days = liczba dni, np. vacation 3
terminal-needs-action = jedną z akcji: { $actions }
terminal-needs-name = nazwa, np. { $command } Wiosna
terminal-needs-value = wartość każdej wymaganej opcji: spróbuj help
terminal-needs-cells = dwa pola, np. move c3 d4
terminal-needs-landing = pole docelowe, np. move c3 d4
terminal-unknown-variant = nieznany wariant „{ $given }”: standard lub six
terminal-not-a-choice = `{ $option }` to { $choices }, a nie „{ $given }”
# One of the words a terminal option takes, as typed.
terminal-typed-choice = `{ $choice }`
terminal-unexpected = nieoczekiwane „{ $word }” po { $command }: spróbuj help
terminal-unknown-option = { $command } nie ma opcji „{ $option }:” (dostępne: { $known })
terminal-unknown-option-none = { $command } nie ma opcji „{ $option }:” (nie ma żadnych)
terminal-empty-option = opcja „{ $option }:” wymaga wartości, np. { $example }
terminal-not-a-channel = kanał to numer, np. channel 1001, a nie „{ $given }”
terminal-not-a-number = `{ $option }` musi być liczbą całkowitą, a nie „{ $given }”
terminal-not-reminders = przypomnienia to channel, digest lub off, a nie „{ $given }”
terminal-not-a-language = język to auto, en, de, fr, it, nl, es, pl lub hu, a nie „{ $given }”
terminal-not-a-flag = `{ $option }` to true lub false, a nie „{ $given }”
terminal-joined-cells = „{ $word }” to dwa pola: wstaw między nie spację, np. move { $from } { $to }
terminal-not-the-ai = SI LYNGK sama wykonuje swoje ruchy: pisz jako inny gracz
terminal-open-quote = znak " otwiera nazwę w cudzysłowie, która nie jest zamknięta

# Repeated options, option bounds and a bare /lyngk in the terminal.
terminal-repeated-option = `{ $option }` podano dwa razy: podaj każdą opcję tylko raz
terminal-out-of-range = `{ $option }` przyjmuje liczbę całkowitą od { $min } do { $max }, a nie „{ $given }”
terminal-bare-command = wpisz polecenie po { $command }, np. { $command } help

# What the background job posts, in the terminal.
terminal-job-post = (zadanie w tle publikuje na kanale { $channel })
terminal-job-direct = (zadanie w tle wysyła { $player } wiadomość prywatną)

## Game records given to `lyngk play` (docs/record.md)
terminal-record-replayed = Zapis partii odtworzony według zasad: { $first } kontra { $second } · ziarno { $seed } · { $result }
terminal-record-goes-on = partia trwa dalej

# The last line of `lyngk event simulate`: what the simulated event came to, as labelled figures.
simulate-summary-swiss = gracze: { $players } (dopisani później: { $late }, wycofani: { $withdrew }) · rundy: { $rounds } · partie: { $games } · remisy w terminie: { $draws } · przegrane walkowerem: { $forfeits } · { $seconds } s
simulate-summary-knockout = gracze: { $players } · do { $best-of } wygranych partii · rundy: { $rounds } · partie: { $games } (partie dogrywkowe: { $tiebreaks }, otwarte do terminu: { $left-to-deadline }) · mecze rozstrzygnięte terminem: { $decided } · wycofania: { $withdrew } (partie przegrane walkowerem: { $forfeits }, awanse bez gry: { $walkovers }) · zwycięzca: { $winner } · { $seconds } s
simulate-summary-round-robin = gracze: { $players } (wycofani: { $withdrew }) · rundy: { $rounds } · partie jednocześnie: { $games } · remisy: { $draws } · przegrane na czas: { $time-losses } · przegrane walkowerem: { $forfeits } · { $seconds } s
simulate-summary-divisions = gracze: { $players } · sezony: { $seasons } · partie: { $games } · remisy w terminie: { $draws } · przegrane walkowerem: { $forfeits } · odeszli: { $left } · { $seconds } s
simulate-summary-ladder = gracze: { $players } · dni: { $days } · wyzwania: { $challenges } · przyjęte: { $accepted } (rozegrane do końca: { $played }, remisy: { $drawn }) · awanse: { $climbed } · utrzymane miejsca: { $held } · wygasłe: { $expired } · spadki za brak aktywności: { $dropped } · odeszli: { $left } · { $seconds } s
