//! Playing games through the stand-in: challenge, accept, and legal turns picked with
//! the rules crate from the game as the bot stored it.

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use lyngk_rules::{Game, Turn};

use crate::standin::events::{self, text, Interaction, User};
use crate::standin::{Discord, Response, StoredGame};

/// The game after `turn` and the passes the rules then force (the service plays them).
pub fn expected_after(game: &Game, turn: Turn) -> Game {
    let mut next = game.clone();
    next.play(turn).unwrap();
    while next.position().legal_turns() == [Turn::PASS] {
        next.play(Turn::PASS).unwrap();
    }
    next
}

pub fn notations(game: &Game) -> Vec<String> {
    game.turns().iter().map(Turn::to_string).collect()
}

/// One game in one channel between two users.
pub struct ChannelGame {
    pub channel: u64,
    pub challenger: User,
    pub opponent: User,
    rng: ChaCha8Rng,
}

impl ChannelGame {
    pub fn new(channel: u64, challenger: User, opponent: User) -> ChannelGame {
        ChannelGame {
            channel,
            challenger,
            opponent,
            rng: ChaCha8Rng::seed_from_u64(channel),
        }
    }

    /// The challenge, then the opponent presses its Accept button. Returns both answers.
    pub async fn open(&self, discord: &Discord) -> (Response, Response) {
        let challenge = discord
            .ask(&events::challenge(
                &self.challenger,
                self.channel,
                &self.opponent,
            ))
            .await;
        assert!(!challenge.ephemeral(), "{}", challenge.content());
        assert_eq!(
            challenge.pinged(),
            [self.opponent.id],
            "only the challenged is pinged"
        );
        let accept_id = accept_button(&challenge);
        let press = events::button(
            &self.opponent,
            self.channel,
            &accept_id,
            challenge.message_id,
        );
        let accept = discord.ask(&press).await;
        assert!(!accept.ephemeral(), "{}", accept.content());
        (challenge, accept)
    }

    /// The opponent accepts the challenge the bot posted in this channel (a game's own
    /// thread), pressing Accept on that message.
    pub async fn open_in_place(&self, discord: &Discord) -> Response {
        let path = format!("/api/v10/channels/{}/messages", self.channel);
        let posted = discord
            .rest
            .seen()
            .into_iter()
            .find(|s| s.method == "POST" && s.path == path && s.ok())
            .expect("the challenge posted in the channel");
        let accept_id = posted.json()["components"][0]["components"]
            .as_array()
            .expect("buttons")
            .iter()
            .filter_map(|b| b["custom_id"].as_str())
            .find(|id| id.starts_with("lyngk:accept:"))
            .expect("an Accept button")
            .to_owned();
        let message_id = posted.answer.as_ref().unwrap()["id"]
            .as_str()
            .unwrap()
            .parse()
            .unwrap();
        let press = events::button(&self.opponent, self.channel, &accept_id, message_id);
        let accept = discord.ask(&press).await;
        assert!(!accept.ephemeral(), "{}", accept.content());
        accept
    }

    pub fn user(&self, id: u64) -> &User {
        if id == self.challenger.id {
            &self.challenger
        } else {
            assert_eq!(id, self.opponent.id);
            &self.opponent
        }
    }

    /// The stored game; panics if there is none.
    pub fn stored(&self, discord: &Discord) -> StoredGame {
        discord
            .stored_game(self.channel)
            .expect("a game in the channel")
    }

    /// Who moves next and a legal turn for them, chosen at random (claims included).
    pub fn next_turn(&mut self, stored: &StoredGame) -> (User, Turn) {
        let game = stored.game.as_ref().expect("a started game");
        let moves: Vec<Turn> = game
            .position()
            .legal_turns()
            .into_iter()
            .filter(|t| !t.is_pass())
            .collect();
        let turn = *moves.choose(&mut self.rng).expect("a legal move");
        (self.user(stored.to_move()).clone(), turn)
    }

    /// `/lyngk move` for `turn`, typed by `user`.
    pub fn move_of(&self, user: &User, turn: Turn) -> Interaction {
        move_command(user, self.channel, turn)
    }
}

/// `/lyngk move from:<..> to:<..> [claim:<colour>]`.
pub fn move_command(user: &User, channel: u64, turn: Turn) -> Interaction {
    let (from, to) = turn.cells().expect("a move");
    let mut options = vec![text("from", &from.to_string()), text("to", &to.to_string())];
    if let Some(colour) = turn.claim {
        options.push(text("claim", colour.name()));
    }
    events::command(user, channel, "move", options)
}

impl ChannelGame {
    /// Plays one legal turn and checks that exactly it (+ forced passes) was stored.
    pub async fn play_turn(&mut self, discord: &Discord) -> Response {
        let stored = self.stored(discord);
        let (mover, turn) = self.next_turn(&stored);
        let reply = discord.ask(&self.move_of(&mover, turn)).await;
        assert!(!reply.ephemeral(), "{}", reply.content());
        self.assert_stored_after(discord, &stored, turn);
        reply
    }

    /// Plays up to `count` turns (fewer if the game ends).
    pub async fn play_turns(&mut self, discord: &Discord, count: usize) {
        for _ in 0..count {
            if self.stored(discord).status == "finished" {
                return;
            }
            self.play_turn(discord).await;
        }
    }

    /// The store holds `before`'s turns, then `turn` and the passes it forced: no turn
    /// lost, none applied twice.
    pub fn assert_stored_after(&self, discord: &Discord, before: &StoredGame, turn: Turn) {
        let expected = expected_after(before.game.as_ref().unwrap(), turn);
        let after = self.stored(discord);
        assert_eq!(after.turns, notations(&expected), "stored turns");
    }
}

/// The custom id of a challenge's Accept button (it carries the game: `lyngk:accept:<id>`).
pub fn accept_button(challenge: &Response) -> String {
    challenge
        .buttons()
        .into_iter()
        .find(|id| id.starts_with("lyngk:accept:"))
        .unwrap_or_else(|| panic!("no Accept button in {:?}", challenge.buttons()))
}
