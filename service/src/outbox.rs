//! Public answers owed in a channel, kept in the database until Discord showed them.
//!
//! [`GameService::change`](super::GameService) records the public reply to an
//! interaction in the change's own transaction; the front marks it shown
//! ([`GameService::answer_shown`]) or leaves it for a worker
//! ([`GameService::owed_answers`]), which posts it late in the channel. So a stored
//! turn is answered even when the process stops between the commit and Discord.

use super::api::Reply;
use super::{Asked, GameService};
use lyngk_i18n::{Locale, Msg};
use lyngk_store::outbox as store;
use rusqlite::{Transaction, TransactionBehavior};

/// An answer a worker must post in its channel, late.
#[derive(Clone, Debug, PartialEq)]
pub struct OwedAnswer {
    pub interaction: u64,
    pub channel: u64,
    /// The reply as the service gave it (text and pings; the picture is not kept).
    pub reply: Reply,
}

/// Records the public `reply` to the request's interaction as owed (a private reply
/// cannot be posted in the channel; a request without an interaction is no Discord's).
pub(crate) fn record(
    tx: &Transaction,
    request: &Asked,
    reply: &Reply,
    holder: &str,
    now: i64,
) -> anyhow::Result<()> {
    let Some(interaction) = request.interaction else {
        return Ok(());
    };
    if reply.ephemeral {
        return Ok(());
    }
    let owed = store::Owed {
        interaction,
        channel: request.place.channel,
        locale: reply.locale.code().to_owned(),
        lines: serde_json::to_string(&reply.lines)?,
        ping: serde_json::to_string(&reply.ping)?,
    };
    // The holder is present from its first owed answer on, before any worker looks.
    store::renew_presence(tx, holder, now)?;
    store::record(tx, &owed, holder, now)?;
    Ok(())
}

impl GameService {
    /// Discord showed the answer to `interaction` (or it may have: never sent twice).
    pub fn answer_shown(&self, interaction: u64) -> anyhow::Result<()> {
        let now = self.now();
        self.store
            .with_conn(|conn| Ok(store::mark_sent(conn, interaction, now).map(drop)?))
    }

    /// Every live attempt at the answer to `interaction` failed: any worker may post
    /// it from now on (its next round), this process's own included.
    pub fn answer_left_owed(&self, interaction: u64) -> anyhow::Result<()> {
        self.store
            .with_conn(|conn| Ok(store::hand_over(conn, interaction)?))
    }

    /// Whether the answer to `interaction` is still owed (recorded and not shown).
    pub fn answer_owed(&self, interaction: u64) -> anyhow::Result<bool> {
        self.store
            .with_conn(|conn| Ok(store::is_owed(conn, interaction)?))
    }

    /// Says this service is running, so no other worker sends the answers it is
    /// delivering live; then takes the answers owed by services that stopped (or
    /// waited too long), each for [`store::RETRY_SECS`].
    pub fn owed_answers(&self) -> anyhow::Result<Vec<OwedAnswer>> {
        let now = self.now();
        let rows = self.store.with_conn(|conn| {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            store::renew_presence(&tx, &self.claimant, now)?;
            let rows = store::take_due(&tx, now)?;
            tx.commit()?;
            anyhow::Ok(rows)
        })?;
        rows.into_iter().map(owed_answer).collect()
    }

    /// A clean stop: this service's owed answers are any worker's at once.
    pub fn release_owed_answers(&self) -> anyhow::Result<()> {
        self.store
            .with_conn(|conn| Ok(store::release_presence(conn, &self.claimant)?))
    }
}

fn owed_answer(row: store::Owed) -> anyhow::Result<OwedAnswer> {
    let lines: Vec<Msg> = serde_json::from_str(&row.lines)?;
    let reply = Reply {
        lines,
        locale: row.locale.parse::<Locale>().unwrap_or_default(),
        ping: serde_json::from_str(&row.ping)?,
        ..Reply::default()
    };
    Ok(OwedAnswer {
        interaction: row.interaction,
        channel: row.channel,
        reply,
    })
}
