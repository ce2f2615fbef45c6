//! The bot shown typing in a game's channel while the AI thinks there. Discord's
//! indicator (`POST /channels/{id}/typing`) lasts 10 s or until the bot posts, so it is
//! renewed every [`RENEW_EVERY`] until the AI's reply is posted.
//!
//! The AI's thread marks a channel before it searches, so the mark always comes
//! before the reply. One task posts the replies and shows the indicators: a reply is
//! posted and its channel's mark removed in the same step, so no indicator can slip in
//! between and show the bot typing after its answer.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use reqwest::Method;
use tokio::sync::mpsc;
use tokio::time::Instant;

use super::api::{Api, Call};
use super::{lost, posts};
use lyngk_service::api::{Outbound, Reply};
use lyngk_service::GameService;

/// Discord's indicator lasts 10 s: renewed this often it never lapses.
pub const RENEW_EVERY: Duration = Duration::from_secs(8);

/// Where the bot is typing: for each channel, how many of the AI's searches run or
/// wait for their post there, and when its indicator is due again.
#[derive(Debug, Default)]
pub struct Typing {
    channels: HashMap<u64, (usize, Instant)>,
}

impl Typing {
    /// One search more in `channel`; true when the indicator is to be shown now.
    pub fn start(&mut self, channel: u64, now: Instant) -> bool {
        let (searches, _) = self
            .channels
            .entry(channel)
            .or_insert((0, now + RENEW_EVERY));
        *searches += 1;
        *searches == 1
    }

    /// One search fewer in `channel` (its reply posted, or none to post); the
    /// indicator is no longer renewed when none is left.
    pub fn stop(&mut self, channel: u64) {
        if let Some((searches, _)) = self.channels.get_mut(&channel) {
            *searches -= 1;
            if *searches == 0 {
                self.channels.remove(&channel);
            }
        }
    }

    /// The channels whose indicator is due at `now`; each is due again
    /// [`RENEW_EVERY`] later.
    pub fn due(&mut self, now: Instant) -> Vec<u64> {
        let mut due: Vec<u64> = Vec::new();
        for (&channel, (_, next)) in &mut self.channels {
            if *next <= now {
                due.push(channel);
                *next = now + RENEW_EVERY;
            }
        }
        due.sort_unstable();
        due
    }

    /// When the next indicator is due.
    pub fn next_due(&self) -> Option<Instant> {
        self.channels.values().map(|&(_, next)| next).min()
    }

    pub fn contains(&self, channel: u64) -> bool {
        self.channels.contains_key(&channel)
    }

    /// The channels the bot is typing in, in order.
    pub fn channels(&self) -> Vec<u64> {
        let mut channels: Vec<u64> = self.channels.keys().copied().collect();
        channels.sort_unstable();
        channels
    }
}

/// The AI's side: marks where it thinks.
#[derive(Clone)]
pub struct Typist {
    /// Channels to show the indicator in now.
    show: mpsc::UnboundedSender<u64>,
    typing: Arc<Mutex<Typing>>,
}

impl Typist {
    /// The AI starts thinking in `channel`; its reply, once posted, ends that.
    pub fn begin(&self, channel: u64) {
        if lock(&self.typing).start(channel, Instant::now()) {
            let _ = self.show.send(channel);
        }
    }

    /// The AI thought in `channel` but has nothing to post.
    pub fn end(&self, channel: u64) {
        lock(&self.typing).stop(channel);
    }

    /// The channels the bot is shown typing in now.
    pub fn channels(&self) -> Vec<u64> {
        lock(&self.typing).channels()
    }
}

/// Starts the task (on the current tokio runtime) that posts the AI's `replies`
/// through `api` and shows the bot typing where the AI thinks.
/// A post Discord refuses for lack of permissions is recorded in `service`, so the
/// players are told at their next command.
pub fn start(
    api: Arc<Api>,
    service: Arc<GameService>,
    replies: mpsc::UnboundedReceiver<(u64, Reply)>,
) -> Typist {
    let (show, shows) = mpsc::unbounded_channel();
    let typing = Arc::new(Mutex::new(Typing::default()));
    let poster = Poster { api, service };
    tokio::spawn(post_and_type(poster, replies, shows, Arc::clone(&typing)));
    Typist { show, typing }
}

/// Where the AI's replies go, and where a refused one is recorded.
struct Poster {
    api: Arc<Api>,
    service: Arc<GameService>,
}

async fn post_and_type(
    poster: Poster,
    mut replies: mpsc::UnboundedReceiver<(u64, Reply)>,
    mut shows: mpsc::UnboundedReceiver<u64>,
    typing: Arc<Mutex<Typing>>,
) {
    let api = &poster.api;
    loop {
        let next = lock(&typing).next_due();
        tokio::select! {
            biased;
            reply = replies.recv() => {
                let Some((channel, reply)) = reply else { return };
                let message = Outbound::Channel { channel, reply };
                if let Err(error) = posts::send(api, &message).await {
                    tracing::warn!("could not post the AI's turn in {channel}: {error}");
                    lost::note_refusal(&poster.service, &message, &error).await;
                }
                lock(&typing).stop(channel);
            }
            Some(channel) = shows.recv() => {
                // Not when the reply came first and is posted already.
                let thinking = lock(&typing).contains(channel);
                if thinking {
                    show_typing(api, channel).await;
                }
            }
            () = sleep_until(next), if next.is_some() => {
                let due = lock(&typing).due(Instant::now());
                for channel in due {
                    show_typing(api, channel).await;
                }
            }
        }
    }
}

async fn sleep_until(at: Option<Instant>) {
    if let Some(at) = at {
        tokio::time::sleep_until(at).await;
    }
}

/// Shows the bot typing in `channel`. A failure (no permission, an archived thread)
/// costs nothing but the indicator: the reply is posted all the same.
async fn show_typing(api: &Api, channel: u64) {
    let path = format!("/channels/{channel}/typing");
    // Showing it twice shows it once: safe to repeat.
    let call = Call {
        repeatable: true,
        ..Call::new(Method::POST, path, None)
    };
    if let Err(error) = api.send("show the bot typing", &call, None).await {
        tracing::debug!("could not show the bot typing in {channel}: {error}");
    }
}

fn lock(typing: &Mutex<Typing>) -> MutexGuard<'_, Typing> {
    typing.lock().unwrap_or_else(|e| e.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_indicator_is_renewed_every_eight_seconds_until_the_last_search_ends() {
        let t0 = Instant::now();
        let mut typing = Typing::default();
        assert!(typing.start(7, t0), "shown at once");
        assert!(!typing.start(7, t0), "already shown for a second search");
        assert_eq!(typing.next_due(), Some(t0 + RENEW_EVERY));
        assert!(typing.due(t0 + Duration::from_secs(7)).is_empty());
        let renewed = t0 + Duration::from_secs(8);
        assert_eq!(typing.due(renewed), [7]);
        assert_eq!(typing.next_due(), Some(renewed + RENEW_EVERY));
        typing.stop(7);
        assert_eq!(typing.channels(), [7], "one search still runs");
        typing.stop(7);
        assert!(typing.channels().is_empty());
        assert_eq!(typing.next_due(), None, "no renewal after the last post");
        typing.stop(7);
        assert!(
            typing.channels().is_empty(),
            "an unmatched end changes nothing"
        );
    }

    #[test]
    fn each_channel_keeps_its_own_schedule() {
        let t0 = Instant::now();
        let mut typing = Typing::default();
        typing.start(1, t0);
        typing.start(2, t0 + Duration::from_secs(5));
        assert_eq!(typing.due(t0 + Duration::from_secs(8)), [1]);
        assert_eq!(typing.due(t0 + Duration::from_secs(13)), [2]);
        assert_eq!(typing.due(t0 + Duration::from_secs(16)), [1]);
    }
}
