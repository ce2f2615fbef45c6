# Dywizje i sezony: ogłoszenia, tabele dywizji i odmowy.

divisions-created = **{ $actor }** otworzył(a) turniej dywizyjny **{ $event }** ({ $variant }, dywizje do { $size } graczy, { $days ->
        [one] { $days } dzień
       *[other] { $days } dni
    } na ruch, { $round-days ->
        [one] { $round-days } dzień
       *[other] { $round-days } dni
    } na rundę, { $rated ->
        [true] rankingowy
       *[other] nierankingowy
    }). W każdym sezonie każda dywizja gra { $play ->
        [round_robin_double] własny podwójny turniej każdy z każdym (każdy gra z każdym dwa razy, z zamienionymi miejscami)
        [round_robin] własny turniej każdy z każdym (każdy gra z każdym raz)
       *[other] własny system szwajcarski
    }; na koniec { $movers ->
        [one] najlepszy gracz ({ $movers }) z każdej dywizji awansuje, a ostatni ({ $movers }) spada
       *[other] najlepsi ({ $movers }) z każdej dywizji awansują, a ostatni ({ $movers }) spadają
    }, i następny sezon zaczyna się sam { $pause ->
        [one] { $pause } dzień
       *[other] { $pause } dni
    } później. Dołącz przez `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`; organizator(ka) rozpoczyna pierwszy sezon przez `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
divisions-season-opens = **{ $event }**, sezon { $season }: { $players ->
        [one] { $players } gracz
        [few] { $players } gracze
       *[other] { $players } graczy
    } w { $divisions ->
        [one] { $divisions } dywizji
       *[other] { $divisions } dywizjach
    }, według rankingu. Każda dywizja to osobny turniej:
divisions-season-over = **{ $event }**: sezon { $season } dobiegł końca. Końcowe tabele dywizji:
divisions-moves = Dywizja { $division } · awans: { $up } · spadek: { $down }
divisions-nobody = nikt
divisions-no-moves = { $divisions ->
    [one] Nikt nie awansuje ani nie spada: jest tylko jedna dywizja.
   *[other] W tym sezonie nikt nie awansuje ani nie spada.
}
divisions-next-season = Sezon { $season } turnieju **{ $event }** zacznie się sam { $opens }. Do tego czasu `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-leave } { $event }` wypisuje cię z niego, a nowe osoby zaczynają w najniższej dywizji.
divisions-too-few-to-go-on = **{ $event }** się kończy: na nowy sezon { $players ->
        [one] został tylko { $players } gracz
        [few] zostali tylko { $players } gracze
       *[other] zostało tylko { $players } graczy
    }.
divisions-joined-next-season = **{ $player }** dołączył(a) do **{ $event }** i zaczyna w najniższej dywizji w sezonie { $season }.
divisions-left = **{ $player }** opuścił(a) **{ $event }** i nie zagra w następnym sezonie.
divisions-standings-title = **Dywizje LYNGK { $event } · sezon { $season }{ $over ->
        [true] {""} (zakończony)
       *[other] {""}
    }**
divisions-image-title = { $event } · sezon { $season } · dywizja { $division }
divisions-image-subtitle = { $players ->
        [one] { $players } gracz
        [few] { $players } gracze
       *[other] { $players } graczy
    }, { $rounds ->
        [one] { $rounds } runda
        [few] { $rounds } rundy
       *[other] { $rounds } rund
    } { $format ->
        [round_robin] systemu każdy z każdym
       *[other] systemu szwajcarskiego
    }
divisions-list-line = **{ $event }** (dywizje): { $state ->
        [open] zapisy otwarte
        [pause] przerwa między sezonami
        [finished] zakończony
       *[running] w toku
    }, sezon { $season }, { $players ->
        [one] { $players } gracz
        [few] { $players } gracze
       *[other] { $players } graczy
    }

divisions-refusal-division-size = Dywizja liczy od 2 do { $max } graczy, nie { $given }.
divisions-refusal-too-many-movers = { $movers } w górę i { $movers } w dół to więcej niż połowa dywizji liczącej { $size }: góra i dół by się pokryły.
divisions-refusal-pause-days = Przerwa między sezonami trwa od 0 do { $max } dni, nie { $given }.
divisions-refusal-rounds = Dywizja { $size } graczy gra od 1 do { $max } rund, nie { $given }.
divisions-refusal-too-few-players = **{ $name }** potrzebuje co najmniej 2 graczy, by rozpocząć pierwszy sezon; zapisanych: { $players }.
divisions-refusal-best-of = Dywizje grają pojedynczymi partiami; „do { $given } partii” jest tylko w turniejach pucharowych.
divisions-refusal-report-per-division = **{ $name }** ma raport turniejowy dla każdej dywizji: wyeksportuj go pod nazwą dywizji, np. `{ $example }`.
divisions-refusal-round-robin-too-big = Dywizja grająca systemem każdy z każdym ma najwyżej { $max } graczy, nie { $size }: wybierz mniejszy `{ cmd-lyngk-admin-event-create.division_size }` albo system szwajcarski.
divisions-refusal-rounds-in-round-robin = W dywizji grającej systemem każdy z każdym każdy gra z każdym { $legs ->
        [2] dwa razy
       *[other] raz
    }, więc liczba rund wynika z liczby graczy: pomiń `{ cmd-lyngk-admin-event-create.rounds }` (podano { $given }).
divisions-refusal-legs-in-swiss = `{ cmd-lyngk-admin-event-create.legs }` dotyczy tylko dywizji grających systemem każdy z każdym: dodaj `{ cmd-lyngk-admin-event-create.division_format }:{ cmd-choice-round-robin }` albo pomiń to ustawienie w dywizjach grających systemem szwajcarskim.
