//! What players, an admin and fault trials tripped over, each checked through the
//! service on a real SQLite file: results and boards that mislead, the AI treated as
//! a person, records that lose what they said.

use crate::common::said::{refused, text, Said};
use crate::common::{alice, bob, carol, move_command, mover, some_move, Harness, PLACE};
use lyngk_ai::Limits;
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::{Actor, Command, Place, Reply};
use lyngk_bot::service::{ElsewhereGame, GameService, Refusal};
use lyngk_rules::record::{GameResult, Termination};
use lyngk_rules::{Colour, Setup, Variant};
use std::sync::atomic::Ordering;

const DAY: i64 = 24 * 3600;

/// The user id the AI plays under in these tests (the bot's own on Discord).
const AI: u64 = 9_000;

fn timed_challenge(opponent: &Actor, days: u32) -> Command {
    Command::Challenge {
        weekends_off: None,
        opponent: Some(opponent.clone()),
        variant: Variant::Standard,
        days_per_move: Some(days),
        rated: true,
    }
}

/// alice challenges bob with a clock of `days` per move; returns (first, second).
fn start_timed(h: &Harness, days: u32) -> (Actor, Actor) {
    let r = h.ask(&alice(), timed_challenge(&bob(), days));
    assert!(!r.ephemeral, "{}", r.text());
    let r = h.ask(&bob(), Command::Accept);
    assert!(!r.ephemeral, "{}", r.text());
    match r.ping == [alice().id] {
        true => (alice(), bob()),
        false => (bob(), alice()),
    }
}

fn advance(h: &Harness, seconds: i64) {
    h.time.0.fetch_add(seconds, Ordering::SeqCst);
}

/// The player to move makes some legal move.
fn play_one(h: &Harness, first: &Actor, second: &Actor) -> Reply {
    let game = h.game();
    let who = mover(&game, first, second).clone();
    let r = h.ask(&who, move_command(some_move(&game)));
    assert!(!r.ephemeral, "{}", r.text());
    r
}

/// A seed from `from` on whose lot puts the challenger first.
fn seed_where_challenger_moves_first(from: u64) -> u64 {
    (from..)
        .find(|&seed| Setup::from_seed(seed, Variant::Standard).first_seat == 0)
        .expect("both lots come up")
}

fn challenge_ai(level: u8) -> Command {
    Command::ChallengeAi {
        level,
        variant: Variant::Standard,
        ai_user: AI,
    }
}

fn ai_turn(service: &GameService) -> Reply {
    service
        .play_ai_turn_within(PLACE, Some(&Limits::nodes(40)))
        .unwrap()
        .expect("the AI answers with a legal turn")
}

#[test]
fn stats_count_an_aborted_game_neither_as_finished_nor_as_a_draw() {
    let h = Harness::new(71);
    let (first, _) = start_timed(&h, 1);
    advance(&h, 2 * DAY);
    let r = h.ask(&first, Command::Abort);
    assert!(!r.ephemeral, "{}", r.text());
    r.said_with("clock-aborted", &[("cause", text("asked"))]);
    let stats = h.ask(&alice(), Command::Stats);
    stats.said_with(
        "rating-stats-games",
        &[("finished", Arg::Number(0)), ("active", Arg::Number(0))],
    );
    stats.not_said("rating-stats-wins");
    stats.not_said("rating-stats-length");
}

#[test]
fn stats_average_and_shares_cover_only_games_played_out() {
    let h = Harness::new(71);
    let (first, second) = start_timed(&h, 1);
    advance(&h, 2 * DAY);
    h.ask(&first, Command::Abort);
    // A second game in the same channel, resigned after two turns.
    let (first, second_player) = start_timed(&h, 1);
    let _ = second;
    play_one(&h, &first, &second_player);
    play_one(&h, &first, &second_player);
    let r = h.ask(&first, Command::Resign { confirmed: true });
    assert!(!r.ephemeral, "{}", r.text());
    let stats = h.ask(&alice(), Command::Stats);
    stats.said_with(
        "rating-stats-games",
        &[("finished", Arg::Number(1)), ("active", Arg::Number(0))],
    );
    let two_turns = Arg::Decimal {
        value: 2.0,
        digits: 1,
    };
    stats.said_with("rating-stats-length", &[("turns", two_turns)]);
    stats.said_with(
        "rating-stats-wins",
        &[("draws", Arg::Number(0)), ("draws-share", Arg::Number(0))],
    );
}

#[test]
fn the_ai_is_never_pinged_nor_mentioned_and_is_no_player_in_stats() {
    let h = Harness::new(seed_where_challenger_moves_first(1));
    let start = h.ask(&alice(), challenge_ai(1));
    assert!(!start.ephemeral, "{}", start.text());
    let game = h.game();
    let r = h.ask(&alice(), move_command(some_move(&game)));
    assert!(!r.ephemeral, "{}", r.text());
    assert!(!r.ping.contains(&AI), "pinged the AI: {:?}", r.ping);
    // The AI is named, never mentioned: a text argument, not a player.
    r.said_with(
        "turn-next-ai",
        &[("name", text("LYNGK AI (ai:1)")), ("turn", Arg::Number(2))],
    );
    assert_no_player_arg(&r, AI);
    let answer = ai_turn(&h.service);
    assert_eq!(answer.ping, vec![alice().id], "{}", answer.text());
    let r = h.ask(&alice(), Command::Resign { confirmed: true });
    assert!(!r.ephemeral, "{}", r.text());
    assert!(!r.ping.contains(&AI), "pinged the AI: {:?}", r.ping);
    r.said_with("turn-resigns", &[("winner", text("LYNGK AI (ai:1)"))]);
    assert_no_player_arg(&r, AI);

    // A game at level 5 under the same user id: neither level counts as a player.
    let h5 = h.ask(&alice(), challenge_ai(5));
    assert!(!h5.ephemeral, "{}", h5.text());
    // The whole list: alice alone, the AI under neither level.
    h.ask(&bob(), Command::Stats).said_with(
        "rating-stats-most-active",
        &[("players", text("alice (2)"))],
    );
}

/// Fails if a message of `reply` names the user `id` as a player (a mention).
#[track_caller]
fn assert_no_player_arg(reply: &Reply, id: u64) {
    let mentioned = reply.messages().into_iter().find(|m| {
        m.args
            .iter()
            .any(|(_, a)| matches!(a, Arg::Player { id: p, .. } if *p == id))
    });
    assert!(mentioned.is_none(), "mentions {id}: {mentioned:?}");
}

/// The board image of a reply: (file name, alt text). The alt text is plain text (the
/// attachment's description), so the tests below read it as text.
fn board_of(reply: &Reply) -> (String, String) {
    let image = reply.image.as_ref().expect("a board image");
    let alt = image.description.clone().expect("alt text");
    (image.filename.clone(), alt)
}

#[test]
fn a_resignation_before_the_first_move_keeps_turn_1_and_names_the_winner() {
    let h = Harness::new(5);
    let (first, second) = h.start(Variant::Standard);
    let start = h.ask(&first, Command::Board);
    let (_, start_alt) = board_of(&start);
    assert!(start_alt.starts_with("LYNGK board, turn 1,"), "{start_alt}");
    let r = h.ask(&first, Command::Resign { confirmed: true });
    assert!(!r.ephemeral, "{}", r.text());
    let (file, alt) = board_of(&r);
    assert!(file.ends_with("-turn-1.png"), "{file}");
    assert!(alt.starts_with("LYNGK board, turn 1,"), "{alt}");
    let result = format!("{} resigned; {} wins.", first.name, second.name);
    assert!(alt.contains(&result), "{alt}");
    assert!(!alt.contains("to move"), "{alt}");
    // The board asked for afterwards says the same.
    let (_, later) = board_of(&h.ask(&second, Command::Board));
    assert!(later.contains(&result), "{later}");
}

#[test]
fn a_win_on_time_board_names_the_winner_and_nobody_to_move() {
    let h = Harness::new(71);
    let (first, second) = start_timed(&h, 1);
    play_one(&h, &first, &second);
    play_one(&h, &first, &second);
    advance(&h, 3 * DAY);
    // `first` is to move again and out of time.
    let r = h.ask(&second, Command::WinOnTime);
    assert!(!r.ephemeral, "{}", r.text());
    let (file, alt) = board_of(&r);
    assert!(file.ends_with("-turn-3.png"), "{file}");
    assert!(
        alt.contains(&format!("{} wins on time.", second.name)),
        "{alt}"
    );
    assert!(!alt.contains("to move"), "{alt}");
}

/// The file name, the caption and the image all give the turn being played.
#[test]
fn an_image_file_is_named_by_the_turn_it_shows() {
    let h = Harness::new(8);
    let (first, second) = h.start(Variant::Standard);
    let r = play_one(&h, &first, &second);
    let (file, alt) = board_of(&r);
    r.said_with("turn-next", &[("turn", Arg::Number(2))]);
    assert!(alt.starts_with("LYNGK board, turn 2,"), "{alt}");
    assert!(file.ends_with("-turn-2.png"), "{file}");
}

#[test]
fn the_replay_of_a_resigned_game_is_posted_as_finished_with_its_result() {
    let h = Harness::new(8);
    let (first, second) = h.start(Variant::Standard);
    play_one(&h, &first, &second);
    h.ask(&second, Command::Resign { confirmed: true });
    let r = h.ask(
        &first,
        Command::Replay {
            game: None,
            max_bytes: None,
        },
    );
    assert!(!r.ephemeral, "{}", r.text());
    let gif = r.files.first().expect("the GIF");
    // The GIF's alt text is plain text (the attachment's description).
    let alt = gif.description.clone().unwrap_or_default();
    let result = format!("{} resigned; {} wins", second.name, first.name);
    assert!(alt.contains(&result), "{alt}");
    assert!(!alt.contains("to move"), "{alt}");
}

/// The record of a game keeps its clock and that it was unrated, and a win on time
/// is not replayed as a resignation.
#[test]
fn a_record_keeps_the_clock_the_rating_and_a_win_on_time() {
    let h = Harness::new(71);
    let r = h.ask(
        &alice(),
        Command::Challenge {
            weekends_off: None,
            opponent: Some(bob()),
            variant: Variant::Standard,
            days_per_move: Some(2),
            rated: false,
        },
    );
    assert!(!r.ephemeral, "{}", r.text());
    let r = h.ask(&bob(), Command::Accept);
    let (first, second) = match r.ping == [alice().id] {
        true => (alice(), bob()),
        false => (bob(), alice()),
    };
    play_one(&h, &first, &second);
    play_one(&h, &first, &second);
    advance(&h, 6 * DAY);
    let r = h.ask(&second, Command::WinOnTime);
    assert!(!r.ephemeral, "{}", r.text());
    let history = h.ask(&first, Command::History);
    let record = String::from_utf8(history.files[0].bytes.clone()).unwrap();
    let read = lyngk_rules::record::read(&record).unwrap();
    assert_eq!(read.record.tag("TimeControl"), Some("1/172800"), "{record}");
    assert_eq!(read.termination, Termination::TimeForfeit, "{record}");
    let winner = match read.record.tag("Player1") == Some(second.name.as_str()) {
        true => GameResult::PlayerOneWins,
        false => GameResult::PlayerTwoWins,
    };
    assert_eq!(read.record.result, winner, "{record}");

    // Rendered from the record, the replay ends on time, not in a resignation.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.txt");
    std::fs::write(&path, &record).unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(["render", "--replay"])
        .arg(&path)
        .arg("-o")
        .arg(dir.path().join("game.gif"))
        .output()
        .expect("lyngk runs");
    // The command line prints text: the alt text it wrote.
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    assert!(
        stdout.contains(&format!("{} wins on time.", second.name)),
        "{stdout}"
    );
    assert!(!stdout.contains("to move"), "{stdout}");
}

fn claim(colour: &str) -> Command {
    Command::Claim {
        colour: colour.to_string(),
    }
}

/// RULES 5: colours may be named in any language the bot speaks, in any case; the
/// jokers get their own answer.
#[test]
fn colours_named_in_the_players_language_are_claimed() {
    let h = Harness::new(3);
    let (first, second) = h.start(Variant::Standard);
    for word in ["white", "weiß", "granitowy", "W"] {
        let r = h.ask(&first, claim(word));
        assert_eq!(r.refusal, Some(Refusal::JokerClaim), "{word}: {}", r.text());
        refused(&r, "refusal-joker-claim");
    }
    let r = h.ask(&first, claim("Schwarz"));
    assert!(!r.ephemeral, "{}", r.text());
    r.said_with("turn-claim", &[("colour", Arg::Colour(Colour::Black))]);
    let game = h.game();
    let turn = some_move(&game);
    let (from, to) = turn.cells().unwrap();
    let r = h.ask(
        &first,
        Command::Move {
            from: from.to_string(),
            to: to.to_string(),
            claim: None,
        },
    );
    assert!(!r.ephemeral, "{}", r.text());
    let r = h.ask(&second, claim("czerwony"));
    assert!(!r.ephemeral, "{}", r.text());
    r.said_with("turn-claim", &[("colour", Arg::Colour(Colour::Red))]);
}

/// Polish as the rulebook writes it: plural forms for 2 to 4, the jokers "granitowe",
/// no colour name in a case it cannot take, both genders, one word for "against".
#[test]
fn polish_uses_the_rulebooks_words_and_forms() {
    use lyngk_bot::i18n::{Locale, Msg, Style};
    use lyngk_rules::Colour;
    // The wording itself is what is checked here, so the Polish text is read.
    let pl = |msg: Msg| msg.format(Locale::Pl, Style::Plain);
    let roster = |count: i64| {
        pl(Msg::new("league-roster")
            .number("count", count)
            .text("names", "…"))
    };
    assert_eq!(roster(1), "1 gracz: …");
    assert_eq!(roster(3), "3 gracze: …");
    assert_eq!(roster(5), "5 graczy: …");
    let rules = pl(Msg::new("rules-setup"));
    assert!(rules.contains("43 piony"), "{rules}");
    assert!(rules.contains("granitowe"), "{rules}");
    assert!(!rules.contains("biał"), "{rules}");
    let left = pl(Msg::new("clock-time-left").duration("left", 4 * DAY));
    assert!(!left.contains("zostało"), "{left}");
    let claimed = pl(Msg::new("suggest-needs-claim").colour("colour", Colour::Blue));
    assert!(!claimed.contains("koloru niebieski"), "{claimed}");
    let joined = pl(Msg::new("league-joined")
        .text("player", "Ola")
        .text("league", "Wiosna")
        .text("roster", "2 gracze"));
    assert!(joined.contains("dołączył(a)"), "{joined}");
    let language = pl(Msg::new("settings-server-language-auto")
        .msg("language", Msg::new("language-name").text("code", "pl")));
    assert!(language.contains("(teraz: polski)"), "{language}");
    let replay = pl(Msg::new("info-history-heading")
        .number("game", 1)
        .text("first", "Ola")
        .text("second", "Jan")
        .msg("variant", Msg::new("game-variant-standard"))
        .text("seed", "1"));
    assert!(replay.contains("Ola kontra Jan"), "{replay}");
}

/// A game against the AI in German: no English in its start line, and the AI plays
/// under its German name.
#[test]
fn an_ai_game_in_german_has_no_english_left() {
    use lyngk_bot::i18n::Locale;
    use lyngk_bot::service::api::Request;
    let h = Harness::new(seed_where_challenger_moves_first(1));
    let start = h.ask_request(Request {
        place: PLACE,
        actor: alice(),
        command: challenge_ai(1),
        interaction: None,
        actor_is_admin: false,
        locale: Locale::De,
        server_locale: Some(Locale::De),
    });
    // Whether English is left in the German text is a question about the text.
    let text = start.text();
    assert!(text.contains("gegen die LYNGK-KI auf Stufe 1"), "{text}");
    assert!(!text.contains(", standard."), "{text}");
    assert!(text.contains(", Standard."), "{text}");
    let board = start.image.as_ref().expect("the board");
    let alt = board.description.clone().unwrap_or_default();
    assert!(alt.contains("LYNGK-KI (ai:1)"), "{alt}");
    assert!(!alt.contains("LYNGK AI"), "{alt}");
}

/// `lyngk render --replay --locale de`: the alt text (and the frames) in German.
#[test]
fn render_replay_speaks_the_language_asked_for() {
    let h = Harness::new(8);
    let (first, second) = h.start(Variant::Standard);
    play_one(&h, &first, &second);
    let history = h.ask(&first, Command::History);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.txt");
    std::fs::write(&path, &history.files[0].bytes).unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(["render", "--locale", "de", "--replay"])
        .arg(&path)
        .arg("-o")
        .arg(dir.path().join("game.gif"))
        .output()
        .expect("lyngk runs");
    // The command line prints text: the German alt text it wrote.
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    assert!(stdout.contains("alt text: LYNGK-Brett, Zug 2"), "{stdout}");
}

#[test]
fn no_game_here_names_the_channels_where_the_asker_plays() {
    let h = Harness::new(1);
    let elsewhere = Place {
        channel: PLACE.channel + 5,
        ..PLACE
    };
    // A game between alice and bob in PLACE, and alice's challenge to carol elsewhere.
    h.ask(&alice(), challenge(bob()));
    h.ask(&bob(), Command::Accept);
    h.ask_in(elsewhere, &alice(), challenge(carol()), None);
    let quiet = Place {
        channel: PLACE.channel + 9,
        ..PLACE
    };
    let reply = h.ask_in(quiet, &alice(), Command::Board, None);
    let yours = vec![
        ElsewhereGame {
            game: 1,
            channel: PLACE.channel,
            started: true,
        },
        ElsewhereGame {
            game: 2,
            channel: elsewhere.channel,
            started: false,
        },
    ];
    assert_eq!(reply.refusal, Some(Refusal::NoGameHere(yours)));
    assert!(reply.ephemeral);
    refused(&reply, "refusal-no-game-here");
    reply.said_with(
        "refusal-your-game-in",
        &[("game", Arg::Number(1)), ("channel", Arg::Channel(20))],
    );
    reply.said_with(
        "refusal-your-challenge-in",
        &[("game", Arg::Number(2)), ("channel", Arg::Channel(25))],
    );
    // Someone with no game anywhere gets the plain answer.
    let reply = h.ask_in(quiet, &dave(), Command::Board, None);
    assert_eq!(reply.refusal, Some(Refusal::NoGame));
}

fn challenge(opponent: Actor) -> Command {
    Command::Challenge {
        weekends_off: None,
        opponent: Some(opponent),
        variant: Variant::Standard,
        days_per_move: None,
        rated: true,
    }
}

fn dave() -> Actor {
    Actor {
        id: 4040,
        name: "dave".into(),
    }
}
