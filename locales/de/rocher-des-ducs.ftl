# Le rocher des ducs — deutsche Texte. Dieselben Kennungen wie die französische Datei.
# Die Karten und die Spielübersicht lesen diese Nachrichten; die Zahlen kommen aus
# der Regel-Engine und aus game.toml über die Variablen { $… }.

game-name = Le rocher des ducs
doc-cards-duplex = { $game } — Karten zum Selbstdrucken, beidseitig ({ $paper })
doc-cards-gutterfold = { $game } — Karten zum Selbstdrucken, Falten und Kleben ({ $paper })
doc-cards-printshop = { $game } — Karten für die Druckerei, eine pro Seite mit Beschnitt
alt-card-face = Karte { $face }

## Lager und Kartenrückseiten
faction-normans = Normannen
faction-bretons = Bretonen
faction-mercenaries = Königssöldner
back-heroes = Helden

## Helden (Heldenvariante)
hero-richard = Richard I.
hero-richard-title = Herzog der Normandie
hero-hoel = Hoël I.
hero-hoel-title = Herzog der Bretagne
hero-mainard = Mainard
hero-mainard-title = Abt des Mont-Saint-Michel
hero-nordoard = Nordoard
hero-nordoard-title = Erzbischof von Rennes
hero-hugues = Hugo von Cavalcamp
hero-hugues-title = Erzbischof von Rouen
hero-lothaire = Lothar
hero-lothaire-title = König der Franken
hero-aubert = Heiliger Aubert
hero-aubert-title = Geist des Gründers vom Mont
hero-gabriel = Erzengel Gabriel
hero-gabriel-title = Schutzheiliger

## Heldenkräfte
power-for-normans = Für die Normannen
power-for-bretons = Für die Bretonen
power-for-both = Für beide Lager
power-free = Wird als Krieger ausgelegt; Farbe und Wert bestimmst du.
power-weight = Wird als grüner Söldner mit Wert 1 ausgelegt: Ballast für dein Lager.
power-mainard = Nimm einen gegnerischen Krieger von einem umkämpften Wall und lege ihn auf deine Seite eines umkämpften Walls.
power-move = Versetze einen gegnerischen Krieger an einen anderen umkämpften Wall; er bleibt auf der gegnerischen Seite.
power-lothaire = Nimm einen beliebigen Söldner aus seinem Stapel und lege ihn sofort aus; mische danach diesen Stapel.
power-aubert = Neben einen umkämpften Wall gelegt: Dort kommt kein Söldner mehr hinzu; die vorhandenen behalten ihre Farbe, sind aber wertlos.
power-gabriel = Versiegelt einen umkämpften Wall: Keine Karte kommt mehr hinzu oder weg, niemand gewinnt ihn. Bei Gleichstand am Spielende gewinnt das gegnerische Lager.

## Spielübersicht
summary-title = Spielübersicht
summary-formations = Formationen, von der stärksten zur schwächsten
formation-three = **Drilling**: drei Karten mit gleichem Wert.
formation-colour-run = **Farbstraße**: drei aufeinanderfolgende Werte in einer Farbe.
formation-run = **Straße**: drei aufeinanderfolgende Werte in gemischten Farben.
formation-colour = **Farbe**: drei Karten in einer Farbe.
formation-sum = **Summe**: alles andere.
summary-tie = Bei gleicher Formation gewinnt die höhere Summe, bei gleicher Summe das Lager, das seine dritte Karte zuerst ausgelegt hat.
summary-claims-title = Wall beanspruchen
summary-claims = Ansage in deinem Zug, Entscheidung zu Beginn deines nächsten. Deine { $cards } Karten müssen dort liegen, die gegnerischen auch – außer du beweist, dass keine Karte außerhalb des Schlachtfelds deine Formation schlagen kann (ohne Helden).
summary-victory-title = Sieg, sobald ein Wall fällt
victory-majority = **Mehrheit**: { $majority } Wälle.
victory-breakthrough = **Durchbruch**: { $breakthrough } Wälle nebeneinander.
victory-encirclement = **Umzingelung**: die beiden äußeren Wälle einer Reihe von { $ramparts }, jeder mit einer 6 oder 7 auf deiner Seite.
summary-king = **Der König von Frankreich** gewinnt und beide Lager verlieren, wenn der Sieg ohne die allein mit Söldnern gewonnenen Wälle nicht zustande käme.
