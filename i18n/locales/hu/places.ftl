# Mit tett egy szerver a játszma helyével: törölt csatorna vagy szál, moderátorok által
# zárva tartott szál, üzenet, amelyet a bot nem küldhetett el.

place-deleted-game-aborted = A(z) { $game }. játszma { $first } és { $second } között megszakadt: a csatornáját vagy szálát törölték. Nem számít az értékszámba; ligában lejátszottnak számít, pont nélkül mindkettőnek.
place-closed-game-aborted = A(z) { $game }. játszma { $first } és { $second } között megszakadt: a moderátorok { $days } napig zárva tartották a szálát. Nem számít az értékszámba; ligában lejátszottnak számít, pont nélkül mindkettőnek.
place-post-refused-access = Megjegyzés: nem tudtam írni a játszma csatornájába (emlékeztetőt vagy az MI lépését), mert már nem látom. Egy moderátor itt visszaadhatja a **Csatorna megtekintése** jogot.
place-post-refused-permissions = Megjegyzés: nem tudtam írni a játszma csatornájába (emlékeztetőt vagy az MI lépését), mert elvettek tőlem egy jogosultságot. Egy moderátor itt visszaadhatja az **Üzenetek küldése**, **Linkek beágyazása** és **Fájlok csatolása** jogot.
place-private-thread = Nem tudok csatlakozni ehhez a privát szálhoz, így itt nem tudnék emlékeztetőket és az MI lépéseit küldeni. Adj hozzá a szálhoz (említs meg benne), vagy add meg a **Szálak kezelése** jogot, aztán próbáld újra.
