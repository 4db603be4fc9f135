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
