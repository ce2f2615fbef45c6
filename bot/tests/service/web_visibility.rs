//! `server-settings web:`: whether a server's games and events have pages on the web
//! front, and at which address.

use crate::common::*;
use lyngk_bot::i18n::Arg;
use lyngk_bot::service::api::{Command, Reply, WebVisibility};
use lyngk_bot::service::Refusal;
use lyngk_bot::store::web::{public_servers, server_at, web_setting};

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
