# Turnieje (system szwajcarski): ogłoszenia, tabela, kojarzenia i odmowy.

event-created = **{ $actor }** otworzył(a) turniej szwajcarski **{ $event }** ({ $variant }, rund: { $rounds }, dni na ruch: { $days }, dni na rundę: { $round-days }, { $rated ->
        [true] rankingowy
       *[other] nierankingowy
    }). Dołącz przez `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`; organizator rozpoczyna go przez `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
event-joined = **{ $player }** dołączył(a) do turnieju **{ $event }** ({ $roster }).
event-joined-late = **{ $player }** dołączył(a) do trwającego turnieju **{ $event }** i gra od następnej rundy ({ $roster }).
event-left = **{ $player }** opuścił(a) turniej **{ $event }** ({ $roster }).
event-withdrawn = **{ $player }** wycofał(a) się z turnieju **{ $event }** i odpada z kolejnych kojarzeń.
event-forfeit = Partia { $game }: **{ $loser }** wycofał(a) się, więc { $winner } wygrywa walkowerem.
event-deadline-draw = Partia { $game } dotrwała do terminu rundy z czasem na obu zegarach: remis między { $first } a { $second }.
event-round-opens = **{ $event }**, runda { $round } z { $rounds }: partie są otwarte, każda we własnym wątku. Termin: { $deadline }.
event-pairing-line = { $white } (zaczyna) kontra { $black }
event-bye-line = { $player } pauzuje w tej rundzie (jeden punkt).
event-thread-name = LYNGK { $event } · runda { $round } · { $first } kontra { $second }
event-opening = Turniej **{ $event }**, runda { $round }: partia { $game } między **{ $first }** (gracz 1) a **{ $second }** (gracz 2), { $variant }, { $days ->
        [one] { $days } dzień
       *[other] { $days } dni
    } na ruch.
event-reopening = Turniej **{ $event }** trwa; otwieram brakujące wątki.
event-over = Turniej **{ $event }** się zakończył. Gratulacje, **{ $winner }**!
event-is-over = Turniej się zakończył.
event-not-started-yet = Turniej **{ $event }** jeszcze się nie rozpoczął ({ $roster }).
event-standings-title = **Turniej LYNGK { $event } · tabela po rundzie { $round } z { $rounds }**
swiss-standings-image-title = Turniej LYNGK { $event } · tabela (system szwajcarski)
event-pairings-title = **{ $event } · runda { $round }**
event-pairings-bye = { $player }: pauza
event-pairings-game = { $white } kontra { $black }: { $result ->
        [running] w toku
        [white-won] 1-0
        [black-won] 0-1
        [draw] ½-½
        [void] unieważniona (0-0)
        [white-forfeit-win] 1-0 walkowerem
        [black-forfeit-win] 0-1 walkowerem
       *[other] { $result }
    }
event-exported = Turniej **{ $event }** jako raport turniejowy FIDE (TRF).
event-list-empty = Na tym serwerze nie ma jeszcze turniejów.
event-list-title = **Turnieje na tym serwerze**
event-list-line = **{ $event }** ({ $format ->
        [swiss] system szwajcarski
        [knockout] pucharowy
        [round_robin] każdy z każdym
       *[other] { $format }
    }): { $state ->
        [open] zapisy otwarte
        [running] w toku
       *[other] zakończony
    }, graczy: { $players }, runda { $round } z { $rounds }
event-list-league-line = **{ $event }** (liga): w toku, graczy: { $players }, rozegrane partie: { $played } z { $games }

events-buchholz-cut1 = BH-1
events-buchholz = BH
events-sonneborn-berger = SB
events-progressive = Prog

refusal-admin-create-event = Tylko administrator serwera (uprawnienie Zarządzanie serwerem) może utworzyć turniej.
refusal-event-bad-name = Nazwa turnieju ma od 1 do { $max } znaków: litery, cyfry, spacje, `-`, `_`, apostrofy lub emoji; „{ $given }” nie jest taką nazwą.
refusal-event-exists = Ten serwer ma już turniej o nazwie { $name }: wybierz inną nazwę.
refusal-event-unknown = Na tym serwerze nie ma turnieju o nazwie „{ $name }”: zobacz `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-list }`.
refusal-event-not-organiser = Tylko organizator turnieju { $name } może to zrobić.
refusal-event-rounds = Turniej szwajcarski ma od 1 do { $max } rund, nie { $given }.
refusal-event-deadline-in-past = Runda trwająca 0 dni osiągnęłaby termin, zanim ktokolwiek zdąży ruszyć: podaj co najmniej 1 dzień.
refusal-event-round-shorter-than-move = Runda trwająca { $round ->
        [one] { $round } dzień
       *[other] { $round } dni
    } jest krótsza niż jeden ruch ({ $move ->
        [one] { $move } dzień
       *[other] { $move } dni
    }): daj rundzie co najmniej tyle dni, co ruchowi.
refusal-event-round-too-long = Runda trwa najwyżej { $max } dni, nie { $given }.
refusal-event-max-players = Turniej mieści od 2 do { $max } graczy, nie { $given }.
refusal-event-rating-range = Przedział rankingu od { $min } do { $max } jest pusty: minimum nie może być większe niż maksimum.
refusal-event-time-loss-share = Udział partii przegranych na czas to od 0 do 100 %, nie { $given }.
refusal-event-too-few-players = Turniej { $name } potrzebuje co najmniej 2 graczy, by się rozpocząć; ma ich { $players }.
refusal-event-too-many-rounds = Turniej { $name } ma { $rounds ->
        [one] { $rounds } rundę
        [few] { $rounds } rundy
       *[many] { $rounds } rund
    }, ale tylko { $players } graczy: każda runda wymaga przeciwnika, z którym jeszcze się nie grało, więc potrzeba więcej graczy (albo mniej rund).
refusal-event-already-started = Turniej { $name } już się rozpoczął: zobacz `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-pairings }`.
refusal-event-late-entry-closed = Turniej { $name } już trwa i nie przyjmuje spóźnionych zgłoszeń.
refusal-event-finished = Turniej { $name } się zakończył: zobacz `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings }`.
refusal-event-not-started = Turniej { $name } jeszcze się nie rozpoczął: nie ma kojarzeń.
refusal-event-full = Turniej { $name } jest pełny ({ $max } graczy).
refusal-event-rating-outside = Turniej { $name } jest dla rankingów od { $min } do { $max }; twój to { $rating }.
refusal-event-time-losses = Turniej { $name } przyjmuje graczy, którzy przegrali na czas najwyżej { $max } % swoich partii tutaj; twoje partie przegrane na czas: { $lost } z { $played } ({ $share } %).
refusal-event-already-joined = Już należysz do turnieju { $name }.
refusal-event-not-playing = { $player } nie gra w turnieju { $name }.
refusal-event-no-such-round = Turniej { $name } nie ma jeszcze rundy { $round }.

# Turnieje pucharowe.
event-created-knockout = **{ $actor }** otworzył(a) turniej pucharowy **{ $event }** ({ $variant }, { $best-of ->
        [1] jedna partia na mecz
       *[other] mecze do { $best-of } partii
    }, dni na ruch: { $days }, dni na rundę: { $round-days }, { $rated ->
        [true] rankingowy
       *[other] nierankingowy
    }). Rozstawienie według rankingu; remisowy mecz rozstrzyga jeszcze jedna partia z zamienionymi miejscami. Zapisz się przez `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`, zanim organizator go rozpocznie przez `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
event-knockout-round-opens = **{ $event }**, runda pucharowa { $round } z { $rounds } ({ $best-of ->
        [1] jedna partia na mecz
       *[other] mecze do { $best-of } partii
    }): pierwsze partie są otwarte, każda we własnym wątku; kolejna partia meczu otwiera się, gdy poprzednia się skończy. Termin: { $deadline }.
event-knockout-bye-line = { $player } przechodzi do następnej rundy bez gry (wolny los).
event-knockout-walkover = { $loser } wycofał(a) się: { $winner } przechodzi dalej walkowerem.
event-knockout-next-game = Mecz { $higher } kontra { $lower } ({ $score }): partia { $number } otwiera się we własnym wątku; { $first } zaczyna.
event-knockout-tiebreak-game = Mecz { $higher } kontra { $lower } jest wyrównany ({ $score }): rozstrzyga partia { $number } z zamienionymi miejscami; { $first } zaczyna.
event-knockout-deadline-decides = Termin rundy rozstrzygnął mecz: { $winner } przechodzi dalej kosztem { $loser } ({ $score }; przy remisie przechodzi wyżej rozstawiony gracz).
event-knockout-match = { $higher } kontra { $lower }: { $score }{ $state ->
        [playing] , trwa partia { $game }
        [decided] , dalej przechodzi **{ $winner }**
       *[other] {""}
    }
event-bracket-title = **Turniej LYNGK { $event } · drabinka pucharowa, { $best-of ->
        [1] jedna partia na mecz
       *[other] mecze do { $best-of } partii
    } · runda { $round } z { $rounds }**
event-bracket-image-title = { $event } · drabinka pucharowa
event-bracket-round = { $left ->
        [1] Finał
        [2] Półfinały
        [3] Ćwierćfinały
       *[other] Runda { $round }
    }
event-bracket-alt = Drabinka pucharowa turnieju { $event }. { $rounds }.
event-bracket-alt-winner = Turniej wygrywa: { $winner }.
events-round = Runda
events-match-score = Wynik
events-goes-through = Dalej
refusal-event-knockout-started = Turniej pucharowy { $name } już trwa, a drabinka jest rozlosowana: nikt nie może się teraz zapisać.
refusal-event-best-of = Mecz pucharowy to 1, 3, 5 lub 7 partii (liczba nieparzysta do { $max }), nie { $given }.
refusal-event-best-of-in-swiss = Mecze do { $given } partii są dla turniejów pucharowych: kojarzenie w systemie szwajcarskim to jedna partia. Pomiń `{ cmd-lyngk-admin-event-create.best_of }` albo wybierz format pucharowy.
refusal-event-knockout-has-no-report = Turniej pucharowy { $name } nie ma raportu turniejowego FIDE (TRF opisuje turnieje w systemie szwajcarskim i każdy z każdym): zobacz drabinkę przez `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings }`.
refusal-event-rounds-in-knockout = Liczba rund turnieju pucharowego wynika z liczby graczy (4 graczy: 2 rundy, od 5 do 8: 3): pomiń `{ cmd-lyngk-admin-event-create.rounds }`.
refusal-event-late-entry-in-knockout = Drabinka turnieju pucharowego jest losowana na starcie, więc nie przyjmuje spóźnionych zgłoszeń: pomiń `{ cmd-lyngk-admin-event-create.late_entry }`.

# An event with a minimum rating and no maximum.
refusal-event-rating-minimum = Turniej { $name } jest dla rankingów od { $min } wzwyż; twój to { $rating }.

## Formats: each refuses, in its own words, an option of `event create` it does not take.
refusal-swiss-takes-no-option = Turniej szwajcarski nie ma ustawienia `{ $option }`: kojarzy pary runda po rundzie według tabeli. Pomiń je albo wybierz format, do którego należy.
refusal-knockout-takes-no-option = Turniej pucharowy nie ma ustawienia `{ $option }`: jego drabinka jest losowana na starcie, a przegrany każdego meczu odpada. Pomiń je albo wybierz format, do którego należy.
refusal-ladder-takes-no-option = Drabina nie ma ustawienia `{ $option }`: nie ma rund ani startu, wspina się po niej wyzwaniami. Pomiń je albo wybierz format, do którego należy.
refusal-round-robin-takes-no-option = Turniej każdy z każdym nie ma ustawienia `{ $option }`: każdy gra z każdym według terminarza ustalonego na starcie. Pomiń je albo wybierz format, do którego należy.
refusal-divisions-takes-no-option = Turniej dywizyjny nie ma ustawienia `{ $option }`: w każdym sezonie dywizje układa się według rankingu, a nowi zaczynają w ostatniej. Pomiń je albo wybierz format, do którego należy.
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
refusal-event-last-round = Turniej { $name } jest w ostatniej rundzie: nowy gracz nigdy nie dostałby pary, więc nie przyjmuje już zgłoszeń.
refusal-event-withdrawn = Wycofałeś się z turnieju { $name }, a kto się wycofał, nie może wrócić.
# The open round's deadline, beside pairings, standings and the event list.
event-round-deadline = Termin rundy { $round }: { $deadline }.
# An event's clock rules (`event settings`).
event-clock-vacation-allowed = W **{ $event }** urlop (zgłoszony lub automatyczny) zatrzymuje zegary partii.
event-clock-vacation-forbidden = W **{ $event }** urlop jest zabroniony: ani zgłoszony, ani automatyczny urlop nie zatrzymuje jego partii, a rundy zachowują swoje terminy.
event-clock-weekends-off = W **{ $event }** zegary partii stoją w soboty i niedziele, w strefie czasowej każdego gracza.
event-clock-weekends-on = W **{ $event }** zegary partii chodzą także w weekendy (wolne weekendy gracza nadal się liczą).
# A knockout round in the bracket image's alt text: its title and its matches.
event-bracket-alt-round = { $round }: { $matches }
