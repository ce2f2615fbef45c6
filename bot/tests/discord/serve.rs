//! `lyngk serve` without a token must stop at once with a clear message.

use std::process::Command;

#[test]
fn serve_without_a_token_fails_with_a_clear_message() {
    // An empty working directory: no .env to pick a token from.
    let dir = tempfile::tempdir().unwrap();
    for args in [&["serve"][..], &[][..]] {
        let output = Command::new(env!("CARGO_BIN_EXE_lyngk"))
            .args(args)
            .current_dir(dir.path())
            .env_remove("DISCORD_TOKEN")
            .env("LYNGK_DB", dir.path().join("never.db"))
            .output()
            .unwrap();
        assert!(!output.status.success(), "lyngk {args:?} must fail");
        // The binary's error is text by nature.
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains("DISCORD_TOKEN is not set"), "{stderr}");
        assert!(
            !dir.path().join("never.db").exists(),
            "no database before the token check"
        );
    }
}
