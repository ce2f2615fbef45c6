# Körmérkőzések: bejelentések, tabella és elutasítások.

event-created-round-robin = **{ $actor }** megnyitotta a(z) **{ $event }** körmérkőzést ({ $variant }, { $legs ->
        [2] minden pár kétszer, felcserélt helyekkel
       *[other] minden pár egyszer
    }, lépésenként { $days } nap, fordulónként { $round-days } nap, { $rated ->
        [true] értékelt
       *[other] nem értékelt
    }). A fordulók száma a játékosokéból adódik (legfeljebb { $max }), akik fordulóról fordulóra játszanak egymással. Nevezz a `/{ cmd-lyngk } { cmd-lyngk-event } { cmd-lyngk-event-join } { $event }` paranccsal, mielőtt a szervező elindítja a `/{ cmd-lyngk-admin } { cmd-lyngk-admin-event } { cmd-lyngk-admin-event-start } { $event }` paranccsal.
round-robin-bye-line = { $player } ebben a fordulóban szabadnapos (nincs játszma, nincs pont).
round-robin-walkover-line = { $winner } játék nélkül nyer: { $loser } visszalépett.
round-robin-withdrawn-bye-line = { $player } ebben a fordulóban nem játszik: { $opponent } visszalépett.
round-robin-round-without-games = **{ $event }**, { $round }. forduló (összesen { $rounds }): nincs lejátszandó játszma, a forduló minden játszmájában volt visszalépett játékos.
round-robin-standings-image-title = LYNGK-verseny: { $event } · a körmérkőzés tabellája
round-robin-standings-subtitle = { $over ->
        [true] Végeredmény
       *[other] A(z) { $round }. forduló után (összesen { $rounds })
    }

round-robin-refusal-rounds = Nincs { $given } fordulós { $legs ->
        [double] kétfordulós
       *[other] egyfordulós
    } körmérkőzés: n játékos n - 1 fordulót játszik, ha n páros, és n-et, ha páratlan{ $legs ->
        [double] , mindezt kétszer
       *[other] {""}
    }. Hagyd el a `{ cmd-lyngk-admin-event-create.rounds }` opciót, és a fordulók száma a játékosokéból adódik.
round-robin-refusal-rounds-disagree = A(z) { $name } körmérkőzés { $rounds } fordulóval jött létre, de { $players } játékosa { $needed } fordulót ad: { $rounds } fordulóhoz { $fitting } játékos kell. Változtass a résztvevőkön, vagy hozd létre újra a `{ cmd-lyngk-admin-event-create.rounds }` opció nélkül.
round-robin-refusal-late-entry = A körmérkőzés sorsolása a kezdéskor készül el, ezért nincs késői nevezés: hagyd el a `{ cmd-lyngk-admin-event-create.late_entry }` opciót.
round-robin-refusal-best-of = A(z) { $given } játszmás párharc a kieséses versenyé: körmérkőzésen minden párosítás egy játszma. Hagyd el a `{ cmd-lyngk-admin-event-create.best_of }` opciót.
round-robin-refusal-max-players = { $legs ->
        [double] Kétfordulós
       *[other] Egyfordulós
    } körmérkőzésen legfeljebb { $max } játékos lehet (egy verseny legfeljebb 30 fordulós), nem { $given }.
round-robin-refusal-full = A(z) { $name } körmérkőzés megtelt: { $legs ->
        [double] kétfordulós
       *[other] egyfordulós
    } körmérkőzésen legfeljebb { $max } játékos lehet.
round-robin-refusal-started = A(z) { $name } körmérkőzés elkezdődött, a sorsolás kész: most már senki sem nevezhet.
round-robin-refusal-round-days-all-at-once = Az egyszerre induló játszmákkal zajló körmérkőzésnek nincs fordulóhatárideje (csak a játszmák órái számítanak): hagyd el a `{ cmd-lyngk-admin-event-create.round_days }` opciót.
