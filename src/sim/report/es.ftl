report-title = Informe de equilibrio: { $game }
report-subtitle = Reglas { $rulesets } · semilla { $seed } · { $games } partidas
report-intro =
    Cada tasa se da con su intervalo de confianza del 95 %, el bigote de la barra: con tantas partidas, la tasa real cae dentro 19 veces de cada 20. La línea discontinua marca un reparto igual; una cifra cuyo intervalo queda entero a un lado lleva ◆, una diferencia demasiado grande para ser azar. Un empate cuenta como media victoria para cada bando. Cada jugador ocupa por turno cada bando, una partida de cada dos cuando hay dos, así que el orden de juego, el bando y el jugador son cifras distintas; con más bandos, el primer jugador de una pareja lleva uno contra el segundo en todos los demás.
report-players =
    Los jugadores: «random» elige cualquier decisión permitida; «greedy» toma la mejor según una regla sencilla que solo mira una jugada; «ismcts:N» explora antes de cada decisión N repartos compatibles con lo que ha visto, y nunca mira las cartas ocultas.
ladder-title = La escala de fuerza
ladder-caption = Cada barra es la proporción de victorias del jugador más fuerte contra el de debajo ({ $games } partidas por peldaño, reglas { $ruleset }). La escala se sostiene cuando cada intervalo queda a la derecha de la línea discontinua.
ladder-rung = { $stronger } contra { $weaker }
ladder-holds = La escala se sostiene: cada jugador vence al de debajo más allá del azar.
ladder-fails = La escala no se sostiene en todos los peldaños: en uno sin ◆, o estas partidas no distinguen a los dos jugadores, o el de arriba es el más débil (todo su intervalo a la izquierda de la línea).
run-title = { $ruleset }, { $seats } jugadores: { $pairing }
run-games = { $games } partidas
wins-caption = Victorias según el orden de juego, el bando y el jugador, y empates.
label-order = { $k ->
    [1] juega primero
    [2] juega segundo
    [3] juega tercero
   *[other] juega en el puesto { $k }
}
label-side = { $side }
label-player = { $player }
label-draws = empates
ends-caption = Cómo terminaron las partidas.
lengths-caption = Partidas según su duración, en { $unit ->
    [rounds] rondas
   *[turns] turnos
}: { $mean } de media.
cards-caption = Para cada carta, la proporción de partidas en que un bando la jugó (izquierda) y la proporción de esas partidas que ganó (derecha). Una carta que juega a menudo el bando perdedor quizá sea débil, o se juegue cuando se va por detrás.
cards-head-card = Carta
cards-head-played = Jugada
cards-head-wins = Victorias al jugarla
worth-title = Lo que vale cada carta
worth-caption = Cada barra es la proporción de victorias de { $player } con una carta prohibida (solo la juega si no tiene otra opción) contra { $player } libre de jugarla: { $games } partidas por carta, reglas { $ruleset }. Muy a la izquierda de la línea discontinua, la carta hace ganar a quien la tiene; cerca de la línea, se juega igual de bien sin ella; a la derecha, perjudica más que ayuda a quien la juega.
worth-label = sin { $card }
compare-title = { $ruleset } frente a { $against }
compare-caption = Cada cifra con las reglas { $ruleset } junto a la misma cifra con las reglas { $against } ({ $pairing }), y su diferencia con su intervalo del 95 %; ◆ marca una diferencia más allá del azar.
against-title = { $ruleset }: este paquete frente a { $folder }
against-caption = Cada cifra de este paquete junto a la misma cifra de la copia de { $folder } (reglas { $ruleset }, { $pairing }, mismas semillas), y su diferencia con su intervalo del 95 %; ◆ marca una diferencia más allá del azar.
against-this = este paquete
compare-head-figure = Cifra
compare-head-difference = Diferencia
rare-title = Estados raros
rare-caption = Partidas que terminaron en un estado que un autor debería revisar, con la orden que las repite jugada a jugada.
rare-none = Ninguna partida terminó en un estado raro.
