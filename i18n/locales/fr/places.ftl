# Ce qu'un serveur a fait du lieu d'une partie : salon ou fil supprimé, fil gardé fermé
# par la modération, message que le bot n'a pas pu envoyer.

place-deleted-game-aborted = La partie { $game } entre { $first } et { $second } est annulée : son salon ou son fil a été supprimé. Elle ne compte pas pour le classement ; dans une ligue, elle compte comme jouée, sans point pour personne.
place-closed-game-aborted = La partie { $game } entre { $first } et { $second } est annulée : la modération a gardé son fil fermé pendant { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }. Elle ne compte pas pour le classement ; dans une ligue, elle compte comme jouée, sans point pour personne.
place-post-refused-access = Remarque : je n’ai pas pu écrire dans le salon de cette partie (un rappel ou le coup de l’IA), car je ne le vois plus. La modération peut me rendre **Voir le salon** ici.
place-post-refused-permissions = Remarque : je n’ai pas pu écrire dans le salon de cette partie (un rappel ou le coup de l’IA), car on m’a retiré une permission. La modération peut me rendre **Envoyer des messages**, **Intégrer des liens** et **Joindre des fichiers** ici.
place-private-thread = Je ne peux pas rejoindre ce fil privé, je ne pourrais donc y poster ni rappels ni les coups de l’IA. Ajoutez-moi au fil (mentionnez-moi dedans) ou donnez-moi **Gérer les fils**, puis réessayez.
