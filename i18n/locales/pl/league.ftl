league-variant = { $variant ->
    [six] wariant ze stosami z 6 pionów
   *[other] wariant standardowy
}
league-per-move = { $days ->
    [0] {""}
    [one] , { $days } dzień na ruch
   *[other] , { $days } dni na ruch
}
league-roster = { $count ->
    [0] brak graczy
    [one] { $count } gracz: { $names }
    [few] { $count } gracze: { $names }
   *[many] { $count } graczy: { $names }
}

league-created = **{ $actor }** otworzył(a) ligę **{ $league }** ({ $variant }, { $rounds ->
        [double] podwójny system kołowy
       *[other] pojedynczy system kołowy
    }{ $clock }). Dołącz przez `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-join } { $league }`; admin rozpoczyna ją przez `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start } { $league }`.
league-joined = **{ $player }** dołączył(a) do ligi **{ $league }** ({ $roster }).
league-left = **{ $player }** opuścił(a) ligę **{ $league }** ({ $roster }).
league-starts = Liga **{ $league }** się zaczyna: graczy: { $players }, { $games ->
        [one] { $games } partia
        [few] { $games } partie
       *[many] { $games } partii
    } w { $rounds ->
        [one] { $rounds } rundzie
       *[other] { $rounds } rundach
    }, wszystkie już otwarte, każda we własnym wątku. Powodzenia!
league-reopening = Liga **{ $league }** trwa; otwieram brakujące wątki.
league-thread-name = Liga LYNGK { $league } · runda { $round } · { $first } kontra { $second }
league-opening = Liga **{ $league }**, runda { $round }: partia { $game } między **{ $first }** (gracz 1) a **{ $second }** (gracz 2), { $variant }{ $clock }, ziarno { $seed }.
league-move-order = { $first }, zaczynasz: `/{ cmd-lyngk } { cmd-lyngk-move }`. { $second }, grasz w drugiej kolejności.

league-not-started = Liga **{ $league }** jeszcze się nie zaczęła ({ $roster }).
league-season-over = Sezon się skończył.
league-standings-title = **Liga LYNGK { $league } · tabela**
league-standings-image-title = Liga LYNGK { $league } · tabela
league-standings-subtitle = { $rounds ->
        [double] Podwójny system kołowy
       *[other] Pojedynczy system kołowy
    } · { $over ->
        [true] sezon zakończony · rozegrane partie: { $played }
       *[other] rozegrano { $played } z { $total }
    }
