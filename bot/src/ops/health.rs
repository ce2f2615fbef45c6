//! `/healthz`'s judgement, typed: what was observed (the database, the gateway, the job
//! lease) and every reason the process is not fit to serve. Pure, so each reason is
//! tested on its own; [`super::OpsState::observe`] gathers the observations.

use serde::{Deserialize, Serialize};

use crate::discord::status::GatewayState;

/// What a health check saw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Observed {
    /// The job lease as the database answered a query for it (its holder and the unix
    /// second it expires), or why the query failed.
    pub lease: Result<Option<(String, i64)>, String>,
    /// The service's clock, in unix seconds (the lease's expiry is on it).
    pub now: i64,
    /// The gateway; `None` where this process runs none (`lyngk web` alone).
    pub gateway: Option<GatewayState>,
    /// This process's background job: `Some(holder it runs as)` or `Some(None)` when it
    /// is not running; `None` where this process runs none.
    pub jobs: Option<Option<String>>,
}

/// Why the process is not healthy.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "kebab-case")]
pub enum Reason {
    /// The database did not answer a cheap query.
    DatabaseUnreachable { error: String },
    /// The front has not connected its gateway yet (start-up).
    GatewayNotStarted,
    /// Some shards are not connected (cut, resuming, reconnecting).
    GatewayDisconnected { connected: u32, expected: u32 },
    /// This process's background job is not running.
    JobsNotRunning,
    /// No process holds a live job lease: reminders, timeouts and deadlines wait.
    /// `expired_for`: seconds since the last holder's lease ran out (`None`: never held).
    JobLeaseLapsed {
        holder: Option<String>,
        expired_for: Option<i64>,
    },
}

impl std::fmt::Display for Reason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Reason::DatabaseUnreachable { error } => write!(f, "database unreachable: {error}"),
            Reason::GatewayNotStarted => f.write_str("gateway not started yet"),
            Reason::GatewayDisconnected {
                connected,
                expected,
            } => write!(f, "gateway: {connected} of {expected} shards connected"),
            Reason::JobsNotRunning => f.write_str("the background job is not running"),
            Reason::JobLeaseLapsed {
                holder,
                expired_for,
            } => match (holder, expired_for) {
                (Some(holder), Some(seconds)) => write!(
                    f,
                    "job lease of {holder} expired {seconds} s ago and nobody took it over"
                ),
                _ => f.write_str("nobody holds the job lease"),
            },
        }
    }
}

/// The job lease as seen from this process.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Lease {
    /// This process holds it and runs the background jobs.
    Held,
    /// Another process holds it; this one is ready to take over.
    Watched { holder: String },
    /// Nobody holds a live lease.
    Lapsed,
    /// The database could not be asked.
    Unknown,
    /// This process runs no background job.
    NotApplicable,
}

/// The judgement: healthy when there is no reason against it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Health {
    pub status: Status,
    pub database: &'static str,
    pub gateway: Option<GatewayBody>,
    pub jobs: Lease,
    pub reasons: Vec<Reason>,
    /// The reasons in words, for a person reading the body.
    pub explained: Vec<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    Ok,
    Unavailable,
}

/// The gateway as the body shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct GatewayBody {
    pub connected: u32,
    pub expected: u32,
}

impl Health {
    pub fn is_ok(&self) -> bool {
        self.status == Status::Ok
    }

    /// Judges `observed`.
    pub fn judge(observed: &Observed) -> Health {
        let mut reasons = Vec::new();
        let database = match &observed.lease {
            Ok(_) => "ok",
            Err(error) => {
                reasons.push(Reason::DatabaseUnreachable {
                    error: error.clone(),
                });
                "unreachable"
            }
        };
        let gateway = observed.gateway.map(|state| match state {
            GatewayState::NotStarted => {
                reasons.push(Reason::GatewayNotStarted);
                GatewayBody {
                    connected: 0,
                    expected: 0,
                }
            }
            GatewayState::Shards {
                connected,
                expected,
            } => {
                if connected < expected {
                    reasons.push(Reason::GatewayDisconnected {
                        connected,
                        expected,
                    });
                }
                GatewayBody {
                    connected,
                    expected,
                }
            }
        });
        let jobs = match &observed.jobs {
            None => Lease::NotApplicable,
            Some(ours) => judge_lease(ours.as_deref(), observed, &mut reasons),
        };
        let explained = reasons.iter().map(Reason::to_string).collect();
        Health {
            status: match reasons.is_empty() {
                true => Status::Ok,
                false => Status::Unavailable,
            },
            database,
            gateway,
            jobs,
            reasons,
            explained,
        }
    }
}

/// Held by `ours`, watched (another live holder), or lapsed; a job that does not run
/// is a reason of its own whoever holds the lease.
fn judge_lease(ours: Option<&str>, observed: &Observed, reasons: &mut Vec<Reason>) -> Lease {
    if ours.is_none() {
        reasons.push(Reason::JobsNotRunning);
    }
    let Ok(lease) = &observed.lease else {
        return Lease::Unknown;
    };
    match lease {
        Some((holder, expires_at)) if *expires_at > observed.now => match Some(holder.as_str()) {
            held if held == ours => Lease::Held,
            _ => Lease::Watched {
                holder: holder.clone(),
            },
        },
        Some((holder, expires_at)) => {
            reasons.push(Reason::JobLeaseLapsed {
                holder: Some(holder.clone()),
                expired_for: Some(observed.now - expires_at),
            });
            Lease::Lapsed
        }
        None => {
            reasons.push(Reason::JobLeaseLapsed {
                holder: None,
                expired_for: None,
            });
            Lease::Lapsed
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_000_000;
    const OURS: &str = "pid 1 #00000001";

    /// A `lyngk serve` that is fine: one shard of one, our job holds the lease.
    fn fine() -> Observed {
        Observed {
            lease: Ok(Some((OURS.to_owned(), NOW + 20))),
            now: NOW,
            gateway: Some(GatewayState::Shards {
                connected: 1,
                expected: 1,
            }),
            jobs: Some(Some(OURS.to_owned())),
        }
    }

    #[test]
    fn a_connected_process_holding_the_lease_is_healthy() {
        let health = Health::judge(&fine());
        assert!(health.is_ok(), "{health:?}");
        assert_eq!(health.jobs, Lease::Held);
        assert_eq!(health.reasons, []);
    }

    #[test]
    fn another_live_holder_is_watched_and_healthy() {
        let observed = Observed {
            lease: Ok(Some(("pid 2 #2".to_owned(), NOW + 1))),
            ..fine()
        };
        let health = Health::judge(&observed);
        assert!(health.is_ok(), "{health:?}");
        assert_eq!(
            health.jobs,
            Lease::Watched {
                holder: "pid 2 #2".to_owned()
            }
        );
    }

    #[test]
    fn an_unanswered_query_is_the_database_unreachable() {
        let observed = Observed {
            lease: Err("disk I/O error".to_owned()),
            ..fine()
        };
        let health = Health::judge(&observed);
        assert_eq!(
            health.reasons,
            [Reason::DatabaseUnreachable {
                error: "disk I/O error".to_owned()
            }]
        );
        assert_eq!(
            (health.status, health.jobs),
            (Status::Unavailable, Lease::Unknown)
        );
    }

    #[test]
    fn a_shard_not_connected_is_the_gateway_disconnected() {
        let observed = Observed {
            gateway: Some(GatewayState::Shards {
                connected: 1,
                expected: 2,
            }),
            ..fine()
        };
        let health = Health::judge(&observed);
        assert_eq!(
            health.reasons,
            [Reason::GatewayDisconnected {
                connected: 1,
                expected: 2
            }]
        );
    }

    #[test]
    fn before_the_shards_are_chosen_the_gateway_is_not_started() {
        let observed = Observed {
            gateway: Some(GatewayState::NotStarted),
            ..fine()
        };
        assert_eq!(
            Health::judge(&observed).reasons,
            [Reason::GatewayNotStarted]
        );
    }

    #[test]
    fn a_job_that_does_not_run_is_a_reason_even_if_another_process_holds_the_lease() {
        let observed = Observed {
            lease: Ok(Some(("pid 2 #2".to_owned(), NOW + 5))),
            jobs: Some(None),
            ..fine()
        };
        assert_eq!(Health::judge(&observed).reasons, [Reason::JobsNotRunning]);
    }

    #[test]
    fn an_expired_or_missing_lease_has_lapsed() {
        let expired = Observed {
            lease: Ok(Some(("pid 2 #2".to_owned(), NOW - 45))),
            ..fine()
        };
        assert_eq!(
            Health::judge(&expired).reasons,
            [Reason::JobLeaseLapsed {
                holder: Some("pid 2 #2".to_owned()),
                expired_for: Some(45)
            }]
        );
        let never = Observed {
            lease: Ok(None),
            ..fine()
        };
        let health = Health::judge(&never);
        assert_eq!(
            health.reasons,
            [Reason::JobLeaseLapsed {
                holder: None,
                expired_for: None
            }]
        );
        assert_eq!(health.jobs, Lease::Lapsed);
    }

    #[test]
    fn the_web_front_alone_needs_only_the_database() {
        let observed = Observed {
            lease: Ok(None),
            now: NOW,
            gateway: None,
            jobs: None,
        };
        let health = Health::judge(&observed);
        assert!(health.is_ok(), "{health:?}");
        assert_eq!((health.gateway, health.jobs), (None, Lease::NotApplicable));
    }

    #[test]
    fn the_body_names_each_reason_by_a_stable_tag() {
        let observed = Observed {
            gateway: Some(GatewayState::Shards {
                connected: 0,
                expected: 1,
            }),
            ..fine()
        };
        let body = serde_json::to_value(Health::judge(&observed)).unwrap();
        assert_eq!(body["status"], "unavailable");
        assert_eq!(body["reasons"][0]["reason"], "gateway-disconnected");
        assert_eq!(body["reasons"][0]["connected"], 0);
    }
}
