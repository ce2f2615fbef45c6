discord-bot-opponent = Botok nem játszhatnak LYNGK-ot. Hívj ki egy embert, vagy hagyd üresen az `opponent` mezőt, hogy bárki beszállhasson.
discord-missing-option = Hiányzik a(z) `{ $option }` opció.
discord-thread-in-thread = Ez már egy szál: itt a `/{ cmd-lyngk } { cmd-lyngk-challenge }` parancsot `thread` nélkül használd.
discord-no-thread = Nem tudtam itt szálat nyitni. Ebben a csatornában kell a(z) { discord-permission-create-public-threads } jog.
discord-unknown-option = Ennek a parancsnak nincs `{ $option }` opciója, így nem történt semmi. Lehet, hogy a Discord még frissíti a bot parancsait; próbáld újra egy perc múlva.
discord-outdated-command = Ez a parancs elavult. Lehet, hogy a Discord még frissíti a bot parancsait; próbáld újra egy perc múlva.
discord-missing-permissions = Itt nem tudok játszani: ebben a csatornában hiányzik: { $permissions }. Egy szerveradmin megadhatja a csatorna jogosultságainál.
discord-no-threads-here = A játszmáknak itt nem lehet saját szála ({ $place }): használd a `/{ cmd-lyngk } { cmd-lyngk-challenge }` parancsot `thread` nélkül, vagy indítsd szöveges vagy fórumcsatornában.
discord-place-voice-chat = egy hangcsatorna csevegője
discord-place-other = ez a csatornatípus
discord-apology = Elnézést, hiba történt a bot oldalán. Semmi sem változott; próbáld újra.
discord-game-on = A játszma itt folyik: { $thread }.
discord-league-games = Játszmák: { $threads }
discord-league-threads-failed = { $count } szálat nem sikerült megnyitni (itt kell a(z) { discord-permission-create-public-threads } jog): futtasd újra a `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start }` parancsot.
discord-answered-privately = Privát válasz elküldve.
discord-inactive-button = Ez a gomb már nem aktív.
discord-overflow = … (a teljes szöveg a(z) { $file } mellékletben)
discord-thread-name = LYNGK: { $first } – { $second }
discord-thread-name-open = LYNGK: { $player } (szabad hely)
discord-thread-name-ai = LYNGK: { $player } – MI, { $level }. szint

discord-permission-view-channel = Csatorna megtekintése
discord-permission-send-messages = Üzenetek küldése
discord-permission-embed-links = Linkek beágyazása
discord-permission-attach-files = Fájlok csatolása
discord-permission-create-public-threads = Nyilvános szálak létrehozása
discord-permission-send-messages-in-threads = Üzenetek küldése szálakban

discord-answer-above = a válasz közvetlenül fölötte van.
discord-answered-late = _A Discord nem fogadta el időben ezt a választ, ezért késve érkezik. Ami benne áll, megtörtént._

discord-digest-first-dm = Ide érkezik a napi LYNGK-összesítőd: naponta egyszer azok a játszmák, ahol rajtad a sor.
discord-digest-dms-closed = Nem tudok neked közvetlen üzenetet küldeni, ezért az összesítő kikapcsolva marad: nincs közös szerverünk, amely engedné, kikapcsoltad a szervertagoktól érkező közvetlen üzeneteket, vagy letiltottad a botot. Engedélyezd e szerver tagjainak közvetlen üzeneteit (az adatvédelmi beállításaiban), majd válaszd újra ezt: `reminders:digest`.

discord-forum-needs-tag = Ez a fórum minden bejegyzéshez címkét kér (a **Címkék kiválasztásának megkövetelése bejegyzéskor** beállítás), és nincs olyan címkéje, amelyet a bot használhat. Hozz létre egy `LYNGK` nevű címkét (ne csak moderátoroknak), vagy kapcsold ki ezt a beállítást.

discord-league-threads-opening = { $count ->
    [1] A játszma szálát most nyitom meg; ide írok, amikor megnyílt.
   *[other] A(z) { $count } játszma szálait most nyitom meg; ide írok, amikor mind megnyílt.
}
discord-league-threads-open = { $count ->
    [1] A játszma szála megnyílt.
   *[other] A(z) { $count } játszma szálai megnyíltak.
}
