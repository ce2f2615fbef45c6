# De eigen woorden van de terminal rond de antwoorden van de bot (`lyngk play`).
# Commando's typ je zoals op Discord, in het Engels: de voorbeelden houden die woorden.

terminal-intro = LYNGK in de terminal. Typ commando's als speler, bijv. `alice: challenge bob`, `bob: accept`, `alice: move c3 d4`; `help` toont ze, `quit` stopt. Afbeeldingen gaan naar { $folder }.
terminal-default-player = speler
terminal-now-in-channel = (nu in kanaal { $channel })
terminal-thread-opened = (thread geopend: nu in kanaal { $channel })
terminal-league-thread = thread { $channel } ‘{ $name }’:
terminal-bot-everyone = bot (voor iedereen):
terminal-bot-private = bot (alleen voor { $player }):
terminal-ping = genoemd: { $players }
terminal-buttons = knoppen: { $labels } (typ `{ $commands }`)
terminal-file = bestand: { $path }
terminal-alt-text = alternatieve tekst: { $text }
terminal-page = webpagina: { $url }
terminal-file-not-written = ! het commando is uitgevoerd, maar { $file } kon niet worden geschreven: { $error }
terminal-internal-error = ! interne fout, de sessie gaat door: { $error }
terminal-not-utf8 = ! regel { $line } is geen UTF-8-tekst: overgeslagen
terminal-faults = { $count ->
    [1] Een interne fout
   *[other] { $count } interne fouten
} tijdens de sessie (hierboven gemeld)

terminal-unknown-command = onbekend commando ‘{ $command }’: probeer help
terminal-missing = { $command } heeft { $what } nodig
terminal-needs-channel = een kanaalnummer, zoals channel 1001
terminal-needs-colour = een kleur, zoals claim red
terminal-needs-game = het nummer van de afgelopen partij, zoals rematch 12
terminal-needs-days = een aantal dagen, zoals vacation 3
terminal-needs-action = een van { $actions }
terminal-needs-name = een naam, zoals { $command } Spring
terminal-needs-value = een waarde voor elke verplichte optie: probeer help
terminal-needs-cells = twee velden, zoals move c3 d4
terminal-needs-landing = een doelveld, zoals move c3 d4
terminal-unknown-variant = onbekende variant ‘{ $given }’: standard of six
terminal-not-a-choice = `{ $option }` is { $choices }, niet ‘{ $given }’
# One of the words a terminal option takes, as typed.
terminal-typed-choice = `{ $choice }`
terminal-unexpected = onverwacht ‘{ $word }’ na { $command }: probeer help
terminal-unknown-option = { $command } heeft geen optie ‘{ $option }:’ (wel { $known })
terminal-unknown-option-none = { $command } heeft geen optie ‘{ $option }:’ (het heeft er geen)
terminal-empty-option = de optie ‘{ $option }:’ heeft een waarde nodig, zoals { $example }
terminal-not-a-channel = een kanaal is een nummer, zoals channel 1001, niet ‘{ $given }’
terminal-not-a-number = `{ $option }` moet een geheel getal zijn, niet ‘{ $given }’
terminal-not-reminders = herinneringen zijn channel, digest of off, niet ‘{ $given }’
terminal-not-a-language = de taal is auto, en, de, fr, it, nl, es, pl of hu, niet ‘{ $given }’
terminal-not-a-flag = `{ $option }` is true of false, niet ‘{ $given }’
terminal-joined-cells = ‘{ $word }’ zijn twee velden: zet er een spatie tussen, zoals move { $from } { $to }
terminal-not-the-ai = de LYNGK-AI speelt zijn eigen zetten: typ als een andere speler
terminal-open-quote = een " opent een naam tussen aanhalingstekens die niet wordt gesloten

# Repeated options, option bounds and a bare /lyngk in the terminal.
terminal-repeated-option = `{ $option }` staat er twee keer: geef elke optie één keer
terminal-out-of-range = `{ $option }` neemt een geheel getal van { $min } tot en met { $max }, niet ‘{ $given }’
terminal-bare-command = typ een opdracht na { $command }, zoals { $command } help

# What the background job posts, in the terminal.
terminal-job-post = (de achtergrondtaak plaatst in kanaal { $channel })
terminal-job-direct = (de achtergrondtaak stuurt { $player } een privébericht)

## Game records given to `lyngk play` (docs/record.md)
terminal-record-replayed = Partijverslag volgens de regels nagespeeld: { $first } tegen { $second } · seed { $seed } · { $result }
terminal-record-goes-on = de partij gaat door

# The last line of `lyngk event simulate`: what the simulated event came to, as labelled figures.
simulate-summary-swiss = spelers: { $players } (laat ingeschreven: { $late }, teruggetrokken: { $withdrew }) · ronden: { $rounds } · partijen: { $games } · remise bij de deadline: { $draws } · reglementair verloren: { $forfeits } · { $seconds } s
simulate-summary-knockout = spelers: { $players } · best of { $best-of } · ronden: { $rounds } · partijen: { $games } (beslissingspartijen: { $tiebreaks }, open tot de deadline: { $left-to-deadline }) · duels beslist bij de deadline: { $decided } · teruggetrokken: { $withdrew } (reglementair verloren partijen: { $forfeits }, door zonder te spelen: { $walkovers }) · winnaar: { $winner } · { $seconds } s
simulate-summary-round-robin = spelers: { $players } (teruggetrokken: { $withdrew }) · ronden: { $rounds } · partijen tegelijk: { $games } · remise: { $draws } · verloren op tijd: { $time-losses } · reglementair verloren: { $forfeits } · { $seconds } s
simulate-summary-divisions = spelers: { $players } · seizoenen: { $seasons } · partijen: { $games } · remise bij de deadline: { $draws } · reglementair verloren: { $forfeits } · vertrokken: { $left } · { $seconds } s
simulate-summary-ladder = spelers: { $players } · dagen: { $days } · uitdagingen: { $challenges } · aangenomen: { $accepted } (uitgespeeld: { $played }, remise: { $drawn }) · gestegen: { $climbed } · plaats behouden: { $held } · verlopen: { $expired } · gezakt wegens inactiviteit: { $dropped } · vertrokken: { $left } · { $seconds } s
