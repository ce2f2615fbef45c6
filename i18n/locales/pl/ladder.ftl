# Drabiny: ogłoszenia, drabina jako tekst i obraz, odmowy.

ladder-created = **{ $actor }** otworzył(a) drabinę **{ $event }** ({ $variant }, dni na ruch: { $days }, { $rated ->
        [true] rankingowa
       *[other] nierankingowa
    }). Dołącz na samym dole przez `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` i wyzwij gracza stojącego najwyżej { $reach ->
        [one] { $reach } miejsce
        [few] { $reach } miejsca
       *[many] { $reach } miejsc
    } nad tobą przez `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-challenge }`. Wyzwanie nieprzyjęte w ciągu { $days ->
        [one] { $days } dnia
       *[other] { $days } dni
    } wygrywa wyzywający; po { $inactive } dniach bez gry gracz spada na sam dół.
ladder-joined = **{ $player }** dołączył(a) do drabiny **{ $event }** na miejscu { $place }.
ladder-left = **{ $player }** opuścił(a) drabinę **{ $event }**; gracze poniżej przesuwają się w górę.
ladder-challenged = **{ $challenger }** (miejsce { $from }) wyzywa { $defender } (miejsce { $place }) na drabinie **{ $event }**. Przyjmij przez `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-accept } { $event }` do { $until }, inaczej wyzywający zajmie twoje miejsce.
ladder-accepted = **{ $defender }** przyjął(-ęła) wyzwanie od **{ $challenger }** na drabinie **{ $event }**: partia { $game } otwiera się we własnym wątku.
ladder-thread-name = LYNGK drabina { $event } · { $first } kontra { $second }
ladder-opening = Drabina **{ $event }**: partia { $game } między **{ $first }** (gracz 1, wyzywający) a **{ $second }** (gracz 2), { $variant }, { $days ->
        [one] { $days } dzień
       *[other] { $days } dni
    } na ruch. Jeśli wyzywający wygra, zajmie miejsce wyzwanego gracza.
ladder-climbed = Drabina **{ $event }**: **{ $challenger }** pokonał(a) { $defender } i zajmuje miejsce { $place }; { $defender } i gracze pomiędzy schodzą o jedno miejsce.
ladder-held = Drabina **{ $event }**: { $defender } utrzymuje miejsce { $place } w starciu z { $challenger }.
ladder-expired = Drabina **{ $event }**: { $defender } nie przyjął(-ęła) wyzwania na czas, więc { $challenger } wygrywa wyzwanie i zajmuje miejsce { $place }.
ladder-dropped = Drabina **{ $event }**: **{ $player }** od dawna nie gra i spada na sam dół (miejsce { $place }).
ladder-standings-title = **LYNGK drabina { $event }** · { $players ->
        [one] { $players } gracz
        [few] { $players } gracze
       *[many] { $players } graczy
    }, wyzwania najwyżej o { $reach ->
        [one] { $reach } miejsce
        [few] { $reach } miejsca
       *[many] { $reach } miejsc
    } w górę
ladder-image-title = LYNGK drabina { $event }
ladder-empty = Na drabinie **{ $event }** nikogo jeszcze nie ma: dołącz przez `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`.
ladder-column-challenge = Wyzwanie
ladder-note-challenges = wyzywa: { $player } ({ $place })
ladder-note-challenged-by = wyzwanie od: { $player } ({ $place })
ladder-note-playing = gra z: { $player } ({ $place })
ladder-image-place = { $place }. { $player }
ladder-image-place-note = { $place }. { $player }, { $note }
ladder-image-alt = { $title }: { $places }.
ladder-list-line = **{ $event }** (drabina): { $players ->
        [one] { $players } gracz
        [few] { $players } gracze
       *[many] { $players } graczy
    }, otwarte wyzwania: { $open }

ladder-refusal-reach = Wyzwanie sięga od 1 do { $max } miejsc w górę, nie { $given }.
ladder-refusal-inactive-days = Gracz spada na sam dół po 1–{ $max } dniach bez gry, nie po { $given }.
ladder-refusal-not-a-ladder = Turniej { $name } nie jest drabiną: wyzwania są tylko na drabinach.
ladder-refusal-no-start = Drabiny { $name } nie trzeba rozpoczynać: jest otwarta od utworzenia, a wyzwania można rzucać w każdej chwili.
ladder-refusal-no-rounds = Drabina { $name } nie ma rund: zobacz `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings } { $name }`.
ladder-refusal-you-are-not-on-it = Nie ma cię na drabinie { $name }: dołącz przez `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $name }`.
ladder-refusal-not-on-it = { $player } nie stoi na drabinie { $name }.
ladder-refusal-yourself = Nie możesz wyzwać samego siebie: wyzwij gracza stojącego nad tobą.
ladder-refusal-not-above = { $player } nie stoi nad tobą na drabinie: wyzwij gracza stojącego nad tobą.
ladder-refusal-too-far-up = { $player } stoi { $places ->
        [one] { $places } miejsce
        [few] { $places } miejsca
       *[many] { $places } miejsc
    } nad tobą; wyzwanie sięga najwyżej o { $reach ->
        [one] { $reach } miejsce
        [few] { $reach } miejsca
       *[many] { $reach } miejsc
    } w górę.
ladder-refusal-you-are-busy = Masz już otwarte wyzwanie na tej drabinie: najpierw je dokończ.
ladder-refusal-busy = { $player } ma już otwarte wyzwanie na tej drabinie: wyzwij tę osobę, gdy się skończy.
ladder-refusal-nothing-to-accept = Na drabinie { $name } nikt nie czeka na twoją odpowiedź.
ladder-refusal-not-yours-to-accept = To wyzwanie jest skierowane do { $player }: tylko ta osoba może je przyjąć.
