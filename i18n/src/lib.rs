//! Every sentence users read, in their language. The service says what to say as
//! [`Msg`]s (a message id with typed arguments); a front formats them with
//! [`Msg::format`] in a [`Locale`] and its [`Style`] of markup. The texts are Project
//! Fluent files, `i18n/locales/<locale>/*.ftl`, embedded at compile time.

mod catalog;
mod format;
mod house_style;
mod locale;
mod message;
mod numbers;
mod plurals;
mod words;

pub use format::{format_lines, lookup};
pub use locale::{Locale, UnknownLocale};
pub use message::{Arg, MomentStyle, Msg, Style};
/// Numbers printed outside a sentence (table cells) in the locale's format.
pub use numbers::decimal;
pub use words::LocalWords;
