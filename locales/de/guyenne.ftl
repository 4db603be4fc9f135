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
    • Angreifer decken auf. Verteidiger dürfen aufgeben und ihre Karten verdeckt ablegen.
    • Die höhere Summe siegt, bei Gleichstand der Verteidiger. Neutrale Burgen bleiben dann neutral.
    • Ein Held gewinnt immer – außer gegen den gegnerischen Helden: dann Gleichstand.
    • Danach: Gespielte Karten ablegen, Hand auf { $hand } auffüllen, Startspielerkarte umdrehen.

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
    • { $scoring ->
        [2021] Jede eigene Burg zählt 1, dazu die Größe der größten Gruppe benachbarter eigener Burgen (ab 2) und jede Karte auf der Hand und im Stapel.
       *[other] Jede eigene Burg zählt { $isolated } – oder { $grouped }, wenn sie an eine weitere eigene grenzt.
    }
    • { $scoring ->
        [2021] Gleichstand: Die größere Gruppe gewinnt, dann wer mehr Karten auf der Hand und im Stapel hat.
       *[other] Gleichstand: Wer mehr Karten auf der Hand und im Stapel hat, gewinnt.
    }

## Print files

doc-cards-duplex = { $game } — Karten zum Selbstdrucken, beidseitig ({ $paper })
doc-cards-gutterfold = { $game } — Karten zum Selbstdrucken, Falten und Kleben ({ $paper })
doc-cards-printshop = { $game } — Karten für die Druckerei, eine pro Seite mit Beschnitt
alt-card-face = Karte { $face }

## Rulebook

rb-doc-title = { $game } – Spielregel
rb-subtitle = Bluff und Burgeneroberung für { $players-min } bis { $players-max } Spieler ab { $age } Jahren · { $minutes-min } bis { $minutes-max } Minuten
rb-edition =
    { $edition ->
        [2021] Regeln der Ausgabe 2021
       *[2022] Regelstand vom 25. April 2022
    }
rb-toc-title = Inhalt
rb-example-label = Beispiel
rb-and = und
rb-or = oder
rb-clarification = Klarstellung.
# Ein Wert der Zahlenkarten in einer Aufzählung: Anzahl je Seite und Wert.
rb-card-count = { $count } × { $value }
rb-hero-short = Held

rb-credits-title = Impressum
rb-credits-body =
    Ein Spiel von { $authors }.
    Illustrationen der Originalausgabe: { $illustrator }.
    Verlag: { $publisher }.

rb-history-title = Geschichtlicher Hintergrund
rb-history-body =
    Mitte des 14. Jahrhunderts tobt der Hundertjährige Krieg zwischen England und Frankreich. Vor allem in den Jahren 1355 bis 1370 wird um jede Burg erbittert gerungen.
    Edward von Woodstock, Prinz von Wales, genannt der Schwarze Prinz, zieht mit seinen Truppen auf gefürchteten Raubzügen kreuz und quer durch Frankreich. „Guyenne!“ lautet dabei der Schlachtruf seiner englischen und gascognischen Krieger. Auf der Gegenseite stehen König Johann II., der Gute, mit seinem Heer und sein treuer Gefolgsmann Bertrand du Guesclin.
    Guyenne ist zugleich der Name des Herzogtums, das der englischen Krone im Vertrag von Brétigny 1360 als erblicher Besitz zugesprochen wird.
    Im Grenzland zwischen dem Süden des Berry und dem Norden des Limousin stoßen damals das Königreich Frankreich und das englische Aquitanien aneinander. Allein in den Tälern von Anglin, Creuse, Bouzanne, Indre und Arnon liegen rund dreißig Burgen und befestigte Orte.
    Du bist Vasall eines der beiden Könige und sollst eine dieser Grenzburgen für deinen Lehnsherrn sichern. Jede Burgkarte zeigt einen Abschnitt ihrer Befestigung. Wie viele davon kannst du halten?

rb-principle-title = Worum geht es?
rb-principle-body =
    { $game } wird über mehrere Runden gespielt. Mit den Karten auf deiner Hand versuchst du, möglichst viele Burgen unter deine Kontrolle zu bringen.
    Alle Karten werden verdeckt ausgelegt: Dein Gegner sieht nur, wie viele Karten du wo einsetzt, aber nicht, wie stark sie sind. Bluffen gehört also dazu.
    Deine Kräfte sind allerdings begrenzt. Setze deine starken Karten im richtigen Moment ein, sonst fehlen sie dir, wenn es darauf ankommt.
    Jede Runde hat zwei Phasen: Zuerst legt ihr abwechselnd Karten an die Burgen, dann werden die Kämpfe ausgetragen. Je nachdem, wem eine Burg gehört, greifst du sie an oder verteidigst sie.

rb-components-title = Spielmaterial
rb-components-body =
    In der Schachtel findest du { $cards } Karten:
    - { $castles } Burgkarten. Ein Pfeil auf jeder Burgkarte zeigt, wer sie hält.
    - Je { $side-cards } Aktionskarten für die Engländer und für die Franzosen, zu erkennen an Farbe und Rückseite: { $numbered } Zahlenkarten ({ $card-list }) sowie ein Held. Held der Engländer ist Edward von Woodstock, genannt der Schwarze Prinz; Held der Franzosen ist Bertrand du Guesclin.
    - Eine Startspielerkarte mit dem englischen Wappen auf der einen und dem französischen auf der anderen Seite.
    - { $summary-cards } { $summary-cards ->
        [one] Karte
       *[other] Karten
    } „Spielübersicht“ mit den Regeln in Kurzform.
    Die Aktionskarten sind unterschiedlich stark. Von stark nach schwach: Held, 5, 4, 3, 2.

rb-setup-title = Spielvorbereitung
rb-setup-body =
    Setzt euch einander gegenüber. Legt die { $castles } Burgkarten in einer Reihe zwischen euch aus, sodass ihre Pfeile auf keinen von euch zeigen: Zu Beginn sind alle Burgen neutral.
    Der jüngere Spieler wählt, ob er die Engländer oder die Franzosen spielt.
    In der ersten Runde beginnen die Engländer. Legt die Startspielerkarte deshalb ans Ende der Burgenreihe, mit dem englischen Wappen nach oben und zum englischen Spieler gedreht.
    Jeder mischt seine { $numbered } Zahlenkarten und legt sie als verdeckten Nachziehstapel vor sich.
    Nimm deinen Helden auf die Hand und ziehe { $draw } Karten dazu. So startest du mit { $hand } Karten.
    Neben deinem Nachziehstapel entsteht im Lauf des Spiels dein eigener Ablagestapel.

rb-goal-title = Ziel des Spiels
rb-goal-body =
    Es gibt zwei Wege zum Sieg:
    - Hältst du am Ende einer Runde alle { $castles } Burgen, gewinnst du sofort, und zwar { $sweep } zu null.
    - Sonst gewinnt am Spielende, wer mehr Punkte hat. Punkte bringen dir deine Burgen, vor allem wenn sie nebeneinanderliegen. { $edition ->
        [2021] Außerdem bringt dir jede Karte, die du noch nicht verbraucht hast, einen Punkt.
       *[other] Bei Punktgleichheit entscheiden die Karten, die du noch nicht verbraucht hast.
    }
    Wann das Spiel endet und wie genau gewertet wird, erfährst du unter „Spielende“ und „Wertung“.

rb-actions-title = Angreifen und verteidigen
rb-actions-body =
    Du hast zwei Möglichkeiten, Karten einzusetzen. In beiden Fällen legst du eine oder mehrere Karten verdeckt vor eine Burgkarte:
    - Angreifen: Du greifst eine neutrale Burg oder eine Burg deines Gegners an. Lege deine Karten hochkant, mit der schmalen Seite zur Burg.
    - Verteidigen: Du verteidigst eine Burg, die du selbst hältst. Lege deine Karten quer, mit der langen Seite zur Burg.
    So sieht jeder auf einen Blick, wer wo angreift und wer verteidigt. Eine neutrale Burg greifen immer beide Seiten an.

rb-battle-title = Wie ein Kampf entschieden wird
rb-battle-body =
    Deine Stärke an einer Burg ist die Summe der Karten, die du dort gespielt hast.
    Gehaltene Burg: Zuerst deckt der Angreifer seine Karten auf. Dann hat der Verteidiger die Wahl: Er deckt ebenfalls auf, oder er gibt auf. Wer aufgibt, legt seine Karten verdeckt auf den eigenen Ablagestapel, ohne sie zu zeigen, und der Angreifer gewinnt.
    Haben beide aufgedeckt, gewinnt die höhere Stärke. Bei Gleichstand gewinnt der Verteidiger.
    Neutrale Burg: Beide Seiten sind Angreifer und decken ihre Karten auf. Die höhere Stärke gewinnt; bei Gleichstand bleibt die Burg neutral. Aufgeben darf hier niemand.
    Held: Wer seinen Helden gespielt hat, gewinnt den Kampf, ganz gleich, wie hoch die Summe des Gegners ist. Haben beide Seiten ihren Helden gespielt, ist es immer ein Gleichstand, egal welche Karten sonst noch dabei sind: Eine gehaltene Burg bleibt dann beim Verteidiger, eine neutrale bleibt neutral.
    Der Sieger dreht die Burgkarte so, dass ihr Pfeil auf ihn zeigt. Gewinnt der Verteidiger, bleibt die Burg einfach bei ihm.

rb-round-title = Eine Runde: Karten auslegen
rb-round-body =
    Zu Beginn jeder Runde werden Karten ausgelegt, immer in dieser Reihenfolge:
    - Der Startspieler wählt eine Burg, hier Burg A genannt, und legt dort mindestens eine Karte verdeckt aus. Ist die Burg neutral oder gehört sie dem Gegner, greift er an; gehört sie ihm selbst, verteidigt er sie.
    - Der Gegner antwortet an Burg A mit mindestens einer Karte. Gehört ihm die Burg, verteidigt er sie, sonst greift er an. Eine neutrale Burg greifen also beide an.
    - Danach wählt der Gegner eine andere Burg, Burg B, und legt dort mindestens eine Karte aus. Ob er angreift oder verteidigt, hängt auch hier davon ab, wem die Burg gehört.
    - Zum Schluss antwortet der Startspieler an Burg B mit mindestens einer Karte, ebenfalls als Angreifer oder Verteidiger, je nachdem, wem die Burg gehört.
    Jeder spielt also in jeder Runde an genau zwei Burgen, an jeder mit mindestens einer und höchstens { $max } { $max ->
        [one] Karte
       *[other] Karten
    }.
    Dein Held wird wie jede andere Karte ausgelegt: verdeckt, allein oder zusammen mit Zahlenkarten.

rb-resolve-title = Eine Runde: Kämpfe austragen
rb-resolve-body =
    Liegen alle Karten, werden die beiden Kämpfe nacheinander ausgetragen: zuerst an Burg A, dann an Burg B.
    - An einer gehaltenen Burg deckt zuerst der Angreifer auf. Danach deckt der Verteidiger auf oder gibt auf.
    - An einer neutralen Burg decken beide Seiten ihre Karten auf.
    Wer den Kampf gewinnt, dreht die Burgkarte, bis ihr Pfeil auf ihn zeigt. Bei Gleichstand bleibt alles, wie es war: Die Burg bleibt neutral oder beim Verteidiger.

rb-end-round-title = Rundenende und Nachziehen
rb-end-round-body =
    Nach beiden Kämpfen endet die Runde:
    - Alle gespielten Karten kommen auf den Ablagestapel ihres Besitzers, auch Karten, mit denen aufgegeben wurde. Nur endgültig entfernte Karten bleiben draußen.
    - Jeder füllt seine Hand aus dem eigenen Nachziehstapel wieder auf { $hand } Karten auf.
    - Die Startspielerkarte wird umgedreht: In der nächsten Runde beginnt die andere Seite.
    Erschöpfung: Wird dein Nachziehstapel leer, ist er erschöpft. Zähle mit, wie oft das passiert.
    - Mische dann sofort deinen Ablagestapel und lege ihn als neuen Nachziehstapel bereit. Fehlen dir noch Karten, ziehst du von dort weiter.
    - Das geht aber nicht beliebig oft: Bei der { $limit ->
        [1] ersten
        [2] zweiten
        [3] dritten
        [4] vierten
       *[other] { $limit }.
    } Erschöpfung{ $edition ->
        [2021] { "" }
       *[other] { " " }(im Expertenspiel erst bei der { $expert-limit ->
            [1] ersten
            [2] zweiten
            [3] dritten
            [4] vierten
           *[other] { $expert-limit }.
        })
    } wird nicht mehr gemischt. Du behältst, was du bis dahin gezogen hast, ziehst aber keine Karten mehr nach und spielst nur noch mit deiner Hand weiter.
    - Die Erschöpfung zählt genau in dem Moment, in dem die letzte Karte den Stapel verlässt, auch wenn du danach keine Karte mehr brauchst. Neu gemischt wird dann ebenfalls sofort.
    - Ist dein Ablagestapel in diesem Moment leer, ist auch dein neuer Nachziehstapel leer. Das zählt sofort als nächste Erschöpfung.
rb-exhaustion-title = When a deck runs out
rb-exhaustion-body =
    Whenever the last card leaves your deck, that is 1 exhaustion. Keep count of your exhaustions.
    - **Below the limit** ({ $edition ->
        [2021] { $limit }
       *[other] { $limit } in the basic and advanced games, { $expert-limit } in the expert game
    }): shuffle your discard pile at once to form a new deck, and carry on drawing if you are still owed cards.
    - **At the limit:** you get no new deck. You keep whatever you managed to draw, and from now on you draw nothing.
    > An exhaustion counts the moment you draw your last card, even if you needed no more just then; a new deck, when allowed, is formed straight away. If your discard pile is empty when you must shuffle it, the new deck is empty too, and that is at once your next exhaustion.

rb-end-game-title = Spielende
rb-end-game-body =
    Das Spiel kann auf drei Arten enden:
    - Alle Burgen: Hält eine Seite nach den Kämpfen einer Runde alle { $castles } Burgen, ist das Spiel sofort vorbei: Sie gewinnt mit { $sweep } zu null.
    - Erschöpfung: Zu Beginn jeder Runde, direkt nach dem Nachziehen, prüft ihr: Ist der Nachziehstapel einer Seite schon zum { $limit ->
        [1] ersten
        [2] zweiten
        [3] dritten
        [4] vierten
       *[other] { $limit }.
    } Mal erschöpft{ $edition ->
        [2021] { "" }
       *[other] { " " }(im Expertenspiel zum { $expert-limit ->
            [1] ersten
            [2] zweiten
            [3] dritten
            [4] vierten
           *[other] { $expert-limit }.
        })
    } und hält diese Seite nur noch eine oder gar keine Karte auf der Hand? Dann endet das Spiel.
    - Zu wenige Karten: Hat eine Seite zu diesem Zeitpunkt aus einem anderen Grund weniger als zwei Karten auf der Hand, kann sie nicht an zwei Burgen spielen. Auch dann endet das Spiel. Das kann nur passieren, wenn Karten endgültig entfernt wurden.
    In jedem Fall wird anschließend gewertet.

rb-scoring-2022-title = Wertung
rb-scoring-2022-body =
    Hält eine Seite alle { $castles } Burgen, bekommt sie { $sweep } Punkte und ihr Gegner keinen.
    Andernfalls zählt jede Seite ihre Burgen:
    - Eine Burg ohne benachbarte Burg derselben Seite steht allein und bringt { $isolated } { $isolated ->
        [one] Punkt
       *[other] Punkte
    }.
    - Jede Burg, die mit mindestens einer Nachbarburg derselben Seite eine Gruppe bildet, bringt { $grouped } { $grouped ->
        [one] Punkt
       *[other] Punkte
    }.
    - Neutrale Burgen bringen niemandem etwas.
    Wer mehr Punkte hat, gewinnt. Bei Gleichstand gewinnt, wer mehr unverbrauchte Karten hat, also Karten auf der Hand und im Nachziehstapel zusammen; der Ablagestapel zählt nicht. Ist auch das gleich, endet die Partie unentschieden.

rb-scoring-2021-title = Wertung (Ausgabe 2021)
rb-scoring-2021-body =
    Hält eine Seite alle { $castles } Burgen, bekommt sie { $sweep } Punkte und ihr Gegner keinen.
    Andernfalls bekommt jede Seite:
    - einen Punkt für jede Burg, die sie hält,
    - für ihre größte Gruppe benachbarter eigener Burgen so viele Punkte, wie die Gruppe Burgen hat, aber nur, wenn es mindestens zwei sind,
    - einen Punkt für jede Karte auf ihrer Hand und in ihrem Nachziehstapel.
    Wer mehr Punkte hat, gewinnt. Bei Gleichstand gewinnt die Seite mit der größeren Gruppe, danach die mit mehr unverbrauchten Karten. Ist auch das gleich, endet die Partie unentschieden.

rb-removal-2021-title = Eroberungen kosten Kraft
rb-removal-2021-body =
    Erobert ein Angreifer eine Burg, die sein Gegner gehalten hat, muss er danach die stärkste Karte, die er dort gespielt hat, endgültig entfernen, auch wenn das sein Held ist. Das gilt ebenso, wenn der Verteidiger aufgegeben hat.
    Nichts wird entfernt, wenn jemand eine neutrale Burg einnimmt, wenn der Verteidiger gewinnt oder wenn der Kampf unentschieden ausgeht.
    Endgültig entfernte Karten liegen offen neben der Burgenreihe. Sie sind für den Rest des Spiels draußen und kommen auch beim Neumischen nicht zurück.
    Die Stärken werden vorher verglichen: Erst wird der Kampf entschieden, dann wird entfernt.

rb-advanced-title = Fortgeschrittene Regeln
rb-advanced-body =
    Es gelten alle Regeln des Grundspiels, dazu zwei Ergänzungen:
    - Neutrale Burg eingenommen: Der Verlierer entfernt von den Karten, die er dort gespielt hat, entweder seine stärkste Karte oder mehrere Karten (mindestens zwei), die zusammen mindestens so viel wert sind wie diese stärkste Karte. Der Sieger entfernt nichts, und bei Gleichstand entfernt niemand etwas.
    - Angriff auf eine gegnerische Burg: Der Angreifer entfernt die stärkste Karte, die er dort gespielt hat, auch wenn es sein Held ist; der Held gilt als stärkste Karte. Das gilt immer, ob er gewinnt oder verliert, und auch dann, wenn der Verteidiger aufgibt. Der Verteidiger entfernt nichts.
    Entfernte Karten liegen offen neben der Burgenreihe und sind endgültig aus dem Spiel.
    Die Stärken werden vor dem Entfernen verglichen.

rb-expert-title = Expertenspiel
rb-expert-body =
    Es gelten alle fortgeschrittenen Regeln. Nur die Vorbereitung ändert sich:
    - Bevor du mischst, suchst du dir { $set-aside } deiner Zahlenkarten aus und legst sie verdeckt auf deinen Ablagestapel. Dein Held darf nicht dabei sein.
    - Diese Karten bekommst du zurück, sobald du deinen Ablagestapel zum ersten Mal zu einem neuen Nachziehstapel mischst.
    - Die übrigen Zahlenkarten mischst du zu deinem Nachziehstapel. Dann nimmst du deinen Helden auf die Hand und ziehst { $draw } Karten.
    Außerdem darfst du länger neu mischen: Erst bei der { $expert-limit ->
        [1] ersten
        [2] zweiten
        [3] dritten
        [4] vierten
       *[other] { $expert-limit }.
    } Erschöpfung (statt bei der { $limit ->
        [1] ersten
        [2] zweiten
        [3] dritten
        [4] vierten
       *[other] { $limit }.
    }) ist damit Schluss.

rb-team-title = Teamspiel für mehr Spieler
rb-team-body =
    Mit mehr als { $players-min } Spielern spielt ihr in Teams: Zu dritt spielt eine Seite als Zweierteam und die andere allein, mit { $players-max } Spielern treten zwei Teams gegeneinander an.
    - Ein Team teilt sich einen Nachziehstapel, einen Ablagestapel und seinen Helden.
    - Erste Runde: Das jüngere Teammitglied nimmt den Helden, zieht { $draw } Karten und gibt seinem Partner 1 bis { $draw } seiner Karten ab; mindestens eine Karte behält es selbst. Dann legt es fest, wer von beiden zuerst spielt.
    - Jedes Teammitglied spielt an genau einer der beiden Burgen seines Teams, in der festgelegten Reihenfolge und nach den üblichen Regeln.
    - In der nächsten Runde zieht das andere Teammitglied so viele Karten nach, dass das Team zusammen wieder { $hand } Karten hat. Es gibt ebenso 1 bis { $draw } Karten ab, behält mindestens eine und bestimmt die Reihenfolge. So wechselt das Nachziehen von Runde zu Runde.
    - Partner dürfen nicht über ihre Karten sprechen.
    - Setzt euch so, dass Partner einander nicht in die Karten schauen können.
    Alle anderen Regeln bleiben unverändert.

rb-quickref-title = Kurzübersicht
rb-quickref-body =
    Karten auslegen
    - Startspieler: wählt Burg A und legt dort mindestens eine Karte verdeckt aus.
    - Gegner: antwortet an Burg A, wählt dann Burg B und legt auch dort mindestens eine Karte aus.
    - Startspieler: antwortet an Burg B.
    - Neutrale oder gegnerische Burg: angreifen, Karten hochkant. Eigene Burg: verteidigen, Karten quer.
    - Jeder spielt an genau zwei Burgen, an jeder 1 bis { $max } { $max ->
        [one] Karte
       *[other] Karten
    }.
    Kämpfe (erst Burg A, dann Burg B)
    - Stärke = Summe der Karten.
    - Gehaltene Burg: Angreifer deckt auf, Verteidiger deckt auf oder gibt auf (Karten verdeckt ablegen, Angreifer siegt).
    - Höhere Stärke siegt, Gleichstand: Verteidiger.
    - Neutrale Burg: beide decken auf, Gleichstand: bleibt neutral, kein Aufgeben.
    - Held siegt immer, zwei Helden: Gleichstand.
    - Der Sieger dreht die Burg zu sich.
    { $edition ->
        [2021] - Eroberte gegnerische Burg: stärkste eigene Karte dort endgültig entfernen.
       *[other] - Fortgeschrittenes und Expertenspiel: Karten endgültig entfernen, siehe dort.
    }
    Rundenende
    - Gespielte Karten auf den eigenen Ablagestapel.
    - Hand auf { $hand } Karten auffüllen.
    - Nachziehstapel leer: Ablagestapel neu mischen, ab der { $limit ->
        [1] ersten
        [2] zweiten
        [3] dritten
        [4] vierten
       *[other] { $limit }.
    } Erschöpfung nicht mehr{ $edition ->
        [2021] { "" }
       *[other] { " " }(Expertenspiel: ab der { $expert-limit ->
            [1] ersten
            [2] zweiten
            [3] dritten
            [4] vierten
           *[other] { $expert-limit }.
        })
    }.
    - Startspielerkarte umdrehen.
    Spielende und Wertung
    - Alle { $castles } Burgen nach einer Runde: sofortiger Sieg, { $sweep } zu null.
    - Nach dem Nachziehen: Nachziehstapel zum { $limit ->
        [1] ersten
        [2] zweiten
        [3] dritten
        [4] vierten
       *[other] { $limit }.
    } Mal erschöpft{ $edition ->
        [2021] { "" }
       *[other] { " " }(Expertenspiel: zum { $expert-limit ->
            [1] ersten
            [2] zweiten
            [3] dritten
            [4] vierten
           *[other] { $expert-limit }.
        })
    } und höchstens eine Karte auf der Hand? Spielende.
    - Weniger als zwei Karten auf der Hand (nur nach endgültigem Entfernen möglich): ebenfalls Spielende.
    { $edition ->
        [2021] - Punkte: einer je Burg und je unverbrauchte Karte, dazu die Größe der größten Gruppe (ab zwei Burgen).
       *[other] - Punkte: { $isolated } für jede allein stehende Burg, { $grouped } für jede Burg in einer Gruppe; neutrale Burgen zählen nicht.
    }
    { $edition ->
        [2021] - Gleichstand: größere Gruppe, dann mehr unverbrauchte Karten, sonst unentschieden.
       *[other] - Gleichstand: Wer mehr Karten auf Hand und Nachziehstapel hat, gewinnt; sonst unentschieden.
    }

rb-thanks-title = Danksagung
rb-thanks-body =
    Herzlichen Dank an alle, die { $game } getestet haben, besonders an Mathilde, Christine, Clémence, Camille und Erwan.
    Danke an den Verein „Fédération des Chemins de la Guerre de Cent Ans“, der uns bei diesem Projekt sein Vertrauen geschenkt hat.
    Danke an den Verein „Do It Your Game“: Seine Game Jams während des Lockdowns 2020, bei denen in kurzer Zeit und mit festen Vorgaben Spiele entstehen, haben { $game } überhaupt erst ins Leben gerufen.
    Danke an Adam Niman, der die ersten Entwicklungsschritte des Spiels mit seiner Firma I-Jou begleitet hat.
    Danke an Pascal Donjon für seine Unterstützung bei der Herstellung der Vorserienexemplare.

rb-component-castle = { $castles } Burgkarten: Jede zeigt einen Abschnitt der umkämpften Burg. Ihr Pfeil weist auf die Seite, die sie hält.
rb-component-actions = Je Seite { $side-cards } Aktionskarten: { $numbered } Zahlenkarten ({ $card-list }) und ein Held.
rb-component-heroes = Die Helden: Edward von Woodstock, der Schwarze Prinz, für die Engländer und Bertrand du Guesclin, Konnetabel von Frankreich, für die Franzosen. Ein Held schlägt jede Summe.
rb-component-first-player = Die Startspielerkarte zeigt auf einer Seite das englische, auf der anderen das französische Wappen.
rb-component-summary =
    { $summary-cards } { $summary-cards ->
        [one] Karte
       *[other] Karten
    } „Spielübersicht“ fassen die Regeln kurz zusammen.
rb-component-backs = Englische und französische Karten haben verschiedene Rückseiten, so bleiben die Stapel sauber getrennt.

rb-label-deck = Nachziehstapel
rb-label-discard = Ablagestapel
rb-label-hand = Hand
rb-label-removed = Endgültig entfernt
rb-label-castles = Burgenreihe
rb-label-points = Punkte
rb-label-seat =
    { $side ->
        [english] Engländer
       *[french] Franzose
    } { $member ->
        [a] 1
       *[b] 2
    }
rb-label-table = Tisch

rb-ex-setup-caption = Zu Spielbeginn sind alle Burgen neutral. Jede Seite hat { $hand } Karten auf der Hand, darunter ihren Helden, und { $deck } im Nachziehstapel; die Startspielerkarte zeigt das { $first ->
        [english] englische
       *[french] französische
    } Wappen.
rb-ex-setup-alt = Spielaufbau: In der Mitte liegt die Reihe der neutralen Burgkarten, an ihrem Ende die Startspielerkarte mit dem { $first ->
        [english] englischen
       *[french] französischen
    } Wappen. Vor jedem Spieler liegt sein Nachziehstapel mit { $deck } Karten, daneben ist Platz für den Ablagestapel; jeder hält { $hand } Karten.

rb-ex-neutral-caption =
    Beide Seiten greifen die neutrale Burg { $position } ({ $castle }) an: die Engländer mit { $english-hero ->
        [yes] { $english-cards }
       *[no] { $english-count ->
            [one] { $english-cards }
           *[other] { $english-cards } = { $english }
        }
    }, die Franzosen mit { $french-hero ->
        [yes] { $french-cards }
       *[no] { $french-count ->
            [one] { $french-cards }
           *[other] { $french-cards } = { $french }
        }
    }. { $holder ->
        [english] { $control ->
            [english] { $winner ->
                [none] Zwei Helden ergeben einen Gleichstand, und der geht an den Verteidiger: Die Engländer behalten die Burg.
               *[other] { $english-hero ->
                    [yes] Der englische Held entscheidet den Kampf: Die Engländer behalten die Burg.
                   *[no] Die Franzosen sind nicht stärker (bei Gleichstand gewinnt der Verteidiger): Die Engländer behalten die Burg.
                }
            }
           *[french] Die Franzosen erobern die Burg und drehen sie zu sich.{ $edition ->
                [2021] { " " }Als Preis für die Eroberung entfernen sie ihre stärkste Karte dort endgültig: { $removed-french }.
               *[other] { "" }
            }
        }
        [french] { $control ->
            [french] { $winner ->
                [none] Zwei Helden ergeben einen Gleichstand, und der geht an den Verteidiger: Die Franzosen behalten die Burg.
               *[other] { $french-hero ->
                    [yes] Der französische Held entscheidet den Kampf: Die Franzosen behalten die Burg.
                   *[no] Die Engländer sind nicht stärker (bei Gleichstand gewinnt der Verteidiger): Die Franzosen behalten die Burg.
                }
            }
           *[english] Die Engländer erobern die Burg und drehen sie zu sich.{ $edition ->
                [2021] { " " }Als Preis für die Eroberung entfernen sie ihre stärkste Karte dort endgültig: { $removed-english }.
               *[other] { "" }
            }
        }
       *[none] { $control ->
            [english] Die Engländer nehmen die Burg ein und drehen sie zu sich.
            [french] Die Franzosen nehmen die Burg ein und drehen sie zu sich.
           *[none] Gleichstand: Die Burg bleibt neutral.
        }
    }

rb-ex-defended-caption =
    { $holder ->
        [english] Die Franzosen greifen die englische Burg { $position } ({ $castle }) mit { $french-hero ->
            [yes] { $french-cards }
           *[no] { $french-count ->
                [one] { $french-cards }
               *[other] { $french-cards } = { $french }
            }
        } an, die Engländer verteidigen sie mit { $english-hero ->
            [yes] { $english-cards }
           *[no] { $english-count ->
                [one] { $english-cards }
               *[other] { $english-cards } = { $english }
            }
        }.
       *[french] Die Engländer greifen die französische Burg { $position } ({ $castle }) mit { $english-hero ->
            [yes] { $english-cards }
           *[no] { $english-count ->
                [one] { $english-cards }
               *[other] { $english-cards } = { $english }
            }
        } an, die Franzosen verteidigen sie mit { $french-hero ->
            [yes] { $french-cards }
           *[no] { $french-count ->
                [one] { $french-cards }
               *[other] { $french-cards } = { $french }
            }
        }.
    } { $holder ->
        [english] { $control ->
            [english] { $winner ->
                [none] Zwei Helden ergeben einen Gleichstand, und der geht an den Verteidiger: Die Engländer behalten die Burg.
               *[other] { $english-hero ->
                    [yes] Der englische Held entscheidet den Kampf: Die Engländer behalten die Burg.
                   *[no] Die Franzosen sind nicht stärker (bei Gleichstand gewinnt der Verteidiger): Die Engländer behalten die Burg.
                }
            }
           *[french] Die Franzosen erobern die Burg und drehen sie zu sich.{ $edition ->
                [2021] { " " }Als Preis für die Eroberung entfernen sie ihre stärkste Karte dort endgültig: { $removed-french }.
               *[other] { "" }
            }
        }
        [french] { $control ->
            [french] { $winner ->
                [none] Zwei Helden ergeben einen Gleichstand, und der geht an den Verteidiger: Die Franzosen behalten die Burg.
               *[other] { $french-hero ->
                    [yes] Der französische Held entscheidet den Kampf: Die Franzosen behalten die Burg.
                   *[no] Die Engländer sind nicht stärker (bei Gleichstand gewinnt der Verteidiger): Die Franzosen behalten die Burg.
                }
            }
           *[english] Die Engländer erobern die Burg und drehen sie zu sich.{ $edition ->
                [2021] { " " }Als Preis für die Eroberung entfernen sie ihre stärkste Karte dort endgültig: { $removed-english }.
               *[other] { "" }
            }
        }
       *[none] { $control ->
            [english] Die Engländer nehmen die Burg ein und drehen sie zu sich.
            [french] Die Franzosen nehmen die Burg ein und drehen sie zu sich.
           *[none] Gleichstand: Die Burg bleibt neutral.
        }
    }

rb-ex-concede-caption =
    { $holder ->
        [english] Die Franzosen greifen die englische Burg { $position } ({ $castle }) mit { $french-hero ->
            [yes] { $french-cards }
           *[no] { $french-count ->
                [one] { $french-cards }
               *[other] { $french-cards } = { $french }
            }
        } an. Die Engländer geben auf und legen { $english-count ->
            [one] ihre einzige Karte
           *[other] ihre { $english-count } Karten
        } verdeckt auf ihren Ablagestapel, ohne sie zu zeigen.
       *[french] Die Engländer greifen die französische Burg { $position } ({ $castle }) mit { $english-hero ->
            [yes] { $english-cards }
           *[no] { $english-count ->
                [one] { $english-cards }
               *[other] { $english-cards } = { $english }
            }
        } an. Die Franzosen geben auf und legen { $french-count ->
            [one] ihre einzige Karte
           *[other] ihre { $french-count } Karten
        } verdeckt auf ihren Ablagestapel, ohne sie zu zeigen.
    } { $holder ->
        [english] { $control ->
            [english] { $winner ->
                [none] Zwei Helden ergeben einen Gleichstand, und der geht an den Verteidiger: Die Engländer behalten die Burg.
               *[other] { $english-hero ->
                    [yes] Der englische Held entscheidet den Kampf: Die Engländer behalten die Burg.
                   *[no] Die Franzosen sind nicht stärker (bei Gleichstand gewinnt der Verteidiger): Die Engländer behalten die Burg.
                }
            }
           *[french] Die Franzosen erobern die Burg und drehen sie zu sich.{ $edition ->
                [2021] { " " }Als Preis für die Eroberung entfernen sie ihre stärkste Karte dort endgültig: { $removed-french }.
               *[other] { "" }
            }
        }
        [french] { $control ->
            [french] { $winner ->
                [none] Zwei Helden ergeben einen Gleichstand, und der geht an den Verteidiger: Die Franzosen behalten die Burg.
               *[other] { $french-hero ->
                    [yes] Der französische Held entscheidet den Kampf: Die Franzosen behalten die Burg.
                   *[no] Die Engländer sind nicht stärker (bei Gleichstand gewinnt der Verteidiger): Die Franzosen behalten die Burg.
                }
            }
           *[english] Die Engländer erobern die Burg und drehen sie zu sich.{ $edition ->
                [2021] { " " }Als Preis für die Eroberung entfernen sie ihre stärkste Karte dort endgültig: { $removed-english }.
               *[other] { "" }
            }
        }
       *[none] { $control ->
            [english] Die Engländer nehmen die Burg ein und drehen sie zu sich.
            [french] Die Franzosen nehmen die Burg ein und drehen sie zu sich.
           *[none] Gleichstand: Die Burg bleibt neutral.
        }
    }

rb-ex-heroes-a-caption = An Burg { $position } ({ $castle }) spielen beide Seiten ihren Helden (Engländer: { $english-cards }, Franzosen: { $french-cards }). Zwei Helden ergeben immer einen Gleichstand, ganz gleich, wie die Zahlenkarten stehen ({ $english } gegen { $french }): { $control ->
        [english] Die Engländer behalten als Verteidiger die Burg.
        [french] Die Franzosen behalten als Verteidiger die Burg.
       *[none] Die Burg bleibt neutral.
    }

rb-ex-heroes-b-caption =
    { $english-hero ->
        [yes] An Burg { $position } ({ $castle }) spielen die Engländer { $english-count ->
            [one] nur ihren Helden
           *[other] ihren Helden samt weiteren Karten ({ $english-cards })
        }, die Franzosen halten mit { $french-hero ->
            [yes] { $french-cards }
           *[no] { $french-count ->
                [one] { $french-cards }
               *[other] { $french-cards } = { $french }
            }
        } dagegen.
       *[no] An Burg { $position } ({ $castle }) spielen die Franzosen { $french-count ->
            [one] nur ihren Helden
           *[other] ihren Helden samt weiteren Karten ({ $french-cards })
        }, die Engländer halten mit { $english-hero ->
            [yes] { $english-cards }
           *[no] { $english-count ->
                [one] { $english-cards }
               *[other] { $english-cards } = { $english }
            }
        } dagegen.
    } Ein Held schlägt jede Summe: { $holder ->
        [english] { $control ->
            [english] { $winner ->
                [none] Zwei Helden ergeben einen Gleichstand, und der geht an den Verteidiger: Die Engländer behalten die Burg.
               *[other] Die Engländer behalten die Burg.
            }
           *[french] Die Franzosen erobern die Burg und drehen sie zu sich.{ $edition ->
                [2021] { " " }Als Preis für die Eroberung entfernen sie ihre stärkste Karte dort endgültig: { $removed-french }.
               *[other] { "" }
            }
        }
        [french] { $control ->
            [french] { $winner ->
                [none] Zwei Helden ergeben einen Gleichstand, und der geht an den Verteidiger: Die Franzosen behalten die Burg.
               *[other] Die Franzosen behalten die Burg.
            }
           *[english] Die Engländer erobern die Burg und drehen sie zu sich.{ $edition ->
                [2021] { " " }Als Preis für die Eroberung entfernen sie ihre stärkste Karte dort endgültig: { $removed-english }.
               *[other] { "" }
            }
        }
       *[none] { $control ->
            [english] Die Engländer nehmen die Burg ein und drehen sie zu sich.
            [french] Die Franzosen nehmen die Burg ein und drehen sie zu sich.
           *[none] Gleichstand: Die Burg bleibt neutral.
        }
    }

rb-battle-alt =
    Burg { $position } ({ $castle }), { $holder ->
        [english] vorher in englischer Hand
        [french] vorher in französischer Hand
       *[none] vorher neutral
    }. { $attacker ->
        [english] Die Engländer greifen mit { $english-hero ->
            [yes] { $english-cards }
           *[no] { $english-count ->
                [one] { $english-cards }
               *[other] { $english-cards } = { $english }
            }
        } an; { $conceded ->
            [yes] die Franzosen geben auf, ihre Karten bleiben verdeckt.
           *[no] die Franzosen verteidigen mit { $french-hero ->
                [yes] { $french-cards }
               *[no] { $french-count ->
                    [one] { $french-cards }
                   *[other] { $french-cards } = { $french }
                }
            }.
        }
        [french] Die Franzosen greifen mit { $french-hero ->
            [yes] { $french-cards }
           *[no] { $french-count ->
                [one] { $french-cards }
               *[other] { $french-cards } = { $french }
            }
        } an; { $conceded ->
            [yes] die Engländer geben auf, ihre Karten bleiben verdeckt.
           *[no] die Engländer verteidigen mit { $english-hero ->
                [yes] { $english-cards }
               *[no] { $english-count ->
                    [one] { $english-cards }
                   *[other] { $english-cards } = { $english }
                }
            }.
        }
       *[none] Beide Seiten greifen an, die Engländer mit { $english-hero ->
            [yes] { $english-cards }
           *[no] { $english-count ->
                [one] { $english-cards }
               *[other] { $english-cards } = { $english }
            }
        }, die Franzosen mit { $french-hero ->
            [yes] { $french-cards }
           *[no] { $french-count ->
                [one] { $french-cards }
               *[other] { $french-cards } = { $french }
            }
        }.
    } { $holder ->
        [english] { $control ->
            [english] { $winner ->
                [none] Zwei Helden ergeben einen Gleichstand, und der geht an den Verteidiger: Die Engländer behalten die Burg.
               *[other] { $english-hero ->
                    [yes] Der englische Held entscheidet den Kampf: Die Engländer behalten die Burg.
                   *[no] Die Franzosen sind nicht stärker (bei Gleichstand gewinnt der Verteidiger): Die Engländer behalten die Burg.
                }
            }
           *[french] Die Franzosen erobern die Burg und drehen sie zu sich.
        }
        [french] { $control ->
            [french] { $winner ->
                [none] Zwei Helden ergeben einen Gleichstand, und der geht an den Verteidiger: Die Franzosen behalten die Burg.
               *[other] { $french-hero ->
                    [yes] Der französische Held entscheidet den Kampf: Die Franzosen behalten die Burg.
                   *[no] Die Engländer sind nicht stärker (bei Gleichstand gewinnt der Verteidiger): Die Franzosen behalten die Burg.
                }
            }
           *[english] Die Engländer erobern die Burg und drehen sie zu sich.
        }
       *[none] { $control ->
            [english] Die Engländer nehmen die Burg ein und drehen sie zu sich.
            [french] Die Franzosen nehmen die Burg ein und drehen sie zu sich.
           *[none] Gleichstand: Die Burg bleibt neutral.
        }
    } Endgültig entfernt: Engländer { $removed-english }, Franzosen { $removed-french }.

rb-ex-round-intro = Ausgangslage zu Beginn von Runde { $round }: { $first ->
        [english] Die Engländer
       *[french] Die Franzosen
    } sind Startspieler.
rb-step-place =
    { $side ->
        [english] Die Engländer
       *[french] Die Franzosen
    } { $action ->
        [attack] greifen Burg { $position } ({ $castle }) an
       *[defend] verteidigen Burg { $position } ({ $castle })
    } und legen { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } verdeckt aus: { $cards }.

rb-step-battle =
    Kampf an Burg { $position } ({ $castle }): { $attacker ->
        [english] Die Engländer greifen an und decken { $english-hero ->
            [yes] { $english-cards }
           *[no] { $english-count ->
                [one] { $english-cards }
               *[other] { $english-cards } = { $english }
            }
        } auf; { $conceded ->
            [yes] die Franzosen geben auf, ohne ihre Karten zu zeigen.
           *[no] die Franzosen verteidigen und decken { $french-hero ->
                [yes] { $french-cards }
               *[no] { $french-count ->
                    [one] { $french-cards }
                   *[other] { $french-cards } = { $french }
                }
            } auf.
        }
        [french] Die Franzosen greifen an und decken { $french-hero ->
            [yes] { $french-cards }
           *[no] { $french-count ->
                [one] { $french-cards }
               *[other] { $french-cards } = { $french }
            }
        } auf; { $conceded ->
            [yes] die Engländer geben auf, ohne ihre Karten zu zeigen.
           *[no] die Engländer verteidigen und decken { $english-hero ->
                [yes] { $english-cards }
               *[no] { $english-count ->
                    [one] { $english-cards }
                   *[other] { $english-cards } = { $english }
                }
            } auf.
        }
       *[none] Beide Seiten greifen an und decken auf: die Engländer { $english-hero ->
            [yes] { $english-cards }
           *[no] { $english-count ->
                [one] { $english-cards }
               *[other] { $english-cards } = { $english }
            }
        }, die Franzosen { $french-hero ->
            [yes] { $french-cards }
           *[no] { $french-count ->
                [one] { $french-cards }
               *[other] { $french-cards } = { $french }
            }
        }.
    } { $holder ->
        [english] { $control ->
            [english] { $winner ->
                [none] Zwei Helden ergeben einen Gleichstand, und der geht an den Verteidiger: Die Engländer behalten die Burg.
               *[other] { $english-hero ->
                    [yes] Der englische Held entscheidet den Kampf: Die Engländer behalten die Burg.
                   *[no] Die Franzosen sind nicht stärker (bei Gleichstand gewinnt der Verteidiger): Die Engländer behalten die Burg.
                }
            }
           *[french] Die Franzosen erobern die Burg und drehen sie zu sich.{ $edition ->
                [2021] { " " }Als Preis für die Eroberung entfernen sie ihre stärkste Karte dort endgültig: { $removed-french }.
               *[other] { "" }
            }
        }
        [french] { $control ->
            [french] { $winner ->
                [none] Zwei Helden ergeben einen Gleichstand, und der geht an den Verteidiger: Die Franzosen behalten die Burg.
               *[other] { $french-hero ->
                    [yes] Der französische Held entscheidet den Kampf: Die Franzosen behalten die Burg.
                   *[no] Die Engländer sind nicht stärker (bei Gleichstand gewinnt der Verteidiger): Die Franzosen behalten die Burg.
                }
            }
           *[english] Die Engländer erobern die Burg und drehen sie zu sich.{ $edition ->
                [2021] { " " }Als Preis für die Eroberung entfernen sie ihre stärkste Karte dort endgültig: { $removed-english }.
               *[other] { "" }
            }
        }
       *[none] { $control ->
            [english] Die Engländer nehmen die Burg ein und drehen sie zu sich.
            [french] Die Franzosen nehmen die Burg ein und drehen sie zu sich.
           *[none] Gleichstand: Die Burg bleibt neutral.
        }
    }

rb-step-refill =
    { $side ->
        [english] Die Engländer
       *[french] Die Franzosen
    } ziehen { $count ->
        [0] keine Karte
        [one] eine Karte
       *[other] { $count } Karten
    } nach und halten nun { $hand } { $hand ->
        [one] Karte
       *[other] Karten
    }; { $deck ->
        [0] ihr Nachziehstapel ist leer.
        [one] im Nachziehstapel liegt noch eine Karte.
       *[other] im Nachziehstapel liegen noch { $deck } Karten.
    }
rb-step-next = Die Startspielerkarte wird umgedreht: In der nächsten Runde beginnen { $first ->
        [english] die Engländer.
       *[french] die Franzosen.
    }
rb-ex-round-caption = So stehen die Burgen nach Runde { $round }: { $line }.
rb-ex-round-alt = Die Burgenreihe nach Runde { $round }: { $line }.
rb-castle-owner =
    { $owner ->
        [english] englisch
        [french] französisch
       *[none] neutral
    }
rb-ex-scoring-caption = Die Engländer kommen auf { $english-points } { $english-points ->
        [one] Punkt
       *[other] Punkte
    }, die Franzosen auf { $french-points }. Die unverbrauchten Karten (Engländer { $english-unspent }, Franzosen { $french-unspent }) entscheiden nur bei Punktgleichheit. { $winner ->
        [english] Die Engländer gewinnen.
        [french] Die Franzosen gewinnen.
       *[none] Punkte und unverbrauchte Karten sind gleich: Die Partie endet unentschieden.
    }

rb-ex-scoring-caption-2021 =
    Engländer: { $english-castles } { $english-castles ->
        [one] Burg
       *[other] Burgen
    } + { $english-group ->
        [0] 0 (keine benachbarten Burgen)
        [1] 0 (keine benachbarten Burgen)
       *[other] { $english-group } für die größte Gruppe
    } + { $english-unspent } unverbrauchte { $english-unspent ->
        [one] Karte
       *[other] Karten
    } = { $english-points }; Franzosen: { $french-castles } { $french-castles ->
        [one] Burg
       *[other] Burgen
    } + { $french-group ->
        [0] 0 (keine benachbarten Burgen)
        [1] 0 (keine benachbarten Burgen)
       *[other] { $french-group } für die größte Gruppe
    } + { $french-unspent } unverbrauchte { $french-unspent ->
        [one] Karte
       *[other] Karten
    } = { $french-points }. { $winner ->
        [english] Die Engländer gewinnen.
        [french] Die Franzosen gewinnen.
       *[none] Die Partie endet unentschieden.
    }

rb-ex-scoring-alt = Die Burgenreihe am Spielende: { $line }. Punkte: Engländer { $english-points }, Franzosen { $french-points }. { $winner ->
        [english] Die Engländer gewinnen.
        [french] Die Franzosen gewinnen.
       *[none] Die Partie endet unentschieden.
    }

rb-ex-removal-neutral-caption =
    { $loser ->
        [french] Die Engländer nehmen die neutrale Burg { $position } ({ $castle }) mit { $english-hero ->
            [yes] { $english-cards }
           *[no] { $english-count ->
                [one] { $english-cards }
               *[other] { $english-cards } = { $english }
            }
        } gegen { $french-hero ->
            [yes] { $french-cards }
           *[no] { $french-count ->
                [one] { $french-cards }
               *[other] { $french-cards } = { $french }
            }
        } ein. Als Verlierer müssen die Franzosen nun endgültig entfernen: entweder ihre stärkste Karte dort ({ $strongest }) oder mindestens zwei Karten, die zusammen wenigstens so viel wert sind. { $options ->
            [one] Hier gibt es nur eine Möglichkeit: { $removed }.
           *[other] Sie haben { $options } Möglichkeiten und wählen { $removed }.
        }
       *[english] Die Franzosen nehmen die neutrale Burg { $position } ({ $castle }) mit { $french-hero ->
            [yes] { $french-cards }
           *[no] { $french-count ->
                [one] { $french-cards }
               *[other] { $french-cards } = { $french }
            }
        } gegen { $english-hero ->
            [yes] { $english-cards }
           *[no] { $english-count ->
                [one] { $english-cards }
               *[other] { $english-cards } = { $english }
            }
        } ein. Als Verlierer müssen die Engländer nun endgültig entfernen: entweder ihre stärkste Karte dort ({ $strongest }) oder mindestens zwei Karten, die zusammen wenigstens so viel wert sind. { $options ->
            [one] Hier gibt es nur eine Möglichkeit: { $removed }.
           *[other] Sie haben { $options } Möglichkeiten und wählen { $removed }.
        }
    }

rb-ex-removal-attack-caption =
    { $attacker ->
        [french] Die Franzosen greifen die englische Burg { $position } ({ $castle }) mit { $french-hero ->
            [yes] { $french-cards }
           *[no] { $french-count ->
                [one] { $french-cards }
               *[other] { $french-cards } = { $french }
            }
        } an, { $conceded ->
            [yes] die Engländer geben auf.
           *[no] die Engländer verteidigen mit { $english-hero ->
                [yes] { $english-cards }
               *[no] { $english-count ->
                    [one] { $english-cards }
                   *[other] { $english-cards } = { $english }
                }
            }.
        } { $holder ->
            [english] { $control ->
                [english] { $winner ->
                    [none] Zwei Helden ergeben einen Gleichstand, und der geht an den Verteidiger: Die Engländer behalten die Burg.
                   *[other] { $english-hero ->
                        [yes] Der englische Held entscheidet den Kampf: Die Engländer behalten die Burg.
                       *[no] Die Franzosen sind nicht stärker (bei Gleichstand gewinnt der Verteidiger): Die Engländer behalten die Burg.
                    }
                }
               *[french] Die Franzosen erobern die Burg und drehen sie zu sich.
            }
            [french] { $control ->
                [french] { $winner ->
                    [none] Zwei Helden ergeben einen Gleichstand, und der geht an den Verteidiger: Die Franzosen behalten die Burg.
                   *[other] { $french-hero ->
                        [yes] Der französische Held entscheidet den Kampf: Die Franzosen behalten die Burg.
                       *[no] Die Engländer sind nicht stärker (bei Gleichstand gewinnt der Verteidiger): Die Franzosen behalten die Burg.
                    }
                }
               *[english] Die Engländer erobern die Burg und drehen sie zu sich.
            }
           *[none] { $control ->
                [english] Die Engländer nehmen die Burg ein und drehen sie zu sich.
                [french] Die Franzosen nehmen die Burg ein und drehen sie zu sich.
               *[none] Gleichstand: Die Burg bleibt neutral.
            }
        } { $edition ->
            [2021] { $control ->
                [french] Als Preis für die Eroberung entfernen die Franzosen ihre stärkste Karte dort endgültig: { $removed }.
               *[other] Ohne Eroberung entfernen die Franzosen nichts.
            }
           *[other] Als Angreifer entfernen die Franzosen ihre stärkste Karte dort endgültig, ob sie gewinnen oder nicht: { $removed }.
        }
       *[english] Die Engländer greifen die französische Burg { $position } ({ $castle }) mit { $english-hero ->
            [yes] { $english-cards }
           *[no] { $english-count ->
                [one] { $english-cards }
               *[other] { $english-cards } = { $english }
            }
        } an, { $conceded ->
            [yes] die Franzosen geben auf.
           *[no] die Franzosen verteidigen mit { $french-hero ->
                [yes] { $french-cards }
               *[no] { $french-count ->
                    [one] { $french-cards }
                   *[other] { $french-cards } = { $french }
                }
            }.
        } { $holder ->
            [english] { $control ->
                [english] { $winner ->
                    [none] Zwei Helden ergeben einen Gleichstand, und der geht an den Verteidiger: Die Engländer behalten die Burg.
                   *[other] { $english-hero ->
                        [yes] Der englische Held entscheidet den Kampf: Die Engländer behalten die Burg.
                       *[no] Die Franzosen sind nicht stärker (bei Gleichstand gewinnt der Verteidiger): Die Engländer behalten die Burg.
                    }
                }
               *[french] Die Franzosen erobern die Burg und drehen sie zu sich.
            }
            [french] { $control ->
                [french] { $winner ->
                    [none] Zwei Helden ergeben einen Gleichstand, und der geht an den Verteidiger: Die Franzosen behalten die Burg.
                   *[other] { $french-hero ->
                        [yes] Der französische Held entscheidet den Kampf: Die Franzosen behalten die Burg.
                       *[no] Die Engländer sind nicht stärker (bei Gleichstand gewinnt der Verteidiger): Die Franzosen behalten die Burg.
                    }
                }
               *[english] Die Engländer erobern die Burg und drehen sie zu sich.
            }
           *[none] { $control ->
                [english] Die Engländer nehmen die Burg ein und drehen sie zu sich.
                [french] Die Franzosen nehmen die Burg ein und drehen sie zu sich.
               *[none] Gleichstand: Die Burg bleibt neutral.
            }
        } { $edition ->
            [2021] { $control ->
                [english] Als Preis für die Eroberung entfernen die Engländer ihre stärkste Karte dort endgültig: { $removed }.
               *[other] Ohne Eroberung entfernen die Engländer nichts.
            }
           *[other] Als Angreifer entfernen die Engländer ihre stärkste Karte dort endgültig, ob sie gewinnen oder nicht: { $removed }.
        }
    }

rb-ex-expert-caption = Im Expertenspiel legt jede Seite vor dem Mischen { $set-aside } Zahlenkarten ihrer Wahl verdeckt auf ihren Ablagestapel. Nach dem Ziehen hat sie { $hand } Karten auf der Hand, und im Nachziehstapel liegen noch { $deck }.
rb-ex-expert-alt = Aufbau einer Seite im Expertenspiel: ein Nachziehstapel mit { $deck } Karten, { $hand } Karten auf der Hand, darunter der Held, und daneben der Ablagestapel mit den { $set-aside } verdeckt beiseitegelegten Karten.
rb-ex-seating-caption = With { $players-max } players, partners sit facing each other, so neither can see the other’s hand. In each team, 1 is the member who drew this round and 2 their partner; each circle shows how many cards that player holds. English 1 gave { $english-given-cards } to English 2 and kept { $english-kept }; French 1 gave { $french-given-cards } to French 2 and kept { $french-kept }.
rb-ex-seating-alt = Seating plan for { $players-max } players around the table, with the castle line in the middle: the English partners face each other across the table, and so do the French. English 1 gave { $english-given } { $english-given ->
    [one] card
   *[other] cards
} to English 2 and kept { $english-kept }; French 1 gave { $french-given } { $french-given ->
    [one] card
   *[other] cards
} to French 2 and kept { $french-kept }.
