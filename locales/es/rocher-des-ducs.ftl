# Le rocher des ducs — textos en español. Los mismos identificadores que el archivo francés.
# Las cartas y el resumen de reglas leen estos mensajes; los números llegan de las reglas
# del juego y de game.toml mediante las variables { $… }.

game-name = Le rocher des ducs
doc-cards-duplex = { $game } — cartas para imprimir a doble cara ({ $paper })
doc-cards-gutterfold = { $game } — cartas para imprimir, doblar y pegar ({ $paper })
doc-cards-printshop = { $game } — cartas para imprenta, una por página con sangrado
pnp-title = Cómo imprimir estas cartas
pnp-scale = Imprime a tamaño real (100 %, nunca «ajustar a la página»), para que cada carta tenga su tamaño verdadero.
pnp-duplex = Imprime a doble cara, volteando por el borde largo. Las páginas { $first } a { $last } llevan las cartas en { $sheets } hojas: cada página de anversos va seguida de la página de sus reversos. Para comprobar el ajuste, imprime primero una sola hoja (la página { $check } y su reverso) y mírala al trasluz: cada reverso debe quedar justo detrás de su propio anverso.
pnp-gutterfold = Imprime por una sola cara. Las páginas { $first } a { $last } llevan las cartas en { $sheets } hojas: los anversos en la mitad izquierda y sus reversos en la derecha. Dobla cada hoja por la línea discontinua, con lo impreso hacia fuera, y pega las dos mitades antes de recortar.
pnp-cut = Recorta por las líneas que prolongan las marcas de corte de los márgenes, con regla y cúter o con una guillotina.
alt-card-face = Carta { $face }

## Bandos y dorsos de las cartas
faction-normans = Normandos
faction-bretons = Bretones
faction-mercenaries = Mercenarios
back-heroes = Héroes

## Héroes (variante heroica)
hero-richard = Ricardo I
hero-richard-title = duque de Normandía
hero-hoel = Hoël I
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
hero-gabriel-title = protector celestial

## Poderes de los héroes
power-for-normans = Para los normandos
power-for-bretons = Para los bretones
power-for-both = Para ambos bandos
power-free = **Guerrero libre:** se coloca como un guerrero del color y el valor que elijas.
power-weight = **Lastre:** se coloca en tu lado como un mercenario verde de valor 1.
power-mainard = Toma un guerrero del lado rival de una muralla en disputa, sea del color que sea, y colócalo en tu lado de una muralla en disputa en la que haya sitio.
power-move = **Traslado:** lleva un guerrero del lado rival de una muralla en disputa al de otra que tenga sitio.
power-lothaire = Elige cualquier mercenario del mazo del que robas los mercenarios (en «Reino de Francia», tu propio mazo; en «Batalla campal», el mazo común), colócalo al instante y después baraja ese mazo.
power-aubert = Junto a una muralla en disputa: allí ya no se puede colocar ninguna carta verde. Las verdes que ya están conservan su color, pero pierden su valor.
power-gabriel = Sella una muralla en disputa: ya no se le puede añadir ninguna carta, y nadie la gana. En caso de empate al final de la partida, gana el bando que no lo jugó.

## Resumen de reglas
summary-title = Resumen de reglas
summary-formations = Combinaciones, de la más fuerte a la más débil
formation-three = **Trío**: tres cartas del mismo valor.
formation-colour-run = **Escalera de color**: tres valores consecutivos del mismo color.
formation-run = **Escalera**: tres valores consecutivos de varios colores.
formation-colour = **Color**: tres cartas del mismo color.
formation-sum = **Suma**: todo lo demás.
summary-tie = A igual combinación, gana el total mayor; a igual total, el lado completado antes.
summary-claims-title = Conquista
summary-claims = Se anuncia en tu turno y se resuelve al inicio del siguiente. Tus { $cards } cartas, ya colocadas, deben ganar al lado rival completo (en empate, gana el completado antes), o debes demostrar que ningún modo de completarlo con guerreros de fuera del campo de batalla te ganaría (sin contar héroes).
summary-turn-title = Tu turno
summary-turn = Resuelve tu conquista pendiente; lanza el grito de guerra si no te queda ningún guerrero en la mano; juega una carta (o pasa); anuncia como mucho una conquista; roba una carta si tienes menos de { $hand } ({ $hand-four } con 4 jugadores, { $hand-six } con { $players-max }).
summary-victory-title = Victoria (tras cada muralla ganada)
victory-majority = **Mayoría**: { $majority } murallas.
victory-breakthrough = **Ruptura**: { $breakthrough } murallas contiguas.
victory-encirclement = **Cerco**: las dos murallas exteriores de la línea, cada una con un 6 o un 7 en tu lado, una vez completa la línea.
summary-king = **El rey de Francia** gana, y pierden ambos bandos, si una victoria se logra gracias a murallas ganadas solo con cartas verdes (una victoria que sin ellas no se sostendría).

## Rulebook

rb-doc-title = { $game } — Reglamento
rb-subtitle = Año 966: normandos y bretones se disputan el Monte Saint-Michel
rb-cover-facts = Juego de cartas para { $players-min }, 4 o { $players-max } jugadores · a partir de { $age } años · de { $minutes-min } a { $minutes-max } minutos
rb-toc-title = Índice
rb-example-label = Ejemplo
rb-clarification = Aclaración ({ $id }).

rb-component-warriors = Un guerrero normando, uno bretón y un mercenario. Cada carta lleva en dos esquinas su valor y el símbolo de su bando.
rb-component-heroes = Tres de los { $heroes } héroes de la variante heroica.
rb-component-backs = Los dorsos de los mazos normando, bretón y de los mercenarios, y el de los héroes.
rb-component-summary = La carta de resumen de reglas, por sus dos caras, para tenerla a mano durante la partida.
rb-heroes-table-hero = Héroe
rb-heroes-table-normans = Jugado por los normandos
rb-heroes-table-bretons = Jugado por los bretones

rb-label-won = { $faction ->
        [normans] Normandos
       *[bretons] Bretones
    }
rb-label-sealed = Sellada
rb-notes-title = Notas
rb-label-before = Antes
rb-label-after = Después
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
    } — total { $sum }

## Pasos de los ejemplos
# Con $team = yes (partidas a 4 o 6), el paso nombra al jugador, con el verbo en singular.

rb-step-lay = { $team ->
        [yes] El jugador { $player } ({ $faction ->
            [normans] normandos
           *[bretons] bretones
        }) { $new ->
            [yes] abre la muralla { $rampart } con { $card }.
           *[no] coloca { $card } en la muralla { $rampart }.
        }
       *[no] { $faction ->
            [normans] Los normandos
           *[bretons] Los bretones
        } { $new ->
            [yes] abren la muralla { $rampart } con { $card }.
           *[no] colocan { $card } en la muralla { $rampart }.
        }
    }
rb-step-free = { $team ->
        [yes] El jugador { $player } ({ $faction ->
            [normans] normandos
           *[bretons] bretones
        }) juega
       *[no] { $faction ->
            [normans] Los normandos
           *[bretons] Los bretones
        } juegan
    } a { $hero } como guerrero libre: hace de { $card } { $new ->
        [yes] y abre la muralla { $rampart }.
       *[no] en la muralla { $rampart }.
    }
rb-step-weight = { $team ->
        [yes] El jugador { $player } ({ $faction ->
            [normans] normandos
           *[bretons] bretones
        }) juega
       *[no] { $faction ->
            [normans] Los normandos
           *[bretons] Los bretones
        } juegan
    } a { $hero } como lastre: cuenta como { $card } { $new ->
        [yes] y abre la muralla { $rampart }.
       *[no] en su lado de la muralla { $rampart }.
    }
rb-step-mainard = { $hero }, jugado por { $team ->
        [yes] el jugador { $player } ({ $faction ->
            [normans] normandos
           *[bretons] bretones
        })
       *[no] { $faction ->
            [normans] los normandos
           *[bretons] los bretones
        }
    }, toma { $card } del lado { $faction ->
        [normans] bretón
       *[bretons] normando
    } de la muralla { $from } y lo coloca en el lado { $faction ->
        [normans] normando
       *[bretons] bretón
    } de la muralla { $to }.
rb-step-move = { $hero }, jugado por { $team ->
        [yes] el jugador { $player } ({ $faction ->
            [normans] normandos
           *[bretons] bretones
        })
       *[no] { $faction ->
            [normans] los normandos
           *[bretons] los bretones
        }
    }, lleva { $card } del lado { $faction ->
        [normans] bretón
       *[bretons] normando
    } de la muralla { $from } al lado { $faction ->
        [normans] bretón
       *[bretons] normando
    } de la muralla { $to }.
rb-step-lothaire = { $hero }, jugado por { $team ->
        [yes] el jugador { $player } ({ $faction ->
            [normans] normandos
           *[bretons] bretones
        })
       *[no] { $faction ->
            [normans] los normandos
           *[bretons] los bretones
        }
    }, saca { $card } del mazo de mercenarios y { $new ->
        [yes] abre con él la muralla { $rampart }
       *[no] lo coloca en la muralla { $rampart }
    }; después se baraja ese mazo. Cuidado: su lado es ahora todo verde, y una victoria que no se sostuviera sin esta muralla sería del rey de Francia.
rb-step-aubert = { $hero }, jugado por { $team ->
        [yes] el jugador { $player } ({ $faction ->
            [normans] normandos
           *[bretons] bretones
        })
       *[no] { $faction ->
            [normans] los normandos
           *[bretons] los bretones
        }
    }, se coloca junto a la muralla { $rampart }: allí las cartas verdes pasan a valer 0 y ya no forman escalera ni trío, y ya no podrá entrar allí ninguna otra carta verde.
rb-step-gabriel = { $hero }, jugado por { $team ->
        [yes] el jugador { $player } ({ $faction ->
            [normans] normandos
           *[bretons] bretones
        })
       *[no] { $faction ->
            [normans] los normandos
           *[bretons] los bretones
        }
    }, sella la muralla { $rampart }: ya no entra ni sale ninguna carta, y nadie podrá ganarla.
rb-step-pass = { $team ->
        [yes] El jugador { $player } ({ $faction ->
            [normans] normandos
           *[bretons] bretones
        }) no puede jugar ninguna carta: pasa, pero roba igualmente.
       *[no] { $faction ->
            [normans] Los normandos
           *[bretons] Los bretones
        } no pueden jugar ninguna carta: pasan, pero roban igualmente.
    }
rb-step-claim = { $team ->
        [yes] El jugador { $player } ({ $faction ->
            [normans] normandos
           *[bretons] bretones
        }) anuncia la conquista de
       *[no] { $faction ->
            [normans] Los normandos
           *[bretons] Los bretones
        } anuncian la conquista de
    } la muralla { $rampart } con su { $formation ->
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
        } tiene la misma combinación y el mismo total ({ $sum }), pero el lado { $faction ->
            [normans] normando
           *[bretons] bretón
        } se completó antes y gana
       *[no] el lado { $faction ->
            [normans] bretón
           *[bretons] normando
        } aún está incompleto, pero { $against ->
            [none] ningún guerrero que quede fuera del campo de batalla puede completarlo
           *[other] con los guerreros que quedan fuera del campo de batalla tendría como mucho { $against ->
                [three] trío
                [colour-run] escalera de color
                [run] escalera
                [colour] color
                [sum] una simple suma
               *[other] { $against }
            } ({ $against-sum })
        }, así que la demostración es válida
    }. La conquista se resolverá al inicio del siguiente turno { $team ->
        [yes] del jugador { $player }.
       *[no] { $faction ->
            [normans] de los normandos.
           *[bretons] de los bretones.
        }
    }
rb-step-refused = { $team ->
        [yes] El jugador { $player } ({ $faction ->
            [normans] normandos
           *[bretons] bretones
        }) no puede
       *[no] { $faction ->
            [normans] Los normandos
           *[bretons] Los bretones
        } no pueden
    } anunciar la conquista de la muralla { $rampart } con su { $formation ->
        [three] trío
        [colour-run] escalera de color
        [run] escalera
        [colour] color
        [sum] suma
       *[other] { $formation }
    } ({ $sum }): con los guerreros que aún no están en el campo de batalla, el lado { $faction ->
        [normans] bretón
       *[bretons] normando
    } todavía podría llegar a tener { $against ->
        [three] trío
        [colour-run] escalera de color
        [run] escalera
        [colour] color
        [sum] una suma
       *[other] { $against }
    } ({ $against-sum }), con lo que ganaría a { $faction ->
        [normans] los normandos.
       *[bretons] los bretones.
    }
rb-step-resolved = Al inicio del siguiente turno { $team ->
        [yes] del jugador { $player } ({ $faction ->
            [normans] normandos
           *[bretons] bretones
        })
       *[no] { $faction ->
            [normans] de los normandos
           *[bretons] de los bretones
        }
    }, se resuelve su conquista de la muralla { $rampart }: { $won ->
        [yes] { $team ->
            [yes] su bando la gana.
           *[no] la ganan.
        }
       *[no] ya no es válida, así que se anula y la muralla sigue en disputa.
    }
rb-step-rally = { $team ->
        [yes] El jugador { $player } ({ $faction ->
            [normans] normandos
           *[bretons] bretones
        }) no tiene ningún guerrero en la mano y lanza el grito de guerra: toma { $count ->
            [one] la carta de encima
           *[other] las { $count } cartas de encima
        } del mazo { $pile ->
            [normans] normando
           *[bretons] bretón
        } y, a partir de ahora, robará de ese mazo.
       *[no] { $faction ->
            [normans] Los normandos
           *[bretons] Los bretones
        } no tienen ningún guerrero en la mano y lanzan el grito de guerra: toman { $count ->
            [one] la carta de encima
           *[other] las { $count } cartas de encima
        } del mazo { $pile ->
            [normans] normando
           *[bretons] bretón
        } y, a partir de ahora, robarán de ese mazo.
    }
rb-step-draw = { $team ->
        [yes] El jugador { $player } ({ $faction ->
            [normans] normandos
           *[bretons] bretones
        }) roba
       *[no] { $faction ->
            [normans] Los normandos
           *[bretons] Los bretones
        } roban
    } { $card } { $pile ->
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
        }, pero sin las murallas ganadas solo con mercenarios no lo conseguirían: gana el rey de Francia y pierden los dos bandos.
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
    Año 966. El Monte Saint-Michel, la roca que domina la bahía, está en manos bretonas, pero Ricardo I, duque de Normandía, ha obtenido del papa un documento que le da autoridad sobre ella.
    Con ese respaldo, Ricardo se presenta ante el Monte para reclamarlo. Hoël I, duque de Bretaña, no piensa cedérselo.
    Mientras tanto, Lotario, rey de los francos, observa la disputa con mucho interés. Contrata mercenarios y espera que normandos y bretones se desgasten mutuamente.
    Elige tu bando, despliega bien a tus tropas y conquista las murallas del Monte antes que tu rival… sin hacerle el juego al rey.

rb-components-title = Material
rb-components-body =
    _{ $game }_ se juega con { $warriors } cartas de guerrero, a las que se suman { $heroes } cartas de héroe en la variante heroica.
    - **Guerreros:** tres colores, con valores del 1 al { $values } y { $copies } ejemplares de cada carta. Los rojos son los normandos; los azules, los bretones; los verdes, los mercenarios del rey de Francia, que cualquier bando puede jugar.
    - **Héroes:** { $heroes } personajes de la época, cada uno con un poder que depende del bando que lo juega.
    - **Resumen de reglas:** una carta con las combinaciones, la conquista, el turno y las victorias, para consultarla durante la partida.
    Los apartados «Aclaración», señalados con un filete dorado al margen, resuelven los casos que las reglas originales dejan abiertos. Son las decisiones de este reglamento, y todos los ejemplos las siguen; la referencia entre paréntesis solo sirve para citarlas.

rb-goal-title = Objetivo del juego
rb-goal-body =
    Normandos y bretones luchan por las murallas del Monte. Para ganar una muralla, tu bando debe reunir en su lado una combinación de { $side-max } cartas mejor que la del rival, y anunciar su conquista.
    Ganas la partida en cuanto tu bando logra una de estas tres victorias:
    - **Mayoría:** ganar { $majority } murallas.
    - **Ruptura:** ganar { $breakthrough } murallas contiguas.
    - **Cerco:** ganar las dos murallas exteriores de la línea, cada una con al menos una carta de valor { $high } o más.
    Pero cuidado con el rey de Francia: una victoria lograda gracias a murallas ganadas solo con sus mercenarios es suya, y pierden los dos bandos.

rb-setup-title = Preparación
rb-setup-body =
    La partida básica enfrenta a { $players-min } jugadores: uno lleva a los normandos y el otro a los bretones. Las partidas por equipos se explican más adelante.
    - Separa los guerreros por colores y baraja cada grupo para formar tres mazos boca abajo: el rojo de los normandos, el azul de los bretones y el verde de los mercenarios.
    - En la variante heroica, baraja también los héroes y forma con ellos un cuarto mazo.
    - Deja los mazos a un lado de la mesa.
    - Cada jugador roba { $hand } cartas del mazo de su bando: esa es su mano inicial.
    - Empieza quien haya visto el Monte Saint-Michel más recientemente. En las partidas siguientes, empieza quien perdió la anterior.
    > [I-D2.1] Las reglas originales solo separan las cartas en mazos; este reglamento los baraja todos.
    > [I-D2.3] Si así no queda claro quién empieza, o si lo preferís, sortead el primer turno.

rb-turn-title = El turno
rb-turn-body =
    Se juega por turnos, uno tras otro. En tu turno haces lo siguiente, en este orden:
    - **Resolver tu conquista**, si anunciaste una en tu turno anterior.
    - **Lanzar el grito de guerra**, si te toca (consulta «El grito de guerra»).
    - **Jugar una carta** de tu mano, casi siempre en tu lado de una muralla.
    - **Anunciar una conquista**, si quieres.
    - **Robar una carta**, si tienes menos de { $hand } en la mano ({ $hand-four } con 4 jugadores, { $hand-six } con { $players-max }).
    Después le toca al siguiente jugador. Con 4 o { $players-max } jugadores, cada vuelta a la mesa termina con las entregas entre compañeros (consulta «Partidas por equipos»).
    > [I-D3] Las reglas originales solo hablan de jugar una carta, de robar y de resolver una conquista al inicio del turno siguiente. Este reglamento coloca el grito de guerra al inicio del turno, justo después de esa resolución, y el anuncio de una conquista después de jugar la carta.
    > [I-D3.2] Si no puedes colocar ninguna carta, pasas, y el resto del turno sigue como siempre: puedes anunciar una conquista y robas si tu mano no está completa.

rb-ramparts-title = Las murallas
rb-ramparts-body =
    Las murallas forman una línea entre los dos bandos. Cada una tiene un lado normando y un lado bretón, y cada bando juega sus cartas solo en su propio lado.
    - La primera carta de la partida abre la primera muralla.
    - Después, solo se puede abrir una muralla nueva en uno de los dos extremos de la línea, nunca entre dos murallas que ya existen.
    - La línea tiene como máximo { $ramparts } murallas. Ninguna desaparece, ni siquiera cuando alguien la gana.
    - En cada lado de una muralla caben como máximo { $side-max } cartas.
    - Una muralla ganada ya no admite cartas: sus cartas se recogen en un montón que marca quién la ganó (consulta «Conquistar una muralla»).
    Tu mano suele contener guerreros de tu color, rojos si eres normando y azules si eres bretón, y mercenarios verdes, que luchan para quien los juega. Cualquier carta que juegues va a tu lado, sea del color que sea.
    Una muralla está **en disputa** mientras nadie la haya ganado ni sellado.
    Los muretes A, B, C… de las ilustraciones solo nombran las murallas de los ejemplos: el juego no tiene losetas de muralla. Las ilustraciones muestran cómo acaba cada ejemplo (una marcada «Antes», cómo empieza), y un marco dorado destaca la muralla de la que trata; el murete de una muralla ganada toma el color del bando ganador.

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
    Si los dos lados tienen la misma combinación, gana el de mayor **total**, es decir, el que suma más.
    Si además los totales son iguales, gana el lado que se completó antes, es decir, el que recibió antes su última carta.
    > [I-D5.2] Un lado se completa en el momento en que recibe su última carta. Si un héroe se lleva una carta de un lado completo, ese lado vuelve a estar incompleto; cuando recupera sus { $side-max } cartas, cuenta como completado en ese nuevo momento, no en el primero.

rb-claims-title = Conquistar una muralla
rb-claims-body =
    Una muralla no se gana sola: hay que anunciar su conquista.
    - En tu turno, después de jugar o de pasar, puedes anunciar la conquista de una muralla en disputa en la que tu lado esté completo.
    - La conquista tiene que ser válida cuando la anuncias. Lo es si los dos lados están completos y tu combinación gana a la del rival, contando las reglas de empate, o bien si puedes demostrar que el lado rival, aún incompleto, ya no puede superarte (consulta la sección siguiente).
    - La conquista se resuelve al inicio de tu próximo turno.
    - Cuando tu bando gana una muralla, todas sus cartas, las de los dos lados, se reúnen boca abajo en un solo montón en el lugar de la muralla, girado hacia tu bando. Nadie puede añadir, mover ni tomar cartas de ese montón, y sus cartas solo se pueden mirar para demostrar la conquista de otra muralla.
    > [I-D5.3c] Solo una conquista por turno: las reglas originales no fijan un número, y este reglamento permite una.
    > [I-D5.3d] Al inicio de tu próximo turno se vuelve a comprobar la conquista. Si sigue siendo válida, tu bando gana la muralla. Si no, se anula sin más: entre tanto, un héroe puede haber cambiado la situación.
    > [I-D5.4] Para que todos vean quién tiene la muralla, pon encima del montón una carta de tu bando si la hay (roja para los normandos, azul para los bretones): su dorso lo dice. Una muralla ganada solo con cartas verdes lleva en cambio un mercenario encima: cuenta para tu bando, pero el rey de Francia no le quita ojo.
    Si la muralla que acabas de ganar le da la victoria a tu bando, la partida termina en ese mismo instante, sin jugar el resto del turno.
    En las ilustraciones de este reglamento, las cartas de una muralla ganada se dejan boca arriba, con el nombre del bando ganador debajo, para que puedas seguir los ejemplos.

rb-proof-title = Conquistar sin esperar
rb-proof-body =
    No hace falta esperar a que el lado rival esté completo si puedes demostrar que nunca te superará.
    Imagina todas las maneras de completar el lado rival con guerreros que no están en el campo de batalla, es decir, los que siguen en las manos y en los mazos. Si ninguna de ellas gana a tu combinación, la conquista es válida.
    Recuerda que una combinación igual con el mismo total no te gana, porque tú completaste tu lado primero.
    Los héroes no cuentan en la demostración.
    > [I-D5.3a] El campo de batalla son todas las murallas, también las ya ganadas: sus cartas cuentan como vistas, y puedes mirar los montones de las murallas ganadas para tu demostración. Todos los demás guerreros, incluidos los de tu propia mano, pueden todavía completar el lado rival.
    > [I-D5.3b] Nunca se supone que vaya a jugarse un héroe que siga en una mano, y un héroe colocado como guerrero cuenta como la carta que representa.

rb-drawing-title = Robar
rb-drawing-body =
    Al final de tu turno, si tienes menos de { $hand } cartas en la mano, robas una. Tú eliges de qué mazo:
    - el de tu bando, o el del bando rival si ya has lanzado el grito de guerra;
    - el de los mercenarios;
    - el de los héroes, en la variante heroica (consulta «Límites de los héroes»).
    Un mazo vacío ya no se puede elegir. Cuando se agotan todos, se sigue jugando con las cartas que quedan en las manos.

rb-rally-title = El grito de guerra
rb-rally-body =
    Puede ocurrir que te quedes sin guerreros: con la mano vacía o solo con héroes.
    Si al inicio de tu turno no tienes ningún guerrero en la mano y al mazo del bando rival aún le quedan cartas, lanzas el grito de guerra: tomas de encima de ese mazo tantas cartas como tenga en la mano tu rival.
    A partir de ese momento, al final de tus turnos robas de ese mazo en lugar del tuyo.
    > [I-D6.3] Este reglamento cuenta las cartas del siguiente jugador rival en el orden de turno, pero nunca tomas más de las que necesitas para completar tu mano ({ $hand } cartas; { $hand-four } con 4 jugadores; { $hand-six } con { $players-max }), ni más de las que quedan en el mazo. Si así no hay nada que tomar, porque ese jugador tiene la mano vacía, no hay grito de guerra.

rb-victory-title = La victoria
rb-victory-body =
    Cada vez que un bando gana una muralla, se comprueba si ha logrado una de las tres victorias. Si es así, la partida termina en el acto.
    - **Mayoría:** el bando ha ganado { $majority } murallas.
    - **Ruptura:** el bando ha ganado { $breakthrough } murallas contiguas, es decir, seguidas en la línea, sin ninguna otra entre ellas.
    - **Cerco:** el bando ha ganado las dos murallas exteriores de la línea, cada una con al menos una carta de valor { $high } o más.
    > [I-D7.3] Este reglamento solo cuenta el cerco cuando la línea tiene sus { $ramparts } murallas: mientras pueda crecer, sus extremos todavía no son los definitivos. Las reglas originales piden un 6 o un 7 «en cada una de esas murallas»; este reglamento exige esa carta en el lado del bando que ganó la muralla.

rb-king-title = El rey de Francia
rb-king-body =
    Los mercenarios luchan para quien los juega, pero solo son leales a Lotario.
    Una muralla ganada solo con cartas verdes cuenta para el bando que la ganó, como cualquier otra. Pero el rey de Francia no la olvida: si una victoria se logra gracias a murallas ganadas solo con sus mercenarios, gana él y pierden los dos bandos.
    > [I-D5.5] Este reglamento lo decide así: cuando un bando logra una victoria, se apartan mentalmente las murallas que ganó solo con cartas verdes. Si sin ellas la victoria ya no se sostiene, gana el rey de Francia; si se sostiene, la victoria es del bando. Un héroe colocado como verde (un lastre, o un guerrero libre declarado verde) cuenta como una carta verde.

rb-stalled-title = Una partida bloqueada
rb-stalled-body =
    Puede ocurrir que la batalla se atasque sin que nadie logre ninguna de las tres victorias. Las reglas originales no dicen cómo termina entonces la partida, aunque el poder de Gabriel habla de un empate al final; este reglamento fija ese final.
    > [I-D7.4] Un turno es **tranquilo** cuando su jugador no juega ninguna carta ni anuncia ninguna conquista (resolver una conquista al inicio del turno no le quita la calma). La partida termina al final de un turno si los últimos turnos, tantos como jugadores haya, han sido todos tranquilos, no queda ninguna conquista pendiente y nadie tiene en la mano una carta que pudiera colocar, juzgando cada mano como si fuera el turno de su jugador. Gana el bando que haya ganado más murallas; con las mismas murallas, si solo un bando ha jugado al arcángel Gabriel, gana el otro; si no, la partida termina en empate.

rb-heroic-title = La variante heroica
rb-heroic-body =
    En esta variante intervienen los { $heroes } héroes, grandes figuras del año 966. Forman su propio mazo, del que puedes robar al final de tu turno.
    Un héroe se juega como la carta de tu turno, en lugar de un guerrero, y solo por su poder: nunca se descarta. Su poder depende del bando que lo juega, como resume la tabla. Tres clases de poderes tienen nombre propio:
    - **Guerrero libre** (Ricardo I y Nordoard con los normandos; Hoël I y Hugo de Cavalcamp con los bretones): el héroe se coloca en tu lado como un guerrero del color y el valor que elijas.
    - **Lastre** (Ricardo I con los bretones, Hoël I con los normandos): el héroe se coloca en tu lado como un 1 verde.
    - **Traslado** (Nordoard con los bretones, Hugo de Cavalcamp con los normandos): lleva un guerrero del lado rival de una muralla en disputa a otra muralla en disputa en la que haya sitio.
    Los otros cuatro héroes tienen el mismo poder para los dos bandos:
    - **Mainard:** toma un guerrero del lado rival de una muralla en disputa, sea del color que sea, y lo coloca en tu lado de esa misma muralla o de otra en disputa, siempre que allí haya sitio.
    - **Lotario:** elige cualquier mercenario del mazo del que robas los mercenarios y lo coloca enseguida en tu lado como guerrero; después se baraja ese mazo.
    - **San Auberto:** colocado junto a una muralla en disputa, se la cierra a los mercenarios: allí ya no se puede colocar ninguna carta verde. Las verdes que ya están conservan su color, pero pierden su valor.
    - **Gabriel:** sella una muralla en disputa. Nadie puede colocar cartas allí, y nadie la gana. En caso de empate al final de la partida, gana el bando que no lo jugó (consulta «Una partida bloqueada»).
    Los héroes colocados como guerreros ocupan un sitio en su lado y ya no se mueven. En las ilustraciones, un borde morado los señala, y un héroe colocado junto a una muralla aparece a la izquierda de su murete.
    > [I-D8a] Según las reglas originales, Nordoard con los normandos y Hugo de Cavalcamp con los bretones «juegan como sacerdotes». Este reglamento los convierte en guerreros libres.
    > [I-D8b] El guerrero trasladado sigue en el lado rival: las reglas originales no dicen a qué lado va.
    > [I-D8c] Junto a san Auberto tampoco puede llegar ninguna carta verde movida por Mainard o por un traslado. Este reglamento entiende «pierden su valor» así: las cartas verdes de esa muralla, incluidos los héroes colocados como verdes, valen 0 en el total y no forman escalera ni trío.
    > [I-D8d] En una muralla sellada por Gabriel tampoco se pueden mover ni tomar cartas, y cualquier conquista anunciada sobre ella se anula.
    > [I-D8e] Los héroes que no se colocan como guerreros se dejan junto a una muralla y no ocupan sitio en ninguno de sus lados: Mainard, y Nordoard o Hugo de Cavalcamp cuando se juegan como traslado, junto a la muralla a la que llegó el guerrero; Lotario, junto a su mercenario; san Auberto y Gabriel, junto a la muralla sobre la que actúan. Mainard, los traslados, san Auberto y Gabriel solo actúan sobre murallas que ya existen, mientras que un guerrero libre, un lastre o el mercenario de Lotario pueden abrir una muralla nueva.

rb-heroes-limits-title = Límites de los héroes
rb-heroes-limits-body =
    - Un héroe nunca mueve ni copia a otro héroe: un héroe colocado como guerrero se queda donde está.
    - Nunca una mano de héroes: un héroe no entra en una mano a la que le faltan guerreros (consulta la aclaración I-D6.4a, más abajo). Si al jugar tus guerreros solo te quedan héroes, tu grito de guerra te devuelve guerreros (consulta «El grito de guerra»; no existe en las variantes «Reino de Francia» y «Batalla campal»).
    - Las reglas originales limitan además cuántos héroes puede haber jugado un bando.
    > [I-D8.1] { $hero-limit ->
        [opponent-cards] Las reglas originales comparan los héroes de un bando con las cartas jugadas por el bando rival, más una, y este reglamento las toma al pie de la letra: cada jugada cuenta como una carta, también la de un héroe, y Lotario y su mercenario son una sola jugada. Como se juega por turnos, el límite nunca frena a nadie.
       *[opponent-heroes] Al pie de la letra, las reglas originales comparan los héroes de un bando con las cartas jugadas por el otro, un límite que nunca frenaría a nadie porque se juega por turnos. Este reglamento lo lee así: un bando nunca puede haber jugado más de un héroe por encima de los que ha jugado el bando rival.
    }
    > [I-D6.4a] No puedes robar un héroe, ni recibirlo de un compañero, si tienes menos de 2 guerreros en la mano: el mazo de héroes queda cerrado para ti.
    > [I-D8f] Un poder que no tiene sobre qué actuar no se puede jugar: por ejemplo, Mainard o un traslado si no hay ningún guerrero rival que mover, Lotario si ya no queda ningún mercenario en el mazo, o san Auberto y Gabriel si no queda ninguna muralla en disputa.

rb-heroes-examples-title = Los héroes en acción
rb-teams-title = Partidas por equipos
rb-teams-body =
    A 4 o { $players-max } jugadores se forman dos equipos: los normandos y los bretones. Sentaos de modo que los bandos se alternen alrededor de la mesa, para que los turnos pasen siempre de un bando al otro.
    - La mano es de { $hand-four } cartas con 4 jugadores y de { $hand-six } con { $players-max }. Al final de tu turno, si tienes menos cartas que esas, robas una.
    - Todos los jugadores de un bando colocan sus cartas en el mismo lado de las murallas. Cada conquista la resuelve quien la anunció, al inicio de su siguiente turno.
    - Al final de cada vuelta, cuando todos han jugado una vez, cada jugador entrega una carta de su mano a un compañero.
    - Vuestros ejércitos llegan desde lejos: los compañeros no pueden decirse nada sobre sus cartas.
    Las partidas por equipos se pueden combinar con la variante heroica y con «Batalla campal», pero no con «Reino de Francia».
    > [I-D9.1a] Las reglas originales hablan del compañero de la izquierda; este reglamento lo entiende como el siguiente jugador de tu bando en el orden de turno.
    > [I-D9.1b] Las entregas se deciden una tras otra, en el orden de turno, y se intercambian todas a la vez. Con la mano vacía, no entregas nada.
    > [I-D9.1c] El compañero que recibe un héroe entrega a la vez una carta suya, quizá un guerrero. Por eso solo puedes entregarle un héroe si tiene al menos 3 guerreros en la mano antes del intercambio: así le quedan al menos 2 (consulta I-D6.4a).

rb-kingdom-title = Variante Reino de Francia
rb-kingdom-body =
    Solo para { $players-min } jugadores. Cada uno sigue jugando en el lado de su bando, pero la preparación cambia:
    - Los guerreros rojos y azules se barajan juntos en un mazo común.
    - Cada jugador recibe su propio mazo de { $values } mercenarios, uno de cada valor, lo baraja y roba de él sus { $hand } cartas iniciales.
    - Al final del turno se roba del mazo común o del propio mazo de mercenarios, o del de héroes en la variante heroica.
    - Cada héroe puede jugarse con el poder de cualquiera de los dos bandos, a elección de quien lo juega.
    > [I-D9.2] Como ningún bando tiene su propio mazo, no hay grito de guerra. Lotario saca su mercenario del mazo de mercenarios de quien lo juega.

rb-royale-title = Variante Batalla campal
rb-royale-body =
    Para { $players-min }, 4 o { $players-max } jugadores. Cada uno sigue jugando en el lado de su bando, pero todas las cartas se barajan en un único mazo común: los { $warriors } guerreros y, si se usan, los héroes.
    - Cada jugador roba de ese mazo su mano inicial y, al final de cada turno, vuelve a robar de él.
    - Cada héroe puede jugarse con el poder de cualquiera de los dos bandos, a elección de quien lo juega.
    > [I-D9.3] Las reglas originales dan { $hand } cartas a cada jugador; con más de { $players-min } jugadores, este reglamento mantiene las manos de las partidas por equipos ({ $hand-four } con 4 jugadores y { $hand-six } con { $players-max }). No hay grito de guerra, y Lotario saca su mercenario del mazo común.
    > [I-D2.2] Con héroes, las manos iniciales se reparten carta a carta desde encima del mazo; mientras una mano tenga menos de 2 guerreros, un héroe que aparezca encima pasa antes debajo del mazo.
    > [I-D6.4b] Lo mismo vale durante la partida: si no puedes robar un héroe porque tienes menos de 2 guerreros en la mano, cada héroe que aparezca encima del mazo se pone debajo hasta que salga un guerrero. Si el mazo ya no tiene guerreros, queda cerrado para ti mientras tengas menos de 2 guerreros en la mano.

rb-credits-title = Créditos
rb-credits-body =
    Un juego de { $designer }.
    Este reglamento se ha escrito para esta edición, y todos sus ejemplos se han comprobado jugada a jugada con estas reglas.
    Las ilustraciones las ha dibujado scriptorium para esta edición, a partir de los datos del juego.

rb-quickref-title = Las reglas de un vistazo
rb-quickref-body =
    - **Tu turno:** resuelve tu conquista pendiente; lanza el grito de guerra si te toca; juega una carta en tu lado o pasa; anuncia como mucho una conquista; roba una carta si tienes menos de { $hand } ({ $hand-four } con 4 jugadores, { $hand-six } con { $players-max }), aunque hayas pasado.
    - **Murallas:** las nuevas, solo en los extremos de la línea; { $ramparts } como máximo; { $side-max } cartas por lado.
    - **Combinaciones**, de la más fuerte a la más débil: trío, escalera de color, escalera, color, suma.
    - **Misma combinación:** gana el total mayor; con el mismo total, el lado completado antes.
    - **Conquista:** tu lado completo y el rival también, y tu combinación gana; o el rival incompleto, pero sin forma de superarte con los guerreros que quedan fuera del campo de batalla (los héroes no cuentan).
    - **Resolución:** al inicio de tu siguiente turno; si ya no es válida, se anula.
    - **Muralla ganada:** sus cartas, boca abajo en un montón girado hacia tu bando, con una carta de tu bando encima (un mercenario si ganaste solo con verdes); nadie las toca, y solo se miran para una demostración.
    - **Robar:** de tu mazo, del de los mercenarios o (variante heroica) del de los héroes; un mazo vacío ya no se elige.
    - **Grito de guerra:** sin guerreros en la mano, toma del mazo rival tantas cartas como tenga el siguiente rival (sin pasar de una mano completa) y roba de ese mazo en adelante.
    - **Mayoría:** { $majority } murallas.
    - **Ruptura:** { $breakthrough } murallas contiguas.
    - **Cerco:** las dos murallas exteriores, cada una con una carta de valor { $high } o más en tu lado, una vez completa la línea.
    - **Rey de Francia:** si una victoria se logra gracias a murallas ganadas solo con cartas verdes (una victoria que sin ellas no se sostendría), gana él y pierden los dos bandos.
    - **Bloqueo:** tras tantos turnos tranquilos seguidos como jugadores haya (nadie juega carta ni anuncia una conquista), si no queda ninguna conquista pendiente y nadie tiene en la mano una carta que pueda colocar, la partida termina: gana el bando con más murallas; con las mismas murallas, si solo un bando jugó al arcángel Gabriel, gana el otro; si no, empate.
    - **Héroes:** los héroes jugados por tu bando no pueden superar en más de uno { $hero-limit ->
        [opponent-cards] las cartas jugadas
       *[opponent-heroes] los héroes jugados
    } por el rival; no robas ni recibes un héroe con menos de 2 guerreros en la mano; ningún héroe actúa sobre otro héroe.

## Pies de los ejemplos

rb-ex-line-caption = La línea crece: cada muralla nueva se abre en uno de los dos extremos, nunca entre dos murallas que ya existen. Las letras de las murallas van de izquierda a derecha según la línea final, así que la primera muralla que se abre no tiene por qué ser la A.
rb-ex-formations-caption = Las cinco combinaciones, de la más fuerte a la más débil, cada una con su total.
rb-ex-tie-sum-caption = En la muralla { $rampart }, los dos lados tienen { $normans-formation ->
        [three] trío
        [colour-run] escalera de color
        [run] escalera
        [colour] color
       *[sum] una simple suma
    }; los normandos suman { $normans-sum } y los bretones, { $bretons-sum }. Los bretones completaron antes su lado, pero a igual combinación manda el total mayor, y la muralla es para los normandos.
rb-ex-tie-first-caption = En la muralla { $rampart }, misma combinación ({ $normans-formation ->
        [three] trío
        [colour-run] escalera de color
        [run] escalera
        [colour] color
       *[sum] suma
    }) y mismo total ({ $normans-sum }): { $first ->
        [normans] ganan los normandos, que completaron antes su lado.
        [bretons] ganan los bretones, que completaron antes su lado.
       *[none] gana el bando que completó antes su lado.
    }
rb-ex-claim-proved-caption =
    Los normandos anuncian la conquista de la muralla { $rampart } con { $normans-formation ->
        [three] su trío
        [colour-run] su escalera de color
        [run] su escalera
        [colour] su color
       *[sum] su suma
    } ({ $normans-sum }) antes de que el lado bretón esté completo: ninguna forma de completarlo con los guerreros que quedan fuera del campo de batalla permitiría superarlos, así que la conquista es válida.
rb-ex-claim-refused-caption =
    La conquista de la muralla { $rampart } no es válida: un guerrero que aún no está en el campo de batalla podría completar el lado bretón con una combinación mejor que { $normans-formation ->
        [three] el trío
        [colour-run] la escalera de color
        [run] la escalera
        [colour] el color
       *[sum] la suma
    } de los normandos ({ $normans-sum }).
rb-ex-majority-caption = Mayoría: con esta muralla, los normandos ya tienen { $normans-won } murallas, y la partida termina.
rb-ex-breakthrough-caption =
    Ruptura: { $winner ->
        [bretons] los bretones
       *[normans] los normandos
    } tienen { $breakthrough } murallas seguidas, una junto a otra, y la partida termina en el acto.
rb-ex-encirclement-caption = Cerco: la línea tiene sus { $ramparts } murallas y { $winner ->
        [bretons] los bretones
       *[normans] los normandos
    } han ganado las dos de los extremos, cada una con una carta de valor { $high } o más en su lado.
rb-ex-king-caption =
    Al ganar la muralla D, los normandos alcanzan { $victory ->
        [majority] la mayoría
        [breakthrough] la ruptura
        [encirclement] el cerco
       *[other] una victoria
    }, pero la muralla { $rampart }, destacada, la ganaron solo con mercenarios: sin ella, la victoria no se sostiene, así que gana el rey de Francia y pierden los dos bandos.
rb-ex-rally-caption = El mazo bretón y el de los mercenarios se han agotado, y a los bretones no les queda ningún guerrero en la mano: al inicio de su turno lanzan el grito de guerra, toman del mazo normando tantas cartas como tienen los normandos y, desde ahora, robarán de ese mazo. Los guerreros rojos que colocan cuentan en su lado como cualquier otro.
rb-ex-hero-richard-caption = Los normandos juegan a Ricardo I como guerrero libre, con el color y el valor que eligen.
rb-ex-hero-hoel-caption =
    Jugado por los normandos, Hoël I es un lastre: cuenta en su lado como un 1 verde. Su lado de la muralla { $rampart } se queda en { $normans-formation ->
        [three] un trío
        [colour-run] una escalera de color
        [run] una escalera
        [colour] un color
       *[sum] una suma
    } ({ $normans-sum }), todo de cartas verdes: si ganan esta muralla, una victoria que no se sostuviera sin ella sería del rey de Francia.
rb-ex-hero-mainard-caption =
    Mainard, jugado por los normandos, toma un guerrero del lado bretón de otra muralla y lo coloca en el lado normando de la muralla { $rampart }, donde ahora lucha por los normandos: allí tienen ya { $normans-formation ->
        [three] un trío
        [colour-run] una escalera de color
        [run] una escalera
        [colour] un color
       *[sum] una suma
    } ({ $normans-sum }).
rb-ex-hero-nordoard-caption = Nordoard, jugado por los bretones, lleva un guerrero normando de la muralla { $rampart } a otra muralla, sin sacarlo del lado normando. El lado normando de la muralla { $rampart } ya no está completo.
rb-ex-hero-hugues-caption = Hugo de Cavalcamp, jugado por los normandos, lleva un guerrero bretón de la muralla { $rampart } a otra muralla, sin sacarlo del lado bretón. El lado bretón de la muralla { $rampart } ya no está completo.
rb-ex-hero-lothaire-caption =
    Con Lotario, los normandos eligen en el mazo de mercenarios el guerrero verde que prefieren y lo juegan al instante; después se baraja ese mazo. Cuidado con el rey: { $normans-formation ->
        [three] su trío
        [colour-run] su escalera de color
        [run] su escalera
        [colour] su color
       *[sum] su suma
    } ({ $normans-sum }) es solo de cartas verdes, y si ganan esta muralla, una victoria que no se sostuviera sin ella sería del rey de Francia.
rb-ex-hero-aubert-caption = San Auberto, junto a la muralla { $rampart }: allí los mercenarios conservan su color, pero valen 0 y ya no forman escalera. La escalera de color verde de los bretones se queda en un simple color ({ $bretons-sum }), y la escalera de color de los normandos ({ $normans-sum }) ahora la supera.
rb-ex-hero-gabriel-caption =
    Los normandos amenazaban con conquistar la muralla { $rampart } con { $normans-formation ->
        [three] su trío
        [colour-run] su escalera de color
        [run] su escalera
        [colour] su color
       *[sum] su suma
    } ({ $normans-sum }): jugado por los bretones, el arcángel Gabriel la sella. Ya no entra ni sale ninguna carta, y nadie la ganará.
rb-ex-gift-caption = Partida con 4 jugadores: tras una vuelta completa, cada jugador entrega una carta al siguiente compañero de su bando.

# The balance report (`scriptorium balance`): how a simulated game ended.
balance-end = { $end ->
    [majority] mayoría
    [breakthrough] ruptura
    [encirclement] cerco
    [count] partida bloqueada: más murallas
    [gabriel] partida bloqueada: decide Gabriel
    [draw] partida bloqueada: empate
   *[king] el rey de Francia
}
