discord-bot-opponent = Boty nie mogą grać w LYNGK. Rzuć wyzwanie osobie albo zostaw `opponent` puste, aby miejsce było wolne.
discord-missing-option = Brakuje opcji `{ $option }`.
discord-thread-in-thread = To już jest wątek: użyj tu `/{ cmd-lyngk } { cmd-lyngk-challenge }` bez `thread`.
discord-no-thread = Nie udało mi się otworzyć tu wątku. Potrzebuję na tym kanale uprawnienia: { discord-permission-create-public-threads }.
discord-unknown-option = To polecenie nie ma opcji `{ $option }`, więc nic nie zrobiono. Discord może jeszcze aktualizować polecenia bota; spróbuj ponownie za minutę.
discord-outdated-command = To polecenie jest nieaktualne. Discord może jeszcze aktualizować polecenia bota; spróbuj ponownie za minutę.
discord-missing-permissions = Nie mogę tu grać: brakuje mi na tym kanale uprawnień: { $permissions }. Admin serwera może to nadać w uprawnieniach kanału.
discord-no-threads-here = Partie nie mogą mieć tu własnego wątku ({ $place }): użyj `/{ cmd-lyngk } { cmd-lyngk-challenge }` bez `thread` albo uruchom je na kanale tekstowym lub forum.
discord-place-voice-chat = czat kanału głosowego
discord-place-other = ten rodzaj kanału
discord-apology = Przepraszamy, po stronie bota coś poszło nie tak. Nic nie zmieniono; spróbuj ponownie.
discord-game-on = Partia toczy się w { $thread }.
discord-league-games = Partie: { $threads }
discord-league-threads-failed = { $count ->
    [one] Nie udało się otworzyć { $count } wątku
   *[other] Nie udało się otworzyć { $count } wątków
} (potrzebuję tu uprawnienia: { discord-permission-create-public-threads }): uruchom ponownie `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start }`, aby spróbować jeszcze raz.
discord-answered-privately = Odpowiedziano prywatnie.
discord-inactive-button = Ten przycisk nie jest już aktywny.
discord-overflow = … (pełny tekst jest w załączniku { $file })
discord-thread-name = LYNGK: { $first } kontra { $second }
discord-thread-name-open = LYNGK: { $player } (wolne miejsce)
discord-thread-name-ai = LYNGK: { $player } kontra SI, poziom { $level }

discord-permission-view-channel = Wyświetlanie kanału
discord-permission-send-messages = Wysyłanie wiadomości
discord-permission-embed-links = Osadzanie linków
discord-permission-attach-files = Załączanie plików
discord-permission-create-public-threads = Tworzenie wątków publicznych
discord-permission-send-messages-in-threads = Wysyłanie wiadomości w wątkach

discord-answer-above = odpowiedź jest tuż powyżej.
discord-answered-late = _Discord nie przyjął tej odpowiedzi na czas, więc przychodzi z opóźnieniem. To, co w niej napisano, zostało wykonane._

discord-digest-first-dm = Tutaj będzie przychodzić twoje dzienne podsumowanie LYNGK: raz dziennie partie, w których jest twoja tura.
discord-digest-dms-closed = Nie mogę wysyłać ci wiadomości prywatnych, więc podsumowanie pozostaje wyłączone: nie masz ze mną wspólnego serwera, który na nie pozwala, wyłączyłeś(-aś) wiadomości prywatne od członków serwera albo zablokowałeś(-aś) bota. Zezwól na wiadomości prywatne od członków tego serwera (w jego ustawieniach prywatności), a potem wybierz ponownie `reminders:digest`.

discord-forum-needs-tag = To forum wymaga tagu przy każdym poście (ustawienie **Wymagaj wybrania tagów przy publikowaniu**) i nie ma tagu, który bot może nadać. Dodaj tag o nazwie `LYNGK` (niezastrzeżony dla moderatorów) albo wyłącz to ustawienie.

discord-league-threads-opening = { $count ->
    [1] Otwieram wątek partii; napiszę tutaj, gdy będzie otwarty.
    [few] Otwieram { $count } wątki partii; napiszę tutaj, gdy wszystkie będą otwarte.
   *[many] Otwieram { $count } wątków partii; napiszę tutaj, gdy wszystkie będą otwarte.
}
discord-league-threads-open = { $count ->
    [1] Wątek partii jest otwarty.
    [few] { $count } wątki partii są otwarte.
   *[many] { $count } wątków partii jest otwartych.
}
