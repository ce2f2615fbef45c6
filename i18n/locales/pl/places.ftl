# Co serwer zrobił z miejscem partii: usunięty kanał lub wątek, wątek zamknięty przez
# moderację, wiadomość, której bot nie mógł wysłać.

place-deleted-game-aborted = Partia { $game } między { $first } a { $second } została przerwana: jej kanał lub wątek został usunięty. Nie liczy się do rankingu; w lidze liczy się jako rozegrana, bez punktów dla nikogo.
place-closed-game-aborted = Partia { $game } między { $first } a { $second } została przerwana: moderacja trzymała jej wątek zamknięty przez { $days ->
        [one] { $days } dzień
        [few] { $days } dni
       *[other] { $days } dni
    }. Nie liczy się do rankingu; w lidze liczy się jako rozegrana, bez punktów dla nikogo.
place-post-refused-access = Uwaga: nie mogłem nic napisać na kanale tej partii (przypomnienia ani ruchu SI), bo już go nie widzę. Moderacja może mi tu przywrócić **Wyświetlanie kanału**.
place-post-refused-permissions = Uwaga: nie mogłem nic napisać na kanale tej partii (przypomnienia ani ruchu SI), bo odebrano mi uprawnienie. Moderacja może mi tu przywrócić **Wysyłanie wiadomości**, **Osadzanie linków** i **Załączanie plików**.
place-private-thread = Nie mogę dołączyć do tego prywatnego wątku, więc nie mógłbym tu publikować przypomnień ani ruchów SI. Dodaj mnie do wątku (wspomnij mnie w nim) albo daj mi **Zarządzanie wątkami** i spróbuj ponownie.
