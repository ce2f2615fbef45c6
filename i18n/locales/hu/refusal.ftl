refusal-no-game = Ebben a csatornában nincs játszma. Indíts egyet a `/{ cmd-lyngk } { cmd-lyngk-challenge }` paranccsal.
refusal-no-game-here = Ebben a csatornában nincs játszma. A tieid: { $games }.
refusal-your-game-in = { $game }. játszma itt: { $channel }
refusal-your-challenge-in = { $game }. kihívás itt: { $channel }
refusal-not-started = A játszma még nem kezdődött el: a kihívás még válaszra vár.
refusal-no-challenge = Ebben a csatornában nem vár kihívás.
refusal-channel-busy = Ebben a csatornában már van egy játszma ({ $game }). Előbb fejezd be, vagy indítsd a sajátodat egy szálban.
refusal-busy-playing = { $one } – { $two }
refusal-busy-challenge = { $challenger } kihívta: { $opponent }
refusal-busy-open = nyílt kihívás, kihívó: { $challenger }
refusal-busy-just-created = épp most jött létre
refusal-self-challenge = Nem hívhatod ki saját magadat.
refusal-own-challenge = A saját kihívásodat nem fogadhatod el: várj, amíg valaki elfoglalja a helyet.
refusal-not-challenged = Ez a kihívás neki szól: { $name }. Csak ő válaszolhat rá.
refusal-not-your-challenge = Ezt a nyílt kihívást csak a kihívó vonhatja vissza: { $name }.
refusal-already-started = Ebben a csatornában már folyik egy játszma.
refusal-not-a-player = Nem vagy játékos ebben a játszmában ({ $game }).
refusal-not-your-turn = Nem te következel: most { $name } lép.
refusal-game-over = Ez a játszma véget ért: { $result }
refusal-position-changed = A játszma megváltozott, amíg a parancsodat feldolgoztuk: nézd meg a táblát, és próbáld újra.
refusal-bad-origin = A kiinduló mező: { $error }
refusal-bad-landing = A célmező: { $error }
refusal-bad-cell = A mező: { $error }
refusal-joined-cells = A(z) „{ $text }” két egybeírt mezőnek tűnik: add meg külön a kiinduló és a célmezőt, például `/{ cmd-lyngk } { cmd-lyngk-move } { $from } { $to }`.
refusal-bad-colour = A(z) „{ $text }” nem kisajátítható szín: használd ezeket: I, B, R, G vagy K (csontszínű, kék, piros, zöld, fekete).
refusal-joker-claim = A dzsókerkorongokat soha nem lehet kisajátítani: használd ezeket: I, B, R, G vagy K (csontszínű, kék, piros, zöld, fekete).
refusal-illegal = Ez nem szabályos: { $error }. A szabályos lépéseidet a `/{ cmd-lyngk } { cmd-lyngk-moves }` mutatja.
refusal-own-colour = A(z) { $colour } színt már kisajátítottad: a tiéd. Lépj egy olyan toronnyal, amelynek a tetején { $colour } van: `/{ cmd-lyngk } { cmd-lyngk-move }`.
refusal-colour-taken = Ez nem szabályos: a(z) { $colour } színt már kisajátította { $name }. A szabályos lépéseidet a `/{ cmd-lyngk } { cmd-lyngk-moves }` mutatja.
refusal-needs-claim = Kisajátítás nélkül ez nem szabályos: { $error }. Előtte egy kisajátítással igen: { $hint }.
refusal-claim-command = `/{ cmd-lyngk } { cmd-lyngk-move } { $from } { $to } { cmd-lyngk-move.claim }:{ $claim }`
refusal-empty-cell = A(z) { $cell } mezőn nincs torony: a `/{ cmd-lyngk } { cmd-lyngk-moves }` felsorolja, mely tornyokkal léphetsz.
refusal-no-game-to-rematch = Ebben a csatornában nincs { $game }. számú befejezett játszma visszavágóhoz.
refusal-cannot-move-from = A(z) { $cell } mezőn álló torony ebben a körben nem léphet.
refusal-bad-days-per-move = A lépésenkénti napok száma 1, 2, 3, 5, 7 vagy 14 lehet (vagy semmi, ha nincs óra), nem { $given }.
refusal-already-done = Már megtörtént (ez a kérés kétszer érkezett meg):
refusal-inactive-button = Ez a gomb már nem aktív.
refusal-admin-create-league = Ligát csak a szerver adminisztrátora hozhat létre (Szerver kezelése jogosultság).
refusal-admin-start-league = Ligát csak a szerver adminisztrátora indíthat el (Szerver kezelése jogosultság).
refusal-admin-server-settings = A szerver beállításait csak a szerver adminisztrátora módosíthatja (Szerver kezelése jogosultság).
refusal-bad-league-name = Egy liga neve 1–{ $max } karakter: betűk, számjegyek, szóközök, `-`, `_`, aposztrófok vagy emojik. A(z) „{ $given }” nem ilyen.
refusal-league-exists = Ezen a szerveren már van ilyen nevű liga: { $name }. Válassz másik nevet.
refusal-no-league = Ezen a szerveren nincs ilyen nevű liga: „{ $name }”.
refusal-league-started = A liga már elkezdődött: { $name }. Már nem lehet belépni vagy kilépni.
refusal-already-joined = Már tagja vagy ennek a ligának: { $name }.
refusal-not-joined = Nem vagy tagja ennek a ligának: { $name }.
refusal-league-full = A liga megtelt: { $name } ({ $max } játékos).
refusal-league-too-small = A ligának legalább 2 játékos kell az induláshoz: { $name }; most { $players } van.
refusal-league-running = A liga már fut: { $name }. Lásd: `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-standings }`.
refusal-threads-being-opened = A liga szálai most nyílnak meg: { $name }. Ha valamelyik nem nyílik meg, futtasd utána újra a `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start }` parancsot.
refusal-league-finished = A liga véget ért: { $name }. Lásd: `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-standings }`.
refusal-not-finished = Visszavágó csak befejezett játszmához jár: ez még tart.
refusal-no-such-game = Ebben a csatornában nincs { $game }. számú elkezdett játszma: a `/{ cmd-lyngk } { cmd-lyngk-replay }` szám nélkül a legutóbbit játssza le.
refusal-no-such-game-to-review = Ebben a csatornában nincs { $game }. számú elkezdett játszma: a `/{ cmd-lyngk } { cmd-lyngk-review }` szám nélkül a legutóbbi befejezettet elemzi.
refusal-game-elsewhere = A(z) { $game }. játszma itt van: { $channel }; ott kérd.
refusal-replay-live-game = Folyamatban lévő játszmát csak a játékosai játszhatnak vissza ({ $game }); ha véget ért, bárki.
refusal-replay-too-large = Ennek a játszmának a visszajátszása túl nagy a feltöltéshez: { $why }
refusal-win-on-time = Nem nyerhetsz időre: { $why }.
refusal-win-on-time-no-clock = ennek a játszmának nincs órája, így időre nem nyerhető
refusal-win-on-time-own-turn = te következel: csak az ellenfeled nyerhetne időre
refusal-win-on-time-time-left = az ellenfelednek még { $left } ideje van lépni
refusal-abort = Ez a játszma nem érvényteleníthető: { $why }.
refusal-abort-no-clock = ennek a játszmának nincs órája; inkább add fel
refusal-abort-started = a játszma elkezdődött; inkább add fel
refusal-abort-time-left = a soron lévő játékosnak még { $left } ideje van az első lépésre
refusal-vacation = Nincs lefoglalt szabadság: { $why }.
refusal-vacation-empty = a szabadság legalább egy nap
refusal-vacation-overlaps = arra az időszakra már van lefoglalt szabadságod
refusal-vacation-allowance = ez túllépné az évi { $allowance } nap szabadságodat: a szabadsággal végződő évben már { $used } nap elhasználva, { $requested } nap kérve
refusal-digest-hour = A beállítások nem változtak: az összefoglaló órája 0 és 23 (UTC) között lehet, nem { $hour }.
refusal-not-in-server = A szerverbeállítások egy szerverhez tartoznak: egy szerveren használd ezt a parancsot.

cell-error-malformed = a(z) „{ $text }” nem mező: írj egy oszlopbetűt (A-I) és egy sorszámot, például C3
cell-error-no-such-row = a(z) { $column } oszlopban 1-től { $rows }-ig vannak sorok, így { $column }{ $row } nem létezik

play-error-game-over = a játszma véget ért
play-error-no-stack = a(z) { $cell } mezőn nincs torony
play-error-joker = a(z) { $cell } mezőn álló dzsóker nem léphet: dzsókerrel sosem lehet önállóan lépni
play-error-opponents-stack = a(z) { $cell } mezőn álló torony tetején { $colour } van, { $mover ->
    [opponent] a te színed, amelyet az ellenfeled nem mozgathat
   *[you] az ellenfeled színe
}
play-error-same-cell = egy lépés egyik mezőről egy másikra vezet, nem { $cell } mezőről önmagára
play-error-empty-landing = a(z) { $cell } mező üres: a lépés mindig egy tornyon ér véget
play-error-blocked = { $blocker } áll { $from } és { $to } között: torony nem ugorhat át egy másikat
play-error-not-reachable = { $to } nem érhető el innen: { $from }. A lépés egyenes vonalban az első toronyig tart
play-error-no-chain = { $to } nem érhető el innen: { $from }, sem egyenes vonalban, sem a LYNGK-szabállyal
play-error-lyngk-point = a(z) { $colour } tetejű torony nem állhat meg a(z) { $cell } mezőn: ott is { $colour } van felül, ez LYNGK-pont, így a lépés onnan folytatódik
play-error-repeated-colour = a(z) { $cell } mezőn álló toronyban már van { $colour }: egy toronyban egy szín sosem szerepel kétszer
play-error-too-high = ebből { $height } korongból álló torony lenne; legfeljebb { $max } lehet
play-error-neutral-too-low = semleges torony csak ugyanolyan magas vagy alacsonyabb toronyra léphet: ez { $moving } korongból áll, a(z) { $cell } mezőn álló { $target } korongból
play-error-colour-taken = a(z) { $colour } színt már kisajátította a(z) { $player }. játékos
play-error-no-claims-left = { $mover ->
    [opponent] az ellenfeled már két színt kisajátított, ennél többet senki sem sajátíthat ki
   *[you] már két színt kisajátítottál, ennél többet senki sem sajátíthat ki
}
play-error-claimed-this-turn = { $mover ->
    [opponent] az ellenfeled ebben a körben már kisajátította ezt: { $colour }. Körönként egy kisajátítás
   *[you] ebben a körben már kisajátítottad ezt: { $colour }. Körönként egy kisajátítás
}
play-error-claim-with-pass = kisajátítás után mindig lépés jön, sosem passzolás
play-error-pass-with-moves = nem passzolhatsz, amíg van lépésed
play-error-claim-leaves-no-move = { $mover ->
    [opponent] a(z) { $colour } kisajátítása után az ellenfelednek nem lenne lépése, ezért ez a kisajátítás nem megengedett
   *[you] a(z) { $colour } kisajátítása után nem lenne lépésed, ezért ez a kisajátítás nem megengedett
}

# Clock settings refused
refusal-time-zone = A beállítások nem változtak: „{ $zone }” nem időzóna. Válassz egyet a listából, például Europe/Budapest vagy America/Santiago.
refusal-sleep-malformed = A beállítások nem változtak: az alvásidőt így írd: 23:00-07:00, vagy off.
refusal-sleep-empty = A beállítások nem változtak: az alvásidő nem kezdődhet és érhet véget ugyanakkor.
refusal-sleep-too-long = A beállítások nem változtak: az alvásidő legfeljebb 10 óra; a(z) { $window } hosszabb.
