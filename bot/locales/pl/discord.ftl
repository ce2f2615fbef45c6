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
    [one] Nie udało się otworzyć 1 wątku
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
