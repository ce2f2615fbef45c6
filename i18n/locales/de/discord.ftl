discord-bot-opponent = Bots können kein LYNGK spielen. Fordere eine Person heraus oder lass `opponent` leer für einen offenen Platz.
discord-missing-option = Die Option `{ $option }` fehlt.
discord-thread-in-thread = Das hier ist schon ein Thread: nutze hier `/{ cmd-lyngk } { cmd-lyngk-challenge }` ohne `thread`.
discord-no-thread = Ich konnte hier keinen Thread eröffnen. Ich brauche in diesem Kanal die Berechtigung „{ discord-permission-create-public-threads }“.
discord-unknown-option = Dieser Befehl hat keine Option `{ $option }`, darum ist nichts geschehen. Vielleicht aktualisiert Discord noch die Befehle des Bots; versuch es in einer Minute noch einmal.
discord-outdated-command = Dieser Befehl ist veraltet. Vielleicht aktualisiert Discord noch die Befehle des Bots; versuch es in einer Minute noch einmal.
discord-missing-permissions = Ich kann hier nicht spielen: in diesem Kanal fehlt mir: { $permissions }. Ein Server-Admin kann das in den Berechtigungen des Kanals erlauben.
discord-no-threads-here = Partien können hier keinen eigenen Thread haben ({ $place }): nutze `/{ cmd-lyngk } { cmd-lyngk-challenge }` ohne `thread` oder starte sie in einem Text- oder Forumkanal.
discord-place-voice-chat = der Chat eines Sprachkanals
discord-place-other = diese Art von Kanal
discord-apology = Entschuldigung, beim Bot ist etwas schiefgegangen. Es wurde nichts geändert; bitte versuch es noch einmal.
discord-game-on = Die Partie läuft in { $thread }.
discord-league-games = Partien: { $threads }
discord-league-threads-failed = { $count ->
    [one] { $count } Thread konnte nicht eröffnet werden
   *[other] { $count } Threads konnten nicht eröffnet werden
} (ich brauche hier die Berechtigung „{ discord-permission-create-public-threads }“): führe `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start }` noch einmal aus, um es erneut zu versuchen.
discord-answered-privately = Privat beantwortet.
discord-inactive-button = Diese Schaltfläche ist nicht mehr aktiv.
discord-overflow = … (der ganze Text hängt als { $file } an)
discord-thread-name = LYNGK: { $first } gegen { $second }
discord-thread-name-open = LYNGK: { $player } (offener Platz)
discord-thread-name-ai = LYNGK: { $player } gegen die KI, Stufe { $level }

discord-permission-view-channel = Kanal ansehen
discord-permission-send-messages = Nachrichten senden
discord-permission-embed-links = Links einbetten
discord-permission-attach-files = Dateien anhängen
discord-permission-create-public-threads = Öffentliche Threads erstellen
discord-permission-send-messages-in-threads = Nachrichten in Threads senden

discord-answer-above = deine Antwort steht direkt darüber.
discord-answered-late = _Discord hat diese Antwort nicht rechtzeitig angenommen, deshalb kommt sie verspätet. Was darin steht, ist geschehen._

discord-digest-first-dm = Hier kommt deine tägliche LYNGK-Übersicht an: einmal am Tag die Partien, in denen du am Zug bist.
discord-digest-dms-closed = Ich kann dir keine Direktnachrichten schicken, daher bleibt die Übersicht aus: Du teilst mit mir keinen Server, der sie erlaubt, hast Direktnachrichten von Servermitgliedern ausgeschaltet oder den Bot blockiert. Erlaube Direktnachrichten von Mitgliedern dieses Servers (in seinen Privatsphäre-Einstellungen) und wähle dann erneut `reminders:digest`.

discord-forum-needs-tag = Dieses Forum verlangt für jeden Beitrag einen Tag (seine Einstellung **Mitglieder müssen beim Posten Tags auswählen**) und hat keinen Tag, den der Bot vergeben darf. Lege einen Tag namens `LYNGK` an (nicht nur für Moderatoren) oder schalte diese Einstellung aus.

discord-league-threads-opening = { $count ->
    [1] Der Thread der Partie wird geöffnet; ich schreibe hier, sobald er offen ist.
   *[other] Die { $count } Threads der Partien werden geöffnet; ich schreibe hier, sobald alle offen sind.
}
discord-league-threads-open = { $count ->
    [1] Der Thread der Partie ist offen.
   *[other] Die { $count } Threads der Partien sind offen.
}
