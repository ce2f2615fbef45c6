rating-value = { $rating } ±{ $range }
rating-none = **{ $player }** még nem játszott értékelt játszmát ezen a szerveren; mindenki { $rating } ponttal kezd.
rating-line = **{ $player }**: értékszám { $rating } (szórás { $deviation }; a ± 95%-os tartomány) · { $games } értékelt játszma: { $wins } győzelem, { $draws } döntetlen, { $losses } vereség.

rating-leaderboard-empty = Ezen a szerveren még nincs értékelt játszma: a ranglista a játszmák végével telik meg.
rating-leaderboard-heading = **LYNGK-ranglista**
rating-leaderboard-title = LYNGK-ranglista
rating-leaderboard-subtitle = Glicko-2 értékszám · a ± 95%-os tartomány

rating-stats-heading = **LYNGK ezen a szerveren**
rating-stats-games = Befejezett játszmák: { $finished } · folyamatban: { $active }
rating-stats-length = Átlagos hossz: { $turns } kör
rating-stats-wins = Az 1. játékos { $first } győzelem ({ $first-share }%), a 2. játékos { $second } győzelem ({ $second-share }%), döntetlen { $draws } ({ $draws-share }%)
rating-stats-most-active = Legaktívabbak: { $players }
