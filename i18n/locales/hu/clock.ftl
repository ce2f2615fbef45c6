clock-out-of-time = lejárt az idő
clock-time-left = még { $left }
clock-no-clock = óra nélkül
clock-more = … és még { $count }

clock-note = Óra: { $first } { $first-left } · { $second } { $second-left }

clock-digest-heading = Rajtad a sor { $count } LYNGK-játszmában:
clock-digest-game = • { $channel } – ellenfél: { $opponent } ({ $time })

clock-reminder-half = { $player }, emlékeztető: rajtad a sor a(z) { $game }. játszmában { $opponent } ellen (még { $left } van az órádon).
clock-reminder-final = { $player }, az időd a(z) { $game }. játszmában { $opponent } ellen mindjárt lejár: még { $left }. Lépj most, vagy vegyél ki szabadságot: `/{ cmd-lyngk } { cmd-lyngk-vacation }`.

clock-ran-out = **{ $loser }** ideje lejárt. { $winner } időre megnyeri a(z) { $game }. játszmát.
clock-aborted = A(z) { $game }. játszma megszakadt: **{ $late }** nem lépett időben először. { $cause ->
        [time] Időre nincs győzelem: az a játszma, amelyben valaki egyszer sem lépett, érvénytelen, nem vesztes. Nem számít bele az értékszámba.
       *[asked] Nem számít bele az értékszámba.
    } { $series ->
        [event] A verseny győztes nélkül rögzíti.
       *[none] { $first } és { $second } újat kezdhet.
    }

clock-vacation-booked = **Szabadság** lefoglalva: az óráid { $days } napig állnak, eddig: { $until } (most { $games } órás játszma). Évente { $allowance } nap jár.

clock-my-games-none = **Játszmáid**: itt nincs folyamatban egy sem. Kezdj egyet: `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
clock-my-games-heading = **Játszmáid** ({ $count }, ebből { $yours } játszmában rajtad a sor):
clock-my-games-line = • { $channel } { $game }. játszma, ellenfél: { $opponent }: { $whose }, { $time }
clock-your-turn = rajtad a sor
clock-their-turn = { $opponent } következik
clock-digest-dms-closed = A napi összesítőd nem jutott el hozzád: a közvetlen üzeneteid zárva vannak e bot előtt. Mostantól itt, a csatornán kapod az emlékeztetőket. Ha újra összesítőt szeretnél, engedélyezd a szerver tagjaitól érkező közvetlen üzeneteket, és válaszd ezt: `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:digest`.
clock-your-turn-untimed = { $player }, rajtad a sor a(z) { $game }. játszmában { $opponent } ellen.

# Automatic vacation: whole days spent instead of a loss on time, told to both players.
clock-auto-vacation = { $player } ideje lejárt a(z) { $game }. játszmában, ezért az **automatikus szabadság** { $days } napot használt fel a keretéből: az ideje ott most { $until } időpontban jár le.
# The player to move is in a pause of their off hours (board and mygames).
clock-paused-asleep = { $player } alszik: az óra áll, és { $resumes } múlva indul újra.
clock-paused-weekend = { $player } hétvégézik: az óra áll, és { $resumes } múlva indul újra.
clock-paused-short-asleep = alszik, { $resumes } múlva indul újra
clock-paused-short-weekend = hétvége, { $resumes } múlva indul újra
clock-time-with-pause = { $time } ({ $pause })
