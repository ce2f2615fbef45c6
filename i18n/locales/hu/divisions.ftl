# Divíziók és szezonok: bejelentések, divíziónkénti tabellák és elutasítások.

divisions-created = **{ $actor }** megnyitotta a(z) **{ $event }** divíziós versenyt ({ $variant }, legfeljebb { $size } fős divíziók, lépésenként { $days } nap, fordulónként { $round-days } nap, { $rated ->
        [true] értékszámot érint
       *[other] értékszámot nem érint
    }). Minden szezonban minden divízió saját { $play ->
        [round_robin_double] oda-visszavágós körmérkőzést játszik (mindenki mindenkivel kétszer, felcserélt helyekkel)
        [round_robin] körmérkőzést játszik (mindenki mindenkivel egyszer)
       *[other] svájci rendszerű versenyt játszik
    }; a végén minden divízió első { $movers } játékosa feljut, az utolsó { $movers } kiesik, és a következő szezon { $pause } nap múlva magától indul. Csatlakozás: `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`; a szervező az első szezont ezzel indítja: `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
divisions-season-opens = **{ $event }**, { $season }. szezon: { $players } játékos { $divisions } divízióban, értékszám szerint. Minden divízió külön verseny:
divisions-season-over = **{ $event }**: a(z) { $season }. szezon véget ért. A divíziók végeredménye:
divisions-moves = { $division }. divízió · feljut: { $up } · kiesik: { $down }
divisions-nobody = senki
divisions-no-moves = { $divisions ->
    [one] Senki sem jut fel és senki sem esik ki: csak egy divízió van.
   *[other] Ebben a szezonban senki sem jut fel és senki sem esik ki.
}
divisions-next-season = A(z) **{ $event }** { $season }. szezonja magától indul: { $opens }. Addig a `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-leave } { $event }` kivesz belőle, az újonnan csatlakozók pedig a legalsó divízióban kezdenek.
divisions-too-few-to-go-on = A(z) **{ $event }** véget ér: egy új szezonhoz csak { $players } játékos maradt.
divisions-joined-next-season = **{ $player }** csatlakozott a(z) **{ $event }** versenyhez, és a(z) { $season }. szezonban a legalsó divízióban kezd.
divisions-left = **{ $player }** kilépett a(z) **{ $event }** versenyből, a következő szezonban nem játszik.
divisions-standings-title = **LYNGK divíziók: { $event } · { $season }. szezon{ $over ->
        [true] {""} (véget ért)
       *[other] {""}
    }**
divisions-image-title = { $event } · { $season }. szezon · { $division }. divízió
divisions-image-subtitle = { $players } játékos, { $rounds } { $format ->
        [round_robin] körmérkőzéses
       *[other] svájci
    } forduló
divisions-list-line = **{ $event }** (divíziók): { $state ->
        [open] nevezés nyitva
        [pause] két szezon között
        [finished] véget ért
       *[running] folyamatban
    }, { $season }. szezon, { $players } játékos

divisions-refusal-division-size = Egy divízió 2–{ $max } fős lehet, nem { $given }.
divisions-refusal-too-many-movers = { $movers } feljutó és { $movers } kieső több, mint egy { $size } fős divízió fele: a tabella eleje és vége átfedné egymást.
divisions-refusal-pause-days = A szezonok közti szünet 0–{ $max } nap lehet, nem { $given }.
divisions-refusal-rounds = Egy { $size } fős divízió 1–{ $max } fordulót játszhat, nem { $given }.
divisions-refusal-too-few-players = A(z) **{ $name }** első szezonjához legalább 2 játékos kell; most { $players } van.
divisions-refusal-best-of = A divíziókban egyjátszmás mérkőzések vannak; a „{ $given } játszmás párharc” a kieséses versenyeké.
divisions-refusal-report-per-division = A(z) **{ $name }** divíziónként külön versenyjelentést ad: exportáld a divízió nevével, például `{ $example }`.
divisions-refusal-round-robin-too-big = Egy körmérkőzéses divízió legfeljebb { $max } játékost fogad, nem { $size }: válassz kisebb `{ cmd-lyngk-admin-event-create.division_size }` értéket, vagy a svájci rendszert.
divisions-refusal-rounds-in-round-robin = Körmérkőzéses divízióban mindenki mindenkivel { $legs ->
        [2] kétszer
       *[other] egyszer
    } játszik, így a fordulók száma a játékosokéból adódik: hagyd el a(z) `{ cmd-lyngk-admin-event-create.rounds }` beállítást (megadva: { $given }).
divisions-refusal-legs-in-swiss = A(z) `{ cmd-lyngk-admin-event-create.legs }` csak körmérkőzéses divíziókra vonatkozik: add meg a(z) `{ cmd-lyngk-admin-event-create.division_format }:{ cmd-choice-round-robin }` beállítást, vagy svájci rendszerű divízióknál hagyd el.
