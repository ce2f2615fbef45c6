# Wat een server met de plek van een partij deed: een verwijderd kanaal of thread, een
# thread die moderators dicht hielden, een bericht dat de bot niet mocht plaatsen.

place-deleted-game-aborted = Partij { $game } tussen { $first } en { $second } is afgebroken: het kanaal of de thread ervan is verwijderd. Ze telt niet mee voor de rating; in een competitie telt ze als gespeeld, zonder punten voor wie dan ook.
place-closed-game-aborted = Partij { $game } tussen { $first } en { $second } is afgebroken: moderators hielden de thread { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } gesloten. Ze telt niet mee voor de rating; in een competitie telt ze als gespeeld, zonder punten voor wie dan ook.
place-post-refused-access = Let op: ik kon niets plaatsen in het kanaal van deze partij (een herinnering of de zet van de AI), omdat ik het niet meer kan zien. Een moderator kan me hier **Kanaal bekijken** teruggeven.
place-post-refused-permissions = Let op: ik kon niets plaatsen in het kanaal van deze partij (een herinnering of de zet van de AI), omdat me een machtiging is afgenomen. Een moderator kan me hier **Berichten versturen**, **Links insluiten** en **Bestanden bijvoegen** teruggeven.
place-private-thread = Ik kan niet deelnemen aan deze privéthread en kan hier dus geen herinneringen of zetten van de AI plaatsen. Voeg me toe aan de thread (noem me erin) of geef me **Threads beheren** en probeer het opnieuw.
