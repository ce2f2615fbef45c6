//! Checks recorded requests against Discord's OpenAPI document (discord/discord-api-spec,
//! `specs/openapi.json`): each request's route must exist for its method, and its body
//! must match the route's request schema (types, required fields, lengths, item counts,
//! ranges, enums, unions), with no field the schema does not name.
//!
//! The document is read at run time from a path; it is not part of this repository.

use serde_json::Value;

/// One request that did not pass, and why.
#[derive(Debug, Clone)]
pub struct Mismatch {
    pub method: String,
    pub path: String,
    pub problem: String,
}

pub struct Spec {
    document: Value,
}

impl Spec {
    pub fn new(document: Value) -> Spec {
        Spec { document }
    }

    /// Checks one request (path with `/api/v10` or without).
    pub fn check(&self, method: &str, path: &str, body: &Value) -> Result<(), String> {
        let path = path.strip_prefix("/api/v10").unwrap_or(path);
        let template = self
            .route(path)
            .ok_or_else(|| format!("no route {path} in the document"))?;
        let operation = &self.document["paths"][template.as_str()][method.to_lowercase()];
        if operation.is_null() {
            return Err(format!("no {method} on {template}"));
        }
        let schema = &operation["requestBody"]["content"]["application/json"]["schema"];
        match (schema.is_null(), body.is_null()) {
            (_, true) => Ok(()),
            (true, false) => Err(format!("{method} {template} takes no body")),
            (false, false) => self.matches(schema, body, "body"),
        }
    }

    /// The path template (`/channels/{channel_id}/messages`) that `path` fits.
    fn route(&self, path: &str) -> Option<String> {
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        let paths = self.document["paths"].as_object()?;
        // Literal segments beat parameters (`@original` over `{message_id}`).
        let mut best: Option<(usize, &String)> = None;
        for template in paths.keys() {
            let parts: Vec<&str> = template.trim_matches('/').split('/').collect();
            if parts.len() != segments.len() {
                continue;
            }
            let fits = parts
                .iter()
                .zip(&segments)
                .all(|(t, s)| t == s || (t.starts_with('{') && t.ends_with('}')));
            if fits {
                let literal = parts.iter().filter(|t| !t.starts_with('{')).count();
                if best.is_none_or(|(n, _)| literal > n) {
                    best = Some((literal, template));
                }
            }
        }
        best.map(|(_, t)| t.clone())
    }

    fn resolve<'a>(&'a self, schema: &'a Value) -> &'a Value {
        let mut schema = schema;
        while let Some(reference) = schema["$ref"].as_str() {
            let pointer = reference.trim_start_matches('#');
            schema = self.document.pointer(pointer).unwrap_or(&Value::Null);
        }
        schema
    }

    fn matches(&self, schema: &Value, value: &Value, at: &str) -> Result<(), String> {
        let schema = self.resolve(schema);
        if let Some(all) = schema["allOf"].as_array() {
            for part in all {
                self.matches(part, value, at)?;
            }
        }
        for union in ["anyOf", "oneOf"] {
            if let Some(options) = schema[union].as_array() {
                let mut problems = Vec::new();
                for option in options {
                    match self.matches(option, value, at) {
                        Ok(()) => {
                            problems.clear();
                            break;
                        }
                        Err(problem) => problems.push(problem),
                    }
                }
                if !problems.is_empty() {
                    return Err(format!(
                        "{at} fits no {union} option: {}",
                        problems.join("; ")
                    ));
                }
            }
        }
        self.check_type(schema, value, at)?;
        if let Some(allowed) = schema["enum"].as_array() {
            if !allowed.contains(value) {
                return Err(format!("{at}: {value} is not one of {allowed:?}"));
            }
        }
        if let Some(constant) = schema.get("const") {
            if constant != value {
                return Err(format!("{at}: {value} is not {constant}"));
            }
        }
        match value {
            Value::String(s) => bounds(schema, s.chars().count(), "Length", at),
            Value::Array(items) => {
                bounds(schema, items.len(), "Items", at)?;
                if schema.get("items").is_some() {
                    for (i, item) in items.iter().enumerate() {
                        self.matches(&schema["items"], item, &format!("{at}[{i}]"))?;
                    }
                }
                Ok(())
            }
            Value::Number(n) => range(schema, n.as_f64().unwrap_or(0.0), at),
            Value::Object(map) => self.object(schema, map, at),
            _ => Ok(()),
        }
    }

    fn object(
        &self,
        schema: &Value,
        map: &serde_json::Map<String, Value>,
        at: &str,
    ) -> Result<(), String> {
        bounds(schema, map.len(), "Properties", at)?;
        // A map (localizations): every value fits `additionalProperties`.
        if schema
            .get("additionalProperties")
            .is_some_and(Value::is_object)
        {
            for (key, value) in map {
                let here = format!("{at}.{key}");
                self.matches(&schema["additionalProperties"], value, &here)?;
            }
        }
        let Some(properties) = schema["properties"].as_object() else {
            return Ok(());
        };
        for required in schema["required"].as_array().into_iter().flatten() {
            let name = required.as_str().unwrap_or_default();
            if !map.contains_key(name) {
                return Err(format!("{at}.{name} is required"));
            }
        }
        for (name, value) in map {
            match properties.get(name) {
                Some(property) => self.matches(property, value, &format!("{at}.{name}"))?,
                None => return Err(format!("{at}.{name} is not in the schema")),
            }
        }
        Ok(())
    }

    fn check_type(&self, schema: &Value, value: &Value, at: &str) -> Result<(), String> {
        let types: Vec<&str> = match &schema["type"] {
            Value::String(t) => vec![t.as_str()],
            Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
            _ => return Ok(()),
        };
        let snowflake = schema["format"].as_str() == Some("snowflake");
        let fits = types.iter().any(|t| match *t {
            "null" => value.is_null(),
            "string" => value.as_str().is_some_and(|s| {
                !snowflake || (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
            }),
            "integer" => value.is_i64() || value.is_u64(),
            "number" => value.is_number(),
            "boolean" => value.is_boolean(),
            "array" => value.is_array(),
            "object" => value.is_object(),
            _ => true,
        });
        if fits {
            Ok(())
        } else {
            Err(format!("{at}: {value} is not {types:?}"))
        }
    }
}

fn bounds(schema: &Value, n: usize, what: &str, at: &str) -> Result<(), String> {
    let min = schema[format!("min{what}")].as_u64().unwrap_or(0) as usize;
    let max = schema[format!("max{what}")]
        .as_u64()
        .map_or(usize::MAX, |m| m as usize);
    if n < min || n > max {
        return Err(format!("{at}: {n} is outside {min}..={max} ({what})"));
    }
    Ok(())
}

fn range(schema: &Value, n: f64, at: &str) -> Result<(), String> {
    let min = schema["minimum"].as_f64().unwrap_or(f64::MIN);
    let max = schema["maximum"].as_f64().unwrap_or(f64::MAX);
    if n < min || n > max {
        return Err(format!("{at}: {n} is outside {min}..={max}"));
    }
    Ok(())
}

/// Checks every request of a record; returns how many were checked and the mismatches.
pub fn check_record(spec: &Spec, record: &str) -> (usize, Vec<Mismatch>) {
    let requests = crate::record::read(record);
    let mismatches = requests
        .iter()
        .filter_map(|(method, path, body)| {
            spec.check(method, path, body)
                .err()
                .map(|problem| Mismatch {
                    method: method.clone(),
                    path: path.clone(),
                    problem,
                })
        })
        .collect();
    (requests.len(), mismatches)
}
