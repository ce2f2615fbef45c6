//! Each event format's page as HTML from typed data: standings with tiebreaks as a
//! table, the crosstable (Swiss, round robin), the bracket (knockout), the ladder's
//! places and challenges, each division's table with who moves; pairings by round with
//! results and links to their games; no Markdown anywhere.

use super::*;
use lyngk_domain::divisions::DivisionPlay;
use lyngk_domain::event::EventFormat;

fn entrant(index: usize) -> Actor {
    match index {
        0 => evil(),
        index => Actor {
            id: 2000 + index as u64,
            name: format!("player{index}"),
        },
    }
}

/// An admin creates `name` with `options` in `place`; `players` join; it starts
/// (but a ladder, which runs from its creation). Its id.
fn event(site: &Site, name: &str, options: EventOptions, players: usize) -> i64 {
    let format = options.format;
    site.ask(
        PLACE,
        &alice(),
        Command::EventCreate {
            name: name.into(),
            options,
        },
    );
    for index in 0..players {
        site.ask(
            PLACE,
            &entrant(index),
            Command::EventJoin { name: name.into() },
        );
    }
    if format != Some(EventFormat::Ladder) {
        site.ask(PLACE, &alice(), Command::EventStart { name: name.into() });
    }
    site.query(&format!("SELECT id FROM events WHERE name = '{name}'"))
}

impl Site {
    fn query(&self, sql: &str) -> i64 {
        rusqlite::Connection::open(&self.path)
            .unwrap()
            .query_row(sql, [], |r| r.get(0))
            .unwrap()
    }

    /// Every running game ends: its first-named player resigns (so the second wins).
    fn resign_every_game(&self) {
        let running: Vec<(i64, u64, String)> = {
            let conn = rusqlite::Connection::open(&self.path).unwrap();
            let mut found = conn
                .prepare(
                    "SELECT channel, challenger_id, challenger_name FROM games \
                     WHERE status = 'active' ORDER BY id",
                )
                .unwrap();
            let rows = found
                .query_map([], |r| {
                    Ok((r.get(0)?, r.get::<_, i64>(1)? as u64, r.get(2)?))
                })
                .unwrap();
            rows.collect::<Result<_, _>>().unwrap()
        };
        for (channel, id, name) in running {
            let place = Place {
                guild: PLACE.guild,
                channel: channel as u64,
            };
            self.ask(
                place,
                &Actor { id, name },
                Command::Resign { confirmed: true },
            );
        }
    }
}

/// The text of the first `<section class="{class}">` of `body`.
fn section<'a>(body: &'a str, class: &str) -> &'a str {
    let start = body
        .find(&format!("<section class=\"{class}\">"))
        .unwrap_or_else(|| panic!("a {class} section in {body}"));
    let rest = &body[start..];
    &rest[..rest.find("</section>").unwrap()]
}

/// A page every event page must be: found, escaped, no Discord Markdown.
async fn event_page(app: &Router, server: &str, event: i64) -> Page {
    let page = get(app, &format!("/e/{server}-{event}")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert_markdown_free(&page.body);
    assert!(!page.body.contains(EVIL), "the name is escaped");
    page
}

fn assert_markdown_free(body: &str) {
    for marker in ["**", "```", "__"] {
        assert!(!body.contains(marker), "{marker} in {body}");
    }
}

/// The game pages a part links, each one found.
async fn linked_games(app: &Router, part: &str, server: &str) -> usize {
    let prefix = format!("href=\"/g/{server}-");
    let links: Vec<&str> = part
        .match_indices(&prefix)
        .map(|(at, _)| {
            let href = &part[at + 6..];
            &href[..href.find('"').unwrap()]
        })
        .collect();
    for link in &links {
        assert_eq!(get(app, link).await.status, StatusCode::OK, "{link}");
    }
    links.len()
}

#[tokio::test]
async fn a_swiss_page_has_its_standings_table_crosstable_and_linked_pairings() {
    let site = Site::new();
    let server = site.publish(PLACE, WebVisibility::Public).unwrap();
    let options = EventOptions {
        rounds: Some(3),
        ..EventOptions::default()
    };
    let id = event(&site, "Swiss", options, 4);
    site.resign_every_game();
    let app = site.router();
    let page = event_page(&app, &server, id).await;

    let standings = section(&page.body, "standings");
    assert!(
        standings.contains("<th class=\"number\">BH-1</th>"),
        "{standings}"
    );
    assert_eq!(
        standings.matches("<tr>").count() + standings.matches("<tr ").count(),
        5
    );
    // Two games won in round 1: the top two have a point each.
    let points = |shown: &str| format!("</span></td><td class=\"number\">{shown}</td>");
    assert_eq!(standings.matches(&points("1.0")).count(), 2, "{standings}");
    assert_eq!(standings.matches(&points("0.0")).count(), 2, "{standings}");

    let crosstable = section(&page.body, "crosstable");
    assert!(
        crosstable.contains("<th class=\"number\">R3</th>"),
        "{crosstable}"
    );
    // Round 1: two wins, two losses, each against a ranked opponent.
    assert_eq!(crosstable.matches(" 1</td>").count(), 2, "{crosstable}");
    assert_eq!(crosstable.matches(" 0</td>").count(), 2, "{crosstable}");
    assert!(crosstable.contains("title=\"First seat against no. "));

    let pairings = section(&page.body, "pairings");
    let rounds: Vec<usize> = [2, 1]
        .iter()
        .map(|round| pairings.find(&format!("<h4>Round {round}</h4>")).unwrap())
        .collect();
    assert!(rounds[0] < rounds[1], "the latest round first");
    assert!(
        pairings.contains(">0–1</a>"),
        "a result linking its game: {pairings}"
    );
    assert_eq!(linked_games(&app, pairings, &server).await, 4);
    assert!(page
        .body
        .contains(&format!("href=\"/e/{server}-{id}/report.trf\"")));
}

/// An event's page is built once per change to the database and kept for every visit
/// until the next: a round's results written after a visit show on a later one.
#[tokio::test]
async fn an_event_page_shows_what_was_written_after_it_was_built() {
    let site = Site::new();
    let server = site.publish(PLACE, WebVisibility::Public).unwrap();
    let options = EventOptions {
        rounds: Some(3),
        ..EventOptions::default()
    };
    let id = event(&site, "Kept", options, 4);
    let app = site.router();
    let before = event_page(&app, &server, id).await.body;
    assert!(!before.contains("<h4>Round 2</h4>"), "{before}");
    assert_eq!(event_page(&app, &server, id).await.body, before);

    site.resign_every_game();
    // Checked against the database's version at each visit: no wait for the watch.
    let after = event_page(&app, &server, id).await.body;
    let pairings = section(&after, "pairings");
    assert!(pairings.contains("<h4>Round 2</h4>"), "{pairings}");
    assert!(
        pairings.contains(">0–1</a>"),
        "round 1's results: {pairings}"
    );
}

#[tokio::test]
async fn a_round_robin_page_has_everyone_against_everyone() {
    let site = Site::new();
    let server = site.publish(PLACE, WebVisibility::Public).unwrap();
    let options = EventOptions {
        format: Some(EventFormat::RoundRobin),
        ..EventOptions::default()
    };
    let id = event(&site, "League", options, 4);
    site.resign_every_game();
    let app = site.router();
    let page = event_page(&app, &server, id).await;
    let standings = section(&page.body, "standings");
    assert!(
        standings.contains("<th class=\"number\">SB</th>"),
        "{standings}"
    );
    let crosstable = section(&page.body, "crosstable");
    assert_eq!(crosstable.matches("class=\"number self\"").count(), 4);
    assert!(crosstable.contains("<th class=\"number\">4</th>"));
    assert_eq!(
        crosstable.matches("title=\"win\">1</td>").count(),
        2,
        "{crosstable}"
    );
    assert_eq!(crosstable.matches("title=\"loss\">0</td>").count(), 2);
    assert_eq!(
        crosstable.matches("title=\"in play\">…</td>").count(),
        4,
        "round 2"
    );
    assert!(linked_games(&app, section(&page.body, "pairings"), &server).await >= 2);
}

#[tokio::test]
async fn a_knockout_page_draws_its_bracket_round_by_round() {
    let site = Site::new();
    let server = site.publish(PLACE, WebVisibility::Public).unwrap();
    let options = EventOptions {
        format: Some(EventFormat::Knockout),
        ..EventOptions::default()
    };
    let id = event(&site, "Cup", options, 4);
    let app = site.router();
    let before = event_page(&app, &server, id).await;
    let bracket = section(&before.body, "bracket-part");
    assert_eq!(bracket.matches("<div class=\"bracket-round\">").count(), 2);
    assert!(bracket.contains("<h4>Semi-finals</h4>") && bracket.contains("<h4>Final</h4>"));
    assert_eq!(
        bracket.matches("class=\"empty\"").count(),
        2,
        "the final to come"
    );
    assert_eq!(linked_games(&app, bracket, &server).await, 2);

    site.resign_every_game();
    let after = event_page(&app, &server, id).await;
    let bracket = section(&after.body, "bracket-part");
    assert_eq!(bracket.matches("class=\"empty\"").count(), 0, "{bracket}");
    assert_eq!(bracket.matches("class=\"side through\"").count(), 2);
    assert_eq!(
        linked_games(&app, bracket, &server).await,
        3,
        "the final's game too"
    );
    assert!(!after.body.contains("report.trf"), "a bracket has no TRF");
}

#[tokio::test]
async fn a_ladder_page_lists_its_places_and_the_challenges_in_play() {
    let site = Site::new();
    let server = site.publish(PLACE, WebVisibility::Public).unwrap();
    let options = EventOptions {
        format: Some(EventFormat::Ladder),
        ..EventOptions::default()
    };
    let id = event(&site, "Ladder", options, 3);
    site.ask(
        PLACE,
        &entrant(2),
        Command::LadderChallenge {
            name: "Ladder".into(),
            opponent: entrant(1),
        },
    );
    let app = site.router();
    let page = event_page(&app, &server, id).await;
    let ladder = section(&page.body, "ladder");
    let places: Vec<usize> = (0..3)
        .map(|index| {
            let name = if index == 0 { "&#60;script" } else { "" };
            let name = if name.is_empty() {
                format!("player{index}")
            } else {
                name.to_owned()
            };
            ladder
                .find(&name)
                .unwrap_or_else(|| panic!("{name} in {ladder}"))
        })
        .collect();
    assert!(
        places[0] < places[1] && places[1] < places[2],
        "in joining order"
    );
    assert!(ladder.contains("3. <span class=\"player-name\" dir=\"auto\">player2</span> → 2."));
    assert!(ladder.contains("not yet accepted"), "{ladder}");

    site.ask(
        PLACE,
        &entrant(1),
        Command::LadderAccept {
            name: "Ladder".into(),
        },
    );
    let page = event_page(&app, &server, id).await;
    assert_eq!(
        linked_games(&app, section(&page.body, "ladder"), &server).await,
        1
    );
}

#[tokio::test]
async fn a_divisions_page_shows_each_divisions_table_and_who_moves() {
    let site = Site::new();
    let server = site.publish(PLACE, WebVisibility::Public).unwrap();
    let options = EventOptions {
        format: Some(EventFormat::Divisions),
        division_size: Some(4),
        movers: Some(1),
        division_format: Some(DivisionPlay::Swiss),
        rounds: Some(2),
        ..EventOptions::default()
    };
    let id = event(&site, "Club League", options, 8);
    let app = site.router();
    let before = event_page(&app, &server, id).await;
    assert!(
        before.body.contains("<h2 class=\"division\">Season 1</h2>"),
        "{}",
        before.body
    );
    assert!(before
        .body
        .contains("<h2 class=\"division\">Division 2</h2>"));
    assert_eq!(
        before.body.matches("<section class=\"standings\">").count(),
        2
    );
    assert!(
        !before.body.contains("moves up"),
        "nobody moves before a result"
    );

    site.resign_every_game();
    let page = event_page(&app, &server, id).await;
    // The top division's last moves down, the bottom division's first up.
    assert_eq!(
        page.body.matches("<tr class=\"down\">").count(),
        1,
        "{}",
        page.body
    );
    assert_eq!(page.body.matches("<tr class=\"up\">").count(), 1);
    assert!(page.body.contains("(moves up)") && page.body.contains("(moves down)"));
    assert_eq!(
        page.body.matches("<section class=\"crosstable\">").count(),
        2
    );
}

/// Before the start an event shows who entered; every page of the site is free of
/// Discord's Markdown.
#[tokio::test]
async fn no_page_carries_markdown() {
    let site = Site::new();
    let server = site.publish(PLACE, WebVisibility::Public).unwrap();
    let game = site.start_game(PLACE);
    site.play(PLACE);
    site.ask(
        PLACE,
        &alice(),
        Command::EventCreate {
            name: "Open".into(),
            options: EventOptions::default(),
        },
    );
    site.ask(
        PLACE,
        &evil(),
        Command::EventJoin {
            name: "Open".into(),
        },
    );
    let open = site.query("SELECT MAX(id) FROM events");
    let app = site.router();
    let page = event_page(&app, &server, open).await;
    assert!(section(&page.body, "entered").contains("&#60;script"));
    for uri in [
        "/".to_owned(),
        format!("/s/{server}"),
        format!("/g/{server}-{game}"),
    ] {
        assert_markdown_free(&get(&app, &uri).await.body);
    }
}
