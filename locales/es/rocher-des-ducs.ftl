# Le rocher des ducs — textos en español. Los mismos identificadores que el archivo francés.
# Las cartas y el resumen de reglas leen estos mensajes; los números llegan del
# motor de reglas y de game.toml mediante las variables { $… }.

game-name = Le rocher des ducs
doc-cards-duplex = { $game } — cartas para imprimir a doble cara ({ $paper })
doc-cards-gutterfold = { $game } — cartas para imprimir, doblar y pegar ({ $paper })
doc-cards-printshop = { $game } — cartas para imprenta, una por página con sangrado
alt-card-face = Carta { $face }

## Bandos y dorsos de las cartas
faction-normans = Normandos
faction-bretons = Bretones
faction-mercenaries = Mercenarios
back-heroes = Héroes

## Héroes (variante heroica)
hero-richard = Ricardo I
hero-richard-title = duque de Normandía
hero-hoel = Hoël I
hero-hoel-title = duque de Bretaña
hero-mainard = Mainard
hero-mainard-title = abad del Monte
hero-nordoard = Nordoard
hero-nordoard-title = arzobispo de Rennes
hero-hugues = Hugo de Cavalcamp
hero-hugues-title = arzobispo de Ruan
hero-lothaire = Lotario
hero-lothaire-title = rey de los francos
hero-aubert = San Auberto
hero-aubert-title = espíritu del fundador del Monte
hero-gabriel = El arcángel Gabriel
hero-gabriel-title = santo protector

## Poderes de los héroes
power-for-normans = Para los normandos
power-for-bretons = Para los bretones
power-for-both = Para ambos bandos
power-free = Se coloca como un guerrero del color y el valor que elijas.
power-weight = Se coloca como un mercenario verde de valor 1: un lastre para tu bando.
power-mainard = Toma un guerrero rival de una muralla en disputa y colócalo en tu lado de una muralla en disputa.
power-move = Pasa un guerrero rival de una muralla en disputa a otra, siempre en el lado rival.
power-lothaire = Elige cualquier mercenario de su mazo y colócalo al instante; después baraja ese mazo.
power-aubert = Junto a una muralla en disputa: ya no entra ningún mercenario, y los que hay conservan su color pero no valen nada.
power-gabriel = Sella una muralla en disputa: ya no entra ni sale ninguna carta y nadie la gana. En caso de empate final, gana el bando rival.

## Resumen de reglas
summary-title = Resumen de reglas
summary-formations = Combinaciones, de la más fuerte a la más débil
formation-three = **Trío**: tres cartas del mismo valor.
formation-colour-run = **Escalera de color**: tres valores consecutivos del mismo color.
formation-run = **Escalera**: tres valores consecutivos de varios colores.
formation-colour = **Color**: tres cartas del mismo color.
formation-sum = **Suma**: todo lo demás.
summary-tie = A igual combinación, gana la suma mayor; a igual suma, el bando que colocó antes su tercera carta.
summary-claims-title = Reclamar una muralla
summary-claims = Anuncia la reclamación en tu turno; se resuelve al inicio del siguiente. Debes tener allí tus { $cards } cartas, y el rival las suyas, salvo que demuestres que ninguna carta fuera del campo de batalla puede superar tu combinación (sin contar héroes).
summary-victory-title = Victoria, comprobada con cada muralla ganada
victory-majority = **Mayoría**: { $majority } murallas.
victory-breakthrough = **Ruptura**: { $breakthrough } murallas contiguas.
victory-encirclement = **Cerco**: las dos murallas de los extremos de una línea de { $ramparts }, cada una con un 6 o un 7 en tu lado.
summary-king = **El rey de Francia** gana, y pierden ambos bandos, si la victoria depende de murallas ganadas solo con mercenarios.

## Rulebook

rb-doc-title = { $game } — Reglamento
rb-subtitle = Juego de cartas para { $players-min }, 4 o { $players-max } jugadores · Año 966: normandos y bretones se disputan el Monte Saint-Michel
rb-toc-title = Índice
rb-example-label = Ejemplo
rb-clarification = Aclaración.

rb-component-warriors = Los { $warriors } guerreros: tres colores, valores del 1 al { $values } y { $copies ->
        [one] un ejemplar
       *[other] { $copies } ejemplares
    } de cada carta. Rojos los normandos, azules los bretones y verdes los mercenarios del rey de Francia; el valor y el símbolo del bando aparecen en dos esquinas.
rb-component-heroes = Los { $heroes } héroes de la variante heroica.
rb-component-backs = Los dorsos de los mazos normando, bretón y de los mercenarios, y el de los héroes.
rb-component-summary = La carta de resumen de reglas, para tenerla a mano durante la partida.
rb-heroes-table-hero = Héroe
rb-heroes-table-normans = Jugado por los normandos
rb-heroes-table-bretons = Jugado por los bretones

rb-label-won = { $faction ->
        [normans] Normanda
       *[bretons] Bretona
    }
rb-label-sealed = Sellada
rb-label-seat = Jugador { $player } · { $faction ->
        [normans] Normandos
       *[bretons] Bretones
    }
rb-diagram-alt = La línea tiene { $ramparts ->
        [one] una muralla
       *[other] { $ramparts } murallas
    }. Murallas ganadas: { $normans-won } por los normandos y { $bretons-won } por los bretones.

rb-card = un { $value } { $colour ->
        [red] rojo
        [blue] azul
       *[green] verde
    }
rb-formation = { $formation ->
        [three] trío
        [colour-run] escalera de color
        [run] escalera
        [colour] color
        [sum] suma
       *[none] sin combinación todavía
    }
rb-formation-row = { $formation ->
        [three] Trío
        [colour-run] Escalera de color
        [run] Escalera
        [colour] Color
        [sum] Suma
       *[none] Lado incompleto
    } — suma { $sum }

## Pasos de los ejemplos

rb-step-lay = { $faction ->
        [normans] Los normandos
       *[bretons] Los bretones
    } { $new ->
        [yes] abren la muralla { $rampart } con { $card }.
       *[no] colocan { $card } en la muralla { $rampart }.
    }
rb-step-free = { $faction ->
        [normans] Los normandos
       *[bretons] Los bretones
    } juegan a { $hero } como guerrero libre: hace de { $card } { $new ->
        [yes] y abre la muralla { $rampart }.
       *[no] en la muralla { $rampart }.
    }
rb-step-weight = { $faction ->
        [normans] Los normandos
       *[bretons] Los bretones
    } juegan a { $hero } como lastre: cuenta como { $card } { $new ->
        [yes] y abre la muralla { $rampart }.
       *[no] en su lado de la muralla { $rampart }.
    }
rb-step-mainard = { $hero }, jugado por { $faction ->
        [normans] los normandos, toma { $card } del lado bretón de la muralla { $from } y lo pasa al lado normando de la muralla { $to }.
       *[bretons] los bretones, toma { $card } del lado normando de la muralla { $from } y lo pasa al lado bretón de la muralla { $to }.
    }
rb-step-move = { $hero }, jugado por { $faction ->
        [normans] los normandos, lleva { $card } del lado bretón de la muralla { $from } al lado bretón de la muralla { $to }.
       *[bretons] los bretones, lleva { $card } del lado normando de la muralla { $from } al lado normando de la muralla { $to }.
    }
rb-step-lothaire = { $hero }, jugado por { $faction ->
        [normans] los normandos
       *[bretons] los bretones
    }, saca { $card } del mazo de mercenarios y { $new ->
        [yes] abre con él la muralla { $rampart }
       *[no] lo coloca en la muralla { $rampart }
    }; después se baraja ese mazo.
rb-step-aubert = { $hero }, jugado por { $faction ->
        [normans] los normandos
       *[bretons] los bretones
    }, se instala junto a la muralla { $rampart }: allí los mercenarios ya no valen nada.
rb-step-gabriel = { $hero }, jugado por { $faction ->
        [normans] los normandos
       *[bretons] los bretones
    }, sella la muralla { $rampart }: ya nadie podrá ganarla.
rb-step-pass = { $faction ->
        [normans] Los normandos
       *[bretons] Los bretones
    } no pueden jugar ninguna carta: pasan, aunque roban igualmente.
rb-step-claim = { $faction ->
        [normans] Los normandos
       *[bretons] Los bretones
    } reclaman la muralla { $rampart } con su { $formation ->
        [three] trío
        [colour-run] escalera de color
        [run] escalera
        [colour] color
        [sum] suma
       *[other] { $formation }
    } ({ $sum }): { $complete ->
        [yes] el lado { $faction ->
            [normans] bretón
           *[bretons] normando
        }, con { $against ->
            [three] trío
            [colour-run] escalera de color
            [run] escalera
            [colour] color
            [sum] una simple suma
           *[other] { $against }
        } ({ $against-sum }), queda por debajo
        [tie] el lado { $faction ->
            [normans] bretón
           *[bretons] normando
        } tiene la misma combinación y la misma suma ({ $sum }), pero el suyo se completó primero y gana
       *[no] el lado { $faction ->
            [normans] bretón
           *[bretons] normando
        } aún está incompleto, pero { $against ->
            [none] ninguna carta que quede fuera del campo de batalla puede completarlo
           *[other] con las cartas que quedan fuera del campo de batalla tendría como mucho { $against ->
                [three] trío
                [colour-run] escalera de color
                [run] escalera
                [colour] color
                [sum] una simple suma
               *[other] { $against }
            } ({ $against-sum })
        }, así que la demostración es válida
    }. La reclamación se resolverá al inicio de su próximo turno.
rb-step-refused = { $faction ->
        [normans] Los normandos
       *[bretons] Los bretones
    } no pueden reclamar la muralla { $rampart } con su { $formation ->
        [three] trío
        [colour-run] escalera de color
        [run] escalera
        [colour] color
        [sum] suma
       *[other] { $formation }
    } ({ $sum }): el lado { $faction ->
        [normans] bretón
       *[bretons] normando
    } todavía podría llegar a tener { $against ->
        [three] trío
        [colour-run] escalera de color
        [run] escalera
        [colour] color
        [sum] una suma
       *[other] { $against }
    } ({ $against-sum }), y les ganaría (regla { $rule }).
rb-step-resolved = Al inicio de su turno, { $faction ->
        [normans] los normandos
       *[bretons] los bretones
    } resuelven su reclamación: { $won ->
        [yes] ganan la muralla { $rampart }, cuyas cartas se quedan allí, fuera de juego.
       *[no] ya no es válida, así que la muralla { $rampart } sigue en disputa.
    }
rb-step-rally = { $faction ->
        [normans] Los normandos
       *[bretons] Los bretones
    } no tienen ningún guerrero en la mano y lanzan el grito de reunión: toman { $count ->
        [one] la carta de encima
       *[other] las { $count } cartas de encima
    } del mazo { $pile ->
        [normans] normando
       *[bretons] bretón
    } y, a partir de ahora, robarán de ese mazo.
rb-step-draw = { $faction ->
        [normans] Los normandos
       *[bretons] Los bretones
    } roban { $card } { $pile ->
        [normans] del mazo normando
        [bretons] del mazo bretón
        [mercenaries] del mazo de mercenarios
        [heroes] del mazo de héroes
        [common] del mazo común
       *[own-mercenaries] de su propio mazo de mercenarios
    }.
rb-step-gift = El jugador { $player } ({ $faction ->
        [normans] normandos
       *[bretons] bretones
    }) da { $card } al jugador { $partner }.
rb-step-end = { $winner ->
        [king] { $reached ->
            [bretons] Los bretones
           *[normans] Los normandos
        } { $victory ->
            [breakthrough] logran la ruptura
            [encirclement] logran el cerco
           *[majority] logran la mayoría
        }, pero solo gracias a murallas ganadas únicamente con mercenarios: gana el rey de Francia y pierden los dos bandos.
       *[other] { $victory ->
            [majority] Mayoría: ganan { $winner ->
                [bretons] los bretones.
               *[normans] los normandos.
            }
            [breakthrough] Ruptura: ganan { $winner ->
                [bretons] los bretones.
               *[normans] los normandos.
            }
            [encirclement] Cerco: ganan { $winner ->
                [bretons] los bretones.
               *[normans] los normandos.
            }
            [count] La partida se ha bloqueado: ganan { $winner ->
                [bretons] los bretones
               *[normans] los normandos
            }, que tienen más murallas.
            [gabriel] La partida se ha bloqueado con las murallas empatadas: como solo { $winner ->
                [bretons] los normandos jugaron al arcángel Gabriel, ganan los bretones.
               *[normans] los bretones jugaron al arcángel Gabriel, ganan los normandos.
            }
           *[draw] La partida se ha bloqueado con las murallas empatadas: termina en empate.
        }
    }

## Secciones

rb-history-title = Un poco de historia
rb-history-body =
    Año 966. El Monte Saint-Michel, la roca que domina la bahía, está en manos bretonas, pero Ricardo I, duque de Normandía, ha obtenido del papa un documento que le da autoridad sobre ella.
    Con ese respaldo, Ricardo se presenta ante el Monte para reclamarlo. Hoël I, duque de Bretaña, no piensa cedérselo.
    Mientras tanto, Lotario, rey de los francos, observa la disputa con mucho interés. Contrata mercenarios y espera que normandos y bretones se agoten el uno al otro.
    Elige tu bando, despliega bien a tus tropas y conquista las murallas del Monte antes que tu rival.

rb-components-title = Material
rb-components-body =
    { $game } se juega con { $warriors } cartas de guerrero, a las que se suman { $heroes } cartas de héroe en la variante heroica.
    - **Guerreros:** tres colores, con valores del 1 al { $values } y { $copies } ejemplares de cada carta. Los rojos son los normandos; los azules, los bretones; los verdes, los mercenarios del rey de Francia, que cualquier bando puede jugar.
    - **Héroes:** { $heroes } personajes de la época, cada uno con un poder que depende del bando que lo juega.
    - **Resumen de reglas:** una carta con las combinaciones y las victorias, para consultarla durante la partida.

rb-goal-title = Objetivo del juego
rb-goal-body =
    Normandos y bretones luchan por las murallas del Monte. Para ganar una muralla, tu bando debe reunir en su lado una combinación de { $side-max } cartas mejor que la del rival.
    Ganas la partida en cuanto tu bando logra una de estas tres victorias:
    - **Mayoría:** ganar { $majority } murallas.
    - **Ruptura:** ganar { $breakthrough } murallas contiguas.
    - **Cerco:** ganar las dos murallas de los extremos de una línea completa de { $ramparts }, cada una con al menos una carta de valor { $high } o más en tu lado.
    Todo ello se explica con detalle en las páginas siguientes.

rb-setup-title = Preparación
rb-setup-body =
    La partida básica enfrenta a { $players-min } jugadores: uno lleva a los normandos y el otro a los bretones. Las partidas por equipos se explican más adelante.
    - Separa los guerreros por colores y baraja cada grupo para formar tres mazos boca abajo: el rojo de los normandos, el azul de los bretones y el verde de los mercenarios.
    - En la variante heroica, baraja también los héroes y forma con ellos un cuarto mazo.
    - Deja los mazos a un lado de la mesa. En el centro hace falta sitio para una línea de hasta { $ramparts } murallas.
    - Cada jugador roba { $hand } cartas del mazo de su bando: esa es su mano inicial.
    - Sortead quién empieza.
    > Las reglas originales dan el primer turno a quien haya visto el Monte Saint-Michel más recientemente y, en las partidas siguientes, a quien perdió la anterior. Este reglamento sortea quién empieza cada partida, y así se han jugado los ejemplos.

rb-turn-title = El turno
rb-turn-body =
    Los jugadores juegan por turnos, uno tras otro. En tu turno haces lo siguiente, en este orden:
    - **Resolver tu reclamación**, si anunciaste una en tu turno anterior.
    - **Lanzar el grito de reunión**, si te corresponde.
    - **Jugar una carta** de tu mano en tu lado de una muralla. Si no puedes jugar ninguna, pasas.
    - **Anunciar una reclamación**, si quieres. Como mucho, una por turno.
    - **Robar una carta**, si tienes menos de { $hand } en la mano.
    La primera carta de la partida crea la primera muralla. El siguiente jugador puede colocarse enfrente, en el otro lado de esa muralla, o abrir una nueva a su izquierda o a su derecha, y así sucesivamente.

rb-ramparts-title = Las murallas
rb-ramparts-body =
    Las murallas forman una línea entre los dos bandos. Cada una tiene un lado normando y un lado bretón, y cada bando juega sus cartas solo en su propio lado.
    - La primera carta de la partida abre la primera muralla.
    - Después, solo se puede abrir una muralla nueva en uno de los dos extremos de la línea, nunca entre dos murallas que ya existen.
    - La línea tiene como máximo { $ramparts } murallas. Ninguna desaparece, ni siquiera cuando alguien la gana.
    - En cada lado de una muralla caben como máximo { $side-max } cartas.
    - Una muralla ganada ya no admite cartas.
    Tu mano suele contener guerreros de tu color, rojos si eres normando y azules si eres bretón, y mercenarios verdes, que luchan para quien los juega. Cualquier carta que juegues va a tu lado, sea del color que sea.
    Una muralla está **en disputa** mientras nadie la haya ganado ni sellado.

rb-formations-title = Las combinaciones
rb-formations-body =
    En cada muralla, cada bando intenta reunir en su lado la mejor combinación de { $side-max } cartas. De la más débil a la más fuerte:
    - **Suma:** cartas que no forman ninguna de las combinaciones siguientes.
    - **Color:** { $side-max } cartas del mismo color.
    - **Escalera:** { $side-max } valores consecutivos que no son todos del mismo color. El orden en que se colocan no importa: un 5 verde, un 3 rojo y un 4 rojo forman escalera.
    - **Escalera de color:** { $side-max } valores consecutivos del mismo color.
    - **Trío:** { $side-max } cartas del mismo valor, sean del color que sean.
    Un lado está **completo** en cuanto tiene sus { $side-max } cartas. Hasta entonces no tiene combinación. El ejemplo muestra las combinaciones de la más fuerte a la más débil.

rb-ties-title = Combinaciones iguales
rb-ties-body =
    Una combinación más fuerte gana siempre a una más débil, sumen lo que sumen sus cartas.
    Si los dos lados tienen la misma combinación, gana el que suma más.
    Si además las sumas son iguales, gana el bando que completó antes su lado, es decir, el que colocó primero su última carta en esa muralla.
    > Si un héroe se lleva una carta de un lado completo, ese lado vuelve a estar incompleto. Cuando recupera sus { $side-max } cartas, cuenta como completado en ese nuevo momento, no en el primero.

rb-claims-title = Reclamar una muralla
rb-claims-body =
    Una muralla no se gana sola: hay que reclamarla.
    - En tu turno, después de jugar o de pasar, puedes anunciar una reclamación sobre una muralla en disputa en la que tu lado esté completo. Solo una por turno.
    - La reclamación tiene que ser válida cuando la anuncias. Lo es si los dos lados están completos y tu combinación gana a la del rival, o bien si puedes demostrar que el lado rival, aún incompleto, ya no puede superarte (consulta la sección siguiente).
    - La reclamación se resuelve al inicio de tu próximo turno. Si sigue siendo válida, tu bando gana la muralla. Si no, se anula sin más: entre tanto, un héroe puede haber cambiado la situación.
    - Las cartas de una muralla ganada se quedan donde están, fuera de juego: nadie puede añadir, mover ni tomar ninguna.
    Si la muralla que acabas de ganar le da la victoria a tu bando, la partida termina en ese mismo instante, sin jugar el resto del turno.

rb-proof-title = Reclamar antes de tiempo
rb-proof-body =
    No hace falta esperar a que el lado rival esté completo si puedes demostrar que nunca te superará.
    Imagina todas las maneras de completar el lado rival con guerreros que no están en el campo de batalla, es decir, los que siguen en las manos, incluida la tuya, y en los mazos. Si ninguna de ellas gana a tu combinación, la reclamación es válida.
    Recuerda que una combinación igual con la misma suma no te gana, porque tú completaste tu lado primero.
    Los héroes no cuentan: nunca se supone que el rival vaya a jugar uno.
    > El campo de batalla son todas las murallas, también las ya ganadas: sus cartas cuentan como vistas y puedes mirarlas para tu demostración. Un héroe colocado como guerrero cuenta como la carta que representa. El programa comprueba cada demostración examinando todas las posibilidades.

rb-drawing-title = Robar
rb-drawing-body =
    Al final de tu turno, si tienes menos de { $hand } cartas en la mano, robas una. Tú eliges de qué mazo:
    - el de tu bando, o el del bando rival si ya has lanzado el grito de reunión;
    - el de los mercenarios;
    - el de los héroes, en la variante heroica.
    Un mazo vacío ya no se puede elegir. Cuando se agotan todos, se sigue jugando con las cartas que quedan en las manos.

rb-rally-title = El grito de reunión
rb-rally-body =
    Puede ocurrir que te quedes sin guerreros: con la mano vacía o solo con héroes.
    Si al inicio de tu turno no tienes ningún guerrero en la mano y al mazo del bando rival aún le quedan cartas, lanzas el grito de reunión: tomas de encima de ese mazo tantas cartas como tenga en la mano el siguiente jugador rival en el orden de turno, o todas las que queden si son menos.
    A partir de ese momento, al final de tus turnos robas de ese mazo en lugar del tuyo.
    > Si el siguiente jugador rival tiene la mano vacía, no tomas nada y no hay grito de reunión. Esta regla solo existe cuando cada bando tiene su propio mazo, así que no se aplica en las variantes Reino de Francia y Batalla campal.

rb-victory-title = La victoria
rb-victory-body =
    Cada vez que un bando gana una muralla, se comprueba si ha logrado una de las tres victorias. Si es así, la partida termina en el acto.
    - **Mayoría:** el bando ha ganado { $majority } murallas.
    - **Ruptura:** el bando ha ganado { $breakthrough } murallas seguidas, sin ningún hueco entre ellas.
    - **Cerco:** la línea tiene sus { $ramparts } murallas y el bando ha ganado las dos de los extremos, cada una con al menos una carta de valor { $high } o más en su lado.
    > El cerco solo cuenta cuando la línea está completa: mientras pueda crecer, sus extremos todavía no son los definitivos.

rb-king-title = El rey de Francia
rb-king-body =
    Los mercenarios luchan para quien los juega, pero su lealtad es para Lotario.
    Una muralla cuyo lado ganador solo tiene cartas verdes, incluidos los héroes colocados como verdes, sirve en realidad a los planes del rey de Francia.
    Cuando un bando logra una victoria, se apartan mentalmente las murallas que ganó de ese modo. Si sin ellas la victoria ya no se sostiene, gana el rey de Francia y pierden los dos bandos.

rb-stalled-title = Una partida bloqueada
rb-stalled-body =
    > Las reglas originales no dicen cómo termina una partida en la que nadie consigue una victoria. Este reglamento resuelve el caso así.
    Un turno es **tranquilo** cuando su jugador no juega ninguna carta ni anuncia ninguna reclamación. Resolver una reclamación al inicio del turno no le quita la tranquilidad.
    Si los últimos turnos, tantos como jugadores haya, han sido todos tranquilos y no queda ninguna reclamación pendiente, la partida termina al final de ese turno:
    - gana el bando que haya ganado más murallas;
    - con las mismas murallas, si solo un bando ha jugado al arcángel Gabriel, gana el otro;
    - si no, la partida termina en empate.

rb-heroic-title = La variante heroica
rb-heroic-body =
    En esta variante intervienen los { $heroes } héroes, grandes figuras del año 966. Forman su propio mazo, del que puedes robar al final de tu turno.
    Un héroe se juega en lugar de un guerrero, como la carta de tu turno, y solo por su poder: nunca se descarta. Su poder depende del bando que lo juega, como resume la tabla.
    - **Guerrero libre** (Ricardo I con los normandos y Hoël I con los bretones; también Nordoard con los normandos y Hugo de Cavalcamp con los bretones, en su papel de sacerdotes): el héroe se coloca en tu lado como un guerrero del color y el valor que elijas.
    - **Lastre** (Ricardo I con los bretones, Hoël I con los normandos): el héroe se coloca en tu lado como un 1 verde.
    - **Mainard:** toma un guerrero del lado rival de una muralla en disputa y lo pasa a tu lado de esa misma muralla o de otra en disputa, siempre que allí haya sitio.
    - **Nordoard con los bretones, Hugo de Cavalcamp con los normandos:** llevan un guerrero del lado rival de una muralla en disputa al lado rival de otra muralla en disputa en la que haya sitio.
    - **Lotario:** elige cualquier mercenario del mazo del que robas los mercenarios y juégalo enseguida como guerrero; después se baraja ese mazo.
    - **San Auberto:** junto a una muralla en disputa, impide colocar o llevar allí cartas verdes, lastres incluidos. Las que ya están conservan su color, pero valen 0 y no sirven para formar escalera ni trío.
    - **Gabriel:** sella una muralla en disputa. Nadie puede colocar, mover ni tomar cartas allí, nadie la gana y cualquier reclamación sobre ella se anula. Si la partida se bloquea con las murallas empatadas, desempata en contra del bando que lo jugó.
    Los héroes colocados como guerreros ocupan un sitio en su lado y ya no se mueven. Los demás se dejan junto a la muralla en la que actúan y no ocupan sitio en ningún lado.
    Un guerrero libre, un lastre o el mercenario de Lotario pueden abrir una muralla nueva; los demás poderes solo actúan sobre murallas que ya existen.

rb-heroes-limits-title = Límites de los héroes
rb-heroes-limits-body =
    - Un bando nunca puede haber jugado más héroes que cartas haya jugado el bando rival, más uno. Cada jugada cuenta como una carta, también la de un héroe; Lotario y su mercenario son una sola jugada.
    - Tu mano no puede quedarse solo con héroes: no puedes robar un héroe, ni recibirlo de un compañero, si tienes menos de 2 guerreros en la mano.
    - Un poder que no tiene sobre qué actuar no se puede jugar: por ejemplo, Mainard si no hay ningún guerrero rival que tomar, o Lotario si ya no queda ningún mercenario en el mazo.
    - Un héroe nunca mueve ni copia a otro héroe: un héroe colocado como guerrero se queda donde está.

rb-teams-title = Partidas por equipos
rb-teams-body =
    A 4 o { $players-max } jugadores se forman dos equipos: los normandos y los bretones. Sentaos de modo que los bandos se alternen alrededor de la mesa, para que los turnos pasen siempre de un bando al otro.
    - La mano es de { $hand-four } cartas a 4 jugadores y de { $hand-six } a { $players-max }. Al final del turno, quien tenga menos roba una carta.
    - Todos los jugadores de un bando colocan sus cartas en el mismo lado de las murallas. Cada reclamación la resuelve quien la anunció, al inicio de su siguiente turno.
    - Cuando todos han jugado una vez, cada jugador entrega una carta de su mano al siguiente compañero de su bando en el orden de turno.
    El grito de reunión cuenta las cartas del siguiente jugador rival en el orden de turno. Las partidas por equipos se pueden combinar con la variante heroica y con Batalla campal.
    > Las entregas se deciden una tras otra, en el orden de turno, y se intercambian todas a la vez. Solo puedes entregar un héroe a un compañero que tenga al menos 3 guerreros en la mano antes del intercambio. Con la mano vacía, no entregas nada.

rb-kingdom-title = Variante Reino de Francia
rb-kingdom-body =
    Solo para { $players-min } jugadores. Cada uno sigue jugando en el lado de su bando, pero la preparación cambia:
    - Los guerreros rojos y azules se barajan juntos en un mazo común.
    - Cada jugador recibe su propio mazo de { $values } mercenarios, uno de cada valor, lo baraja y roba de él sus { $hand } cartas iniciales.
    - Al final del turno se roba del mazo común o del propio mazo de mercenarios, o del de héroes en la variante heroica. Lotario saca su mercenario del mazo de mercenarios de quien lo juega.
    - Cada héroe puede jugarse con el poder de cualquiera de los dos bandos, a elección de quien lo juega.
    No hay grito de reunión, porque no hay mazos de bando.

rb-royale-title = Variante Batalla campal
rb-royale-body =
    Para { $players-min }, 4 o { $players-max } jugadores. Cada uno sigue jugando en el lado de su bando, pero todas las cartas se barajan en un único mazo común: los { $warriors } guerreros y, si se usan, los héroes.
    - Cada jugador roba de ese mazo su mano inicial y, al final de cada turno, vuelve a robar de él. Lotario saca su mercenario de ese mismo mazo.
    - Cada héroe puede jugarse con el poder de cualquiera de los dos bandos, a elección de quien lo juega.
    - Si al robar no puedes recibir un héroe porque tienes menos de 2 guerreros en la mano, cada héroe que aparezca encima del mazo se pone debajo hasta que salga un guerrero. Si el mazo ya no tiene guerreros, no puedes robar de él.
    No hay grito de reunión, porque no hay mazos de bando.

rb-credits-title = Créditos
rb-credits-body =
    Un juego de { $designer }.
    Este reglamento se ha escrito para esta edición, y todos sus ejemplos los ha jugado el motor de reglas del programa.
    Las ilustraciones son imágenes generadas.

rb-quickref-title = Las reglas de un vistazo
rb-quickref-body =
    - **Tu turno:** resuelve tu reclamación pendiente; grito de reunión si te toca; juega una carta en tu lado o pasa; anuncia como mucho una reclamación; roba una carta si tienes menos de { $hand }.
    - **Murallas:** las nuevas, solo en los extremos de la línea; { $ramparts } como máximo; { $side-max } cartas por lado.
    - **Combinaciones**, de la más fuerte a la más débil: trío, escalera de color, escalera, color, suma.
    - **Misma combinación:** gana la suma mayor; con la misma suma, el lado completado antes.
    - **Reclamar:** tu lado completo y el rival también, y tu combinación gana; o el rival incompleto, pero sin forma de superarte con los guerreros que quedan fuera del campo de batalla (los héroes no cuentan).
    - **Resolución:** al inicio de tu siguiente turno; si ya no es válida, se anula.
    - **Robar:** de tu mazo, del de los mercenarios o del de los héroes; un mazo vacío ya no se elige.
    - **Grito de reunión:** sin guerreros en la mano, toma del mazo rival tantas cartas como tenga el siguiente rival y roba de ese mazo en adelante.
    - **Mayoría:** { $majority } murallas.
    - **Ruptura:** { $breakthrough } murallas contiguas.
    - **Cerco:** los dos extremos de la línea completa de { $ramparts }, cada uno con una carta de valor { $high } o más.
    - **Rey de Francia:** si la victoria depende de murallas ganadas solo con mercenarios, gana él y pierden los dos bandos.
    - **Bloqueo:** una vuelta entera sin cartas jugadas ni reclamaciones: gana el bando con más murallas.

## Pies de los ejemplos

rb-ex-line-caption = La línea crece: cada muralla nueva se abre en uno de los dos extremos, nunca entre dos murallas que ya existen.
rb-ex-formations-caption = Las cinco combinaciones, de la más fuerte a la más débil, cada una con su suma.
rb-ex-tie-sum-caption = En la muralla { $rampart }, los dos lados tienen { $normans-formation ->
        [three] trío
        [colour-run] escalera de color
        [run] escalera
        [colour] color
       *[sum] una simple suma
    }; los normandos suman { $normans-sum } y los bretones, { $bretons-sum }: a igual combinación, la suma mayor se lleva la muralla.
rb-ex-tie-first-caption = En la muralla { $rampart }, misma combinación ({ $normans-formation ->
        [three] trío
        [colour-run] escalera de color
        [run] escalera
        [colour] color
       *[sum] suma
    }) y misma suma ({ $normans-sum }): { $first ->
        [normans] ganan los normandos, que completaron antes su lado.
        [bretons] ganan los bretones, que completaron antes su lado.
       *[none] gana el bando que completó antes su lado.
    }
rb-ex-claim-proved-caption = Los normandos reclaman la muralla { $rampart } antes de que el lado bretón esté completo: ninguna carta que quede fuera del campo de batalla le permitiría superarlos.
rb-ex-claim-refused-caption = La reclamación sobre la muralla { $rampart } no es válida: una carta que aún no está en el campo de batalla podría completar el lado bretón con una combinación mejor.
rb-ex-majority-caption = Mayoría: con esta muralla, los normandos ya tienen { $normans-won } murallas, y la partida termina.
rb-ex-breakthrough-caption = Ruptura: { $winner ->
        [bretons] los bretones
       *[normans] los normandos
    } tienen { $breakthrough } murallas seguidas, una junto a otra.
rb-ex-encirclement-caption = Cerco: la línea tiene sus { $ramparts } murallas y { $winner ->
        [bretons] los bretones
       *[normans] los normandos
    } han ganado las dos de los extremos, cada una con una carta de valor { $high } o más en su lado.
rb-ex-king-caption = Los normandos alcanzan una victoria, pero una de sus murallas la ganaron solo con mercenarios: sin ella, la victoria no se sostiene y gana el rey de Francia.
rb-ex-rally-caption = A los bretones no les queda ningún guerrero en la mano: lanzan el grito de reunión y toman cartas del mazo normando.
rb-ex-hero-richard-caption = Los normandos juegan a Ricardo I como guerrero libre, con el color y el valor que eligen.
rb-ex-hero-hoel-caption = Jugado por los normandos, Hoël I es un lastre: cuenta en su lado como un 1 verde.
rb-ex-hero-mainard-caption = Mainard, jugado por los normandos, toma un guerrero del lado bretón y lo pasa al lado normando.
rb-ex-hero-nordoard-caption = Nordoard, jugado por los bretones, lleva un guerrero normando a otra muralla, sin sacarlo del lado normando.
rb-ex-hero-hugues-caption = Hugo de Cavalcamp, jugado por los normandos, lleva un guerrero bretón a otra muralla, sin sacarlo del lado bretón.
rb-ex-hero-lothaire-caption = Lotario saca del mazo de mercenarios el guerrero verde que prefiere y lo juega al instante; después se baraja el mazo.
rb-ex-hero-aubert-caption = San Auberto, junto a la muralla { $rampart }: allí los mercenarios conservan su color, pero no valen nada. Sumas: { $normans-sum } para los normandos y { $bretons-sum } para los bretones.
rb-ex-hero-gabriel-caption = El arcángel Gabriel sella la muralla { $rampart }: nadie la ganará.
rb-ex-gift-caption = Partida a 4 jugadores: tras una vuelta completa, cada jugador entrega una carta al siguiente compañero de su bando.
