# Voorwaardelijke zetten: antwoorden op de zetten van de tegenstander, vooraf.
premove-stored = Opgeslagen, alleen voor jou zichtbaar: `{ $line }`. Zodra je tegenstander de eerste van deze zetten doet, speelt de bot meteen jouw antwoord.
premove-replaced = { $count ->
    [1] Ze vervangt een opgeslagen reeks die dezelfde zet anders beantwoordde.
   *[other] Ze vervangt { $count } opgeslagen reeksen die dezelfde zetten anders beantwoordden.
}
premove-count = { $count ->
    [one] Je hebt { $count } reeks opgeslagen in deze partij.
   *[other] Je hebt { $count } reeksen opgeslagen in deze partij.
}
premove-none = Je hebt geen voorwaardelijke zetten opgeslagen in deze partij.
premove-list = { $count ->
    [1] Je reeks in deze partij, vanaf de huidige stelling:
   *[other] Je { $count } reeksen in deze partij, vanaf de huidige stelling:
}
    { $lines }
premove-cleared = { $count ->
    [0] Je had geen reeksen opgeslagen in deze partij.
    [1] Je opgeslagen reeks is gewist.
   *[other] Je { $count } opgeslagen reeksen zijn gewist.
}
premove-played = { $turn } (vooraf beantwoord)
refusal-premove-empty = Schrijf de reeks als zetten in notatie, eerst de zet van je tegenstander, dan je antwoord: `G6-G5 H1-H2`.
refusal-premove-too-long = Een reeks heeft hoogstens { $max } zetten; deze heeft er { $given }. Er is niets opgeslagen.
refusal-premove-your-turn = Jij bent aan zet: speel eerst je zet. Voorwaardelijke zetten beantwoorden de zetten van je tegenstander vooraf.
refusal-premove-unreadable = Zet { $ply } van je reeks, `{ $text }`, is geen zet: schrijf `C3-D4`, `R:C3-D4` (met een gekozen kleur) of `pass`. Er is niets opgeslagen.
refusal-premove-illegal = Zet { $ply } van je reeks, `{ $turn }`, mag daar niet: { $error }. Er is niets opgeslagen.
refusal-premove-no-answer = Je reeks eindigt met een zet van je tegenstander: voeg je antwoord toe. Er is niets opgeslagen.
