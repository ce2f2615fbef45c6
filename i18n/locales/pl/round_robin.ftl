# Turnieje każdy z każdym: ogłoszenia, tabela i odmowy.

event-created-round-robin = **{ $actor }** otworzył(a) turniej każdy z każdym **{ $event }** ({ $variant }, { $legs ->
        [2] każda para dwa razy, z zamienionymi miejscami
       *[other] każda para raz
    }, dni na ruch: { $days }, dni na rundę: { $round-days }, { $rated ->
        [true] rankingowy
       *[other] nierankingowy
    }). Liczba rund wynika z liczby graczy (najwyżej { $max }), którzy grają ze sobą runda po rundzie. Zapisz się przez `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`, zanim organizator go rozpocznie przez `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
round-robin-bye-line = { $player } pauzuje w tej rundzie (bez partii i bez punktów).
round-robin-walkover-line = { $winner } wygrywa walkowerem: { $loser } wycofał(a) się.
round-robin-withdrawn-bye-line = { $player } nie gra w tej rundzie: { $opponent } wycofał(a) się.
round-robin-round-without-games = **{ $event }**, runda { $round } z { $rounds }: nie ma partii do rozegrania, w każdej partii tej rundy był gracz, który się wycofał.
round-robin-standings-image-title = Turniej LYNGK { $event } · tabela systemu kołowego
round-robin-standings-subtitle = { $over ->
        [true] Tabela końcowa
       *[other] Po rundzie { $round } z { $rounds }
    }

round-robin-refusal-rounds = Żaden { $legs ->
        [double] podwójny
       *[other] pojedynczy
    } turniej każdy z każdym nie ma { $given } rund: n graczy gra n - 1 rund, gdy n jest parzyste, i n, gdy jest nieparzyste{ $legs ->
        [double] , i to dwa razy
       *[other] {""}
    }. Pomiń `{ cmd-lyngk-admin-event-create.rounds }`, a liczba rund wyniknie z liczby graczy.
round-robin-refusal-rounds-disagree = Turniej każdy z każdym { $name } utworzono z liczbą rund { $rounds }, ale liczba graczy { $players } daje rund: { $needed }. Na { $rounds } rund potrzeba graczy: { $fitting }. Zmień skład albo utwórz turniej ponownie bez `{ cmd-lyngk-admin-event-create.rounds }`.
round-robin-refusal-late-entry = Terminarz turnieju każdy z każdym ustala się na starcie, więc nie przyjmuje spóźnionych zgłoszeń: pomiń `{ cmd-lyngk-admin-event-create.late_entry }`.
round-robin-refusal-best-of = Mecze do { $given } partii są dla turniejów pucharowych: każde kojarzenie w systemie kołowym to jedna partia. Pomiń `{ cmd-lyngk-admin-event-create.best_of }`.
round-robin-refusal-max-players = { $legs ->
        [double] Podwójny
       *[other] Pojedynczy
    } turniej każdy z każdym mieści najwyżej { $max } graczy (turniej ma najwyżej 30 rund), a nie { $given }.
round-robin-refusal-full = Turniej każdy z każdym { $name } jest pełny: { $legs ->
        [double] podwójny
       *[other] pojedynczy
    } turniej tego typu mieści najwyżej { $max } graczy.
round-robin-refusal-started = Turniej każdy z każdym { $name } już trwa, a terminarz jest ustalony: nikt nie może się teraz zapisać.
round-robin-refusal-round-days-all-at-once = Turniej każdy z każdym ze wszystkimi partiami naraz nie ma terminów rund (liczą się tylko zegary partii): pomiń `{ cmd-lyngk-admin-event-create.round_days }`.
