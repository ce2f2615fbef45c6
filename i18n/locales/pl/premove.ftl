# Ruchy warunkowe: odpowiedzi na ruchy przeciwnika zapisane z góry.
premove-stored = Zapisano, widoczne tylko dla ciebie: `{ $line }`. Gdy przeciwnik wykona pierwszy z tych ruchów, bot od razu zagra twoją odpowiedź.
premove-replaced = { $count ->
    [1] Zastępuje zapisaną sekwencję, która inaczej odpowiadała na ten sam ruch.
    [few] Zastępuje { $count } zapisane sekwencje, które inaczej odpowiadały na te same ruchy.
   *[many] Zastępuje { $count } zapisanych sekwencji, które inaczej odpowiadały na te same ruchy.
}
premove-count = { $count ->
    [one] Masz { $count } zapisaną sekwencję w tej partii.
    [few] Masz { $count } zapisane sekwencje w tej partii.
   *[many] Masz { $count } zapisanych sekwencji w tej partii.
}
premove-none = Nie masz zapisanych ruchów warunkowych w tej partii.
premove-list = { $count ->
    [1] Twoja sekwencja w tej partii, od obecnej pozycji:
   *[other] Twoje sekwencje w tej partii ({ $count }), od obecnej pozycji:
}
    { $lines }
premove-cleared = { $count ->
    [0] W tej partii nie było twoich zapisanych sekwencji.
    [1] Twoja zapisana sekwencja została usunięta.
    [few] Usunięto { $count } zapisane sekwencje.
   *[many] Usunięto { $count } zapisanych sekwencji.
}
premove-played = { $turn } (odpowiedź zapisana z góry)
refusal-premove-empty = Zapisz sekwencję ruchów w notacji, najpierw ruch przeciwnika, potem twoją odpowiedź: `G6-G5 H1-H2`.
refusal-premove-too-long = Sekwencja może mieć najwyżej { $max } ruchów; ta ma { $given }. Nic nie zapisano.
refusal-premove-your-turn = Teraz twój ruch: najpierw go wykonaj. Ruchy warunkowe odpowiadają z góry na ruchy przeciwnika.
refusal-premove-unreadable = Ruch { $ply } twojej sekwencji, `{ $text }`, nie jest ruchem: zapisz `C3-D4`, `R:C3-D4` (z przejęciem koloru) albo `pass`. Nic nie zapisano.
refusal-premove-illegal = Ruch { $ply } twojej sekwencji, `{ $turn }`, jest tam niedozwolony: { $error }. Nic nie zapisano.
refusal-premove-no-answer = Twoja sekwencja kończy się ruchem przeciwnika: dopisz swoją odpowiedź. Nic nie zapisano.
