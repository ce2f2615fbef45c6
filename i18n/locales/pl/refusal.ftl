refusal-no-game = Na tym kanale nie ma żadnej partii. Rozpocznij ją poleceniem `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
refusal-no-game-here = Na tym kanale nie ma żadnej partii. Twoje: { $games }.
refusal-your-game-in = partia { $game } na { $channel }
refusal-your-challenge-in = wyzwanie { $game } na { $channel }
refusal-not-started = Partia się nie rozpoczęła: wyzwanie wciąż czeka na odpowiedź.
refusal-no-challenge = Na tym kanale nie czeka żadne wyzwanie.
refusal-channel-busy = Na tym kanale jest już partia ({ $game }). Najpierw ją dokończ albo rozpocznij swoją w wątku.
refusal-busy-playing = { $one } kontra { $two }
refusal-busy-challenge = { $challenger } wyzwał(a) { $opponent }
refusal-busy-open = otwarte wyzwanie gracza { $challenger }
refusal-busy-just-created = właśnie utworzona
refusal-self-challenge = Nie możesz wyzwać samego siebie.
refusal-own-challenge = Nie możesz przyjąć własnego wyzwania: poczekaj, aż ktoś zajmie miejsce.
refusal-not-challenged = To wyzwanie jest dla gracza { $name }: tylko ta osoba może na nie odpowiedzieć.
refusal-not-your-challenge = Tylko { $name }, autor tego otwartego wyzwania, może je wycofać.
refusal-already-started = Na tym kanale trwa już partia.
refusal-not-a-player = Nie grasz w tej partii ({ $game }).
refusal-not-your-turn = To nie twoja tura: teraz ruch wykonuje { $name }.
refusal-game-over = Ta partia się skończyła: { $result }
refusal-position-changed = Partia zmieniła się w trakcie obsługi twojego polecenia: spójrz na planszę i spróbuj ponownie.
refusal-bad-origin = Pole startowe: { $error }
refusal-bad-landing = Pole docelowe: { $error }
refusal-bad-cell = Pole: { $error }
refusal-joined-cells = „{ $text }” wygląda na dwa pola wpisane razem: podaj pole startowe i docelowe osobno, np. `/{ cmd-lyngk } { cmd-lyngk-move } { $from } { $to }`.
refusal-bad-colour = „{ $text }” to nie kolor, nad którym możesz przejąć kontrolę: użyj I, B, R, G lub K (beżowy, niebieski, czerwony, zielony, czarny).
refusal-joker-claim = Nad granitowymi pionami (dżokerami) nie można przejąć kontroli: użyj I, B, R, G lub K (beżowy, niebieski, czerwony, zielony, czarny).
refusal-illegal = To niedozwolone: { $error }. Dozwolone ruchy pokazuje `/{ cmd-lyngk } { cmd-lyngk-moves }`.
refusal-own-colour = Już kontrolujesz kolor { $colour }: jest twój. Przesuń stos z tym kolorem na wierzchu poleceniem `/{ cmd-lyngk } { cmd-lyngk-move }`.
refusal-colour-taken = To niedozwolone: kolor { $colour } kontroluje już { $name }. Dozwolone ruchy pokazuje `/{ cmd-lyngk } { cmd-lyngk-moves }`.
refusal-needs-claim = Bez przejęcia kontroli nad kolorem to niedozwolone: { $error }. Po wcześniejszym przejęciu koloru jest dozwolone: { $hint }.
refusal-claim-command = `/{ cmd-lyngk } { cmd-lyngk-move } { $from } { $to } { cmd-lyngk-move.claim }:{ $claim }`
refusal-empty-cell = Na polu { $cell } nie ma stosu: `/{ cmd-lyngk } { cmd-lyngk-moves }` pokazuje stosy, które możesz przesunąć.
refusal-no-game-to-rematch = Na tym kanale nie ma zakończonej partii { $game } do rewanżu.
refusal-cannot-move-from = Stos z pola { $cell } nie może się ruszyć w tej turze.
refusal-bad-days-per-move = Dni na ruch: 1, 2, 3, 5, 7 lub 14 (albo nic, by grać bez zegara), nie { $given }.
refusal-already-done = Już zrobione (ta prośba dotarła dwa razy):
refusal-inactive-button = Ten przycisk nie jest już aktywny.
refusal-admin-create-league = Tylko administrator serwera (uprawnienie Zarządzanie serwerem) może utworzyć ligę.
refusal-admin-start-league = Tylko administrator serwera (uprawnienie Zarządzanie serwerem) może rozpocząć ligę.
refusal-admin-server-settings = Tylko administrator serwera (uprawnienie Zarządzanie serwerem) może zmienić ustawienia serwera.
refusal-bad-league-name = Nazwa ligi ma od 1 do { $max } znaków: litery, cyfry, spacje, `-`, `_`, apostrofy lub emoji. „{ $given }” nią nie jest.
refusal-league-exists = Ten serwer ma już ligę o nazwie { $name }: wybierz inną nazwę.
refusal-no-league = Na tym serwerze nie ma ligi o nazwie „{ $name }”.
refusal-league-started = Liga { $name } już się rozpoczęła: nie można już do niej dołączyć ani jej opuścić.
refusal-already-joined = Już należysz do ligi { $name }.
refusal-not-joined = Nie należysz do ligi { $name }.
refusal-league-full = Liga { $name } jest pełna (graczy: { $max }).
refusal-league-too-small = Liga { $name } potrzebuje co najmniej 2 graczy, by się rozpocząć; ma ich { $players }.
refusal-league-running = Liga { $name } już trwa: zobacz `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-standings }`.
refusal-threads-being-opened = Wątki ligi { $name } są właśnie otwierane; jeśli któryś się nie otworzy, uruchom potem ponownie `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start }`.
refusal-league-finished = Liga { $name } się zakończyła: zobacz `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-standings }`.
refusal-not-finished = Rewanż jest dla zakończonych partii: ta wciąż trwa.
refusal-no-such-game = Na tym kanale nie ma rozpoczętej partii { $game }: `/{ cmd-lyngk } { cmd-lyngk-replay }` bez numeru odtwarza ostatnią.
refusal-no-such-game-to-review = Na tym kanale nie ma rozpoczętej partii { $game }: `/{ cmd-lyngk } { cmd-lyngk-review }` bez numeru analizuje ostatnią zakończoną.
refusal-game-elsewhere = Partia { $game } toczy się na { $channel }: użyj polecenia tam.
refusal-replay-live-game = Trwającą partię mogą odtworzyć tylko jej gracze ({ $game }); po zakończeniu każdy.
refusal-replay-too-large = Zapis tej partii jest za duży, by go wysłać: { $why }
refusal-win-on-time = Nie możesz wygrać na czas: { $why }.
refusal-win-on-time-no-clock = ta partia nie ma zegara, więc nie można jej wygrać na czas
refusal-win-on-time-own-turn = to twoja tura: tylko przeciwnik mógłby wygrać na czas
refusal-win-on-time-time-left = pozostały czas przeciwnika na ruch: { $left }
refusal-abort = Tej partii nie można przerwać: { $why }.
refusal-abort-no-clock = ta partia nie ma zegara; zamiast tego się poddaj
refusal-abort-started = partia się rozpoczęła; zamiast tego się poddaj
refusal-abort-time-left = gracz, który ma ruch, ma jeszcze { $left } na pierwszy ruch
refusal-vacation = Nie zapisano urlopu: { $why }.
refusal-vacation-empty = urlop trwa co najmniej jeden dzień
refusal-vacation-overlaps = masz już urlop zapisany w tym okresie
refusal-vacation-allowance = to przekroczyłoby twój limit urlopu (dni w roku: { $allowance }): wykorzystane w roku kończącym się tym urlopem: { $used }, żądane: { $requested }
refusal-digest-hour = Ustawienia bez zmian: godzina podsumowania musi być od 0 do 23 (UTC), nie { $hour }.
refusal-not-in-server = Ustawienia serwera należą do serwera: użyj tego polecenia na serwerze.

cell-error-malformed = „{ $text }” to nie pole: wpisz literę kolumny A–I i numer rzędu, np. C3
cell-error-no-such-row = kolumna { $column } ma rzędy od 1 do { $rows }, więc nie ma pola { $column }{ $row }

play-error-game-over = partia się skończyła
play-error-no-stack = na polu { $cell } nie ma stosu
play-error-joker = dżoker na polu { $cell } nie może się ruszyć: dżoker nigdy nie porusza się sam
play-error-opponents-stack = stos na polu { $cell } ma na wierzchu kolor { $colour }, { $mover ->
    [opponent] twój kolor, którego przeciwnik nie może przesuwać
   *[you] kolor przeciwnika
}
play-error-same-cell = ruch prowadzi z jednego pola na inne, nie z { $cell } na to samo pole
play-error-empty-landing = pole { $cell } jest puste: ruch zawsze kończy się na stosie
play-error-blocked = { $blocker } stoi między { $from } a { $to }: stos nie przeskakuje innego stosu
play-error-not-reachable = pola { $to } nie da się osiągnąć z { $from }: ruch idzie w linii prostej do pierwszego stosu
play-error-no-chain = pola { $to } nie da się osiągnąć z { $from } ani w linii prostej, ani zasadą LYNGK
play-error-lyngk-point = stos (kolor na wierzchu: { $colour }) nie może zatrzymać się na { $cell }: tam też jest na wierzchu kolor { $colour }, punkt pośredni, więc ruch idzie stamtąd dalej
play-error-repeated-colour = stos na polu { $cell } zawiera już kolor { $colour }: w stosie żaden kolor nie występuje dwa razy
play-error-too-high = powstałby stos z { $height ->
    [one] { $height } piona
   *[many] { $height } pionów
}; najwięcej to { $max }
play-error-neutral-too-low = neutralny stos wchodzi tylko na stos tej samej lub mniejszej wysokości: ma { $moving ->
    [one] { $moving } pion
    [few] { $moving } piony
   *[many] { $moving } pionów
}, stos na polu { $cell } ma { $target }
play-error-colour-taken = kolor { $colour } kontroluje już gracz { $player }
play-error-no-claims-left = { $mover ->
    [opponent] przeciwnik kontroluje już dwa kolory, najwięcej, ile wolno graczowi
   *[you] kontrolujesz już dwa kolory, najwięcej, ile wolno graczowi
}
play-error-claimed-this-turn = w tej turze kolor { $colour } został już przejęty: jedno przejęcie na turę
play-error-claim-with-pass = po przejęciu kontroli nad kolorem zawsze następuje ruch, nigdy pas
play-error-pass-with-moves = nie możesz spasować, dopóki masz ruch
play-error-claim-leaves-no-move = po tym przejęciu (kolor: { $colour }) nie byłoby żadnego ruchu, więc jest ono niedozwolone

# Clock settings refused
refusal-time-zone = Ustawienia bez zmian: „{ $zone }” nie jest strefą czasową. Wybierz jedną z listy, np. Europe/Warsaw lub America/Santiago.
refusal-sleep-malformed = Ustawienia bez zmian: zapisz godziny snu jak 23:00-07:00 lub off.
refusal-sleep-empty = Ustawienia bez zmian: godziny snu nie mogą zaczynać się i kończyć o tej samej porze.
refusal-sleep-too-long = Ustawienia bez zmian: godziny snu trwają najwyżej 10 godzin; { $window } to dłużej.
