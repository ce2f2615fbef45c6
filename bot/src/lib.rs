//! The LYNGK bot's library: the old module paths of the crates it is made of, so the
//! `lyngk` binary, the tests and the benchmarks name them as one (`lyngk_bot::service::api`).
//! Each layer is its own crate, and the compiler refuses an upward import
//! (`docs/architecture.md`, "Layers"). Its one module of its own, [`ops`], sits above
//! both fronts: the operators' `/healthz` and `/metrics`.

pub mod ops;

pub use lyngk_discord as discord;
pub use lyngk_discord::config;
pub use lyngk_domain as correspondence;
pub use lyngk_domain::names;
pub use lyngk_i18n as i18n;
pub use lyngk_service as service;
pub use lyngk_service::command_spec;
pub use lyngk_store as store;
pub use lyngk_terminal as terminal;
