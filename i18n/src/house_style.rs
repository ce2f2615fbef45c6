//! Checks of what each locale's texts keep by hand beyond their messages' shape: the
//! French narrow no-break spaces, one apostrophe in French and Italian, and the
//! Hungarian rulebook's word for a game.

#[cfg(test)]
mod tests {
    use crate::catalog::FILES;

    const NARROW_NO_BREAK: char = '\u{202f}';

    /// The text lines of `locale`'s files (comments left out), with file and line.
    fn text_lines(locale: &str) -> impl Iterator<Item = (&'static str, usize, &'static str)> + '_ {
        FILES
            .iter()
            .filter(move |(code, _, _)| *code == locale)
            .flat_map(|(_, name, source)| {
                source
                    .lines()
                    .enumerate()
                    .filter(|(_, line)| !line.trim_start().starts_with('#'))
                    .map(move |(index, line)| (*name, index + 1, line))
            })
    }

    /// Where `line` breaks French typography: any space but the narrow no-break one
    /// before `; : ! ? »` or after `«` (the `=` of a message's key is no text).
    fn french_faults(line: &str) -> Vec<usize> {
        let chars: Vec<char> = line.chars().collect();
        let mut faults = Vec::new();
        for (at, pair) in chars.windows(2).enumerate() {
            let before = at.checked_sub(1).map(|i| chars[i]);
            let wrong_space = |c: char| c == ' ' || c == '\u{a0}';
            let spaced_before = wrong_space(pair[0])
                && ";:!?»".contains(pair[1])
                && !matches!(before, None | Some('=') | Some(' '));
            let spaced_after = pair[0] == '«' && pair[1] != NARROW_NO_BREAK;
            let unspaced_before = pair[1] == '»' && pair[0] != NARROW_NO_BREAK;
            if spaced_before || spaced_after || unspaced_before {
                faults.push(at);
            }
        }
        faults
    }

    #[test]
    fn french_puts_narrow_no_break_spaces_before_double_punctuation_and_inside_quotes() {
        let faults: Vec<String> = text_lines("fr")
            .filter(|(_, _, line)| !french_faults(line).is_empty())
            .map(|(file, number, line)| format!("fr/{file}:{number}: {line}"))
            .collect();
        assert!(faults.is_empty(), "{}", faults.join("\n"));
    }

    #[test]
    fn the_french_check_sees_each_kind_of_fault() {
        assert_eq!(french_faults("a = Contre qui ; vide"), [14]);
        assert_eq!(french_faults("a = défaut\u{a0}: oui"), [10]);
        assert_eq!(french_faults("a = « x\u{202f}»"), [4]);
        assert_eq!(french_faults("a = «\u{202f}x »"), [7]);
        assert_eq!(french_faults("a = ! erreur\u{202f}: « » non"), [15, 16]);
        assert!(french_faults("a = «\u{202f}x\u{202f}» ; non").len() == 1);
    }

    /// Where `line` writes a typewriter apostrophe between letters ("l'IA") outside code
    /// spans: French and Italian elide with the typographic one ("l’IA"), and the texts
    /// once mixed both in one sentence.
    fn typewriter_apostrophes(line: &str) -> usize {
        let is_letter = |c: Option<char>| c.is_some_and(char::is_alphabetic);
        line.split('`')
            .step_by(2)
            .map(|prose| {
                let chars: Vec<char> = prose.chars().collect();
                (1..chars.len().saturating_sub(1))
                    .filter(|&i| chars[i] == '\'')
                    .filter(|&i| {
                        is_letter(Some(chars[i - 1])) && is_letter(chars.get(i + 1).copied())
                    })
                    .count()
            })
            .sum()
    }

    #[test]
    fn french_and_italian_elide_with_the_typographic_apostrophe() {
        let faults: Vec<String> = ["fr", "it"]
            .into_iter()
            .flat_map(|locale| text_lines(locale).map(move |line| (locale, line)))
            .filter(|(_, (_, _, line))| typewriter_apostrophes(line) > 0)
            .map(|(locale, (file, number, line))| format!("{locale}/{file}:{number}: {line}"))
            .collect();
        assert!(faults.is_empty(), "{}", faults.join("\n"));
    }

    #[test]
    fn the_apostrophe_check_sees_prose_and_leaves_code() {
        assert_eq!(typewriter_apostrophes("a = l'IA et d'autres"), 2);
        assert_eq!(typewriter_apostrophes("a = l’IA, `d'accord`"), 0);
        assert_eq!(typewriter_apostrophes("a = 'x' ou l'"), 0);
    }

    /// The Hungarian rulebook calls a game "játszma" ("az így játszott játszmák"); the
    /// texts once mixed in "parti", which it never uses.
    #[test]
    fn hungarian_calls_a_game_jatszma_as_its_rulebook_does() {
        let mixed: Vec<String> = text_lines("hu")
            .filter(|(_, _, line)| {
                let value = line.split_once('=').map_or(*line, |(_, value)| value);
                value.to_lowercase().contains("parti")
            })
            .map(|(file, number, line)| format!("hu/{file}:{number}: {line}"))
            .collect();
        assert!(mixed.is_empty(), "{}", mixed.join("\n"));
    }
}
