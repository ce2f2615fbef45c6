//! `lyngk bench --discord --presses`: each turn played by taps, as on a phone: the
//! panel's Move button, the picker's selects, its confirm button. Measures each press
//! from the gateway event to Discord's update of the picker (its initial response),
//! and the confirm to the turn's new panel in the channel (its follow-up).

use std::sync::Arc;
use std::time::{Duration, Instant};

use lyngk_bot::correspondence::picker::PickChoice;
use lyngk_rules::Turn;
use lyngk_standin::{events, Gateway, Rest, Seen};
use serde_json::Value;

use super::{stored, Tally, Timing, Turned, LOST_AFTER};

/// What the presses of the run measured.
#[derive(Default)]
pub(super) struct Presses {
    /// Each press (Move, a step) to the updated picker.
    pub steps: Vec<Duration>,
    /// The confirm to the turn's new panel.
    pub to_panel: Vec<Duration>,
    /// Taps per turn.
    pub taps: Vec<usize>,
}

/// The panel of a game just accepted by the press with `token`: the follow-up.
pub(super) fn panel_after(rest: &Rest, token: &str) -> Option<u64> {
    followup_of(&rest.answers(token))?.answer.as_ref()?["id"]
        .as_str()?
        .parse()
        .ok()
}

fn followup_of(requests: &[Arc<Seen>]) -> Option<&Arc<Seen>> {
    requests
        .iter()
        .find(|s| s.method == "POST" && s.path.contains("/webhooks/"))
}

/// Plays one turn by presses; a turn that does not go through counts as lost, and its
/// game is offered no more.
pub(super) async fn play(
    rest: &Rest,
    gateway: &Gateway,
    turned: Turned<'_>,
    tally: &std::sync::Mutex<Tally>,
) {
    let Turned {
        table,
        mover,
        turn,
        db,
    } = turned;
    let (channel, panel) = {
        let table = table.lock().await;
        (table.channel, table.panel)
    };
    let played = match panel {
        Some(panel) => by_presses(rest, gateway, mover, panel, turn).await,
        None => None,
    };
    let mut table = table.lock().await;
    let before = table.game.turns().len();
    let mut tally = tally.lock().unwrap();
    match played {
        Some((presses, new_panel)) if stored(db, channel) > before => {
            table.apply(turn);
            table.panel = Some(new_panel);
            table.busy = false;
            let to_panel = *presses.to_panel.last().expect("a confirm");
            let ack = *presses.steps.last().expect("a step");
            tally.timings.push(Timing {
                ack,
                answer: to_panel,
            });
            tally.presses.steps.extend(presses.steps);
            tally.presses.to_panel.extend(presses.to_panel);
            tally.presses.taps.extend(presses.taps);
        }
        // Left busy: the game is not offered again.
        _ => tally.lost += 1,
    }
}

/// Move, each step, confirm; the presses' timings and the new panel's id.
async fn by_presses(
    rest: &Rest,
    gateway: &Gateway,
    mover: &events::User,
    panel: u64,
    turn: Turn,
) -> Option<(Presses, u64)> {
    let mut presses = Presses::default();
    let move_id = button_id(rest, panel, "lyngk:panel:move:")?;
    let open = events::acted(mover, rest.world().press(panel, &move_id).ok()?);
    presses.steps.push(tap(rest, gateway, &open).await?);
    let picker = rest.world().original_of(&open.token)?;
    let mut taps = 1;
    loop {
        let control = picker_control(rest, picker)?;
        let id = control["custom_id"].as_str()?.to_owned();
        taps += 1;
        if control["type"] == 2 {
            let confirm = events::acted(mover, rest.world().press(picker, &id).ok()?);
            let sent = Instant::now();
            presses.steps.push(tap(rest, gateway, &confirm).await?);
            let token = confirm.token.clone();
            let new_panel = tokio::time::timeout(
                LOST_AFTER,
                rest.wait_for(
                    LOST_AFTER + Duration::from_secs(1),
                    "the new panel",
                    |rest| followup_of(&rest.answers(&token)).cloned(),
                ),
            )
            .await
            .ok()?;
            presses
                .to_panel
                .push(new_panel.at.saturating_duration_since(sent));
            presses.taps.push(taps);
            let id = new_panel.answer.as_ref()?["id"].as_str()?.parse().ok()?;
            return Some((presses, id));
        }
        let offered: Vec<&str> = control["options"]
            .as_array()?
            .iter()
            .filter_map(|o| o["value"].as_str())
            .collect();
        let value = offered
            .into_iter()
            .find(|value| PickChoice::decode(value).is_ok_and(|c| c.leads_to(turn)))?;
        let choice = rest.world().choose(picker, &id, &[value]).ok()?;
        presses
            .steps
            .push(tap(rest, gateway, &events::acted(mover, choice)).await?);
    }
}

/// Dispatches `interaction` and waits for its initial response: the time it took.
async fn tap(
    rest: &Rest,
    gateway: &Gateway,
    interaction: &events::Interaction,
) -> Option<Duration> {
    let mut payload = interaction.payload.clone();
    rest.deliver(&mut payload);
    let sent = Instant::now();
    gateway.dispatch("INTERACTION_CREATE", &payload);
    let token = interaction.token.clone();
    let answered = tokio::time::timeout(
        LOST_AFTER,
        rest.wait_for(
            LOST_AFTER + Duration::from_secs(1),
            "a press's answer",
            |rest| {
                rest.answers(&token)
                    .into_iter()
                    .find(|s| s.path.ends_with("/callback"))
            },
        ),
    )
    .await
    .ok()?;
    Some(answered.at.saturating_duration_since(sent))
}

fn button_id(rest: &Rest, message: u64, prefix: &str) -> Option<String> {
    let body = rest.world().message(message)?.body.clone();
    lyngk_standin::components::all(&body["components"])
        .into_iter()
        .filter_map(|c| c["custom_id"].as_str())
        .find(|id| id.starts_with(prefix))
        .map(str::to_owned)
}

/// The picker's select or confirm button in message `id`.
fn picker_control(rest: &Rest, id: u64) -> Option<Value> {
    let body = rest.world().message(id)?.body.clone();
    lyngk_standin::components::all(&body["components"])
        .into_iter()
        .find(|c| {
            c["custom_id"]
                .as_str()
                .is_some_and(|c| c.starts_with("lp:"))
        })
        .cloned()
}
