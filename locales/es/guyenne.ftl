# Guyenne — textos en español. Los mismos identificadores que el archivo francés.

## Cartas

game-name = Guyenne
side-english = Ingleses
side-french = Franceses
castle-barbican = Barbacana
castle-gatehouse = Torre de la puerta
castle-curtain-wall = Lienzo de muralla
castle-keep = Torre del homenaje
castle-postern = Poterna
castle-tower = Torre
hero-black-prince = Eduardo de Woodstock
hero-black-prince-title = el Príncipe Negro
hero-du-guesclin = Bertrand du Guesclin
hero-du-guesclin-title = condestable de Francia
card-hero = Héroe
card-first-player = Jugador inicial
card-summary = Resumen de reglas
card-castle = Castillo

## Cartas de resumen de reglas

summary-1-title = Una ronda
summary-1-body =
    Todo va boca abajo. Atacas castillos neutrales o enemigos; defiendes los tuyos.
    • Jugador inicial: elige un castillo y juega en él.
    • Rival: responde ahí y luego juega en un segundo castillo.
    • Jugador inicial: responde en ese segundo castillo.
    • Cada uno usa exactamente dos castillos, de una a { $max } { $max ->
        [one] carta
       *[other] cartas
    } en cada uno.
    • En un castillo neutral atacan los dos.

summary-2-title = Batallas
summary-2-body =
    Un castillo tras otro, cada bando suma sus cartas.
    • Los atacantes enseñan sus cartas; el defensor puede rendirse sin mostrarlas.
    • Gana la suma mayor; si empatan, el defensor resiste y un castillo neutral no cambia.
    • Un héroe gana siempre, salvo ante el otro héroe: empate.
    • Fin de ronda: descarta lo jugado, roba hasta tener { $hand } y pasa la carta de jugador inicial.

summary-3-title = Fin de la partida
summary-3-body =
    • Si al final de una ronda tienes los { $castles } castillos, ganas ya: { $sweep } a cero.
    • ¿Mazo agotado? Baraja tu descarte y forma otro, salvo la { $limit ->
        [1] primera
        [2] segunda
        [3] tercera
       *[other] { $limit }.ª
    } vez.
    • La partida acaba si, tras robar, un jugador sin mazo se queda con una carta o ninguna.
    • Cada castillo tuyo vale { $isolated } si está aislado y { $grouped } si toca otro tuyo.
    • Empate: gana quien tenga más cartas en mano y mazo.

## Print files

doc-cards-duplex = { $game } — cartas para imprimir a doble cara ({ $paper })
doc-cards-gutterfold = { $game } — cartas para imprimir, doblar y pegar ({ $paper })
doc-cards-printshop = { $game } — cartas para imprenta, una por página con sangrado
alt-card-face = Carta { $face }
