league-variant = { $variant ->
    [six] variante de pilas de 6
   *[other] estándar
}
league-per-move = { $days ->
    [0] {""}
    [one] , { $days } día por movimiento
   *[other] , { $days } días por movimiento
}
league-roster = { $count ->
    [0] aún sin jugadores
    [one] { $count } jugador: { $names }
   *[other] { $count } jugadores: { $names }
}

league-created = **{ $actor }** abrió la liga **{ $league }** ({ $variant }, { $rounds ->
        [double] liguilla a doble vuelta
       *[other] liguilla a una vuelta
    }{ $clock }). Únete con `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-join } { $league }`; un admin la inicia con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start } { $league }`.
league-joined = **{ $player }** se unió a la liga **{ $league }** ({ $roster }).
league-left = **{ $player }** dejó la liga **{ $league }** ({ $roster }).
league-starts = La liga **{ $league }** empieza: { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } en { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }, todas abiertas ya, cada una en su propio hilo. ¡Suerte!
league-reopening = La liga **{ $league }** está en marcha; abriendo los hilos que faltan.
league-thread-name = Liga LYNGK { $league } · ronda { $round } · { $first } contra { $second }
league-opening = Liga **{ $league }**, ronda { $round }: partida { $game } entre **{ $first }** (jugador 1) y **{ $second }** (jugador 2), { $variant }{ $clock }, semilla { $seed }.
league-move-order = { $first }, mueves primero: `/{ cmd-lyngk } { cmd-lyngk-move }`. { $second }, mueves segundo.

league-not-started = La liga **{ $league }** aún no ha empezado ({ $roster }).
league-season-over = La temporada ha terminado.
league-standings-title = **Liga LYNGK { $league } · clasificación**
league-standings-image-title = Liga LYNGK { $league } · clasificación
league-standings-subtitle = { $rounds ->
        [double] Doble vuelta
       *[other] Una vuelta
    } · { $over ->
        [true] temporada terminada · { $played ->
            [one] { $played } partida jugada
           *[other] { $played } partidas jugadas
        }
       *[other] { $played } de { $total ->
            [one] { $total } partida jugada
           *[other] { $total } partidas jugadas
        }
    }
