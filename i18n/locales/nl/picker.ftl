# The move picker: a turn chosen step by step, privately (and `/lyngk next`).

picker-prompt-column = **Jouw zet**: eerst de kolom van de stapel die je verplaatst.
picker-prompt-stack = **Jouw zet**: welke stapel?
picker-prompt-landing = Waar gaat de stapel op { $cell } heen?
picker-prompt-claim = { $from } → { $to }: met deze zet een kleur claimen?
picker-column = Kolom { $column } ({ $count ->
    [one] { $count } stapel
   *[other] { $count } stapels
})
picker-stack = { $cell }: { $colour } ({ $letter }) bovenop, { $height ->
    [one] { $height } stuk
   *[other] { $height } stukken
}, { $landings ->
    [one] { $landings } bestemming
   *[other] { $landings } bestemmingen
}
picker-landing = { $path } · { $facts }
picker-lyngk-move = LYNGK-zet
picker-needs-claim = alleen met een claim
picker-claim-none = Geen claim
picker-claim = { $colour } ({ $letter }) claimen
picker-claiming = claimt { $colour }
picker-confirm = **{ $turn }** ({ $path }) spelen? { $facts }
picker-confirm-pass = Je hebt geen zet meer: je beurt is een pas.
picker-confirm-button = Deze beurt spelen
refusal-picker-position-changed = Deze zetkeuze is verouderd: de stelling is veranderd sinds ze openging.
refusal-picker-game-over = Deze zetkeuze is verouderd: haar partij is afgelopen.
refusal-picker-expired = Deze zetkeuze is verouderd: ze ging meer dan { $minutes } minuten geleden open.
refusal-picker-already-played = Je hebt deze beurt al gespeeld: `{ $turn }`.
refusal-picker-garbled = Dit is geen zetkeuze van de bot. Open een nieuwe met de knop Zet.
refusal-picker-not-offered = Die keuze wordt in deze stap niet aangeboden: kies opnieuw uit de lijst.
next-game = Je dringendste partij: partij { $game } in { $channel }, { $time }. ({ $waiting ->
    [one] { $waiting } partij wacht
   *[other] { $waiting } partijen wachten
} op je zet.)
next-game-none = Geen partij op deze server wacht op je zet.
terminal-pick-option = { $number }. { $label }
terminal-pick-how = Typ `pick` en een nummer om te kiezen.
terminal-pick-confirm = Typ `pick 1` om hem te spelen: { $label }.
terminal-pick-none = Er is hier geen zetkeuze open voor { $player }: typ `pick` als je aan de beurt bent.
terminal-pick-out-of-range = Keuze { $number } bestaat niet: kies 1 tot { $count }.
