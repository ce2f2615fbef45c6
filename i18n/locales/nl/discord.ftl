discord-bot-opponent = Bots kunnen geen LYNGK spelen. Daag een persoon uit, of laat `opponent` leeg voor een open plaats.
discord-missing-option = De optie `{ $option }` ontbreekt.
discord-thread-in-thread = Dit is al een thread: gebruik hier `/{ cmd-lyngk } { cmd-lyngk-challenge }` zonder `thread`.
discord-no-thread = Ik kon hier geen thread openen. Ik heb in dit kanaal de machtiging { discord-permission-create-public-threads } nodig.
discord-unknown-option = Dit commando heeft geen optie `{ $option }`, dus er is niets gedaan. Misschien werkt Discord de commando's van de bot nog bij; probeer het over een minuut opnieuw.
discord-outdated-command = Dit commando is verouderd. Misschien werkt Discord de commando's van de bot nog bij; probeer het over een minuut opnieuw.
discord-missing-permissions = Ik kan hier niet spelen: ik mis { $permissions } in dit kanaal. Een serverbeheerder kan dat toestaan in de machtigingen van het kanaal.
discord-no-threads-here = Partijen kunnen hier geen eigen thread krijgen ({ $place }): gebruik `/{ cmd-lyngk } { cmd-lyngk-challenge }` zonder `thread`, of start hem in een tekst- of forumkanaal.
discord-place-voice-chat = de chat van een spraakkanaal
discord-place-other = dit soort kanaal
discord-apology = Sorry, er ging iets mis aan de kant van de bot. Er is niets veranderd; probeer het opnieuw.
discord-game-on = De partij wordt gespeeld in { $thread }.
discord-league-games = Partijen: { $threads }
discord-league-threads-failed = { $count ->
    [one] { $count } thread kon niet worden geopend
   *[other] { $count } threads konden niet worden geopend
} (ik heb hier { discord-permission-create-public-threads } nodig): voer `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start }` opnieuw uit om het nog eens te proberen.
discord-answered-privately = Privé beantwoord.
discord-inactive-button = Deze knop is niet meer actief.
discord-overflow = … (de volledige tekst zit als bijlage in { $file })
discord-thread-name = LYNGK: { $first } tegen { $second }
discord-thread-name-open = LYNGK: { $player } (open plaats)
discord-thread-name-ai = LYNGK: { $player } tegen de AI, niveau { $level }

discord-permission-view-channel = Kanaal bekijken
discord-permission-send-messages = Berichten versturen
discord-permission-embed-links = Links insluiten
discord-permission-attach-files = Bestanden bijvoegen
discord-permission-create-public-threads = Openbare threads maken
discord-permission-send-messages-in-threads = Berichten versturen in threads

discord-answer-above = je antwoord staat hier direct boven.
discord-answered-late = _Discord nam dit antwoord niet op tijd aan, dus het komt te laat. Wat erin staat, is gebeurd._

discord-digest-first-dm = Hier komt je dagelijkse LYNGK-overzicht: eens per dag de partijen waarin je aan de beurt bent.
discord-digest-dms-closed = Ik kan je geen directe berichten sturen, dus het overzicht blijft uit: je deelt met mij geen server die ze toestaat, je hebt directe berichten van serverleden uitgezet of je hebt de bot geblokkeerd. Sta directe berichten van leden van deze server toe (in de privacyinstellingen van de server) en kies daarna opnieuw `reminders:digest`.

discord-forum-needs-tag = Dit forum vereist een tag bij elk bericht (de instelling **Leden moeten tags selecteren bij het posten**) en heeft geen tag die de bot mag toekennen. Voeg een tag met de naam `LYNGK` toe (niet alleen voor moderators) of zet die instelling uit.

discord-league-threads-opening = { $count ->
    [1] De thread van de partij wordt geopend; ik meld het hier zodra hij open is.
   *[other] De { $count } threads van de partijen worden geopend; ik meld het hier zodra ze allemaal open zijn.
}
discord-league-threads-open = { $count ->
    [1] De thread van de partij is open.
   *[other] De { $count } threads van de partijen zijn open.
}
