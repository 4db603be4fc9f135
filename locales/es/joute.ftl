# Joute — textos en español. Los mismos identificadores que el archivo francés.
# Las cartas, el tablero, los peones y el resumen de reglas leen estos mensajes; los
# números llegan de game.toml y del motor de reglas mediante las variables { $… }.

game-name = Joute
doc-cards-duplex = { $game } — cartas para imprimir a doble cara ({ $paper })
doc-cards-gutterfold = { $game } — cartas para imprimir, doblar y pegar ({ $paper })
doc-cards-printshop = { $game } — cartas para imprenta, una por página con sangrado
pnp-title = Cómo imprimir estas cartas
pnp-scale = Imprime a tamaño real (100 %, nunca «ajustar a la página»), para que cada carta tenga su tamaño verdadero.
pnp-duplex = Imprime a doble cara, volteando por el borde largo. Las páginas { $first } a { $last } llevan las cartas en { $sheets } hojas: cada página de anversos va seguida de la página de sus reversos. Para comprobar el ajuste, imprime primero una sola hoja (la página { $check } y su reverso) y mírala al trasluz: cada reverso debe quedar justo detrás de su propio anverso.
pnp-gutterfold = Imprime por una sola cara. Las páginas { $first } a { $last } llevan las cartas en { $sheets } hojas: los anversos en la mitad izquierda y sus reversos en la derecha. Dobla cada hoja por la línea discontinua, con lo impreso hacia fuera, y pega las dos mitades antes de recortar.
pnp-cut = Recorta por las líneas que prolongan las marcas de corte de los márgenes, con regla y cúter o con una guillotina.
alt-card-face = Carta { $face }

## Cartas (los nombres que el juego original deja abiertos se eligen en game.toml)
kind-acquired = Ventaja
kind-adversity = Adversidad
card-hauberk = Loriga
card-sword = Espada
card-helm = Yelmo
card-shield = Escudo
card-squire = Escudero
card-lance = Lanza
card-destrier = Corcel
card-spurs = Espuelas
card-gauntlets = Guanteletes
card-banner = Estandarte
card-dubbing = Espaldarazo
card-oath = Juramento
card-injury = Herida
card-fever = Fiebre
card-disgrace = Deshonra
card-treachery = Traición
card-storm = Tormenta
card-ransom = Rescate
rule-acquired = Ponla delante de ti: tu destino sube { $gain }.
rule-adversity = Ponla delante de un rival: su destino baja { $loss }.
rule-saves = Casilla { $space }: si la tienes delante, no vuelves a la Salida.

## Casillas especiales del recorrido
space-respite = Tregua
space-broken-lance = Lanza rota
space-unhorsed = Derribado
space-outnumbered = Rodeado
effect-relief = Descarta una Adversidad que tengas delante; tu destino sube { $gain }.
effect-start = Vuelve a la Salida.
effect-start-unless-card = Vuelve a la Salida, salvo si tienes delante la carta de { $card }.
effect-start-unless-acquired = Vuelve a la Salida, salvo si tienes delante al menos { $count } Ventajas.

## Resumen de reglas
summary-title = Resumen de reglas
summary-turn-title = Tu turno
summary-move = **Avanza** lo que marque tu destino, si es positivo; después tira el dado y avanza lo que saques. Solo cuenta la casilla donde te detienes.
summary-draw = **Roba** una carta, si quedan.
summary-play = **Juega** una carta: una Ventaja delante de ti (solo una de cada tipo), una Adversidad delante de un rival (como máximo { $max }, todas distintas; su destino −{ $loss }), o descártala.
summary-negative = Si una Adversidad o una Tregua deja tu destino por debajo de 0, tu peón vuelve a la Salida.
summary-spaces-title = Casillas especiales
summary-end-title = Fin de la partida
summary-end =
    { $bounce ->
        [yes] Gana el primero que se detenga justo en la casilla { $finish }.
       *[other] Gana el primero que llegue a la casilla { $finish }.
    }
summary-bounce = Si te pasas, retrocedes lo que te sobre desde la casilla { $finish }.

## Tablero
board-start = Salida
board-finish = Meta
board-destiny = Destino
board-negative = Bajo 0 tras una Adversidad o la Tregua: vuelta a la Salida
board-pile = Mazo de robo
board-discard = Pila de descartes
board-exact = Llegada exacta: si te pasas, retrocedes.
doc-board = { $game } — tablero
alt-board = El tablero de { $game }: el recorrido de la Salida a la Meta con sus casillas especiales, la escala de destino, el sitio del mazo de robo y el de la pila de descartes y, por escrito, el turno, las casillas especiales y el fin de la partida.

## Tablero por partes para imprimir en casa
doc-tiles = { $document } para imprimir por partes ({ $paper })
tiles-map = El tablero en { $tiles } partes
tiles-howto = Imprime cada página al 100 % (sin ajustar a la página). Recorta cada parte por las líneas de puntos de sus bordes izquierdo y superior, y colócala sobre su vecina de la izquierda o de arriba: el borde recortado coincide con las líneas continuas de la pieza vecina, y los { $overlap } mm de solapamiento muestran el mismo dibujo. Pega las partes y monta el conjunto sobre cartón.
tiles-tile = Fila { $row }, columna { $column }

## Peones, marcadores y dado
doc-tokens = { $game } — peones, marcadores y dado para recortar ({ $paper })
tokens-pawns = Peones de los caballeros
tokens-pawns-howto = Recorta cada peón por la línea continua, dóblalo por la mitad, pega las dos caras una contra otra y abre las pestañas de la base hacia fuera. Los pliegues están en trazo y punto.
tokens-markers = Marcadores de destino
tokens-markers-howto = Recorta las fichas redondas, dos por caballero (una de repuesto); pégalas sobre cartón para que aguanten mejor. Los marcadores en un mismo valor se apilan.
tokens-die = Dado
tokens-die-howto = Recorta el desplegable por la línea continua, marca los pliegues (en trazo y punto), dale forma de cubo y pega cada pestaña bajo la cara vecina.
alt-knight = El caballero { $knight } a caballo, con la lanza en ristre
alt-die = El desplegable de un dado de seis caras

## Reglamento
rb-doc-title = { $game } — Reglamento
rb-subtitle = Una carrera de caballeros en un torneo
rb-cover-players = de { $players-min } a { $players-max } jugadores
rb-cover-age = a partir de { $age } años
rb-cover-minutes = de { $minutes-min } a { $minutes-max } minutos
rb-toc-title = Índice
rb-example-label = Ejemplo
rb-clarification = Aclaración ({ $id }).
rb-component-acquired = Cartas de Ventaja
rb-component-adversity = Cartas de Adversidad y el dorso, común a todas las cartas
rb-component-summary = El resumen de reglas, por sus dos caras
rb-component-board = El recorrido del tablero, de la Salida a la Meta, con las casillas especiales y sus símbolos
rb-cards-gallery-acquired = Cada tipo de carta de Ventaja, tal como se imprime
rb-cards-gallery-adversity = Cada tipo de carta de Adversidad, tal como se imprime
rb-cards-table-name = Carta
rb-cards-table-family = Familia
rb-cards-table-value = Destino
rb-cards-table-copies = Copias
rb-card-saves = Te protege en la casilla { $space } mientras la tengas delante.
rb-label-player = Jugador { $player }
rb-label-hand = En la mano al empezar el turno:
rb-label-front = Delante:
rb-label-before = Antes
rb-label-after = Después
rb-legend-title = Cómo leer los ejemplos
rb-legend-players = Cada ejemplo muestra el tramo del recorrido donde transcurre, la escala de destino y los jugadores a los que afecta: los que mueven su peón o reciben una carta, y aquellos cuyo peón está en ese tramo o en la casilla de Salida. Bajo la escala aparecen las cartas que cada uno tiene delante y, para quien juega un turno en el ejemplo, su mano al empezar ese turno.
rb-legend-was = donde estaba un peón o un marcador antes del ejemplo, o donde se detuvo un peón antes de volver a la Salida
rb-legend-move = el movimiento de un peón
rb-legend-new = una carta jugada durante el ejemplo
rb-legend-gone = una carta descartada durante el ejemplo
rb-notes-title = Notas
rb-relief-note =
    > [I-J4.1a] En la casilla de Tregua, el jugador que no tiene delante ninguna carta de Adversidad no gana nada: su marcador no se mueve.
    > [I-J4.1b] En la casilla de Tregua, si el jugador tiene delante varias cartas de Adversidad, elige él cuál descarta.
rb-diagram-alt = Las casillas { $first } a { $last } del recorrido, la escala de destino y las cartas colocadas delante de { $players ->
        [one] un jugador
       *[other] { $players } jugadores
    }.

rb-step-move =
    { $destiny ->
        [0] El jugador { $player } no tiene destino positivo: solo tira el dado y saca un { $die }.
       *[other] El jugador { $player } avanza { $destiny } gracias a su destino; después tira el dado y saca un { $die }.
    } { $bounced ->
        [yes] El total sobrepasa la Meta: el peón va de la casilla { $from } a la Meta, retrocede lo que le sobra y se detiene en la casilla { $to }.
       *[other] Su peón va de la casilla { $from } a la casilla { $to }.
    }
rb-step-landing =
    { $outcome ->
        [nothing] Casilla { $space }, { $name }: el jugador { $player } no tiene delante ninguna carta de Adversidad; no ocurre nada.
        [relieved] Casilla { $space }, { $name }: el jugador { $player } descarta su carta de { $card } y su destino sube a { $destiny }.{ $back ->
            [yes] { " " }Sigue por debajo de 0: su peón vuelve a la Salida.
           *[other] {""}
        }
        [saved-card] Casilla { $space }, { $name }: la carta de { $card } que el jugador { $player } tiene delante lo protege, y se queda en la casilla.
        [saved-count] Casilla { $space }, { $name }: el jugador { $player } tiene delante al menos { $count } cartas de Ventaja; resiste y se queda en la casilla.
       *[back] Casilla { $space }, { $name }: el peón del jugador { $player } vuelve a la Salida.
    }
rb-step-draw = El jugador { $player } roba la carta de encima: { $card }.
rb-step-no-draw = El mazo de robo está vacío: el jugador { $player } no roba.
rb-step-idle = Al jugador { $player } no le queda ninguna carta: su turno termina aquí.
rb-step-acquire =
    { $gain ->
        [0] El jugador { $player } pone la carta de { $card } delante de sí; su destino, que ya está en { $destiny }, no puede subir más.
       *[other] El jugador { $player } pone la carta de { $card } delante de sí: su destino sube { $gain } y llega a { $destiny }.
    }
rb-step-strike =
    { $back ->
        [yes] El jugador { $player } pone la carta de { $card } delante del jugador { $target }, cuyo destino baja { $loss } y cae a { $destiny }: por debajo de 0, su peón vuelve de inmediato a la Salida.
       *[other] El jugador { $player } pone la carta de { $card } delante del jugador { $target }, cuyo destino baja { $loss } y queda en { $destiny }.
    }
rb-step-discard = El jugador { $player } descarta la carta de { $card } en la pila de descartes.
rb-step-end =
    { $winner ->
        [0] La partida termina sin ganador.
       *[other] El peón del jugador { $winner } se detiene justo en la casilla { $finish }: gana el torneo.
    }

rb-ex-turn-caption = Un turno completo: el jugador { $player } avanza, roba y se equipa; termina en la casilla { $space } con un destino de { $destiny }.
rb-ex-adversity-caption = Un revés hunde un destino por debajo de 0: el peón afectado vuelve a la Salida.
rb-ex-respite-caption = La Tregua le quita una carta de Adversidad al jugador { $player } y hace subir su destino; al final de su turno, vale { $destiny }.
rb-ex-broken-lance-caption = Lanza rota: el jugador { $player } vuelve a empezar desde la Salida.
rb-ex-unhorsed-caption = Dos caballeros se detienen en la casilla Derribado: el que tiene delante el Escudero sigue en la silla; el otro vuelve a la Salida.
rb-ex-outnumbered-caption = Suficientes cartas de Ventaja: el jugador { $player } resiste en la casilla { $space }.
rb-ex-finish-caption = El jugador { $winner } llega justo a la última casilla y gana.
rb-ex-bounce-caption = Una tirada demasiado alta: el jugador { $player } rebota en la Meta y se detiene en la casilla { $space }.
rb-ex-bounce-45-caption = El rebote puede dejarte en una casilla especial: aquí, esa casilla devuelve al jugador { $player } a la Salida.
rb-ex-empty-pile-caption = El mazo de robo está vacío: un jugador sin cartas solo mueve su peón; los demás juegan las que les quedan.

rb-intro-title = El torneo
rb-intro-body =
    Los heraldos han anunciado la justa. De { $players-min } a { $players-max } caballeros salen a la liza, cada uno con sus colores, para recorrer { $finish } casillas llenas de peligros. El primero que se detenga exactamente en la última casilla gana el torneo.
    Dos fuerzas hacen avanzar a un caballero: el dado y su destino. Su equipo y sus compromisos hacen crecer ese destino; los reveses que le lanzan sus rivales lo hunden y, a veces, devuelven al caballero a la Salida. El juego da lo mejor de sí con { $players-max } jugadores.
    Los apartados «Aclaración», señalados con un filete dorado al margen, resuelven los casos que las reglas originales dejan abiertos. Son las decisiones de este reglamento, y todos los ejemplos las siguen; la referencia entre paréntesis solo sirve para citarlas.

rb-components-title = Material
rb-components-body =
    - Un tablero: el recorrido, de la casilla de Salida a la casilla { $finish }, con sus casillas especiales; la escala de destino, de { $low } a +{ $high }, roja por debajo de 0; y el sitio del mazo de robo y el de la pila de descartes.
    - { $players-max } peones y { $players-max } marcadores: un peón y un marcador de cada color.
    - Un dado de { $die } caras.
    - { $cards } cartas: { $acquired } cartas de Ventaja, de { $acquired-kinds } tipos, y { $adversity } cartas de Adversidad, de { $adversity-kinds } tipos.
    - Un resumen de reglas por jugador.
    Si fabricas tu propio ejemplar, puedes imprimir el tablero por partes, los peones, los marcadores y la plantilla recortable de un dado.
    > [I-J1.4] Las reglas originales mostraban la mayoría de las cartas solo en imágenes, hoy perdidas. Salvo la Loriga, la Espada, el Yelmo, el Escudo y el Escudero, que su texto sí nombra, los nombres de las cartas son de esta edición.

rb-goal-title = Objetivo del juego
rb-goal-body =
    { $bounce ->
        [yes] Ser el primero en llevar tu peón a la casilla { $finish }, la Meta, deteniéndote exactamente en ella.
       *[other] Ser el primero en llevar tu peón hasta la casilla { $finish }, la Meta.
    }

rb-setup-title = Preparación
rb-setup-body =
    Cada jugador elige un color y toma el peón y el marcador de ese color. Los peones se colocan en la casilla de Salida y los marcadores, en el 0 de la escala de destino.
    Cada jugador tira el dado: empieza quien saque el resultado más alto; después juega el jugador sentado a su derecha, y así sucesivamente alrededor de la mesa.
    Baraja todas las cartas y forma con ellas una sola pila boca abajo en su sitio del tablero: es el mazo de robo. Cada jugador recibe { $hand } cartas: esa es su mano, que no enseña a los demás.
    > [I-J2.1a] Si varios jugadores empatan con el resultado más alto, solo ellos vuelven a tirar el dado, tantas veces como haga falta.

rb-turn-title = El turno
rb-turn-body =
    En tu turno haces tres cosas, en este orden:
    - **avanzas** tu peón;
    - **robas** una carta;
    - **juegas** una carta de tu mano.
    Después le toca al siguiente jugador.

rb-move-title = Avanzar
rb-move-body =
    Si tu marcador está en un valor positivo, tu peón avanza ese número de casillas. Después tiras el dado y avanzas además lo que saques. Con un destino de 0 o menos, el destino no te hace avanzar: solo cuenta el dado. Varios peones pueden compartir casilla.
    > [I-J3.1] Las dos partes forman un único movimiento, y solo cuenta la casilla donde termina: un peón que pasa por una casilla especial sin detenerse en ella no sufre nada, aunque la parte debida a su destino terminara justo en esa casilla.

rb-draw-title = Robar
rb-draw-body = Tomas la carta de encima del mazo de robo y la añades a tu mano, que pasa a tener una carta más.

rb-play-title = Jugar una carta
rb-play-body =
    Eliges una carta de tu mano y haces con ella una de estas tres cosas:
    - ponerla delante de ti, si es una carta de **Ventaja**;
    - ponerla delante de un rival, si es una carta de **Adversidad**;
    - **descartarla**, boca arriba, en la pila de descartes.
    En cada turno juegas una carta, y solo una.

rb-acquired-title = Las cartas de Ventaja
rb-acquired-body =
    Las cartas de Ventaja son el equipo y los compromisos del caballero. Cuando pones una delante de ti, tu marcador sube los puntos que indica la carta{ $gains ->
        [one] : { $gain-low }.
       *[other] , { $gain-low } o { $gain-high }, como muestra la tabla.
    }
    Nunca puedes tener delante dos cartas de Ventaja del mismo tipo, así que tendrás como mucho { $acquired-kinds }.
    La carta de Escudero, además, te protege en la casilla Derribado, como indica la tabla.
    > [I-J3.3a] Un marcador nunca sale de la escala: al subir se detiene en +{ $high }, también con una Tregua (consulta «Las casillas especiales»), y al bajar se detiene en { $low }.

rb-adversity-title = Las cartas de Adversidad
rb-adversity-body =
    Una carta de Adversidad se pone delante de un rival, que sufre sus efectos: su marcador baja { $adversity-loss } puntos.
    Nadie puede tener delante más de { $adversity-max } cartas de Adversidad, y todas han de ser de tipos distintos: no puedes poner una carta de Adversidad delante de un jugador que ya tiene { $adversity-max }, ni delante de uno que ya tiene una del mismo tipo.
    > [I-J3.3b] El límite cuenta las cartas de Adversidad que el jugador tiene delante en el momento en que le pones una: la que le quitó una Tregua deja libre su sitio, y su tipo.
    { $negative-start ->
        [yes] Si el marcador acaba en la parte roja de la escala, por debajo de 0, el peón del jugador afectado vuelve de inmediato a la casilla de Salida, fuera cual fuera su destino antes del golpe. Del mismo modo, el jugador cuyo destino sigue por debajo de 0 después de una Tregua (consulta «Las casillas especiales») vuelve a la Salida.
       *[other] En esta variante, un marcador que baja de 0 no devuelve el peón a la Salida.
    }

rb-discard-title = Descartar
rb-discard-body =
    Puedes descartar cualquier carta, boca arriba, en la pila de descartes, aunque puedas usarla de otra forma.
    > [I-J3.4] Una carta que no se puede poner (una Ventaja que ya tienes, una Adversidad que ningún rival puede recibir) siempre se puede descartar: mientras tengas una carta en la mano, siempre tendrás una jugada posible.

rb-spaces-title = Las casillas especiales
rb-spaces-body =
    { $bounce ->
        [yes] Algunas casillas del recorrido tienen un efecto. Se aplica cuando un movimiento termina en ellas, también después de rebotar en la Meta.
       *[other] Algunas casillas del recorrido tienen un efecto. Se aplica cuando un movimiento termina en ellas.
    }

rb-empty-title = Cuando se agota el mazo de robo
rb-empty-body = Una vez agotado el mazo de robo, ya no se roba: cada uno sigue jugando las cartas que le quedan en la mano. Quien se queda sin cartas se limita a mover su peón en su turno.

rb-end-title = Fin de la partida
rb-end-body =
    El primer peón que se detiene exactamente en la casilla { $finish } gana el torneo en el acto: su jugador no roba ni juega carta.
    { $bounce ->
        [yes] Un movimiento que iría más allá de la casilla { $finish } llega a ella y retrocede tantas casillas como le falten por recorrer. Así, un rebote puede dejar un peón en una casilla especial, y su efecto se aplica.
       *[other] En esta variante, un movimiento que llega a la casilla { $finish } o la sobrepasa se detiene en ella y gana.
    }
    { $below-start ->
        [yes]
            > [I-J6.3] Un rebote que llevaría un peón más atrás de la Salida se detiene en la casilla de Salida.
       *[other] {""}
    }

rb-variants-title =
    { $variants ->
        [one] Variante
       *[other] Variantes
    }
rb-variants-body =
    { $variants ->
        [one] Las reglas originales no tienen variantes; esta edición propone una, en la que se aplican todas las reglas de este reglamento con un solo cambio:
       *[other] Las reglas originales no tienen variantes; esta edición propone estas. Cada una sigue las reglas de este reglamento, con un solo cambio:
    }
rb-variant-negative-start =
    { $negative-start ->
        [yes] **Vuelta a la Salida:** un marcador que termina por debajo de 0 hace volver su peón de inmediato a la Salida.
       *[other] **Sin vuelta:** un marcador por debajo de 0 ya no hace volver el peón a la Salida; solo el dado lo hace avanzar.
    }
rb-variant-bounce =
    { $bounce ->
        [yes] **Meta exacta:** un movimiento que pasaría de la casilla { $finish } llega a ella y retrocede lo que sobra; para ganar hay que detenerse justo en ella.
       *[other] **Meta libre:** para partidas más cortas, suprime el rebote; un peón que llega a la casilla { $finish } o la sobrepasa se detiene en ella y gana.
    }

rb-credits-title = Créditos
rb-credits-body =
    Reglas basadas en el documento francés de _{ $game }_, que no menciona a su autor.
    Las imágenes (cartas, tablero, figuras de los ejemplos) las ha dibujado scriptorium para esta edición a partir de los datos del juego.

rb-quickref-title = Las reglas de un vistazo
rb-quickref-body =
    - **Preparación:** peones en la casilla de Salida, marcadores en 0 y { $hand } cartas para cada uno; empieza quien saque más con el dado.
    - **Avanzar:** lo que marque tu destino, si es positivo, y luego lo que saques con el dado; solo cuenta la casilla donde te detienes.
    - **Robar:** la carta de encima, mientras quede mazo de robo.
    - **Jugar una carta:** una Ventaja delante de ti (una por tipo; destino { $gains ->
        [one] +{ $gain-low }
       *[other] +{ $gain-low } o +{ $gain-high }
    }, nunca por encima de +{ $high }); una Adversidad delante de un rival (como máximo { $adversity-max }, todas distintas; destino −{ $adversity-loss }); o descartarla.
    - { $negative-start ->
        [yes] **Bajo 0:** si una carta de Adversidad o una Tregua deja un marcador en el rojo, su peón vuelve de inmediato a la Salida.
       *[other] **Bajo 0:** el peón se queda donde está; solo el dado lo hace avanzar.
    }
    - **Mazo de robo vacío:** se juegan las cartas que quedan; sin cartas, solo se mueve el peón.
    - { $bounce ->
        [yes] **Fin:** detenerse justo en la casilla { $finish }; lo que sobra se retrocede.
       *[other] **Fin:** gana el primer peón que llega a la casilla { $finish }.
    }

# The balance report (`scriptorium balance`): how a simulated game ended.
balance-end = { $end ->
    [finish] un peón en la meta
   *[turn-limit] límite de turnos de la simulación
}
