//! The service's work as operators count it ([`lyngk_metrics`]): turns played and their
//! time, refusals by kind. The fronts call [`GameService::handle_from`] instead of
//! [`GameService::handle`] to say where a request came from.

use std::time::{Duration, Instant};

use lyngk_metrics::Front;

use super::api::{Command, Place, Reply, Request};
use super::GameService;

impl GameService {
    /// [`GameService::handle`], counted in the process's metrics under `front`.
    pub fn handle_from(&self, front: Front, request: Request) -> anyhow::Result<Reply> {
        let turn = matches!(request.command, Command::Move { .. });
        let started = Instant::now();
        let reply = self.handle(request)?;
        observe(front, turn, &reply, started.elapsed());
        Ok(reply)
    }

    /// [`GameService::play_ai_turn`], counted as a turn of the AI when one was played.
    pub fn play_ai_turn_counted(&self, place: Place) -> anyhow::Result<Option<Reply>> {
        let started = Instant::now();
        let played = self.play_ai_turn(place)?;
        if played.is_some() {
            lyngk_metrics::global().turn_played(Front::Ai, started.elapsed());
        }
        Ok(played)
    }
}

/// A refusal counts by its message id (the catalog bounds them); a turn that was
/// played counts with the service's time.
fn observe(front: Front, turn: bool, reply: &Reply, elapsed: Duration) {
    let metrics = lyngk_metrics::global();
    match &reply.refusal {
        Some(refusal) => metrics.refused(&refusal.message().id),
        None if turn => metrics.turn_played(front, elapsed),
        None => {}
    }
}
