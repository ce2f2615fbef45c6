//! `lyngk event simulate` run as an organiser would, for the simulation tests: its
//! printed output, its typed report, the tournament report it writes, or its refusal.

use serde_json::Value;
use std::process::{Command, Output};

/// `lyngk event simulate` with `args`, as it ran.
fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(["event", "simulate"])
        .args(args)
        .output()
        .expect("lyngk runs")
}

/// Its standard output; the simulation succeeds.
pub(crate) fn simulate_output(args: &[&str]) -> String {
    let output = run(args);
    let stdout = String::from_utf8(output.stdout).expect("utf-8");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{args:?}: {stdout}\n{stderr}");
    stdout
}

/// Its standard output and the tournament report it wrote (`--trf`); it succeeds.
pub(crate) fn simulate_with_report(args: &[&str]) -> (String, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("event.trf");
    let path_text = path.to_str().expect("a UTF-8 temporary path");
    let all: Vec<&str> = args.iter().copied().chain(["--trf", path_text]).collect();
    let stdout = simulate_output(&all);
    let trf = std::fs::read_to_string(&path).expect("the report was written");
    (stdout, trf)
}

/// Its typed report (`--json`); the simulation succeeds.
pub(crate) fn report(args: &[&str]) -> Value {
    let all: Vec<&str> = ["--json"].into_iter().chain(args.iter().copied()).collect();
    serde_json::from_str(&simulate_output(&all)).expect("a JSON report")
}

/// What it says on refusing `args`; the simulation is refused.
pub(crate) fn refusal(args: &[&str]) -> String {
    let output = run(args);
    assert!(!output.status.success(), "{args:?} was accepted");
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The summary's count `name` in a typed report.
pub(crate) fn count(report: &Value, name: &str) -> u64 {
    let summary = &report["summary"];
    summary
        .get(name)
        .or_else(|| summary["figures"].get(name))
        .and_then(Value::as_u64)
        .unwrap_or_else(|| panic!("no count {name} in {summary}"))
}

/// A simulation's output without its summary's last part, the time it took: what the
/// same seed must print again.
pub(crate) fn without_time(out: &str) -> Option<&str> {
    out.rsplit_once(" · ").map(|(kept, _)| kept)
}
