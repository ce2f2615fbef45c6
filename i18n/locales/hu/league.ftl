league-variant = { $variant ->
    [six] 6 korongos tornyok változata
   *[other] alapjáték
}
league-per-move = { $days ->
    [0] {""}
   *[other] , lépésenként { $days } nap
}
league-roster = { $count ->
    [0] még nincs játékos
   *[other] { $count } játékos: { $names }
}

league-created = **{ $actor }** megnyitotta a(z) **{ $league }** ligát ({ $variant }, { $rounds ->
        [double] kétfordulós körmérkőzés
       *[other] egyfordulós körmérkőzés
    }{ $clock }). Csatlakozás: `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-join } { $league }`; egy admin indítja: `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start } { $league }`.
league-joined = **{ $player }** csatlakozott a(z) **{ $league }** ligához ({ $roster }).
league-left = **{ $player }** kilépett a(z) **{ $league }** ligából ({ $roster }).
league-starts = A(z) **{ $league }** liga elindul: { $players } játékos, { $games } játszma { $rounds } fordulóban, mind nyitva, mindegyik a saját szálában. Sok sikert!
league-reopening = A(z) **{ $league }** liga fut; a hiányzó szálak megnyitása.
league-thread-name = LYNGK-liga { $league } · { $round }. forduló · { $first } – { $second }
league-opening = **{ $league }** liga, { $round }. forduló: { $game }. játszma **{ $first }** (1. játékos) és **{ $second }** (2. játékos) között, { $variant }{ $clock }, mag: { $seed }.
league-move-order = { $first }, te lépsz először: `/{ cmd-lyngk } { cmd-lyngk-move }`. { $second }, te lépsz másodikként.

league-not-started = A(z) **{ $league }** liga még nem kezdődött el ({ $roster }).
league-season-over = Az idény véget ért.
league-standings-title = **LYNGK-liga { $league } · tabella**
league-standings-image-title = LYNGK-liga { $league } · tabella
league-standings-subtitle = { $rounds ->
        [double] Kétfordulós körmérkőzés
       *[other] Egyfordulós körmérkőzés
    } · { $over ->
        [true] az idény véget ért · { $played } játszma lejátszva
       *[other] { $total } játszmából { $played } lejátszva
    }
