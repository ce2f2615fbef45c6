clock-out-of-time = czas minął
clock-time-left = pozostały czas: { $left }
clock-no-clock = bez zegara
clock-more = … i jeszcze { $count }

clock-note = Zegar: { $first } { $first-left } · { $second } { $second-left }

clock-digest-heading = { $count ->
    [one] Twoja tura w 1 partii LYNGK:
   *[other] Twoja tura w { $count } partiach LYNGK:
}
clock-digest-game = • { $channel } z { $opponent } ({ $time })

clock-reminder-half = { $player }, przypomnienie: twoja tura w partii { $game } z { $opponent } (pozostały czas: { $left }).
clock-reminder-final = { $player }, twój czas w partii { $game } z { $opponent } prawie minął; pozostały czas: { $left }. Wykonaj ruch teraz albo weź urlop: `/{ cmd-lyngk } { cmd-lyngk-vacation }`.

clock-ran-out = **{ $loser }** przekroczył(a) czas. { $winner } wygrywa partię { $game } na czas.
clock-aborted = Partia { $game } została przerwana: **{ $late }** nie wykonał(a) pierwszego ruchu na czas. Nie liczy się; { $first } i { $second } mogą zacząć nową.

clock-vacation-booked = **Urlop** zarezerwowany: twoje zegary stoją przez { $days ->
        [one] 1 dzień
       *[other] { $days } dni
    }, do { $until } (partie z zegarem: { $games }). Przysługuje ci { $allowance } dni w każdym roku.

clock-my-games-none = **Twoje partie**: żadna tu nie trwa. Zacznij nową przez `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
clock-my-games-heading = **Twoje partie** ({ $count }, twoja tura w { $yours }):
clock-my-games-line = • { $channel } partia { $game } z { $opponent }: { $whose }, { $time }
clock-your-turn = twoja tura
clock-their-turn = tura gracza { $opponent }

clock-claim-no-clock = ta partia nie ma zegara, więc nie można jej wygrać na czas
clock-claim-own-turn = to twoja tura: tylko przeciwnik mógłby wygrać na czas
clock-claim-time-left = pozostały czas przeciwnika na ruch: { $left }
clock-abort-no-clock = ta partia nie ma zegara; zamiast tego poddaj się
clock-abort-started = partia już się zaczęła; zamiast tego poddaj się
clock-abort-time-left = gracz na ruchu ma jeszcze { $left } na pierwszy ruch
clock-vacation-empty = urlop trwa co najmniej jeden dzień
clock-vacation-overlaps = masz już urlop zarezerwowany w tym okresie
clock-vacation-over-allowance = to przekroczyłoby twój limit { $allowance } dni urlopu w roku: wykorzystano już { $used } w roku kończącym się tym urlopem, wnioskowano o { $requested }
clock-digest-invalid-hour = godzina podsumowania musi być od 0 do 23 (UTC), nie { $hour }
clock-days-not-offered = { $days } dni na ruch nie jest dostępne; wybierz 1, 2, 3, 5, 7 lub 14 dni albo brak zegara

clock-digest-dms-closed = Twoje dzienne podsumowanie nie mogło do ciebie dotrzeć: twoje wiadomości prywatne są zamknięte dla tego bota. Od teraz przypomnienia przychodzą tutaj, na kanale. Aby znów dostawać podsumowanie, zezwól na wiadomości prywatne od członków tego serwera i wybierz `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:digest`.
clock-your-turn-untimed = { $player }, twoja tura w partii { $game } z { $opponent }.
