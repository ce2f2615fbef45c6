# Versenyek (svájci rendszer): bejelentések, tabella, párosítások és elutasítások.

event-created = **{ $actor }** megnyitotta a(z) **{ $event }** svájci rendszerű versenyt ({ $variant }, { $rounds } forduló, lépésenként { $days } nap, fordulónként { $round-days } nap, { $rated ->
        [true] értékszámot érint
       *[other] értékszámot nem érint
    }). Csatlakozás: `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }`; a szervező ezzel indítja: `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }`.
event-joined = **{ $player }** csatlakozott a(z) **{ $event }** versenyhez ({ $roster }).
event-joined-late = **{ $player }** csatlakozott a már futó **{ $event }** versenyhez, a következő fordulótól kap párt ({ $roster }).
event-left = **{ $player }** kilépett a(z) **{ $event }** versenyből ({ $roster }).
event-withdrawn = **{ $player }** visszalépett a(z) **{ $event }** versenyből, többé nem kap párt.
event-forfeit = { $game }. játszma: **{ $loser }** visszalépett, így { $winner } játék nélkül nyer.
event-deadline-draw = A(z) { $game }. játszma mindkét órán maradt idővel érte el a forduló határidejét: döntetlen { $first } és { $second } között.
event-round-opens = **{ $event }**, { $round }. forduló (összesen { $rounds }): a játszmák megnyíltak, mindegyik a saját szálában. Határidő: { $deadline }.
event-pairing-line = { $white } (kezd) – { $black }
event-bye-line = { $player } ebben a fordulóban szabadnapos (egy pont).
event-thread-name = LYNGK { $event } · { $round }. forduló · { $first } – { $second }
event-opening = **{ $event }** verseny, { $round }. forduló: { $game }. játszma **{ $first }** (1. játékos) és **{ $second }** (2. játékos) között, { $variant }, lépésenként { $days } nap.
event-reopening = A(z) **{ $event }** verseny fut; a hiányzó szálak megnyitása.
event-over = A(z) **{ $event }** verseny véget ért. Gratulálunk, **{ $winner }**!
event-is-over = A verseny véget ért.
event-not-started-yet = A(z) **{ $event }** verseny még nem kezdődött el ({ $roster }).
event-standings-title = **LYNGK-verseny: { $event } · tabella a(z) { $round }. forduló után (összesen { $rounds })**
swiss-standings-image-title = LYNGK-verseny: { $event } · tabella (svájci rendszer)
event-pairings-title = **{ $event } · { $round }. forduló**
event-pairings-bye = { $player }: szabadnap
event-pairings-game = { $white } – { $black }: { $result ->
        [running] folyamatban
        [white-won] 1-0
        [black-won] 0-1
        [draw] ½-½
        [void] érvénytelen (0-0)
        [white-forfeit-win] 1-0 játék nélkül
        [black-forfeit-win] 0-1 játék nélkül
       *[other] { $result }
    }
event-exported = A(z) **{ $event }** verseny FIDE versenyjelentésként (TRF).
event-list-empty = Ezen a szerveren még nincs verseny.
event-list-title = **Versenyek ezen a szerveren**
event-list-line = **{ $event }** ({ $format ->
        [swiss] svájci rendszer
        [knockout] kieséses
        [round_robin] körmérkőzés
       *[other] { $format }
    }): { $state ->
        [open] nevezés nyitva
        [running] folyamatban
       *[other] véget ért
    }, { $players } játékos, { $round }. forduló (összesen { $rounds })
event-list-league-line = **{ $event }** (liga): folyamatban, { $players } játékos, { $games } játszmából { $played } lejátszva

events-buchholz-cut1 = BH-1
events-buchholz = BH
events-sonneborn-berger = SB
events-progressive = Halm

refusal-admin-create-event = Versenyt csak a szerver adminisztrátora hozhat létre (Szerver kezelése jogosultság).
refusal-event-bad-name = A verseny neve 1–{ $max } karakter: betűk, számjegyek, szóközök, `-`, `_`, aposztrófok vagy emojik; „{ $given }” nem ilyen.
refusal-event-exists = Ezen a szerveren már van { $name } nevű verseny: válassz másik nevet.
refusal-event-unknown = Ezen a szerveren nincs „{ $name }” nevű verseny: lásd `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-list }`.
refusal-event-not-organiser = Ezt csak a(z) { $name } verseny szervezője teheti meg.
refusal-event-rounds = Egy svájci rendszerű verseny 1–{ $max } fordulós, nem { $given }.
refusal-event-deadline-in-past = Egy 0 napos forduló határideje lejárna, mielőtt bárki léphetne: adj meg legalább 1 napot.
refusal-event-round-shorter-than-move = Egy { $round } napos forduló rövidebb egy lépésnél ({ $move } nap): a forduló kapjon legalább annyi napot, mint egy lépés.
refusal-event-round-too-long = Egy forduló legfeljebb { $max } napos lehet, nem { $given }.
refusal-event-max-players = Egy versenyen 2–{ $max } játékos lehet, nem { $given }.
refusal-event-rating-range = A(z) { $min }–{ $max } értékszám-tartomány üres: a minimum nem lehet nagyobb a maximumnál.
refusal-event-time-loss-share = Az időre elvesztett játszmák aránya 0 és 100 % között van, nem { $given }.
refusal-event-too-few-players = A(z) { $name } versenynek legalább 2 játékos kell az induláshoz; most { $players } van.
refusal-event-too-many-rounds = A(z) { $name } verseny { $rounds } fordulós, de csak { $players } játékosa van: minden fordulóhoz még nem játszott ellenfél kell, ezért több játékos (vagy kevesebb forduló) kell.
refusal-event-already-started = A(z) { $name } verseny már elkezdődött: lásd `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-pairings }`.
refusal-event-late-entry-closed = A(z) { $name } verseny elkezdődött, és nem fogad késői nevezést.
refusal-event-finished = A(z) { $name } verseny véget ért: lásd `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings }`.
refusal-event-not-started = A(z) { $name } verseny még nem kezdődött el: nincsenek párosítások.
refusal-event-full = A(z) { $name } verseny megtelt ({ $max } játékos).
refusal-event-rating-outside = A(z) { $name } verseny { $min }–{ $max } értékszámúaknak szól; a tiéd { $rating }.
refusal-event-time-losses = A(z) { $name } verseny azokat fogadja, akik itteni játszmáik legfeljebb { $max } %-át vesztették el időre; időre elvesztett játszmáid: { $lost } / { $played } ({ $share } %).
refusal-event-already-joined = Már csatlakoztál a(z) { $name } versenyhez.
refusal-event-not-playing = { $player } nem játszik a(z) { $name } versenyen.
refusal-event-no-such-round = A(z) { $name } versenynek még nincs { $round }. fordulója.

# Kieséses versenyek.
event-created-knockout = **{ $actor }** megnyitotta a(z) **{ $event }** kieséses versenyt ({ $variant }, { $best-of ->
        [1] párharconként egy játszma
       *[other] párharcok { $best-of } játszmából
    }, lépésenként { $days } nap, fordulónként { $round-days } nap, { $rated ->
        [true] értékelt
       *[other] nem értékelt
    }). A kiemelés az értékszám szerint történik; a döntetlen párharcot egy újabb játszma dönti el, felcserélt helyekkel. Nevezz a `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` paranccsal, mielőtt a szervező elindítja a `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }` paranccsal.
event-knockout-round-opens = **{ $event }**, { $round }. kieséses forduló (összesen { $rounds }; { $best-of ->
        [1] párharconként egy játszma
       *[other] { $best-of } játszmából
    }): az első játszmák megnyíltak, mindegyik a saját szálában; a párharc következő játszmája akkor nyílik, amikor egy véget ér. Határidő: { $deadline }.
event-knockout-bye-line = { $player } játék nélkül jut a következő fordulóba (szabadnap).
event-knockout-walkover = { $loser } visszalépett: { $winner } játék nélkül jut tovább.
event-knockout-next-game = { $higher } – { $lower } párharc ({ $score }): a(z) { $number }. játszma a saját szálában nyílik; { $first } kezd.
event-knockout-tiebreak-game = A(z) { $higher } – { $lower } párharc döntetlenre áll ({ $score }): a(z) { $number }. játszma dönt, felcserélt helyekkel; { $first } kezd.
event-knockout-deadline-decides = A forduló határideje döntötte el a párharcot: { $winner } jut tovább { $loser } ellen ({ $score }; egyenlőségnél a magasabban kiemelt jut tovább).
event-knockout-match = { $higher } – { $lower }: { $score }{ $state ->
        [playing] , a(z) { $game }. játszma folyik
        [decided] , **{ $winner }** jut tovább
       *[other] {""}
    }
event-bracket-title = **LYNGK-verseny: { $event } · kieséses ágrajz, { $best-of ->
        [1] párharconként egy játszma
       *[other] { $best-of } játszmából
    } · { $round }. forduló (összesen { $rounds })**
event-bracket-image-title = { $event } · kieséses ágrajz
event-bracket-round = { $left ->
        [1] Döntő
        [2] Elődöntők
        [3] Negyeddöntők
       *[other] { $round }. forduló
    }
event-bracket-alt = A(z) { $event } kieséses ágrajza. { $rounds }.
event-bracket-alt-winner = Győztes: { $winner }.
events-round = Forduló
events-match-score = Állás
events-goes-through = Továbbjut
refusal-event-knockout-started = A(z) { $name } kieséses verseny elkezdődött, az ágrajz kész: most már senki sem nevezhet.
refusal-event-best-of = Egy kieséses párharc 1, 3, 5 vagy 7 játszmából áll (páratlan szám legfeljebb { $max }-ig), nem { $given }.
refusal-event-best-of-in-swiss = A(z) { $given } játszmás párharc a kieséses versenyé: a svájci párosításban egy pár egy játszmát játszik. Hagyd el a `{ cmd-lyngk-admin-event-create.best_of }` opciót, vagy válaszd a kieséses formátumot.
refusal-event-knockout-has-no-report = A(z) { $name } kieséses versenynek nincs FIDE-versenyjelentése (a TRF svájci rendszerű és körmérkőzéses versenyeket ír le): az ágrajzot a `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-standings }` paranccsal nézheted meg.
refusal-event-rounds-in-knockout = A kieséses verseny fordulóinak száma a játékosok számából adódik (4 játékos: 2 forduló, 5–8: 3): hagyd el a `{ cmd-lyngk-admin-event-create.rounds }` opciót.
refusal-event-late-entry-in-knockout = A kieséses verseny ágrajza a kezdéskor készül el, ezért nincs késői nevezés: hagyd el a `{ cmd-lyngk-admin-event-create.late_entry }` opciót.

# An event with a minimum rating and no maximum.
refusal-event-rating-minimum = A(z) { $name } verseny legalább { $min } értékszámúaknak szól; a tiéd { $rating }.

## Formats: each refuses, in its own words, an option of `event create` it does not take.
refusal-swiss-takes-no-option = A svájci rendszerű versenynek nincs `{ $option }` beállítása: fordulónként, az állás alapján párosít. Hagyd el, vagy válaszd azt a formátumot, amelyhez tartozik.
refusal-knockout-takes-no-option = A kieséses versenynek nincs `{ $option }` beállítása: az ágrajza a kezdéskor készül el, és aki elveszít egy párharcot, kiesik. Hagyd el, vagy válaszd azt a formátumot, amelyhez tartozik.
refusal-ladder-takes-no-option = A létrának nincs `{ $option }` beállítása: nincsenek fordulói és nincs kezdése, kihívásokkal lehet feljebb jutni rajta. Hagyd el, vagy válaszd azt a formátumot, amelyhez tartozik.
refusal-round-robin-takes-no-option = A körmérkőzésnek nincs `{ $option }` beállítása: mindenki mindenkivel játszik a kezdéskor elkészült sorsolás szerint. Hagyd el, vagy válaszd azt a formátumot, amelyhez tartozik.
refusal-divisions-takes-no-option = A divíziós versenynek nincs `{ $option }` beállítása: minden idényben a divíziók értékszám szerint alakulnak, az újonnan érkezők az utolsóba kerülnek. Hagyd el, vagy válaszd azt a formátumot, amelyhez tartozik.
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
refusal-event-last-round = A(z) { $name } verseny az utolsó fordulójánál tart: aki most nevezne, soha nem kapna párt, ezért már nem fogad nevezést.
refusal-event-withdrawn = Visszaléptél a(z) { $name } versenyből, és aki visszalépett, nem nevezhet újra.
# The open round's deadline, beside pairings, standings and the event list.
event-round-deadline = A(z) { $round }. forduló határideje: { $deadline }.
# An event's clock rules (`event settings`).
event-clock-vacation-allowed = A(z) **{ $event }** versenyen a szabadság (foglalt vagy automatikus) megállítja a játszmák óráit.
event-clock-vacation-forbidden = A(z) **{ $event }** versenyen nincs szabadság: sem a foglalt, sem az automatikus szabadság nem állítja meg a játszmákat, és a fordulók határideje marad.
event-clock-weekends-off = A(z) **{ $event }** versenyen a játszmák órái szombaton és vasárnap állnak, minden játékos időzónája szerint.
event-clock-weekends-on = A(z) **{ $event }** versenyen a játszmák órái hétvégén is járnak (a játékosok saját szabad hétvégéi továbbra is számítanak).
# A knockout round in the bracket image's alt text: its title and its matches.
event-bracket-alt-round = { $round }: { $matches }
