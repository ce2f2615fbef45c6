refusal-no-game = Er is geen partij in dit kanaal. Begin er een met `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
refusal-no-game-here = Er is geen partij in dit kanaal. Die van jou: { $games }.
refusal-your-game-in = partij { $game } in { $channel }
refusal-your-challenge-in = de uitdaging { $game } in { $channel }
refusal-not-started = De partij is nog niet begonnen: de uitdaging wacht nog op een antwoord.
refusal-no-challenge = Er wacht geen uitdaging in dit kanaal.
refusal-channel-busy = Dit kanaal heeft al een partij ({ $game }). Maak die eerst af, of begin de jouwe in een thread.
refusal-busy-playing = { $one } tegen { $two }
refusal-busy-challenge = { $challenger } daagde { $opponent } uit
refusal-busy-open = de open uitdaging van { $challenger }
refusal-busy-just-created = net aangemaakt
refusal-self-challenge = Je kunt jezelf niet uitdagen.
refusal-own-challenge = Je kunt je eigen uitdaging niet aannemen: wacht tot iemand de plaats inneemt.
refusal-not-challenged = Deze uitdaging is voor { $name }: alleen die kan erop antwoorden.
refusal-not-your-challenge = Alleen { $name }, die deze open uitdaging deed, kan haar intrekken.
refusal-already-started = In dit kanaal wordt al een partij gespeeld.
refusal-not-a-player = Je speelt niet mee in deze partij ({ $game }).
refusal-not-your-turn = Je bent niet aan de beurt: { $name } is nu aan zet.
refusal-game-over = Deze partij is voorbij: { $result }
refusal-position-changed = De partij veranderde terwijl je opdracht werd verwerkt: bekijk het bord en probeer het opnieuw.
refusal-bad-origin = Het beginveld: { $error }
refusal-bad-landing = Het doelveld: { $error }
refusal-bad-cell = Het veld: { $error }
refusal-joined-cells = ‘{ $text }’ lijkt op twee velden aan elkaar getypt: geef begin- en doelveld apart, zoals `/{ cmd-lyngk } { cmd-lyngk-move } { $from } { $to }`.
refusal-bad-colour = ‘{ $text }’ is geen kleur die je kunt claimen: gebruik I, B, R, G of K (ivoor, blauw, rood, groen, zwart).
refusal-joker-claim = De jokers (de witte stukken) kun je nooit claimen: gebruik I, B, R, G of K (ivoor, blauw, rood, groen, zwart).
refusal-illegal = Dat mag niet: { $error }. Zie `/{ cmd-lyngk } { cmd-lyngk-moves }` voor je geldige zetten.
refusal-own-colour = Je hebt { $colour } al geclaimd: die kleur is van jou. Verplaats een stapel met { $colour } bovenop met `/{ cmd-lyngk } { cmd-lyngk-move }`.
refusal-colour-taken = Dat mag niet: { $colour } is al geclaimd door { $name }. Zie `/{ cmd-lyngk } { cmd-lyngk-moves }` voor je geldige zetten.
refusal-needs-claim = Dat mag niet zonder claim: { $error }. Met eerst een claim mag het wel: { $hint }.
refusal-claim-command = `/{ cmd-lyngk } { cmd-lyngk-move } { $from } { $to } { cmd-lyngk-move.claim }:{ $claim }`
refusal-empty-cell = Er staat geen stapel op { $cell }: `/{ cmd-lyngk } { cmd-lyngk-moves }` toont de stapels die je kunt verplaatsen.
refusal-no-game-to-rematch = Er is geen afgelopen partij { $game } in dit kanaal voor een revanche.
refusal-cannot-move-from = De stapel op { $cell } kan deze beurt niet verplaatst worden.
refusal-bad-days-per-move = Dagen per zet moet 1, 2, 3, 5, 7 of 14 zijn (of niets voor geen klok), niet { $given }.
refusal-already-done = Al gedaan (dit verzoek kwam twee keer binnen):
refusal-inactive-button = Deze knop is niet meer actief.
refusal-admin-create-league = Alleen een serverbeheerder (recht Server beheren) kan een competitie aanmaken.
refusal-admin-start-league = Alleen een serverbeheerder (recht Server beheren) kan een competitie starten.
refusal-admin-server-settings = Alleen een serverbeheerder (recht Server beheren) kan de serverinstellingen wijzigen.
refusal-bad-league-name = Een competitienaam heeft 1 tot { $max } tekens: letters, cijfers, spaties, `-`, `_`, apostrofs of emoji. ‘{ $given }’ is dat niet.
refusal-league-exists = Deze server heeft al een competitie met de naam { $name }: kies een andere naam.
refusal-no-league = Er is geen competitie met de naam ‘{ $name }’ op deze server.
refusal-league-started = De competitie { $name } is al begonnen: niemand kan nog in- of uitstappen.
refusal-already-joined = Je doet al mee aan de competitie { $name }.
refusal-not-joined = Je doet niet mee aan de competitie { $name }.
refusal-league-full = De competitie { $name } is vol ({ $max } spelers).
refusal-league-too-small = De competitie { $name } heeft minstens 2 spelers nodig om te starten; ze heeft er { $players }.
refusal-league-running = De competitie { $name } loopt al: zie `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-standings }`.
refusal-threads-being-opened = De threads van de competitie { $name } worden nu geopend; als er een paar niet opengaan, voer daarna `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start }` opnieuw uit.
refusal-league-finished = De competitie { $name } is afgelopen: zie `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-standings }`.
refusal-not-finished = Een revanche is voor afgelopen partijen: deze loopt nog.
refusal-no-such-game = Er is geen begonnen partij { $game } in dit kanaal: `/{ cmd-lyngk } { cmd-lyngk-replay }` zonder nummer speelt de laatste af.
refusal-no-such-game-to-review = Er is geen begonnen partij { $game } in dit kanaal: `/{ cmd-lyngk } { cmd-lyngk-review }` zonder nummer analyseert de laatste afgelopen partij.
refusal-game-elsewhere = Partij { $game } staat in { $channel }: vraag het daar.
refusal-replay-live-game = Een lopende partij kan alleen door haar spelers afgespeeld worden ({ $game }); als ze voorbij is door iedereen.
refusal-replay-too-large = De herhaling van deze partij is te groot om te uploaden: { $why }
refusal-win-on-time = Je kunt niet op tijd winnen: { $why }.
refusal-win-on-time-no-clock = deze partij heeft geen klok, dus ze kan niet op tijd gewonnen worden
refusal-win-on-time-own-turn = je bent aan de beurt: alleen je tegenspeler zou op tijd kunnen winnen
refusal-win-on-time-time-left = je tegenspeler heeft nog { $left } om te zetten
refusal-abort = Deze partij kan niet afgebroken worden: { $why }.
refusal-abort-no-clock = deze partij heeft geen klok; geef in plaats daarvan op
refusal-abort-started = de partij is begonnen; geef in plaats daarvan op
refusal-abort-time-left = de speler aan zet heeft nog { $left } voor de eerste zet
refusal-vacation = Geen vakantie geboekt: { $why }.
refusal-vacation-empty = een vakantie duurt minstens een dag
refusal-vacation-overlaps = je hebt in die periode al een vakantie geboekt
refusal-vacation-allowance = dat gaat over je { $allowance } vakantiedagen per jaar: { $used } al gebruikt in het jaar dat met deze vakantie eindigt, { $requested } gevraagd
refusal-digest-hour = Instellingen ongewijzigd: het uur van het overzicht ligt tussen 0 en 23 (UTC), niet { $hour }.
refusal-not-in-server = Serverinstellingen horen bij een server: gebruik deze opdracht in een server.

cell-error-malformed = ‘{ $text }’ is geen veld: schrijf een kolomletter A-I en een rijnummer, zoals C3
cell-error-no-such-row = kolom { $column } heeft rijen 1 tot { $rows }, dus er is geen { $column }{ $row }

play-error-game-over = de partij is voorbij
play-error-no-stack = er staat geen stapel op { $cell }
play-error-joker = de joker op { $cell } kan niet zetten: een joker beweegt nooit alleen
play-error-opponents-stack = de stapel op { $cell } heeft { $colour } bovenop, { $mover ->
    [opponent] een kleur van jou, die je tegenspeler niet mag verplaatsen
   *[you] de kleur van je tegenspeler
}
play-error-same-cell = een zet gaat van het ene veld naar een ander, niet van { $cell } naar zichzelf
play-error-empty-landing = { $cell } is leeg: een zet eindigt altijd op een stapel
play-error-blocked = { $blocker } staat tussen { $from } en { $to }: een stapel springt niet over een andere
play-error-not-reachable = { $to } is niet bereikbaar vanaf { $from }: een zet gaat in een rechte lijn tot de eerste stapel
play-error-no-chain = { $to } is niet bereikbaar vanaf { $from }, niet in een rechte lijn en niet met de LYNGK-regel
play-error-lyngk-point = de stapel met { $colour } kan niet stoppen op { $cell }: daar ligt ook { $colour } bovenop, een LYNGK-punt, dus de zet gaat van daar verder
play-error-repeated-colour = de stapel op { $cell } bevat al { $colour }: een stapel bevat nooit twee keer dezelfde kleur
play-error-too-high = dat gaf een stapel van { $height } stukken; het maximum is { $max }
play-error-neutral-too-low = een neutrale stapel mag alleen op een even hoge of lagere stapel: hij heeft { $moving ->
    [one] { $moving } stuk
   *[other] { $moving } stukken
}, de stapel op { $cell } heeft er { $target }
play-error-colour-taken = { $colour } is al geclaimd door speler { $player }
play-error-no-claims-left = { $mover ->
    [opponent] je tegenspeler heeft al twee kleuren geclaimd, het maximum voor een speler
   *[you] je hebt al twee kleuren geclaimd, het maximum voor een speler
}
play-error-claimed-this-turn = { $mover ->
    [opponent] je tegenspeler heeft deze beurt al { $colour } geclaimd: één claim per beurt
   *[you] je hebt deze beurt al { $colour } geclaimd: één claim per beurt
}
play-error-claim-with-pass = na een claim volgt altijd een zet, nooit passen
play-error-pass-with-moves = je kunt niet passen zolang je een zet hebt
play-error-claim-leaves-no-move = { $mover ->
    [opponent] na het claimen van { $colour } zou je tegenspeler geen zet hebben, dus die claim mag niet
   *[you] na het claimen van { $colour } zou je geen zet hebben, dus die claim mag niet
}

# Clock settings refused
refusal-time-zone = Instellingen ongewijzigd: ‘{ $zone }’ is geen tijdzone. Kies er een uit de lijst, zoals Europe/Amsterdam of America/Santiago.
refusal-sleep-malformed = Instellingen ongewijzigd: schrijf de slaaptijd als 23:00-07:00, of off.
refusal-sleep-empty = Instellingen ongewijzigd: de slaaptijd kan niet op hetzelfde tijdstip beginnen en eindigen.
refusal-sleep-too-long = Instellingen ongewijzigd: de slaaptijd duurt hoogstens 10 uur; { $window } is langer.
