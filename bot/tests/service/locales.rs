//! Which language each answer is in: the server's chosen language for public
//! posts, else Discord's locale of the server, else English; private replies in the
//! actor's locale; reminders in the server's language; digests in the recipient's
//! last seen locale.

use crate::common::said::{self, Said};
use crate::common::*;
use lyngk_bot::i18n::Locale;
use lyngk_bot::service::api::{
    Actor, Command, Outbound, Place, ReminderMode, Reply, Request, ServerLanguage,
};
use lyngk_rules::Variant;
use std::sync::atomic::Ordering;

const DAY: i64 = 86_400;
const HOUR: i64 = 3_600;

/// `actor` asks in `place`, their Discord client in `locale`, the server's Discord
/// locale `server`; `admin`: with the Manage Server permission.
fn ask(
    h: &Harness,
    place: Place,
    actor: &Actor,
    command: Command,
    (locale, server): (Locale, Option<Locale>),
    admin: bool,
) -> Reply {
    h.ask_request(Request {
        place,
        actor: actor.clone(),
        command,
        interaction: None,
        actor_is_admin: admin,
        locale,
        server_locale: server,
    })
}

/// Asserts that `reply` says `text`.
fn says(reply: &Reply, text: &str) {
    assert!(reply.text().contains(text), "{}", reply.text());
}

/// `/lyngk stats` (a public post) by bob in `place`.
fn stats(h: &Harness, place: Place, locales: (Locale, Option<Locale>)) -> Reply {
    ask(h, place, &bob(), Command::Stats, locales, false)
}

fn set_language(h: &Harness, language: ServerLanguage, server: Option<Locale>) -> Reply {
    let command = Command::ServerSettings {
        weekends_off: None,
        auto_timeout: None,
        language: Some(language),
        web: None,
    };
    ask(h, PLACE, &carol(), command, (Locale::En, server), true)
}

#[test]
fn the_servers_language_beats_discords_locale_of_the_server() {
    let h = Harness::new(1);
    let refused = ask(
        &h,
        PLACE,
        &alice(),
        Command::ServerSettings {
            weekends_off: None,
            auto_timeout: None,
            language: Some(ServerLanguage::Fixed(Locale::Fr)),
            web: None,
        },
        (Locale::En, Some(Locale::De)),
        false,
    );
    assert!(refused.refusal.is_some(), "{}", refused.text());
    let post = stats(&h, PLACE, (Locale::En, Some(Locale::De)));
    assert_eq!(
        post.locale,
        Locale::De,
        "unset: Discord's locale of the server"
    );
    says(&post, "LYNGK auf diesem Server");

    let set = set_language(&h, ServerLanguage::Fixed(Locale::Fr), Some(Locale::De));
    assert!(set.ephemeral, "{}", set.text());
    set.said("settings-server-language")
        .said_with("language-name", &[("code", said::text("fr"))]);
    let post = stats(&h, PLACE, (Locale::En, Some(Locale::De)));
    assert_eq!(post.locale, Locale::Fr);
    says(&post, "LYNGK sur ce serveur");
    // Another server keeps its own language.
    let elsewhere = Place {
        guild: Some(11),
        channel: 21,
    };
    let post = stats(&h, elsewhere, (Locale::En, Some(Locale::It)));
    assert_eq!(post.locale, Locale::It);
}

#[test]
fn auto_follows_discord_and_then_english() {
    let h = Harness::new(2);
    set_language(&h, ServerLanguage::Fixed(Locale::Nl), None);
    let set = set_language(&h, ServerLanguage::Auto, Some(Locale::Pl));
    says(&set, "Discord");
    let post = stats(&h, PLACE, (Locale::Hu, Some(Locale::Pl)));
    assert_eq!(post.locale, Locale::Pl);
    // A server whose Discord locale the bot does not speak (pt-BR arrives as None).
    let post = stats(&h, PLACE, (Locale::Hu, None));
    assert_eq!(post.locale, Locale::En);
    says(&post, "LYNGK on this server");
}

#[test]
fn a_private_reply_is_in_the_actors_locale_beside_public_posts_in_the_servers() {
    let h = Harness::new(3);
    set_language(&h, ServerLanguage::Fixed(Locale::De), Some(Locale::En));
    let polish = (Locale::Pl, Some(Locale::En));
    let mine = ask(&h, PLACE, &alice(), Command::MyGames, polish, false);
    assert!(mine.ephemeral);
    assert_eq!(mine.locale, Locale::Pl);
    says(&mine, "**Twoje partie**");
    let stats = ask(&h, PLACE, &alice(), Command::Stats, polish, false);
    assert!(!stats.ephemeral);
    assert_eq!(stats.locale, Locale::De);
    // A refusal is private too.
    let refused = ask(&h, PLACE, &alice(), Command::WinOnTime, polish, false);
    assert_eq!((refused.ephemeral, refused.locale), (true, Locale::Pl));
}

#[test]
fn table_images_take_their_headings_from_the_posts_language() {
    let h = Harness::new(4);
    let (first, _second) = h.start(Variant::Standard);
    h.ask(&first, Command::Resign { confirmed: true });
    set_language(&h, ServerLanguage::Fixed(Locale::De), None);
    let board = ask(
        &h,
        PLACE,
        &bob(),
        Command::Leaderboard,
        (Locale::Fr, None),
        false,
    );
    assert_eq!(board.locale, Locale::De);
    assert!(
        board.text().starts_with("**LYNGK-Rangliste**"),
        "{}",
        board.text()
    );
    let image = board.image.expect("a table image");
    let alt = image.description.expect("alt text");
    assert!(
        alt.contains("LYNGK-Rangliste") && alt.contains("Spieler"),
        "{alt}"
    );
    assert!(!alt.contains("Player"), "{alt}");
}

/// `challenger` challenges `opponent` with one day per move, each speaking `locale`.
fn start_timed(h: &Harness, place: Place, players: [&Actor; 2], locale: Locale) -> [Actor; 2] {
    let [challenger, opponent] = players;
    let challenge = Command::Challenge {
        weekends_off: None,
        opponent: Some(opponent.clone()),
        variant: Variant::Standard,
        days_per_move: Some(1),
        rated: true,
    };
    let speaking = (locale, None);
    let r = ask(h, place, challenger, challenge, speaking, false);
    assert!(!r.ephemeral, "{}", r.text());
    let r = ask(h, place, opponent, Command::Accept, speaking, false);
    assert!(!r.ephemeral, "{}", r.text());
    if r.ping == [challenger.id] {
        [challenger.clone(), opponent.clone()]
    } else {
        [opponent.clone(), challenger.clone()]
    }
}

#[test]
fn a_digest_comes_in_the_recipients_last_seen_locale() {
    let h = Harness::new(5);
    let digest = Command::Settings {
        digest_hour: Some(9),
        reminders: Some(ReminderMode::Digest),
        clock: Default::default(),
    };
    ask(&h, PLACE, &alice(), digest, (Locale::It, None), false);
    // One game in Spanish, where alice is to move.
    let place = |channel| Place {
        guild: Some(10),
        channel,
    };
    let [first, _] = start_timed(&h, place(40), [&bob(), &alice()], Locale::Es);
    assert_eq!(first.id, alice().id, "seed 5 seats alice first");
    // alice's last request was in Hungarian: the digest follows it.
    ask(
        &h,
        PLACE,
        &alice(),
        Command::MyGames,
        (Locale::Hu, None),
        false,
    );
    let now = h.time.0.load(Ordering::SeqCst);
    h.time
        .0
        .store((now / DAY + 1) * DAY + 9 * HOUR, Ordering::SeqCst);
    let out = h.service.deliver_due(h.service.now()).unwrap();
    let [Outbound::Direct { user, reply }] = &out[..] else {
        panic!("one direct message: {out:?}");
    };
    assert_eq!((*user, reply.locale), (alice().id, Locale::Hu));
    assert!(
        reply.text().starts_with("Rajtad a sor 1 LYNGK-játszmában:"),
        "{}",
        reply.text()
    );
}

#[test]
fn a_channel_reminder_is_in_the_servers_language() {
    let h = Harness::new(6);
    set_language(&h, ServerLanguage::Fixed(Locale::Nl), None);
    let [first, _] = start_timed(&h, PLACE, [&alice(), &bob()], Locale::Fr);
    let now = h.time.0.load(Ordering::SeqCst);
    // Half of the two days' bank: the first reminder.
    h.time.0.store(now + DAY, Ordering::SeqCst);
    let out = h.service.deliver_due(h.service.now()).unwrap();
    let [Outbound::Channel { reply, .. }] = &out[..] else {
        panic!("one reminder: {out:?}");
    };
    assert_eq!(reply.ping, vec![first.id]);
    assert_eq!(reply.locale, Locale::Nl);
    says(reply, "een herinnering");
    says(reply, "nog 1 dag");
}
