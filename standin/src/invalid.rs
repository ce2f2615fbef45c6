//! A refused request body: the field and what is wrong with it (Discord answers
//! 400 / 50035 Invalid Form Body naming it), and the checks of one value that messages,
//! their components and the other bodies share.

use serde_json::Value;

/// Why a body was refused: the field and what is wrong with it.
#[derive(Debug, Clone, PartialEq)]
pub struct Invalid {
    pub field: String,
    pub reason: String,
}

impl Invalid {
    pub fn new(field: &str, reason: &str) -> Invalid {
        Invalid {
            field: field.to_owned(),
            reason: reason.to_owned(),
        }
    }
}

pub type Checked = Result<(), Invalid>;

/// The field, unless it is absent or null (Discord treats both alike).
pub(crate) fn present<'a>(body: &'a Value, field: &str) -> Option<&'a Value> {
    body.get(field).filter(|v| !v.is_null())
}

pub(crate) fn array<'a>(value: &'a Value, at: &str) -> Result<&'a Vec<Value>, Invalid> {
    value
        .as_array()
        .ok_or_else(|| Invalid::new(at, "an array is required"))
}

/// A string of `min..=max` characters; returns its length.
pub(crate) fn text(value: &Value, at: &str, min: usize, max: usize) -> Result<usize, Invalid> {
    let s = value
        .as_str()
        .ok_or_else(|| Invalid::new(at, "a string is required"))?;
    let length = s.chars().count();
    if length < min || length > max {
        return Err(Invalid::new(
            at,
            &format!("must be {min} to {max} characters long, is {length}"),
        ));
    }
    Ok(length)
}
