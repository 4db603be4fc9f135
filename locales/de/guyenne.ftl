# Guyenne — deutsche Texte. Dieselben Kennungen wie die französische Datei.

## Karten

game-name = Guyenne
side-english = Engländer
side-french = Franzosen
castle-barbican = Barbakane
castle-gatehouse = Torhaus
castle-curtain-wall = Kurtine
castle-keep = Bergfried
castle-postern = Ausfallpforte
castle-tower = Turm
hero-black-prince = Edward von Woodstock
hero-black-prince-title = der Schwarze Prinz
hero-du-guesclin = Bertrand du Guesclin
hero-du-guesclin-title = Konnetabel von Frankreich
card-hero = Held
card-first-player = Startspieler
card-summary = Spielübersicht
card-castle = Burg

## Regelübersichtskarten

summary-1-title = Ablauf einer Runde
summary-1-body =
    Gespielt wird verdeckt: Neutrale oder gegnerische Burgen greifst du an, eigene verteidigst du.
    • Startspieler: wählt eine Burg und spielt dort.
    • Gegner: hält dort dagegen und spielt dann an einer zweiten Burg.
    • Startspieler: antwortet an dieser zweiten Burg.
    • Jeder spielt an genau zwei Burgen, an jeder eine bis { $max } { $max ->
        [one] Karte
       *[other] Karten
    }.
    • Neutrale Burgen greifen beide an.

summary-2-title = Kämpfe
summary-2-body =
    Burg für Burg addiert jede Seite ihre Karten.
    • Angreifer decken auf. Verteidiger dürfen aufgeben und verdeckt abwerfen.
    • Die höhere Summe siegt, bei Gleichstand der Verteidiger. Neutrale Burgen bleiben dann neutral.
    • Ein Held gewinnt immer – außer gegen den gegnerischen Helden: dann Gleichstand.
    • Danach: Gespielte Karten ablegen, Hand auf { $hand } auffüllen, Startspieler wechselt.

summary-3-title = Spielende
summary-3-body =
    • Wer nach einer Runde alle { $castles } Burgen hält, gewinnt sofort { $sweep } zu null.
    • Nachziehstapel leer? Ablagestapel mischen – beim { $limit ->
        [1] ersten
        [2] zweiten
        [3] dritten
       *[other] { $limit }.
    } Mal nicht mehr.
    • Hat dann ein Spieler ohne Stapel nach dem Auffüllen höchstens eine Karte, ist Schluss.
    • Jede eigene Burg zählt { $isolated } – oder { $grouped }, wenn sie an eine weitere eigene grenzt.
    • Gleichstand: Wer mehr Karten auf der Hand und im Stapel hat, gewinnt.

## Print files

doc-cards-duplex = { $game } — Karten zum Selbstdrucken, beidseitig ({ $paper })
doc-cards-gutterfold = { $game } — Karten zum Selbstdrucken, Falten und Kleben ({ $paper })
doc-cards-printshop = { $game } — Karten für die Druckerei, eine pro Seite mit Beschnitt
alt-card-face = Karte { $face }
