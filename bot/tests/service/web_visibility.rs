//! `server-settings web:`: whether a server's games and events have pages on the web
//! front, and at which address.

use crate::common::*;
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::{Actor, Command, EventOptions, Reply, WebVisibility};
use lyngk_bot::service::Refusal;
use lyngk_bot::store::web::{public_servers, server_at, web_setting};
use lyngk_rules::Variant;

fn set_web(h: &Harness, web: Option<WebVisibility>) -> Reply {
    h.ask_as_admin(
        &carol(),
        Command::ServerSettings {
            auto_timeout: None,
            language: None,
            web,
            weekends_off: None,
        },
    )
}

/// The web line of a server-settings reply: its message id and the path it names.
fn web_line(reply: &Reply) -> (String, Option<String>) {
    let line = reply
        .lines
        .iter()
        .find(|line| line.id.starts_with("settings-server-web-"))
        .expect("a web line");
    let path = line
        .args
        .iter()
        .find_map(|(name, arg)| match (name.as_str(), arg) {
            ("path", Arg::Text(path)) => Some(path.clone()),
            _ => None,
        });
    (line.id.clone(), path)
}

fn is_hex(text: &str, digits: usize) -> bool {
    text.len() == digits && text.chars().all(|c| c.is_ascii_hexdigit())
}

#[test]
fn pages_are_off_until_an_admin_turns_them_on() {
    let h = Harness::new(1);
    let shown = set_web(&h, None);
    assert_eq!(web_line(&shown), ("settings-server-web-off".into(), None));
    let guild = PLACE.guild.unwrap();
    assert_eq!(
        web_setting(&h.db(), guild).unwrap().visibility,
        WebVisibility::Off
    );
    assert!(public_servers(&h.db()).unwrap().is_empty());
}

#[test]
fn an_unlisted_server_gets_an_unguessable_token_it_keeps() {
    let h = Harness::new(1);
    let guild = PLACE.guild.unwrap();
    let (id, path) = web_line(&set_web(&h, Some(WebVisibility::Unlisted)));
    assert_eq!(id, "settings-server-web-unlisted");
    let token = path.unwrap().strip_prefix("/s/").unwrap().to_owned();
    assert!(is_hex(&token, 32), "128 random bits in hex: {token}");
    let found = server_at(&h.db(), &token)
        .unwrap()
        .expect("found by its token");
    assert_eq!(
        (found.guild, found.visibility),
        (guild, WebVisibility::Unlisted)
    );
    assert!(public_servers(&h.db()).unwrap().is_empty(), "not listed");

    // Off: the token leads nowhere; unlisted again: the same token, so old links work.
    set_web(&h, Some(WebVisibility::Off));
    assert_eq!(server_at(&h.db(), &token).unwrap(), None);
    let (_, again) = web_line(&set_web(&h, Some(WebVisibility::Unlisted)));
    assert_eq!(again.unwrap(), format!("/s/{token}"));
}

#[test]
fn a_public_server_is_listed_at_another_address_than_its_token() {
    let h = Harness::new(1);
    let guild = PLACE.guild.unwrap();
    let (_, unlisted) = web_line(&set_web(&h, Some(WebVisibility::Unlisted)));
    let token = unlisted.unwrap().strip_prefix("/s/").unwrap().to_owned();
    let (id, path) = web_line(&set_web(&h, Some(WebVisibility::Public)));
    assert_eq!(id, "settings-server-web-public");
    let slug = path.unwrap().strip_prefix("/s/").unwrap().to_owned();
    assert!(is_hex(&slug, 16), "{slug}");
    assert_ne!(slug, token);
    let listed = public_servers(&h.db()).unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(
        (listed[0].guild, listed[0].address.as_str()),
        (guild, slug.as_str())
    );
    assert_eq!(
        server_at(&h.db(), &token).unwrap(),
        None,
        "the token is dead while public"
    );
}

#[test]
fn only_an_admin_changes_the_web_setting() {
    let h = Harness::new(1);
    let asked = h.ask(
        &alice(),
        Command::ServerSettings {
            auto_timeout: None,
            language: None,
            web: Some(WebVisibility::Public),
            weekends_off: None,
        },
    );
    assert!(matches!(asked.refusal, Some(Refusal::NotAdmin(_))));
    assert_eq!(
        web_setting(&h.db(), PLACE.guild.unwrap())
            .unwrap()
            .visibility,
        WebVisibility::Off
    );
}

fn game_id(h: &Harness) -> i64 {
    h.db()
        .query_row("SELECT MAX(id) FROM games", [], |r| r.get(0))
        .unwrap()
}

/// One turn by whoever is to move: the reply (the turn panel).
fn one_turn(h: &Harness, first: &Actor, second: &Actor) -> Reply {
    let game = h.game();
    let reply = h.ask(mover(&game, first, second), move_command(some_move(&game)));
    assert!(reply.refusal.is_none(), "{:?}", reply.refusal);
    reply
}

/// A turn panel links its game's page and an event command's public reply the
/// event's page, at the server's address now, once the pages' outside address is
/// known; none while the server's pages are off, and none without that address.
#[test]
fn posts_link_their_page_when_the_server_publishes_it_and_the_address_is_known() {
    let mut h = Harness::new(1);
    set_web(&h, Some(WebVisibility::Public));
    let (first, second) = h.start(Variant::Standard);
    let game = game_id(&h);
    let unlinked = one_turn(&h, &first, &second);
    assert_eq!(unlinked.panel, Some(game));
    assert_eq!(unlinked.page, None, "no outside address, no link");

    h.link_pages_at("https://lyngk.example/");
    let guild = PLACE.guild.unwrap();
    let public = web_setting(&h.db(), guild).unwrap().address.unwrap();
    let panel = one_turn(&h, &first, &second);
    assert_eq!(
        panel.page.as_deref(),
        Some(format!("https://lyngk.example/g/{public}-{game}").as_str())
    );
    let created = h.ask_as_admin(
        &carol(),
        Command::EventCreate {
            name: "Cup".into(),
            options: EventOptions::default(),
        },
    );
    let event: i64 = h
        .db()
        .query_row("SELECT id FROM events", [], |r| r.get(0))
        .unwrap();
    assert_eq!(
        created.page.as_deref(),
        Some(format!("https://lyngk.example/e/{public}-{event}").as_str())
    );
    let refused = h.ask(&alice(), Command::EventStart { name: "Cup".into() });
    assert!(
        refused.refusal.is_some() && refused.page.is_none(),
        "a private reply"
    );

    set_web(&h, Some(WebVisibility::Unlisted));
    let token = web_setting(&h.db(), guild).unwrap().address.unwrap();
    let panel = one_turn(&h, &first, &second);
    assert_eq!(
        panel.page.as_deref(),
        Some(format!("https://lyngk.example/g/{token}-{game}").as_str())
    );

    set_web(&h, Some(WebVisibility::Off));
    assert_eq!(
        one_turn(&h, &first, &second).page,
        None,
        "pages off, no link"
    );
}
