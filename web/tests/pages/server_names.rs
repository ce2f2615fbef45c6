//! A server's name, once the bot learnt it, heads its page and its line on the front
//! page, escaped; unknown, the page keeps its label by address.

use super::*;

const NAME: &str = "<b>Club</b> & שחמט";
const ESCAPED: &str = "&#60;b&#62;Club&#60;/b&#62; &#38; שחמט";

#[tokio::test]
async fn a_known_server_name_is_shown_escaped_and_an_unknown_one_falls_back() {
    let site = Site::new();
    let server = site.publish(PLACE, WebVisibility::Public).unwrap();
    let app = site.router();
    let label = format!("Server {}", &server[..8]);
    let before = get(&app, &format!("/s/{server}")).await;
    assert!(
        before
            .body
            .contains(&format!("<h1 dir=\"auto\">{label}</h1>")),
        "{}",
        before.body
    );

    assert!(site
        .service
        .server_named(PLACE.guild.unwrap(), NAME)
        .unwrap());
    assert!(
        !site
            .service
            .server_named(PLACE.guild.unwrap(), NAME)
            .unwrap(),
        "unchanged"
    );
    let page = get(&app, &format!("/s/{server}")).await;
    assert!(!page.body.contains(NAME));
    assert!(
        page.body
            .contains(&format!("<h1 dir=\"auto\">{ESCAPED}</h1>")),
        "{}",
        page.body
    );
    assert!(page.body.contains(&format!("<title>{ESCAPED}</title>")));
    let front = get(&app, "/").await;
    assert!(
        front.body.contains(&format!(
            "<a href=\"/s/{server}\" dir=\"auto\">{ESCAPED}</a>"
        )),
        "{}",
        front.body
    );
    assert!(!front.body.contains(&label));
}
