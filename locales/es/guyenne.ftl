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
castle-tower = Atalaya
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
    Todo va boca abajo. Ataca castillos neutrales o del rival; defiende los tuyos.
    • **Ataque:** lado corto hacia el castillo; **defensa:** lado largo.
    • **Jugador inicial:** elige el castillo A y juega en él.
    • **Rival:** responde en A y luego abre el castillo B.
    • **Jugador inicial:** responde en B.
    • Cada uno juega en 2 castillos exactamente, de 1 a { $max } cartas en cada uno.
    • En un castillo neutral atacan los dos.
    • **Orden de las batallas:** primero el castillo A, después el B.
    • **Fin de ronda:** descarta lo jugado, roba hasta tener { $hand } y gira la carta de jugador inicial.

summary-2-title = Batallas
summary-2-body =
    Cada bando suma las cartas que ha puesto en el castillo.
    • **Castillo controlado:** el atacante revela; el defensor revela o se rinde (descarta sus cartas sin enseñarlas y pierde el castillo).
    • Gana la fuerza mayor; con empate, gana el defensor.
    • **Castillo neutral:** revelan los dos y nadie se rinde; si empatan, sigue neutral.
    • **Héroes:** un héroe gana a cualquier suma; dos héroes empatan.
    • El ganador gira el castillo para que la flecha lo señale.
    { $removal ->
        [advanced] **Reglas avanzadas y expertas:**
    • **Castillo neutral conquistado:** el bando que pierde retira definitivamente su carta más fuerte de allí, o 2 o más cartas que sumen al menos lo mismo.
    • **Ataque a un castillo del rival:** el atacante retira definitivamente su carta más fuerte de allí, héroe incluido, gane o pierda.
        [conquest] • **Conquista de un castillo del rival:** el atacante retira definitivamente su carta más fuerte de allí, héroe incluido.
       *[none] { "" }
    }

summary-3-title = Fin de partida, variantes
summary-3-body =
    • **Mazo vacío:** 1 agotamiento. Por debajo del límite ({ $limit }{ $expert ->
        [yes] , o { $expert-limit } en el experto
       *[no] { "" }
    }), baraja enseguida tu pila de descarte para formar un mazo nuevo. Con el límite alcanzado, no hay mazo nuevo y ya no se roba más.
    • **La partida termina** con la victoria total ({ $sweep } a 0) de quien controle los { $castles } castillos, o cuando, tras robar, un jugador en el límite tiene 1 carta o ninguna (en equipo, quien acaba de robar).
    • { $scoring ->
        [2021] **Puntos:** 1 por castillo, más el tamaño de tu mayor grupo de castillos vecinos (si son 2 o más), más tus cartas en mano y mazo. **Empate:** gana el bando con el grupo mayor y, si persiste, el que tenga más cartas sin gastar; si no, la partida queda empatada.
       *[other] **Puntos:** { $isolated } por castillo aislado y { $grouped } por castillo en un grupo de 2 o más; los neutrales no dan puntos. **Empate:** gana quien tenga más cartas sin gastar (mano y mazo); si persiste, la partida queda empatada.
    }
    • **Equipos:** quien roba da a su compañero de 1 a { $draw } cartas y se queda al menos 1; cada uno juega en 1 castillo.
    { $expert ->
        [yes] • **Preparación experta:** antes de barajar, pon { $set-aside } cartas numeradas boca abajo en tu pila de descarte.
       *[no] { "" }
    }

## Print files

doc-cards-duplex = { $game } — cartas para imprimir a doble cara ({ $paper })
doc-cards-gutterfold = { $game } — cartas para imprimir, doblar y pegar ({ $paper })
doc-cards-printshop = { $game } — cartas para imprenta, una por página con sangrado
pnp-title = Cómo imprimir estas cartas
pnp-scale = Imprime a tamaño real (100 %, nunca «ajustar a la página»), para que cada carta tenga su tamaño verdadero.
pnp-duplex = Imprime a doble cara, volteando por el borde largo. Las páginas { $first } a { $last } llevan las cartas en { $sheets } hojas: cada página de anversos va seguida de la página de sus reversos. Para comprobar el ajuste, imprime primero una sola hoja (la página { $check } y su reverso) y mírala al trasluz: cada reverso debe quedar justo detrás de su propio anverso.
pnp-gutterfold = Imprime por una sola cara. Las páginas { $first } a { $last } llevan las cartas en { $sheets } hojas: los anversos en la mitad izquierda y sus reversos en la derecha. Dobla cada hoja por la línea discontinua, con lo impreso hacia fuera, y pega las dos mitades antes de recortar.
pnp-cut = Recorta por las líneas que prolongan las marcas de corte de los márgenes, con regla y cúter o con una guillotina.
alt-card-face = Carta { $face }

## Rulebook

rb-doc-title = { $game } — Reglamento
rb-subtitle =
    Un juego de faroles y conquista de castillos
    de { $players-min } a { $players-max } jugadores · a partir de { $age } { $age ->
        [one] año
       *[other] años
    } · de { $minutes-min } a { $minutes-max } minutos
rb-edition = { $edition ->
        [2021] Reglas de la edición de 2021
       *[other] Reglas del 25 de abril de 2022
    }
rb-toc-title = Índice
rb-example-label = Ejemplo
rb-and = y
rb-or = o
rb-clarification = Aclaración ({ $id }).
# Un valor de las cartas numeradas en una lista: copias por bando y valor.
rb-card-count = { $count } de { $value }
rb-hero-short = Héroe

rb-credits-title = Créditos
rb-credits-body =
    Un juego de { $authors }.
    Ilustraciones de la edición original: { $illustrator }.
    Edición original publicada por { $publisher }.
    Las imágenes de esta edición, cartas y diagramas, las dibuja scriptorium a partir de los datos del juego.
    Todas las cifras de los ejemplos de este reglamento se han calculado aplicando las reglas, jugada a jugada.

rb-history-title = Un poco de historia
rb-history-body =
    Corre el siglo XIV y Francia e Inglaterra libran la guerra de los Cien Años. Entre 1355 y 1370, la lucha es especialmente encarnizada.
    En 1360, el tratado de Brétigny convierte el ducado de Guyena en un feudo hereditario de la corona inglesa. «¡Guyenne!», su nombre en francés, es también el grito con el que cargan las tropas anglogasconas: de ahí el nombre del juego.
    Al frente de esas tropas, Eduardo de Woodstock, príncipe de Gales, a quien llaman el Príncipe Negro, recorre el reino de Francia en cabalgadas tan rápidas como devastadoras. Enfrente, el rey Juan II el Bueno reúne a su hueste y cuenta con un servidor fiel, Bertrand du Guesclin.
    La frontera entre el reino de Francia y la Aquitania inglesa cruza entonces el sur del Berry y el norte del Lemosín. En los valles del Anglin, el Creuse, el Bouzanne, el Indre y el Arnon se alzan o se refuerzan una treintena de castillos y villas amuralladas.
    Tú eres vasallo de uno de los dos reyes y debes asegurar para tu señor los castillos de esta frontera. Cada carta de castillo es uno de ellos y lleva el nombre de una de sus defensas. ¿Cuántos lograrás tomar y conservar?

rb-principle-title = Cómo se juega
rb-principle-body =
    La partida se divide en rondas. En cada una juegas cartas de tu mano, boca abajo, para apoderarte de castillos o para conservar los que ya tienes.
    Como tu rival no ve tus cartas hasta la batalla, puedes farolear: un montón de cartas impresiona, pero quizá solo sean doses.
    Tus fuerzas son limitadas y tu mazo no dura para siempre. Gastar demasiado pronto te deja sin nada cuando más falta hace: elige bien cuándo atacar y cuándo ahorrar.
    Cada ronda tiene dos fases: primero se colocan las cartas y después se resuelven las batallas. A lo largo de la partida, cada jugador es unas veces atacante y otras defensor.
    Los apartados «Aclaración», señalados con un filete dorado al margen, zanjan casos que { $edition ->
        [2021] las reglas de 2021
       *[other] las reglas del 25 de abril de 2022
    } no resuelven. Son decisiones de este reglamento, y todos sus ejemplos las aplican. Cada aclaración lleva una referencia para poder citarla.

rb-components-title = Material
rb-components-body =
    La caja contiene { $cards } cartas:
    - { $castles } cartas de castillo. Cada una representa un castillo y lleva el nombre de una de sus defensas; en este reglamento se llama simplemente «castillo». Una flecha indica qué bando controla cada una.
    - { $side-cards } cartas de acción para cada bando, con su propio color y su propio dorso: un héroe y { $numbered } cartas numeradas ({ $card-list }).
    - Una carta de jugador inicial, con el escudo inglés en una cara y el francés en la otra.
    - { $summary-cards } { $summary-cards ->
        [one] carta
       *[other] cartas
    } de resumen de reglas.
    El héroe inglés es Eduardo de Woodstock, el Príncipe Negro; el francés, Bertrand du Guesclin, condestable de Francia.
    De la más fuerte a la más débil, las cartas de acción se ordenan así: héroe, 5, 4, 3 y 2.

rb-setup-title = Preparación
rb-setup-body =
    - Siéntate frente a tu rival. El jugador más joven elige bando: los ingleses o los franceses.
    - Coloca en fila, entre los dos, las { $castles } cartas de castillo, con las flechas de lado, sin señalar a nadie: al empezar, todos los castillos son neutrales.
    - Deja la carta de jugador inicial en un extremo de la fila, con el escudo inglés hacia arriba y mirando al jugador inglés: los ingleses empiezan la primera ronda.
    - Cada jugador baraja sus { $numbered } cartas numeradas y las pone boca abajo delante de sí: ese es su mazo.
    - Cada jugador toma su héroe y roba { $draw } { $draw ->
        [one] carta
       *[other] cartas
    } de su mazo, así que empieza con { $hand } cartas en la mano.
    - Junto al mazo, cada jugador reserva sitio para su propia pila de descarte.
    En los ejemplos, los castillos se numeran del 1 al { $castles }, de izquierda a derecha vistos desde el lado inglés.

rb-goal-title = Cómo se gana
rb-goal-body =
    Hay dos formas de ganar:
    - Victoria total: si al final de una ronda controlas los { $castles } castillos, ganas en el acto por { $sweep } a 0.
    - A los puntos: si nadie lo logra, la partida termina cuando a algún jugador ya no le quedan cartas suficientes para jugar (consulta «Fin de la partida»). Cada castillo que controlas te da puntos y gana quien más tenga. { $edition ->
        [2021] Las cartas que no hayas gastado también suman, así que conviene no derrocharlas.
       *[other] En caso de empate, gana quien haya ahorrado más cartas.
    }

rb-actions-title = Atacar y defender
rb-actions-body =
    Con tus cartas puedes hacer dos cosas:
    - Atacar un castillo neutral o del rival: pones 1 carta o varias boca abajo delante de él, con el lado corto mirando al castillo.
    - Defender un castillo que controlas: pones 1 carta o varias boca abajo delante de él, con el lado largo mirando al castillo.
    Gracias a la orientación de las cartas se ve de un vistazo quién ataca y quién defiende. Tu rival sabe cuántas cartas has puesto, pero no cuáles.
    Un castillo neutral no tiene defensor: si los dos jugadores ponen cartas en él, los dos lo atacan.

rb-battle-title = Las batallas
rb-battle-body =
    La fuerza de un bando en un castillo es la suma de los valores de las cartas que ha jugado allí.
    - **Castillo controlado:** el atacante revela sus cartas. Después, el defensor decide si se rinde o si revela las suyas. Si se rinde, descarta sus cartas boca abajo sin enseñarlas y el atacante gana. Si las revela, gana la fuerza mayor; en caso de empate, gana el defensor.
    - **Castillo neutral:** los dos atacantes revelan sus cartas y gana la fuerza mayor. En caso de empate, el castillo sigue neutral.
    - **Héroes:** quien juega su héroe gana la batalla, sea cual sea la suma de su rival. Pero si los dos bandos juegan su héroe en el mismo castillo, hay empate, sin importar las demás cartas: un castillo controlado sigue en manos de su defensor y uno neutral sigue neutral.
    Quien gana la batalla gira el castillo para que la flecha lo señale a él. Si gana el defensor, el castillo sigue siendo suyo. En los ejemplos de batalla, la flecha del castillo ya muestra el resultado.
    > [I-R5.3] En un castillo neutral nadie puede rendirse: las reglas solo dan esa opción al defensor, y un castillo neutral no lo tiene.

rb-round-title = La ronda: colocar las cartas
rb-round-body =
    Las cartas se colocan por turnos, siempre boca abajo, en este orden:
    - El jugador inicial elige un castillo, el castillo A, y pone en él al menos 1 carta: lo ataca si es neutral o del rival, y lo defiende si es suyo.
    - Su rival tiene que responder en el castillo A con al menos 1 carta: lo defiende si es suyo y, si no, lo ataca. Un castillo neutral lo atacan los dos.
    - Ese mismo rival elige después otro castillo, el castillo B, y pone en él al menos 1 carta, para atacarlo o defenderlo según quién lo controle.
    - Por último, el jugador inicial responde en el castillo B con al menos 1 carta, también según quién lo controle.
    Así, en cada ronda cada jugador interviene exactamente en 2 castillos: como mínimo 1 carta en cada uno y como máximo { $max } { $max ->
        [one] carta
       *[other] cartas
    } en un mismo castillo.
    El héroe se coloca como cualquier otra carta, en el castillo que prefieras.

rb-resolve-title = La ronda: resolver las batallas
rb-resolve-body =
    Una vez colocadas todas las cartas, se resuelven las dos batallas, una tras otra.
    - **Castillo controlado:** el atacante revela primero; luego el defensor revela sus cartas o se rinde.
    - **Castillo neutral:** los dos revelan a la vez.
    Quien gana gira la carta de castillo hacia sí, de modo que la flecha lo señale. Si hay empate, la flecha no se mueve.
    { $edition ->
        [2021] Si un atacante acaba de arrebatarle un castillo al rival, retira definitivamente la carta más fuerte que jugó en él (consulta «El precio de la conquista»).
       *[other] En el juego avanzado y en el experto, algunas de las cartas jugadas se retiran después definitivamente (consulta «Reglas avanzadas»).
    }
    > [I-R5] Las reglas no fijan el orden de las dos batallas. Este reglamento resuelve primero el castillo A y después el B, en el orden en que se eligieron.

rb-end-round-title = Fin de la ronda
rb-end-round-body =
    - Cada jugador pone en su pila de descarte todas las cartas que ha jugado en la ronda; las que descartó al rendirse ya están allí. Solo quedan fuera las cartas retiradas definitivamente, si las hay.
    - Cada jugador roba de su mazo hasta volver a tener { $hand } cartas en la mano (consulta «Cuando se agota el mazo»).
    - Se gira la carta de jugador inicial: la ronda siguiente la empieza el otro bando.
rb-round-example-title = Una ronda completa
rb-round-example-body =
    El ejemplo siguiente recorre una ronda de una partida, desde la primera carta colocada hasta las manos completadas para la ronda siguiente.

rb-exhaustion-title = Cuando se agota el mazo
rb-exhaustion-body =
    Cada vez que tu mazo se queda sin cartas, eso cuenta como 1 agotamiento. Lleva la cuenta de tus agotamientos.
    - **Por debajo del límite** ({ $edition ->
        [2021] { $limit }
       *[other] { $limit } en el juego básico y en el avanzado, { $expert-limit } en el experto
    }): baraja enseguida tu pila de descarte para formar un mazo nuevo y, si aún te faltan cartas, sigue robando.
    - **Con el límite alcanzado:** ya no formas mazo nuevo. Te quedas con las cartas que hayas podido robar, aunque no completes la mano, y a partir de entonces no robas nada más.
    > [I-R7.3] El agotamiento cuenta en el mismo momento en que robas la última carta de tu mazo, aunque entonces ya no necesites más; si te corresponde un mazo nuevo, lo formas en el acto.
    > [I-R7.4] Si tu pila de descarte está vacía cuando tienes que barajarla, el mazo nuevo también lo está, y eso cuenta enseguida como tu siguiente agotamiento.

rb-end-game-title = Fin de la partida
rb-end-game-body =
    La partida puede terminar de dos maneras:
    - **Victoria total:** si, al acabar las batallas de una ronda, un bando controla los { $castles } castillos, la partida se detiene en el acto y ese bando gana por { $sweep } a 0. Nadie completa su mano.
    - **Agotamiento:** al empezar una ronda, una vez que los dos han robado, si un jugador ha llegado a su límite de agotamientos y tiene 1 carta en la mano o ninguna, la partida termina. Para las partidas por equipos, consulta «Partida por equipos».
    Salvo que un bando haya tomado todos los castillos, se cuentan los puntos para saber quién gana.

rb-scoring-2022-title = Puntuación
rb-scoring-2022-body =
    - Si un bando controla los { $castles } castillos, logra la victoria total: { $sweep } a 0.
    - Si no, cada castillo que controlas vale { $isolated } { $isolated ->
        [one] punto
       *[other] puntos
    } si está aislado, es decir, si no tiene al lado ningún otro castillo tuyo.
    - Cada castillo que forma parte de un grupo de 2 o más castillos tuyos contiguos vale { $grouped } { $grouped ->
        [one] punto
       *[other] puntos
    }.
    - Los castillos neutrales no dan puntos.
    Gana quien tenga más puntos. En caso de empate, gana quien conserve más cartas sin gastar, sumando las de la mano y las del mazo.
    > [I-R8.3] Las reglas no van más allá de las cartas sin gastar: si también ahí hay igualdad, este reglamento da la partida por empatada.

rb-scoring-2021-title = Puntuación (reglas de 2021)
rb-scoring-2021-body =
    Si un bando controla los { $castles } castillos, logra la victoria total: { $sweep } a 0. Si no, cada bando suma:
    - 1 punto por cada castillo que controla;
    - tantos puntos como castillos tenga su mayor grupo de castillos contiguos, si ese grupo tiene al menos 2;
    - 1 punto por cada carta que le quede en la mano o en el mazo.
    Gana quien tenga más puntos. En caso de empate, gana el bando con el grupo de castillos más grande y, si sigue habiendo empate, el que conserve más cartas sin gastar.
    > [I-R8.3] Las reglas no van más allá de las cartas sin gastar: si también ahí hay igualdad, este reglamento da la partida por empatada.

rb-removal-2021-title = El precio de la conquista
rb-removal-2021-body =
    - Cuando un atacante se apodera de un castillo que controlaba el rival, retira definitivamente la carta más fuerte que jugó en él, aunque sea su héroe. Esto vale también cuando el defensor se rinde.
    - No se retira nada al tomar un castillo neutral, cuando gana el defensor ni cuando hay empate.
    - Las cartas retiradas se dejan boca arriba junto a la línea de castillos y quedan fuera de la partida: ya no vuelven ni al descarte ni al mazo.
    - La fuerza de cada bando se calcula antes de retirar ninguna carta.

rb-advanced-title = Reglas avanzadas
rb-advanced-body =
    Se juega con las reglas básicas, pero algunas batallas obligan a retirar cartas:
    - **Castillo neutral conquistado:** el bando que pierde la batalla elige entre las cartas que jugó allí y retira definitivamente su carta más fuerte o bien 2 o más cartas que sumen al menos lo mismo que esa carta más fuerte. El ganador no retira nada. Si la batalla acaba en empate, nadie retira nada.
    - **Ataque a un castillo del rival:** quien lo ataca retira definitivamente la carta más fuerte que jugó allí, y el héroe cuenta como la más fuerte de todas. Lo hace tanto si gana como si pierde o empata, y también si el defensor se rinde.
    - El defensor nunca retira ninguna carta.
    - Las cartas retiradas se dejan boca arriba junto a la línea de castillos y ya no vuelven a la partida.
    - La fuerza de cada bando se calcula antes de retirar ninguna carta.

rb-expert-title = Reglas expertas
rb-expert-body =
    Se juega con todas las reglas avanzadas, con dos cambios:
    - **Preparación:** antes de barajar, cada jugador elige { $set-aside } de sus cartas numeradas, nunca el héroe, y las pone boca abajo en su pila de descarte. Volverán al juego la primera vez que rehaga su mazo con el descarte. Después baraja el resto de sus cartas numeradas para formar su mazo, toma su héroe y roba { $draw } cartas, como de costumbre.
    - **Límite de agotamientos:** { $expert-limit } en lugar de { $limit }, así que la partida dura más.
    Todo lo demás sigue las reglas avanzadas.

rb-team-title = Partida por equipos
rb-team-body =
    Hasta { $players-max } personas pueden jugar formando equipos de dos. Con 3 jugadores, un bando es un equipo y el otro, un jugador solo; con { $players-max }, los dos bandos son equipos.
    Cada equipo comparte un solo mazo, una sola pila de descarte y un solo héroe. Como en la partida a dos, los dos bandos se sientan frente a frente, con la línea de castillos entre ellos. Los dos miembros de un equipo se sientan en los dos extremos de su lado de la mesa, con su mazo y su pila de descarte en medio, para que ninguno pueda ver la mano del otro.
    - **Primera ronda:** en cada equipo, el miembro más joven toma el héroe y roba { $draw } cartas. Después da a su compañero entre 1 y { $draw } de sus cartas, quedándose al menos 1, y decide cuál de los dos juega primero.
    - **Colocación:** cada miembro juega en uno solo de los dos castillos del equipo, en el orden decidido y con las reglas habituales; entre los dos juegan en 2 castillos.
    - **Rondas siguientes:** roba el otro miembro, hasta que entre las dos manos del equipo haya { $hand } cartas. Luego da a su compañero entre 1 y { $draw } cartas, quedándose al menos 1, y decide quién juega primero. Quien roba cambia en cada ronda.
    - Los compañeros no pueden decirse nada sobre sus cartas.
    Todas las demás reglas se aplican sin cambios.
    > [I-R9.5a] Un miembro sin ninguna carta no podría jugar en su castillo, así que una entrega nunca puede dejar a uno de los dos con las manos vacías. De eso se encarga la regla de la entrega: dar al menos 1 carta y quedarse al menos 1.
    > [I-R9.5b] **Fin de una partida por equipos:** cuando el equipo ha llegado a su límite de agotamientos, solo cuenta el miembro que roba en esa ronda. Si, después de robar, tiene 1 carta o ninguna, no puede dar una y quedarse otra, y la partida termina. Lo que tenga su compañero no cuenta.

rb-quickref-title = Las reglas de un vistazo
rb-quickref-body =
    - **Colocación:** el jugador inicial juega en el castillo A; su rival responde en A y luego abre el castillo B; el jugador inicial responde en B.
    - Atacas castillos neutrales o del rival (con el lado corto hacia el castillo) y defiendes los tuyos (con el lado largo). En un castillo neutral atacan los dos.
    - En cada ronda, cada jugador juega exactamente en 2 castillos: al menos 1 carta en cada uno y como máximo { $max } en un mismo castillo.
    - **Batallas:** primero el castillo A y después el B. Tu fuerza es la suma de tus cartas en ese castillo.
    - **Castillo controlado:** el atacante revela; el defensor revela o se rinde (descarta sus cartas sin enseñarlas y pierde el castillo). Gana la fuerza mayor; con empate, gana el defensor.
    - **Castillo neutral:** revelan los dos; si empatan, sigue neutral. Nadie se rinde.
    - **Héroes:** un héroe gana a cualquier suma; dos héroes empatan.
    - El ganador gira el castillo para que la flecha lo señale.
    - { $edition ->
        [2021] **Conquista:** quien arrebata un castillo al rival retira definitivamente la carta más fuerte que jugó allí, héroe incluido.
       *[other] **Reglas avanzadas y expertas:** quien pierde la batalla por un castillo neutral retira definitivamente su carta más fuerte de allí, o 2 o más cartas que sumen al menos lo mismo; quien ataca un castillo del rival retira siempre su carta más fuerte de allí, héroe incluido, gane o pierda.
    }
    - **Fin de ronda:** descarta las cartas jugadas, roba hasta tener { $hand } y gira la carta de jugador inicial.
    - **Mazo vacío:** 1 agotamiento. Por debajo del límite ({ $edition ->
        [2021] { $limit }
       *[other] { $limit }, o { $expert-limit } en el experto
    }), baraja enseguida tu pila de descarte para formar un mazo nuevo. Con el límite alcanzado: no hay mazo nuevo y ya no se roba más.
    - **Fin de la partida:** un bando controla los { $castles } castillos tras las batallas (victoria total, { $sweep } a 0); o, después de robar, un jugador en el límite tiene 1 carta o ninguna (en equipo, el miembro que acaba de robar).
    - { $edition ->
        [2021] **Puntos:** 1 por castillo, 1 por cada castillo de tu mayor grupo (si tiene 2 o más) y 1 por cada carta de tu mano y tu mazo.
       *[other] **Puntos:** { $isolated } { $isolated ->
            [one] punto
           *[other] puntos
        } por castillo aislado y { $grouped } { $grouped ->
            [one] punto
           *[other] puntos
        } por castillo en un grupo de 2 o más; los neutrales no dan puntos.
    }
    - { $edition ->
        [2021] **Empate:** gana el bando con el grupo mayor y, si persiste, el que tenga más cartas sin gastar; si no, la partida queda empatada.
       *[other] **Empate:** gana quien tenga más cartas sin gastar (mano y mazo); si persiste, la partida queda empatada.
    }

rb-thanks-title = Agradecimientos
rb-thanks-body =
    A todas las personas que probaron el juego, y muy en especial a Mathilde, Christine, Clémence, Camille y Erwan.
    A la Fédération des Chemins de la Guerre de Cent Ans, una asociación que confió en nosotros para este proyecto.
    A la asociación Do It Your Game, cuyas _game jams_ del confinamiento de 2020, esas sesiones en las que se crea un juego de mesa con tiempo limitado y bajo ciertas restricciones, vieron nacer _{ $game }_.
    A Adam Niman, que acompañó con su empresa, I‑Jou, los primeros pasos del juego.
    A Pascal Donjon, por su ayuda logística para fabricar los ejemplares de preserie.

rb-component-castle = Dos de las { $castles } cartas de castillo. La flecha señala al bando que controla cada una.
rb-component-actions = Cartas de acción de los dos bandos. Cada bando tiene { $side-cards }: { $numbered } cartas numeradas ({ $card-list }) y el héroe.
rb-component-heroes = Los héroes: Eduardo de Woodstock, el Príncipe Negro, por los ingleses, y Bertrand du Guesclin, condestable de Francia, por los franceses.
rb-component-first-player = La carta de jugador inicial, con una cara para cada bando: muestra el escudo del bando que empieza la ronda.
rb-component-summary = { $summary-cards ->
        [one] La carta
       *[other] Una de las { $summary-cards } cartas
    } de resumen de reglas, para tener a mano durante la partida.
rb-component-backs = Los dorsos: cada bando tiene el suyo, así que sus cartas nunca se mezclan; a la derecha, el de las cartas de castillo.

rb-label-deck = Mazo
rb-label-discard = Descarte
rb-label-hand = Mano
rb-label-removed =
    { $count ->
        [one] Retirada
       *[other] Retiradas
    }
rb-label-castles = Línea de castillos
rb-label-points = Puntos
rb-label-seat = { $side ->
        [english] Inglés
       *[french] Francés
    } { $member ->
        [a] 1
       *[b] 2
    }
rb-label-table = Mesa

rb-ex-setup-caption = Todo listo para empezar: los castillos, neutrales, están en fila, y cada jugador tiene { $hand } cartas en la mano y { $deck } en el mazo. { $first ->
        [english] Empiezan los ingleses.
       *[french] Empiezan los franceses.
    }
rb-ex-setup-alt = La mesa al empezar la partida: en el centro, la fila de castillos, todos neutrales; en un extremo, la carta de jugador inicial con el escudo { $first ->
        [english] inglés
       *[french] francés
    } a la vista. Delante de cada jugador, un mazo boca abajo de { $deck } cartas, el sitio para su pila de descarte y una mano de { $hand } cartas.
rb-ex-neutral-caption = Los dos bandos atacan el castillo { $position } ({ $castle }), que es neutral: los ingleses revelan { $english-cards } (fuerza { $english }) y los franceses, { $french-cards } (fuerza { $french }). { $winner ->
        [english] Ganan los ingleses, que giran el castillo hacia su lado.
        [french] Ganan los franceses, que giran el castillo hacia su lado.
       *[none] Hay empate, así que el castillo sigue neutral.
    }
rb-ex-defended-caption = { $attacker ->
        [english] Los ingleses atacan el castillo { $position } ({ $castle }), que defienden los franceses: ataque { $english-cards }{ $english-hero ->
            [yes] { "" }
           *[no] { " " }(fuerza { $english })
        } contra defensa { $french-cards }{ $french-hero ->
            [yes] { "" }
           *[no] { " " }(fuerza { $french })
        }.
       *[french] Los franceses atacan el castillo { $position } ({ $castle }), que defienden los ingleses: ataque { $french-cards }{ $french-hero ->
            [yes] { "" }
           *[no] { " " }(fuerza { $french })
        } contra defensa { $english-cards }{ $english-hero ->
            [yes] { "" }
           *[no] { " " }(fuerza { $english })
        }.
    } { $control ->
        [english] { $attacker ->
            [english] Los ingleses conquistan el castillo y lo giran hacia su lado.{ $edition ->
                [2021] { " " }Al conquistarlo, retiran definitivamente la carta más fuerte que jugaron allí: { $removed-english }.
               *[other] { "" }
            }
           *[other] Los ingleses resisten y conservan el castillo: al defensor le basta con igualar al atacante.
        }
        [french] { $attacker ->
            [french] Los franceses conquistan el castillo y lo giran hacia su lado.{ $edition ->
                [2021] { " " }Al conquistarlo, retiran definitivamente la carta más fuerte que jugaron allí: { $removed-french }.
               *[other] { "" }
            }
           *[other] Los franceses resisten y conservan el castillo: al defensor le basta con igualar al atacante.
        }
       *[none] El castillo sigue neutral.
    }
rb-ex-concede-caption = { $attacker ->
        [english] Los ingleses atacan el castillo { $position } ({ $castle }) con { $english-cards }{ $english-hero ->
            [yes] { "" }
           *[no] { " " }(fuerza { $english })
        }. Los franceses prefieren rendirse: { $french-count ->
            [one] su única carta va boca abajo a su pila de descarte sin que nadie la vea
           *[other] sus { $french-count } cartas van boca abajo a su pila de descarte sin que nadie las vea
        }, y los ingleses se quedan con el castillo.{ $edition ->
            [2021] { " "}Al conquistarlo, los ingleses retiran definitivamente la carta más fuerte que jugaron allí: { $removed-english } (consulta «El precio de la conquista»).
           *[other] { "" }
        }
       *[french] Los franceses atacan el castillo { $position } ({ $castle }) con { $french-cards }{ $french-hero ->
            [yes] { "" }
           *[no] { " " }(fuerza { $french })
        }. Los ingleses prefieren rendirse: { $english-count ->
            [one] su única carta va boca abajo a su pila de descarte sin que nadie la vea
           *[other] sus { $english-count } cartas van boca abajo a su pila de descarte sin que nadie las vea
        }, y los franceses se quedan con el castillo.{ $edition ->
            [2021] { " " }Al conquistarlo, los franceses retiran definitivamente la carta más fuerte que jugaron allí: { $removed-french } (consulta «El precio de la conquista»).
           *[other] { "" }
        }
    }
rb-ex-heroes-a-caption = Los dos héroes se enfrentan en el castillo { $position } ({ $castle }): los ingleses juegan { $english-cards } y los franceses, { $french-cards }. Da igual que sus demás cartas sumen { $english } y { $french }, respectivamente: hay empate { $holder ->
        [english] y los ingleses, que defendían, conservan el castillo.
        [french] y los franceses, que defendían, conservan el castillo.
       *[none] y el castillo sigue neutral.
    }
rb-ex-heroes-b-caption = En el castillo { $position } ({ $castle }), { $winner ->
        [english] los franceses juegan { $french-cards } = { $french } y los ingleses, { $english-count ->
            [one] solo su héroe
           *[other] { $english-cards }
        }. Un héroe gana a cualquier suma, { $holder ->
            [english] así que los ingleses conservan el castillo.
           *[other] así que los ingleses se quedan con el castillo.
        }
        [french] los ingleses juegan { $english-cards } = { $english } y los franceses, { $french-count ->
            [one] solo su héroe
           *[other] { $french-cards }
        }. Un héroe gana a cualquier suma, { $holder ->
            [french] así que los franceses conservan el castillo.
           *[other] así que los franceses se quedan con el castillo.
        }
       *[none] los ingleses juegan { $english-cards } y los franceses, { $french-cards }. Hay empate.
    }
rb-battle-alt = Batalla en el castillo { $position } ({ $castle }), { $holder ->
        [english] controlado por los ingleses
        [french] controlado por los franceses
       *[none] neutral
    }. Ingleses: { $conceded ->
        [yes] { $holder ->
            [english] se rinden sin revelar { $english-count ->
                [one] su carta
               *[other] sus { $english-count } cartas
            }
           *[other] { $english-cards }{ $english-hero ->
                [yes] { "" }
               *[no] { " " }(fuerza { $english })
            }
        }
       *[no] { $english-cards }{ $english-hero ->
            [yes] { "" }
           *[no] { " " }(fuerza { $english })
        }
    }. Franceses: { $conceded ->
        [yes] { $holder ->
            [french] se rinden sin revelar { $french-count ->
                [one] su carta
               *[other] sus { $french-count } cartas
            }
           *[other] { $french-cards }{ $french-hero ->
                [yes] { "" }
               *[no] { " " }(fuerza { $french })
            }
        }
       *[no] { $french-cards }{ $french-hero ->
            [yes] { "" }
           *[no] { " " }(fuerza { $french })
        }
    }. { $control ->
        [english] { $holder ->
            [english] Los ingleses conservan el castillo.
           *[other] El castillo pasa a los ingleses.
        }
        [french] { $holder ->
            [french] Los franceses conservan el castillo.
           *[other] El castillo pasa a los franceses.
        }
       *[none] Empate: el castillo sigue neutral.
    }{ $edition ->
        [2021] { $holder ->
            [english] { $control ->
                [french] { " " }Cartas retiradas definitivamente por los franceses: { $removed-french }.
               *[other] { "" }
            }
            [french] { $control ->
                [english] { " " }Cartas retiradas definitivamente por los ingleses: { $removed-english }.
               *[other] { "" }
            }
           *[none] { "" }
        }
       *[other] { $holder ->
            [english] { " " }Cartas retiradas definitivamente por los franceses: { $removed-french }.
            [french] { " " }Cartas retiradas definitivamente por los ingleses: { $removed-english }.
           *[none] { $winner ->
                [english] { " " }Cartas retiradas definitivamente por los franceses: { $removed-french }.
                [french] { " " }Cartas retiradas definitivamente por los ingleses: { $removed-english }.
               *[none] { "" }
            }
        }
    }

rb-ex-round-intro = La ronda { $round } paso a paso; { $first ->
        [english] los ingleses tienen
       *[french] los franceses tienen
    } la carta de jugador inicial.
rb-step-place = { $step ->
        [1] Abre la ronda:
        [2] Respuesta en el mismo castillo:
        [3] Segundo castillo:
       *[4] Cierre de la colocación:
    } { $side ->
        [english] los ingleses
       *[french] los franceses
    } { $action ->
        [attack] atacan
       *[defend] defienden
    } el castillo { $position } ({ $castle }) con { $count ->
        [one] 1 carta
       *[other] { $count } cartas
    } ({ $cards }).
rb-step-battle = Batalla en el castillo { $position } ({ $castle }). { $holder ->
        [english] Los franceses atacan con { $french-cards }{ $french-hero ->
            [yes] { "" }
           *[no] { " " }(fuerza { $french })
        }; { $conceded ->
            [yes] los ingleses se rinden sin revelar sus cartas.
           *[no] los ingleses defienden con { $english-cards }{ $english-hero ->
                [yes] { "" }
               *[no] { " " }(fuerza { $english })
            }.
        }
        [french] Los ingleses atacan con { $english-cards }{ $english-hero ->
            [yes] { "" }
           *[no] { " " }(fuerza { $english })
        }; { $conceded ->
            [yes] los franceses se rinden sin revelar sus cartas.
           *[no] los franceses defienden con { $french-cards }{ $french-hero ->
                [yes] { "" }
               *[no] { " " }(fuerza { $french })
            }.
        }
       *[none] Atacan los dos: los ingleses con { $english-cards }{ $english-hero ->
            [yes] { "" }
           *[no] { " " }(fuerza { $english })
        } y los franceses con { $french-cards }{ $french-hero ->
            [yes] { "" }
           *[no] { " " }(fuerza { $french })
        }.
    } { $control ->
        [english] { $holder ->
            [english] Los ingleses conservan el castillo.
           *[other] El castillo pasa a los ingleses.
        }
        [french] { $holder ->
            [french] Los franceses conservan el castillo.
           *[other] El castillo pasa a los franceses.
        }
       *[none] Empate: el castillo sigue neutral.
    }{ $edition ->
        [2021] { $holder ->
            [english] { $control ->
                [french] { " " }Al conquistarlo, los franceses retiran definitivamente la carta más fuerte que jugaron allí: { $removed-french }.
               *[other] { "" }
            }
            [french] { $control ->
                [english] { " " }Al conquistarlo, los ingleses retiran definitivamente la carta más fuerte que jugaron allí: { $removed-english }.
               *[other] { "" }
            }
           *[none] { "" }
        }
       *[other] { "" }
    }
rb-step-refill = { $side ->
        [english] Los ingleses
       *[french] Los franceses
    } { $count ->
        [0] no roban ninguna carta
        [one] roban 1 carta
       *[other] roban { $count } cartas
    }: ahora tienen { $hand ->
        [one] 1 carta
       *[other] { $hand } cartas
    } en la mano y { $deck ->
        [0] el mazo vacío.
        [one] 1 sola en el mazo.
       *[other] { $deck } en el mazo.
    }
rb-step-next = Se gira la carta de jugador inicial: la ronda siguiente la empiezan { $first ->
        [english] los ingleses.
       *[french] los franceses.
    }
rb-ex-round-caption = La ronda { $round }: las cartas jugadas, numeradas en el orden en que se colocaron, y la línea de castillos antes y después de las batallas. Al terminar la ronda queda así: { $line }.
rb-ex-round-alt = La línea de castillos después de la ronda { $round }, de izquierda a derecha vista desde el lado inglés: { $line }.
rb-castle-owner = { $position } { $castle }: { $owner ->
        [english] inglés
        [french] francés
       *[none] neutral
    }

rb-ex-scoring-caption = Los ingleses suman { $english-points } { $english-points ->
        [one] punto
       *[other] puntos
    } y los franceses, { $french-points }. { $points-tie ->
        [yes] Con los puntos empatados, deciden las cartas que quedan en mano y mazo: { $english-unspent } de los ingleses y { $french-unspent } de los franceses. { $winner ->
            [english] Ganan los ingleses.
            [french] Ganan los franceses.
           *[none] También empatan: la partida termina en empate.
        }
       *[no] { $winner ->
            [english] Ganan los ingleses.
           *[other] Ganan los franceses.
        } Las cartas que quedan en mano y mazo ({ $english-unspent } de los ingleses, { $french-unspent } de los franceses) solo habrían contado en caso de empate.
    }
rb-ex-scoring-caption-2021 = Ingleses: { $english-castles ->
        [0] ningún castillo
        [one] 1 castillo
       *[other] { $english-castles } castillos
    }, { $english-group ->
        [0] ningún grupo de 2 o más
        [one] ningún grupo de 2 o más
       *[other] un grupo de { $english-group }
    } y { $english-unspent ->
        [0] ninguna carta
        [one] 1 carta
       *[other] { $english-unspent } cartas
    } sin gastar: { $english-points } { $english-points ->
        [one] punto
       *[other] puntos
    } en total. Franceses: { $french-castles ->
        [0] ningún castillo
        [one] 1 castillo
       *[other] { $french-castles } castillos
    }, { $french-group ->
        [0] ningún grupo de 2 o más
        [one] ningún grupo de 2 o más
       *[other] un grupo de { $french-group }
    } y { $french-unspent ->
        [0] ninguna carta
        [one] 1 carta
       *[other] { $french-unspent } cartas
    } sin gastar: { $french-points } { $french-points ->
        [one] punto
       *[other] puntos
    } en total. { $winner ->
        [english] Ganan los ingleses.
        [french] Ganan los franceses.
       *[none] La partida termina en empate.
    }
rb-ex-scoring-alt = La línea de castillos al final de la partida, de izquierda a derecha: { $line }. Ingleses, { $english-points } { $english-points ->
        [one] punto
       *[other] puntos
    }; franceses, { $french-points } { $french-points ->
        [one] punto
       *[other] puntos
    }. { $winner ->
        [english] Ganan los ingleses.
        [french] Ganan los franceses.
       *[none] Empate.
    }

rb-ex-removal-neutral-caption = { $winner ->
        [english] Los ingleses ganan el castillo { $position } ({ $castle }), que era neutral, con { $english-hero ->
            [yes] { $english-cards }
           *[no] { $english-count ->
                [one] { $english-cards }
               *[other] { $english-cards } = { $english }
            }
        } contra { $french-count ->
            [one] { $french-cards }
           *[other] { $french-cards } = { $french }
        }.
       *[other] Los franceses ganan el castillo { $position } ({ $castle }), que era neutral, con { $french-hero ->
            [yes] { $french-cards }
           *[no] { $french-count ->
                [one] { $french-cards }
               *[other] { $french-cards } = { $french }
            }
        } contra { $english-count ->
            [one] { $english-cards }
           *[other] { $english-cards } = { $english }
        }.
    } { $edition ->
        [2021] Con las reglas de 2021, tomar un castillo neutral no obliga a retirar nada.
       *[other] { $loser ->
            [english] Los ingleses, que han perdido,
           *[other] Los franceses, que han perdido,
        } deben retirar definitivamente su carta más fuerte de allí o 2 o más cartas que sumen al menos lo mismo. { $options ->
            [one] Solo tienen una opción: { $choices }.
           *[other] Podrían retirar { $choices }; eligen { $removed }.
        }
    }
rb-ex-removal-attack-caption = { $attacker ->
        [english] Los ingleses atacan el castillo { $position } ({ $castle }), en manos francesas, con { $english-cards }{ $english-hero ->
            [yes] { "" }
           *[no] { " " }(fuerza { $english })
        }{ $conceded ->
            [yes] , y los franceses se rinden.
           *[no] { " " }contra { $french-cards }{ $french-hero ->
                [yes] { "" }
               *[no] { " " }(fuerza { $french })
            }{ $control ->
                [english] , y lo conquistan.
               *[other] , pero no logran tomarlo.
            }
        }
       *[french] Los franceses atacan el castillo { $position } ({ $castle }), en manos inglesas, con { $french-cards }{ $french-hero ->
            [yes] { "" }
           *[no] { " " }(fuerza { $french })
        }{ $conceded ->
            [yes] , y los ingleses se rinden.
           *[no] { " " }contra { $english-cards }{ $english-hero ->
                [yes] { "" }
               *[no] { " " }(fuerza { $english })
            }{ $control ->
                [french] , y lo conquistan.
               *[other] , pero no logran tomarlo.
            }
        }
    } { $edition ->
        [2021] { $control ->
            [english] { $attacker ->
                [english] Al conquistar un castillo del rival, el atacante retira definitivamente la carta más fuerte que jugó allí: los ingleses pierden para siempre su { $removed }.
               *[other] Como el ataque fracasa, nadie retira ninguna carta.
            }
            [french] { $attacker ->
                [french] Al conquistar un castillo del rival, el atacante retira definitivamente la carta más fuerte que jugó allí: los franceses pierden para siempre su { $removed }.
               *[other] Como el ataque fracasa, nadie retira ninguna carta.
            }
           *[none] Como el ataque fracasa, nadie retira ninguna carta.
        }
       *[other] { $attacker ->
            [english] Ganen o pierdan, los atacantes retiran definitivamente la carta más fuerte que jugaron allí: los ingleses pierden para siempre su { $removed }.
           *[french] Ganen o pierdan, los atacantes retiran definitivamente la carta más fuerte que jugaron allí: los franceses pierden para siempre su { $removed }.
        }
    }

rb-ex-expert-caption = Preparación experta: cada jugador ha dejado { $set-aside } cartas numeradas boca abajo en su pila de descarte, así que tiene { $deck } cartas en el mazo y { $hand } en la mano.
rb-ex-expert-alt = La mesa al empezar una partida experta: delante de cada jugador, un mazo de { $deck } cartas, una pila de descarte con { $set-aside } cartas apartadas boca abajo y una mano de { $hand } cartas; en el centro, la fila de castillos, todos neutrales.
rb-ex-seating-caption = Con { $players-max } jugadores, cada equipo ocupa su lado de la línea de castillos: los ingleses abajo y los franceses arriba. Los dos compañeros se sientan en los extremos, con su mazo y su pila de descarte en medio, así que ninguno puede ver la mano del otro. En cada equipo, 1 es el miembro que ha robado en esta ronda y 2, su compañero; cada círculo indica cuántas cartas tiene ese jugador. Inglés 1 se ha quedado con { $english-kept } { $english-kept ->
    [one] carta
   *[other] cartas
} y ha dado el resto ({ $english-given-cards }) a Inglés 2; Francés 1 se ha quedado con { $french-kept } { $french-kept ->
    [one] carta
   *[other] cartas
} y ha dado el resto ({ $french-given-cards }) a Francés 2.
rb-ex-seating-alt = Disposición de { $players-max } jugadores, con la línea de castillos atravesando el centro de la mesa. Los dos ingleses se sientan en el mismo lado, uno en cada extremo, con su mazo y su pila de descarte en medio; enfrente, los dos franceses se sientan igual. Inglés 1 se ha quedado con { $english-kept } { $english-kept ->
    [one] carta
   *[other] cartas
} y ha dado { $english-given } { $english-given ->
    [one] carta
   *[other] cartas
} a Inglés 2; Francés 1 se ha quedado con { $french-kept } { $french-kept ->
    [one] carta
   *[other] cartas
} y ha dado { $french-given } { $french-given ->
    [one] carta
   *[other] cartas
} a Francés 2.

# The balance report (`scriptorium balance`): how a simulated game ended.
balance-end = { $end ->
    [all_castles] todos los castillos de un bando
    [exhaustion] límite de agotamientos alcanzado
   *[no_cards] un bando no puede jugar (R7.6)
}
