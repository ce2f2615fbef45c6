# Létrák: bejelentések, a létra szövegként és képként, elutasítások.

ladder-created = **{ $actor }** megnyitotta a(z) **{ $event }** létrát ({ $variant }, lépésenként { $days } nap, { $rated ->
        [true] értékszámot érint
       *[other] értékszámot nem érint
    }). Csatlakozz a létra aljára: `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`, és hívj ki egy legfeljebb { $reach } hellyel feletted álló játékost: `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-challenge }`. A { $days } napon belül el nem fogadott kihívást a kihívó nyeri; { $inactive } nap játék nélkül a játékos a létra aljára kerül.
ladder-joined = **{ $player }** csatlakozott a(z) **{ $event }** létrához a(z) { $place }. helyen.
ladder-left = **{ $player }** kilépett a(z) **{ $event }** létráról; az alatta állók egy hellyel feljebb lépnek.
ladder-challenged = **{ $challenger }** ({ $from }. hely) kihívja { $defender } játékost ({ $place }. hely) a(z) **{ $event }** létrán. Fogadd el eddig: { $until }, ezzel: `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-accept } { $event }`, különben a kihívó elfoglalja a helyedet.
ladder-accepted = **{ $defender }** elfogadta **{ $challenger }** kihívását a(z) **{ $event }** létrán: a(z) { $game }. játszma a saját szálában nyílik meg.
ladder-thread-name = LYNGK létra { $event } · { $first } – { $second }
ladder-opening = **{ $event }** létra: { $game }. játszma **{ $first }** (1. játékos, a kihívó) és **{ $second }** (2. játékos) között, { $variant }, lépésenként { $days } nap. Ha a kihívó nyer, elfoglalja a kihívott játékos helyét.
ladder-climbed = **{ $event }** létra: **{ $challenger }** legyőzte { $defender } játékost, és elfoglalja a(z) { $place }. helyet; { $defender } és a köztük állók egy hellyel lejjebb kerülnek.
ladder-held = **{ $event }** létra: { $defender } megtartja a(z) { $place }. helyet { $challenger } ellen.
ladder-expired = **{ $event }** létra: { $defender } nem fogadta el időben a kihívást, így { $challenger } nyeri, és elfoglalja a(z) { $place }. helyet.
ladder-dropped = **{ $event }** létra: **{ $player }** régóta nem játszott, ezért a létra aljára kerül ({ $place }. hely).
ladder-standings-title = **LYNGK létra: { $event }** · { $players } játékos, kihívás legfeljebb { $reach } hellyel feljebb
ladder-image-title = LYNGK létra: { $event }
ladder-empty = A(z) **{ $event }** létrán még senki sincs: csatlakozz ezzel: `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`.
ladder-column-challenge = Kihívás
ladder-note-challenges = kihívta: { $player } ({ $place }.)
ladder-note-challenged-by = kihívója: { $player } ({ $place }.)
ladder-note-playing = játszik: { $player } ({ $place }.)
ladder-image-place = { $place }. { $player }
ladder-image-place-note = { $place }. { $player }, { $note }
ladder-image-alt = { $title }: { $places }.
ladder-list-line = **{ $event }** (létra): { $players } játékos, { $open } nyitott kihívás

ladder-refusal-reach = Egy kihívás 1–{ $max } hellyel érhet feljebb, nem { $given } hellyel.
ladder-refusal-inactive-days = A játékos 1–{ $max } nap játék nélkül kerül a létra aljára, nem { $given } nap után.
ladder-refusal-not-a-ladder = A(z) { $name } verseny nem létra: kihívás csak létrán van.
ladder-refusal-no-start = A(z) { $name } létrát nem kell elindítani: létrehozásától nyitva van, kihívni bármikor lehet.
ladder-refusal-no-rounds = A(z) { $name } létrának nincsenek fordulói: lásd `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings } { $name }`.
ladder-refusal-you-are-not-on-it = Nem vagy rajta a(z) { $name } létrán: csatlakozz ezzel: `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $name }`.
ladder-refusal-not-on-it = { $player } nincs rajta a(z) { $name } létrán.
ladder-refusal-yourself = Magadat nem hívhatod ki: hívj ki egy feletted álló játékost.
ladder-refusal-not-above = { $player } nem áll feletted a létrán: hívj ki egy feletted álló játékost.
ladder-refusal-too-far-up = { $player } { $places } hellyel áll feletted; egy kihívás legfeljebb { $reach } hellyel érhet feljebb.
ladder-refusal-you-are-busy = Ezen a létrán már van nyitott kihívásod: előbb azt fejezd be.
ladder-refusal-busy = { $player } ezen a létrán már egy kihívásban áll: hívd ki, ha az véget ért.
ladder-refusal-nothing-to-accept = A(z) { $name } létrán senki sem vár a válaszodra.
ladder-refusal-not-yours-to-accept = Ez a kihívás { $player } játékosnak szól: csak ő fogadhatja el.
