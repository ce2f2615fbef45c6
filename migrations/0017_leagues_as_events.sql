-- Leagues become round robin events: a league is a round robin whose games all open at
-- the start, each in its own thread (the "all at once" pace), with the games' clocks as
-- the only deadlines. Every league moves into `events` with its players, its schedule
-- and its games (which keep their ids, channels, threads and results), and the league
-- tables go.

-- How a round robin's games open: a round at a time, each round with a deadline (the
-- round robins there were), or every game at the start.
ALTER TABLE round_robins ADD COLUMN pace TEXT NOT NULL DEFAULT 'round_by_round'
    CHECK (pace IN ('round_by_round', 'all_at_once'));

-- Each league's event id: after the events there are, in league order.
CREATE TABLE league_moves (
    league  INTEGER PRIMARY KEY,
    event   INTEGER NOT NULL UNIQUE,
    name    TEXT    NOT NULL
);

-- Event and league names lived apart, so a server may have an event and a league of
-- the same name (any case). The event keeps its name and the league becomes
-- "<name> league"; should that be taken too (by an event or another league), it
-- becomes "<name> league <league id>". The league commands look a name up with the
-- " league" suffix as well, so `/lyngk league standings Spring` still finds it.
INSERT INTO league_moves (league, event, name)
SELECT l.id,
       (SELECT COALESCE(MAX(id), 0) FROM events) + ROW_NUMBER() OVER (ORDER BY l.id),
       CASE
           WHEN NOT EXISTS (SELECT 1 FROM events e
                            WHERE e.guild_id = l.guild_id AND e.name = l.name COLLATE NOCASE)
               THEN l.name
           WHEN NOT EXISTS (SELECT 1 FROM events e
                            WHERE e.guild_id = l.guild_id
                              AND e.name = l.name || ' league' COLLATE NOCASE)
                AND NOT EXISTS (SELECT 1 FROM leagues o
                                WHERE o.guild_id = l.guild_id
                                  AND o.name = l.name || ' league' COLLATE NOCASE)
               THEN l.name || ' league'
           ELSE l.name || ' league ' || l.id
       END
FROM leagues l;

-- The event: what the league had, and for what leagues did not have:
-- - rated: league games were always rated (none was marked unrated), so 1;
-- - days_per_move: a league without a clock gets the events' default, 3 days (events
--   always have one); its games keep the clock they were created with, so this only
--   shows in its messages (a started league creates no more games);
-- - rounds: the rounds its schedule has; an open league holds the placeholder 1 until
--   its start sets the rounds its players make, as for any round robin;
-- - round_days: unused at this pace (no round deadlines), the events' default of 14
--   days, or the days per move when longer (an event's round is never shorter);
-- - no late entries (a league's schedule is drawn at the start), forfeits on
--   withdrawal as `event create` defaults, no entry limits, one game a pairing;
-- - seed_key: a fresh secret (the games there are have their seeds already);
-- - the organiser is who created the league.
INSERT INTO events
    (id, guild_id, channel, name, format, variant, days_per_move, rated, rounds,
     round_days, late_entry, forfeit_on_withdrawal, max_players, min_rating, max_rating,
     state, seed_key, created_by, created_at, updated_at, version, max_time_losses,
     best_of)
SELECT m.event, l.guild_id, l.channel, m.name, 'round_robin', l.variant,
       COALESCE(l.days_per_move, 3), 1,
       COALESCE((SELECT MAX(round) FROM league_games g WHERE g.league = l.id), 1),
       MAX(14, COALESCE(l.days_per_move, 3)), 0, 1, NULL, NULL, NULL,
       l.state, random() & 9223372036854775807, l.created_by, l.created_at, l.updated_at,
       l.version, NULL, 1
FROM leagues l JOIN league_moves m ON m.league = l.id;

-- Every pairing once (legs 1) or twice with the seats swapped (2), all games at once.
INSERT INTO round_robins (event, legs, rounds_named, pace)
SELECT m.event, 1 + l.double_round, NULL, 'all_at_once'
FROM leagues l JOIN league_moves m ON m.league = l.id;

-- The players. A league's games name players by their index among its players in
-- join order (positions may have gaps where someone left before the start), which is
-- an event's dense `entry`. The rating fixed at entry is the player's rating on the
-- server now (1500, a newcomer's, when they have none), rounded into 0..9999.
INSERT INTO event_players (event, user_id, name, entry, rating, joined_at, withdrawn_at)
SELECT m.event, p.user_id, p.name,
       (SELECT COUNT(*) FROM league_players q
        WHERE q.league = p.league AND q.position < p.position),
       COALESCE(CAST(ROUND(MIN(MAX(r.rating, 0), 9999)) AS INTEGER), 1500),
       p.joined_at, NULL
FROM league_players p
JOIN league_moves m ON m.league = p.league
JOIN leagues l ON l.id = p.league
LEFT JOIN ratings r ON r.guild_id = l.guild_id AND r.user_id = p.user_id;

-- The rounds of the schedule: opened when their games were created, with no deadline
-- (the largest integer: never due, which the deadline queries leave out), closed when
-- their last game ended.
INSERT INTO event_rounds (event, round, opened_at, deadline_at, closed_at)
SELECT m.event, lg.round, MIN(g.created_at), 9223372036854775807,
       CASE WHEN SUM(g.status != 'finished') = 0 THEN MAX(g.updated_at) END
FROM league_games lg
JOIN league_moves m ON m.league = lg.league
JOIN games g ON g.id = lg.game
GROUP BY lg.league, lg.round;

-- The games: the first player is white (moves first). They keep their ids, so their
-- channels and threads (or placeholders, `thread_open = 0`), results and ratings stay
-- as they are. Inserted in the league's order (round, then game), which the rowids
-- keep.
INSERT INTO event_pairings
    (event, round, white, black, game, thread_open, forfeited_by, removed_white,
     removed_black, number)
SELECT m.event, lg.round, lg.first, lg.second, lg.game, lg.thread_open, NULL,
       lg.removed_first, lg.removed_second, 1
FROM league_games lg JOIN league_moves m ON m.league = lg.league
ORDER BY lg.league, lg.round, lg.game;

DROP TABLE league_games;
DROP TABLE league_players;
DROP TABLE leagues;
DROP TABLE league_moves;
