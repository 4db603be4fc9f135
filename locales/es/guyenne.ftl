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
    • Fin de ronda: descarta lo jugado, roba hasta tener { $hand } y gira la carta de jugador inicial.

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
    • { $scoring ->
        [2021] Cada castillo tuyo vale 1; suma el tamaño de tu mayor grupo de castillos vecinos (si son 2 o más) y tus cartas en mano y mazo.
       *[other] Cada castillo tuyo vale { $isolated } si está aislado y { $grouped } si toca otro tuyo.
    }
    • { $scoring ->
        [2021] Empate: gana el grupo mayor; si no, quien tenga más cartas en mano y mazo.
       *[other] Empate: gana quien tenga más cartas en mano y mazo.
    }

## Print files

doc-cards-duplex = { $game } — cartas para imprimir a doble cara ({ $paper })
doc-cards-gutterfold = { $game } — cartas para imprimir, doblar y pegar ({ $paper })
doc-cards-printshop = { $game } — cartas para imprenta, una por página con sangrado
alt-card-face = Carta { $face }

## Rulebook

rb-doc-title = { $game } — Reglamento
rb-subtitle = Un juego de faroles y conquista de castillos · de { $players-min } a { $players-max } jugadores · a partir de { $age } { $age ->
        [one] año
       *[other] años
    } · partidas de { $minutes-min } a { $minutes-max } minutos
rb-edition = { $edition ->
        [2021] Reglas de la edición de 2021
       *[other] Reglas del 25 de abril de 2022
    }
rb-toc-title = Índice
rb-example-label = Ejemplo
rb-and = y
rb-or = o
rb-clarification = Aclaración.
# Un valor de las cartas numeradas en una lista: copias por bando y valor.
rb-card-count = { $count } de { $value }
rb-hero-short = Héroe

rb-credits-title = Créditos
rb-credits-body =
    Un juego de { $authors }.
    Ilustraciones de la edición original: { $illustrator }.
    Editorial: { $publisher }.

rb-history-title = Un poco de historia
rb-history-body =
    Corre el siglo XIV y Francia e Inglaterra libran la guerra de los Cien Años. Entre 1355 y 1370, la lucha es especialmente encarnizada.
    En 1360, el tratado de Brétigny convierte el ducado de Guyena en un feudo hereditario de la corona inglesa. «¡Guyenne!» es también el grito con el que cargan las tropas anglogasconas: de ahí el nombre del juego.
    Al frente de esas tropas, Eduardo de Woodstock, príncipe de Gales, a quien llaman el Príncipe Negro, recorre el reino de Francia en cabalgadas tan rápidas como devastadoras. Enfrente, el rey Juan II el Bueno reúne a su hueste y cuenta con un servidor fiel, Bertrand du Guesclin.
    La frontera que separa el reino de Francia de la Aquitania inglesa atraviesa entonces las tierras que van del sur del Berry al norte del Lemosín, desde Chauvigny, en el Poitou, hasta Huriel, en el Borbonés. A lo largo de los valles del Anglin, el Creuse, el Bouzanne, el Indre y el Arnon se alzan o se refuerzan una treintena de castillos y villas amuralladas, además de muchas casas fuertes.
    Tú eres vasallo de uno de los dos reyes. ¿Sabrás hacerte con las defensas de un castillo de esta frontera en nombre de tu señor?

rb-principle-title = Cómo se juega
rb-principle-body =
    La partida se divide en rondas. En cada una juegas cartas de tu mano, boca abajo, para apoderarte de castillos o para conservar los que ya tienes.
    Como tu rival no ve tus cartas hasta la batalla, puedes farolear: un montón de cartas impresiona, pero quizá solo sean doses.
    Tus fuerzas son limitadas y tu mazo no dura para siempre. Gastar demasiado pronto te deja sin nada cuando más falta hace: elige bien cuándo atacar y cuándo ahorrar.
    Cada ronda tiene dos fases: primero se colocan las cartas y después se resuelven las batallas. A lo largo de la partida, cada jugador es unas veces atacante y otras defensor.

rb-components-title = Material
rb-components-body =
    La caja contiene { $cards } cartas:
    - { $castles } cartas de castillo, que muestran las distintas defensas de una fortaleza. Una flecha indica qué bando controla cada una.
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
    - Cada jugador toma su héroe en la mano y roba { $draw } { $draw ->
        [one] carta
       *[other] cartas
    } de su mazo, así que empieza con { $hand } cartas en la mano.
    - Junto al mazo, cada jugador reserva sitio para su propia pila de descarte.
    En los ejemplos, los castillos se numeran del 1 al { $castles }, de izquierda a derecha vistos desde el lado inglés.

rb-goal-title = Cómo se gana
rb-goal-body =
    Hay dos formas de ganar:
    - Por barrida: si al final de una ronda controlas los { $castles } castillos, ganas en el acto por { $sweep } a cero.
    - A los puntos: si nadie lo logra, la partida termina cuando a algún jugador ya no le quedan cartas suficientes para jugar (consulta «Fin de la partida»). Cada castillo que controlas te da puntos y gana quien más tenga. { $edition ->
        [2021] Las cartas que no hayas gastado también suman, así que conviene no derrocharlas.
       *[other] En caso de empate, gana quien haya ahorrado más cartas.
    }

rb-actions-title = Atacar y defender
rb-actions-body =
    Con tus cartas puedes hacer dos cosas:
    - Atacar un castillo neutral o del rival: pones una o varias cartas boca abajo delante de él, con el lado corto mirando al castillo.
    - Defender un castillo que controlas: pones una o varias cartas boca abajo delante de él, con el lado largo mirando al castillo.
    Gracias a la orientación de las cartas se ve de un vistazo quién ataca y quién defiende. Tu rival sabe cuántas cartas has puesto, pero no cuáles.
    Un castillo neutral no tiene defensor: si los dos jugadores ponen cartas en él, los dos lo atacan.

rb-battle-title = Las batallas
rb-battle-body =
    La fuerza de un bando en un castillo es la suma de los valores de las cartas que ha jugado allí.
    - Castillo controlado: el atacante revela sus cartas. Después, el defensor decide si se rinde o si revela las suyas. Si se rinde, descarta sus cartas boca abajo sin enseñarlas y el atacante gana. Si las revela, gana la fuerza mayor; en caso de empate, gana el defensor.
    - Castillo neutral: los dos atacantes revelan sus cartas y gana la fuerza mayor. En caso de empate, el castillo sigue neutral. Aquí nadie puede rendirse.
    - El héroe: quien juega su héroe gana la batalla, sea cual sea la suma de su rival. Pero si los dos bandos juegan su héroe en el mismo castillo, hay empate, sin importar las demás cartas.
    Quien gana la batalla gira el castillo para que la flecha lo señale a él. Si gana el defensor, el castillo sigue siendo suyo.

rb-round-title = La ronda: colocar las cartas
rb-round-body =
    Las cartas se colocan por turnos, siempre boca abajo, en este orden:
    - El jugador inicial elige un castillo, el castillo A, y pone en él una carta o más: lo ataca si es neutral o del rival, y lo defiende si es suyo.
    - Su rival tiene que responder en el castillo A con una carta o más: lo defiende si es suyo y, si no, lo ataca. Un castillo neutral lo atacan los dos.
    - Ese mismo rival elige después otro castillo, el castillo B, y pone en él una carta o más, para atacarlo o defenderlo según quién lo controle.
    - Por último, el jugador inicial responde en el castillo B con una carta o más, también según quién lo controle.
    Así, en cada ronda cada jugador interviene exactamente en dos castillos: como mínimo una carta en cada uno y como máximo { $max } { $max ->
        [one] carta
       *[other] cartas
    } en un mismo castillo.
    El héroe se coloca como cualquier otra carta, en el castillo que prefieras.

rb-resolve-title = La ronda: resolver las batallas
rb-resolve-body =
    Una vez colocadas todas las cartas, se resuelve primero la batalla del castillo A y después la del castillo B.
    En un castillo controlado, el atacante revela primero; luego el defensor revela sus cartas o se rinde. En un castillo neutral, los dos revelan a la vez.
    Quien gana gira la carta de castillo hacia sí, de modo que la flecha lo señale. Si hay empate, la flecha no se mueve.

rb-end-round-title = Fin de la ronda
rb-end-round-body =
    Cuando las dos batallas están resueltas:
    - Cada jugador pone en su pila de descarte todas las cartas que ha jugado en la ronda; las que entregó al rendirse ya están allí. Solo quedan fuera las cartas retiradas definitivamente, si las hay.
    - Cada jugador roba de su mazo hasta volver a tener { $hand } cartas en la mano.
    - Se gira la carta de jugador inicial: la ronda siguiente la empieza el otro bando.
    Cada vez que sale de tu mazo su última carta, sufres un agotamiento. Cuenta en ese mismo instante, aunque ya no tengas que robar más. El límite es de { $limit } { $limit ->
        [one] agotamiento
       *[other] agotamientos
    }{ $edition ->
        [2021] .
       *[other] { " " }en el juego básico y en el avanzado, y de { $expert-limit } en el experto.
    }
    - Si con ese agotamiento aún no has llegado al límite, barajas enseguida tu pila de descarte para formar un mazo nuevo y, si te faltan cartas, sigues robando.
    - Si al rehacer el mazo tu pila de descarte está vacía, el mazo nuevo también lo está, y eso cuenta en el acto como un agotamiento más.
    - Si con ese agotamiento llegas al límite, ya no formas mazo nuevo: te quedas con las cartas que hayas podido robar hasta entonces, aunque no completes la mano o no tengas ninguna.
rb-exhaustion-title = When a deck runs out
rb-exhaustion-body =
    Whenever the last card leaves your deck, that is 1 exhaustion. Keep count of your exhaustions.
    - **Below the limit** ({ $edition ->
        [2021] { $limit }
       *[other] { $limit } in the basic and advanced games, { $expert-limit } in the expert game
    }): shuffle your discard pile at once to form a new deck, and carry on drawing if you are still owed cards.
    - **At the limit:** you get no new deck. You keep whatever you managed to draw, and from now on you draw nothing.
    > An exhaustion counts the moment you draw your last card, even if you needed no more just then; a new deck, when allowed, is formed straight away. If your discard pile is empty when you must shuffle it, the new deck is empty too, and that is at once your next exhaustion.

rb-end-game-title = Fin de la partida
rb-end-game-body =
    La partida termina en cualquiera de estos casos:
    - Si, al acabar las batallas de una ronda, un bando controla los { $castles } castillos, la partida se detiene en el acto y ese bando gana por { $sweep } a cero.
    - Al empezar una ronda, después de robar, si un jugador ha llegado a su límite de agotamientos y tiene una sola carta en la mano o ninguna, la partida termina y se cuentan los puntos.
    - Si en ese momento un jugador tiene menos de dos cartas en la mano sin haber llegado al límite, no puede jugar en dos castillos: la partida termina también y se cuentan los puntos. Esto solo puede pasar cuando se retiran cartas definitivamente.

rb-scoring-2022-title = Puntuación
rb-scoring-2022-body =
    - Si un bando controla los { $castles } castillos, gana por { $sweep } a cero.
    - Si no, cada castillo que controlas vale { $isolated } { $isolated ->
        [one] punto
       *[other] puntos
    } si está aislado, es decir, si no tiene al lado ningún otro castillo tuyo.
    - Cada castillo que forma parte de un grupo de dos o más castillos tuyos contiguos vale { $grouped } { $grouped ->
        [one] punto
       *[other] puntos
    }.
    - Los castillos neutrales no dan puntos.
    Gana quien tenga más puntos. En caso de empate, gana quien conserve más cartas sin gastar, sumando las de la mano y las del mazo. Si siguen igualados, la partida termina en empate.

rb-scoring-2021-title = Puntuación (reglas de 2021)
rb-scoring-2021-body =
    Si un bando controla los { $castles } castillos, gana por { $sweep } a cero. Si no, cada bando suma:
    - un punto por cada castillo que controla;
    - tantos puntos como castillos tenga su mayor grupo de castillos contiguos, si ese grupo tiene al menos dos;
    - un punto por cada carta que le quede en la mano o en el mazo.
    Gana quien tenga más puntos. En caso de empate, gana el bando con el grupo de castillos más grande; si sigue habiendo empate, el que conserve más cartas sin gastar; y si aun así siguen igualados, la partida termina en empate.

rb-removal-2021-title = El precio de la conquista
rb-removal-2021-body =
    En estas reglas, conquistar un castillo del rival cuesta caro:
    - Cuando un atacante se apodera de un castillo que controlaba el rival, retira definitivamente la carta más fuerte que jugó en él, aunque sea su héroe. Esto vale también cuando el defensor se rinde.
    - No se retira nada al tomar un castillo neutral, cuando gana el defensor ni cuando hay empate.
    - Las cartas retiradas se dejan boca arriba junto a la línea de castillos y quedan fuera de la partida: ya no vuelven ni al descarte ni al mazo.
    - La fuerza de cada bando se calcula antes de retirar ninguna carta.

rb-advanced-title = Reglas avanzadas
rb-advanced-body =
    Se juega con las reglas básicas, pero algunas batallas obligan a retirar cartas definitivamente:
    - Castillo neutral conquistado: el bando que pierde elige entre las cartas que jugó allí y retira definitivamente su carta más fuerte o bien varias cartas, dos como mínimo, que sumen al menos lo mismo que esa carta más fuerte. El ganador no retira nada.
    - Si la batalla por un castillo neutral acaba en empate, nadie retira nada.
    - Ataque a un castillo del rival: el atacante retira definitivamente la carta más fuerte que jugó allí, y el héroe cuenta como la más fuerte de todas. Lo hace tanto si gana como si pierde, y también si el defensor se rinde. El defensor no retira nada.
    - Las cartas retiradas se dejan boca arriba junto a la línea de castillos y ya no vuelven a la partida.
    - La fuerza de cada bando se calcula antes de retirar ninguna carta.

rb-expert-title = Reglas expertas
rb-expert-body =
    Se juega con todas las reglas avanzadas, con estos cambios:
    - Preparación: antes de barajar, cada jugador elige { $set-aside } de sus cartas numeradas, nunca el héroe, y las pone boca abajo en su pila de descarte. Volverán al juego la primera vez que rehaga su mazo con el descarte.
    - Después baraja el resto de sus cartas numeradas para formar su mazo, toma su héroe y roba { $draw } { $draw ->
        [one] carta
       *[other] cartas
    }, como de costumbre.
    - Agotamiento: el límite pasa de { $limit } a { $expert-limit } agotamientos, así que la partida dura más.

rb-team-title = Partida por equipos
rb-team-body =
    Con más de { $players-min } jugadores, un bando puede estar en manos de una pareja: con { $players-max } jugadores, juegan pareja contra pareja; con uno menos, una pareja se enfrenta a un jugador solo.
    - Cada pareja comparte un mismo mazo, una misma pila de descarte y el héroe de su bando.
    - Primera ronda: el miembro más joven de la pareja toma el héroe y roba { $draw } { $draw ->
        [one] carta
       *[other] cartas
    }. Después pasa a su compañero entre una y { $draw } cartas, quedándose él al menos con una, y decide quién de los dos juega primero.
    - En cada ronda, cada miembro juega en uno solo de los dos castillos que le tocan a su bando, en el orden decidido y con las reglas normales de colocación. Así, cada bando sigue interviniendo en dos castillos por ronda.
    - En la ronda siguiente roba el otro miembro, hasta que entre las dos manos de la pareja haya { $hand } cartas. Luego, como en la primera ronda, pasa a su compañero entre una y { $draw } cartas, quedándose al menos con una, y decide el orden. Quien roba cambia en cada ronda.
    - Los compañeros no pueden hablar de sus cartas ni enseñárselas.
    - Los compañeros se sientan separados, para que ninguno pueda ver la mano del otro.
    Todas las demás reglas se aplican sin cambios.

rb-quickref-title = Las reglas de un vistazo
rb-quickref-body =
    - Todas las cartas se juegan boca abajo. Atacas castillos neutrales o del rival y defiendes los tuyos.
    - El jugador inicial juega en un castillo, A.
    - Su rival responde en A y luego juega en otro castillo, B.
    - El jugador inicial responde en B.
    - Cada jugador interviene en dos castillos exactamente, con una carta como mínimo y { $max } como máximo en cada uno.
    - En un castillo neutral atacan los dos.
    - Se resuelve A y después B. Fuerza: la suma de las cartas.
    - Castillo controlado: el atacante revela; el defensor revela o se rinde, descartando sus cartas sin enseñarlas.
    - Gana la fuerza mayor. Empate: gana el defensor.
    - Castillo neutral: revelan los dos; con empate sigue neutral. Nadie puede rendirse.
    - El héroe gana siempre; si hay dos héroes, empate.
    - El ganador gira el castillo hacia sí.
    - { $edition ->
        [2021] Si conquistas un castillo del rival, aunque sea porque se rinde, retira definitivamente la carta más fuerte que jugaste allí, héroe incluido. Tomar un castillo neutral no obliga a retirar nada.
       *[other] Reglas avanzadas y expertas: algunas batallas obligan a retirar cartas definitivamente; consulta sus apartados.
    }
    - Fin de ronda: descarta lo jugado, roba hasta tener { $hand } y gira la carta de jugador inicial.
    - Mazo vacío: un agotamiento. Si aún no has llegado al límite ({ $limit }{ $edition ->
        [2021] {""}
       *[other] , o { $expert-limit } en el experto
    }), baraja tu descarte como mazo nuevo; si llegas a él, no hay mazo nuevo: te quedas con lo que tengas.
    - Los { $castles } castillos al final de una ronda: victoria inmediata por { $sweep } a cero.
    - Tras robar, si un jugador en su límite de agotamientos tiene una carta o ninguna, fin de la partida. También si alguien no puede jugar en dos castillos.
    - { $edition ->
        [2021] Puntos: un punto por castillo, más el tamaño de tu mayor grupo de castillos (si es de dos o más), más tus cartas en mano y mazo.
       *[other] Puntos: { $isolated } por castillo aislado y { $grouped } por castillo dentro de un grupo. Los neutrales no cuentan.
    }
    - { $edition ->
        [2021] Empate: gana quien tenga el grupo más grande; si persiste, quien tenga más cartas sin gastar; si aun así persiste, empate.
       *[other] Empate: gana quien tenga más cartas sin gastar, entre mano y mazo; si persiste, empate.
    }

rb-thanks-title = Agradecimientos
rb-thanks-body =
    A todas las personas que probaron el juego, y muy en especial a Mathilde, Christine, Clémence, Camille y Erwan.
    A la Fédération des Chemins de la Guerre de Cent Ans, una asociación que confió en nosotros para este proyecto.
    A la asociación Do It Your Game, cuyas game jams del confinamiento de 2020, esas sesiones en las que se crea un juego de mesa con tiempo limitado y bajo ciertas restricciones, vieron nacer { $game }.
    A Adam Niman, que acompañó con su empresa, I-Jou, los primeros pasos del juego.
    A Pascal Donjon, por su ayuda logística para fabricar los ejemplares de preserie.

rb-component-castle = Las { $castles } cartas de castillo. La flecha señala al bando que controla cada una.
rb-component-actions = Las cartas de acción de un bando: { $numbered } cartas numeradas ({ $card-list }) y el héroe, { $side-cards } cartas en total.
rb-component-heroes = Los héroes: Eduardo de Woodstock, el Príncipe Negro, por los ingleses, y Bertrand du Guesclin, condestable de Francia, por los franceses.
rb-component-first-player = La carta de jugador inicial, con una cara para cada bando: muestra el escudo del bando que empieza la ronda.
rb-component-summary = { $summary-cards ->
        [one] La carta
       *[other] Las { $summary-cards } cartas
    } de resumen de reglas, para tener a mano durante la partida.
rb-component-backs = Los dorsos: cada bando tiene el suyo, así que sus cartas nunca se mezclan.

rb-label-deck = Mazo
rb-label-discard = Descarte
rb-label-hand = Mano
rb-label-removed = Retiradas
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
rb-ex-heroes-b-caption = { $english-hero ->
        [yes] En el castillo { $position } ({ $castle }), los franceses juegan { $french-cards } (fuerza { $french }), { $english-count ->
            [one] pero a los ingleses les basta con su héroe.
           *[other] pero los ingleses cuentan con su héroe ({ $english-cards }).
        } El héroe gana sea cual sea la suma: { $holder ->
            [english] los ingleses conservan el castillo.
            [french] los ingleses se quedan con el castillo.{ $edition ->
                [2021] { " " }Al conquistarlo, tienen que retirar definitivamente su carta más fuerte allí: el propio héroe.
               *[other] { "" }
            }
           *[other] los ingleses se quedan con el castillo.
        }
       *[no] En el castillo { $position } ({ $castle }), los ingleses juegan { $english-cards } (fuerza { $english }), { $french-count ->
            [one] pero a los franceses les basta con su héroe.
           *[other] pero los franceses cuentan con su héroe ({ $french-cards }).
        } El héroe gana sea cual sea la suma: { $holder ->
            [french] los franceses conservan el castillo.
            [english] los franceses se quedan con el castillo.{ $edition ->
                [2021] { " " }Al conquistarlo, tienen que retirar definitivamente su carta más fuerte allí: el propio héroe.
               *[other] { "" }
            }
           *[other] los franceses se quedan con el castillo.
        }
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

rb-ex-round-intro = Ronda { $round }: { $first ->
        [english] los ingleses tienen la carta de jugador inicial.
       *[french] los franceses tienen la carta de jugador inicial.
    } Así están la mesa y las manos antes de colocar las cartas.
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
        [one] una carta
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
        [one] roban una carta
       *[other] roban { $count } cartas
    }: ahora tienen { $hand ->
        [one] una carta
       *[other] { $hand } cartas
    } en la mano y { $deck ->
        [0] el mazo vacío.
        [one] una sola en el mazo.
       *[other] { $deck } en el mazo.
    }
rb-step-next = Se gira la carta de jugador inicial: la ronda siguiente la empiezan { $first ->
        [english] los ingleses.
       *[french] los franceses.
    }
rb-ex-round-caption = Así queda la línea de castillos al terminar la ronda { $round }, del 1 al { $castles }: { $line }.
rb-ex-round-alt = La línea de castillos después de la ronda { $round }, de izquierda a derecha vista desde el lado inglés: { $line }.
rb-castle-owner = { $owner ->
        [english] inglés
        [french] francés
       *[none] neutral
    }

rb-ex-scoring-caption = Los ingleses suman { $english-points } { $english-points ->
        [one] punto
       *[other] puntos
    } { $english-unspent ->
        [0] y no les queda ninguna carta sin gastar
        [one] y les queda una carta sin gastar
       *[other] y les quedan { $english-unspent } cartas sin gastar
    }; los franceses suman { $french-points } { $french-points ->
        [one] punto
       *[other] puntos
    } { $french-unspent ->
        [0] y no les queda ninguna carta sin gastar.
        [one] y les queda una carta sin gastar.
       *[other] y les quedan { $french-unspent } cartas sin gastar.
    } { $winner ->
        [english] Ganan los ingleses.
        [french] Ganan los franceses.
       *[none] La partida termina en empate.
    }
rb-ex-scoring-caption-2021 = Ingleses: { $english-castles ->
        [0] ningún castillo
        [one] un castillo
       *[other] { $english-castles } castillos
    }, { $english-group ->
        [0] ningún grupo de dos o más
        [one] ningún grupo de dos o más
       *[other] un grupo de { $english-group }
    } y { $english-unspent ->
        [0] ninguna carta
        [one] una carta
       *[other] { $english-unspent } cartas
    } sin gastar: { $english-points } { $english-points ->
        [one] punto
       *[other] puntos
    } en total. Franceses: { $french-castles ->
        [0] ningún castillo
        [one] un castillo
       *[other] { $french-castles } castillos
    }, { $french-group ->
        [0] ningún grupo de dos o más
        [one] ningún grupo de dos o más
       *[other] un grupo de { $french-group }
    } y { $french-unspent ->
        [0] ninguna carta
        [one] una carta
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
        [english] Los ingleses ganan el castillo { $position } ({ $castle }), que era neutral, por { $english } a { $french }.
       *[french] Los franceses ganan el castillo { $position } ({ $castle }), que era neutral, por { $french } a { $english }.
    } { $loser ->
        [english] Los ingleses, que pierden,
       *[french] Los franceses, que pierden,
    } deben retirar definitivamente su carta más fuerte, un { $strongest }, o varias cartas que sumen al menos { $strongest }. { $options ->
        [one] Solo tienen una opción: retirar ese { $strongest }.
       *[other] De las { $options } combinaciones posibles, eligen retirar { $removed }.
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
rb-ex-seating-caption = With { $players-max } players, partners sit facing each other, so neither can see the other’s hand. In each team, 1 is the member who drew this round and 2 their partner; each circle shows how many cards that player holds. English 1 gave { $english-given-cards } to English 2 and kept { $english-kept }; French 1 gave { $french-given-cards } to French 2 and kept { $french-kept }.
rb-ex-seating-alt = Seating plan for { $players-max } players around the table, with the castle line in the middle: the English partners face each other across the table, and so do the French. English 1 gave { $english-given } { $english-given ->
    [one] card
   *[other] cards
} to English 2 and kept { $english-kept }; French 1 gave { $french-given } { $french-given ->
    [one] card
   *[other] cards
} to French 2 and kept { $french-kept }.
