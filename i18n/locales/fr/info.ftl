info-moves-all = Coups permis pour **{ $player }** :
info-moves-from = Coups depuis { $from } pour **{ $player }** :
info-landing = • { $to } : { $effect }
info-landing-with-claim = • { $to } en réclamant { $colours } : { $effect }
info-colour = { $colour }
info-origin = { $from } → { $landings }
info-origin-with-claims = { $origin } ; en réclamant une couleur : { $claims }
info-cells = { $cells }
info-only-with-claim = (seulement en réclamant une couleur)
info-claim-landings = { $colour } { $cells }
info-cut = …

info-replay = **Rejouer la partie { $game }** : { $first } contre { $second } · { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }
info-replay-finished = **Rejouer la partie { $game }** : { $first } contre { $second } · { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    } · { $result }
info-replay-description = Animation de la partie { $game }, { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }. Dernière image : { $last }

info-history-heading = **Partie { $game }** : { $first } contre { $second } · { $variant } · graine { $seed }
info-history-turns = { $turns }
info-history-no-turns = Aucun tour pour l’instant.
info-history-result = Résultat : { $result }
