# Guyenne — deutsche Texte. Dieselben Kennungen wie die französische Datei.

## Karten

game-name = Guyenne
side-english = Engländer
side-french = Franzosen
castle-barbican = Barbakane
castle-gatehouse = Torhaus
castle-curtain-wall = Ringmauer
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
    • **Angriff:** Karten hochkant, schmale Seite zur Burg; **Verteidigung:** quer, lange Seite zur Burg.
    • **Startspieler:** wählt Burg A und spielt dort.
    • **Gegner:** antwortet an A, eröffnet dann Burg B.
    • **Startspieler:** antwortet an B.
    • Jeder spielt an genau 2 Burgen, an jeder 1 bis { $max } Karten.
    • Neutrale Burgen greifen beide an.
    • **Reihenfolge der Kämpfe:** erst Burg A, dann Burg B.
    • **Rundenende:** Gespielte Karten ablegen, Hand auf { $hand } auffüllen, Startspieler­karte umdrehen.

summary-2-title = Kämpfe
summary-2-body =
    Deine Stärke ist die Summe deiner Karten an der Burg.
    • **Gehaltene Burg:** Der Angreifer deckt auf; der Verteidiger deckt auf oder gibt auf (dann legt er seine Karten ungesehen ab und verliert die Burg).
    • Es gewinnt, wer stärker ist; bei Gleichstand der Verteidiger.
    • **Neutrale Burg:** Beide decken auf; aufgeben darf niemand; bei Gleichstand bleibt sie neutral.
    • **Helden:** Ein Held schlägt jede Summe; zwei Helden ergeben Gleichstand.
    • Der Sieger dreht den Pfeil zu sich.
    { $removal ->
        [advanced] **Fortgeschrittenen- und Expertenspiel:**
    • **Neutrale Burg eingenommen:** Der Verlierer entfernt endgültig seine stärkste Karte dort oder mindestens 2 Karten, die zusammen mindestens so viel wert sind.
    • **Angriff auf eine gegnerische Burg:** Der Angreifer entfernt endgültig seine stärkste Karte dort, auch seinen Helden, ob er gewinnt oder verliert.
        [conquest] • **Gegnerische Burg erobert:** Der Angreifer entfernt endgültig seine stärkste Karte dort, auch seinen Helden.
       *[none] { "" }
    }

summary-3-title = Spielende
summary-3-body =
    • **Stapel aufgebraucht:** Ablage­stapel sofort zum neuen Nachziehstapel mischen. Beim { $limit }. Mal{ $expert ->
        [yes] { " " }(Expertenspiel: beim { $expert-limit }.)
       *[no] { "" }
    } ist die Grenze erreicht: kein neuer Stapel, kein Nachziehen mehr.
    • **Das Spiel endet,** wenn eine Seite alle { $castles } Burgen hält ({ $sweep }:0) oder wenn nach dem Nachziehen jemand an der Grenze höchstens 1 Karte hat (im Team: wer nachgezogen hat).
    • { $scoring ->
        [2021] **Wertung:** 1 je Burg, dazu die Größe deiner größten Gruppe benachbarter Burgen (ab 2), dazu deine Karten auf der Hand und im Nachziehstapel. **Punktgleichheit:** größere Gruppe, dann mehr unverbrauchte Karten; sonst unentschieden.
       *[other] **Wertung:** { $isolated } { $isolated ->
            [one] Punkt
           *[other] Punkte
        } je allein stehende Burg, { $grouped } { $grouped ->
            [one] Punkt
           *[other] Punkte
        } je Burg in einer Gruppe aus 2 oder mehr; neutrale Burgen zählen nicht. **Punktgleichheit:** mehr unverbrauchte Karten (Hand und Nachziehstapel); sonst unentschieden.
    }
    • **Teams:** Wer nachzieht, gibt dem Partner 1 bis { $draw } Karten und behält mindestens 1; jeder spielt an 1 Burg.
    { $expert ->
        [yes] • **Expertenspiel:** Vor dem Mischen { $set-aside } Zahlenkarten verdeckt auf den Ablage­stapel legen.
       *[no] { "" }
    }

## Print files

doc-cards-duplex = { $game } – Karten zum Selbstdrucken, beidseitig ({ $paper })
doc-cards-gutterfold = { $game } – Karten zum Selbstdrucken, Falten und Kleben ({ $paper })
doc-cards-printshop = { $game } – Karten für die Druckerei, eine pro Seite mit Beschnitt
pnp-title = So druckt ihr diese Karten
pnp-scale = In Originalgröße drucken (100 %, niemals „an Seite anpassen“), damit jede Karte ihre richtige Größe hat.
pnp-duplex = Beidseitig drucken, mit Wenden an der langen Kante. Die Seiten { $first } bis { $last } tragen die Karten auf { $sheets } Blättern: Auf jede Seite mit Vorderseiten folgt die Seite mit ihren Rückseiten. Zur Probe zuerst nur ein Blatt drucken (Seite { $check } mit ihrer Rückseite) und gegen das Licht halten: Jede Rückseite muss genau hinter ihrer eigenen Vorderseite liegen.
pnp-gutterfold = Nur einseitig drucken. Die Seiten { $first } bis { $last } tragen die Karten auf { $sheets } Blättern: die Vorderseiten auf der linken Hälfte, ihre Rückseiten auf der rechten. Jedes Blatt an der gestrichelten Linie falten, bedruckte Seiten nach außen, und die beiden Hälften vor dem Schneiden zusammenkleben.
pnp-cut = Entlang der Linien schneiden, die die Schnittmarken am Rand fortsetzen – mit Lineal und Cutter oder mit einer Schneidemaschine.
alt-card-face = Karte { $face }

## Rulebook

rb-doc-title = { $game } – Spielregel
rb-subtitle =
    Bluff und Burgeneroberung
    { $players-min } bis { $players-max } Spieler · ab { $age } Jahren · { $minutes-min } bis { $minutes-max } Minuten
rb-edition =
    { $edition ->
        [2021] Regeln der Ausgabe 2021
       *[2022] Regelstand vom 25. April 2022
    }
rb-toc-title = Inhalt
rb-example-label = Beispiel
rb-and = und
rb-or = oder
rb-clarification = Klarstellung ({ $id }).
# Ein Wert der Zahlenkarten in einer Aufzählung: Anzahl je Seite und Wert.
rb-card-count = { $count } × { $value }
rb-hero-short = Held

rb-credits-title = Impressum
rb-credits-body =
    Ein Spiel von { $authors }.
    Illustrationen der Originalausgabe: { $illustrator }.
    Originalausgabe erschienen bei { $publisher }.
    Die Bilder dieser Ausgabe, Karten wie Schaubilder, hat scriptorium aus den Daten des Spiels gezeichnet.
    Alle Zahlen in den Beispielen dieses Hefts wurden Zug um Zug nach den Regeln berechnet.

rb-history-title = Geschichtlicher Hintergrund
rb-history-body =
    Mitte des 14. Jahrhunderts tobt der Hundertjährige Krieg zwischen England und Frankreich. Vor allem in den Jahren 1355 bis 1370 wird um jede Burg erbittert gerungen.
    Edward von Woodstock, Prinz von Wales, genannt der Schwarze Prinz, zieht mit seinen Truppen auf gefürchteten Raubzügen kreuz und quer durch Frankreich. „Guyenne!“ lautet dabei der Schlachtruf seiner englischen und gascognischen Krieger. Auf der Gegenseite stehen König Johann II., der Gute, mit seinem Heer und sein treuer Gefolgsmann Bertrand du Guesclin.
    Guyenne ist zugleich der Name des Herzogtums, das der englischen Krone im Vertrag von Brétigny 1360 als erblicher Besitz zugesprochen wird.
    Im Grenzland zwischen dem Süden des Berry und dem Norden des Limousin stoßen damals das Königreich Frankreich und das englische Aquitanien aneinander. Allein in den Tälern von Anglin, Creuse, Bouzanne, Indre und Arnon liegen rund dreißig Burgen und befestigte Orte.
    Du bist Vasall eines der beiden Könige und sollst diese Grenzburgen für deinen Lehnsherrn sichern. Jede Burgkarte steht für eine Burg und trägt den Namen eines ihrer Bauwerke. Wie viele davon kannst du halten?

rb-principle-title = Worum geht es?
rb-principle-body =
    { $game } wird über mehrere Runden gespielt. Mit den Karten auf deiner Hand versuchst du, möglichst viele Burgen unter deine Kontrolle zu bringen.
    Alle Karten werden verdeckt ausgelegt: Dein Gegner sieht nur, wie viele Karten du wo einsetzt, aber nicht, wie stark sie sind. Bluffen gehört also dazu.
    Deine Kräfte sind allerdings begrenzt. Setze deine starken Karten im richtigen Moment ein, sonst fehlen sie dir, wenn es darauf ankommt.
    Jede Runde hat zwei Phasen: Zuerst legt ihr abwechselnd Karten an die Burgen, dann werden die Kämpfe ausgetragen. Je nachdem, wem eine Burg gehört, greifst du sie an oder verteidigst sie.
    Absätze mit dem fetten Stichwort „Klarstellung“ und einer goldenen Linie am Rand regeln Fälle, die { $edition ->
        [2021] die Regeln der Ausgabe 2021
       *[other] die Regeln vom 25. April 2022
    } offenlassen. Es sind die Entscheidungen dieses Hefts, und alle Beispiele im Heft folgen ihnen. Jede Klarstellung trägt ein Kürzel, unter dem man sie zitieren kann.

rb-components-title = Spielmaterial
rb-components-body =
    In der Schachtel findest du { $cards } Karten:
    - { $castles } Burgkarten. Jede steht für eine Burg und heißt in diesen Regeln einfach „Burg“. Ein Pfeil auf jeder Burgkarte zeigt, wer sie hält.
    - Je { $side-cards } Aktionskarten für die Engländer und für die Franzosen, zu erkennen an Farbe und Rückseite: { $numbered } Zahlenkarten ({ $card-list }) sowie ein Held. Die Helden sind Edward von Woodstock, der Schwarze Prinz, für die Engländer und Bertrand du Guesclin für die Franzosen.
    - 1 Startspieler­karte mit dem englischen Wappen auf der einen und dem französischen auf der anderen Seite.
    - { $summary-cards } { $summary-cards ->
        [one] Karte
       *[other] Karten
    } „Spielübersicht“ mit den Regeln in Kurzform.
    Die Aktionskarten sind unterschiedlich stark. Von stark nach schwach: Held, 5, 4, 3, 2.

rb-setup-title = Spielvorbereitung
rb-setup-body =
    Setzt euch einander gegenüber. Legt die { $castles } Burgkarten in einer Reihe zwischen euch aus, sodass ihre Pfeile auf keinen von euch zeigen: Zu Beginn sind alle Burgen neutral. Die Beispiele nummerieren die Burgen nach ihrem Platz in der Reihe, von 1 bis { $castles }, von links nach rechts aus Sicht der Engländer.
    Der jüngere Spieler wählt, ob er die Engländer oder die Franzosen spielt.
    In der ersten Runde beginnen die Engländer. Legt die Startspieler­karte deshalb ans Ende der Burgenreihe, mit dem englischen Wappen nach oben und zum englischen Spieler gedreht.
    Jeder mischt seine { $numbered } Zahlenkarten und legt sie als verdeckten Nachziehstapel vor sich.
    Nimm deinen Helden auf die Hand und ziehe { $draw } Karten dazu. So startest du mit { $hand } Karten.
    Neben deinem Nachziehstapel entsteht im Lauf des Spiels dein eigener Ablage­stapel.

rb-goal-title = Ziel des Spiels
rb-goal-body =
    Es gibt zwei Wege zum Sieg:
    - Hältst du am Ende einer Runde alle { $castles } Burgen, gewinnst du sofort, und zwar { $sweep }:0.
    - Sonst gewinnt am Spielende, wer mehr Punkte hat. Punkte bringen dir deine Burgen, vor allem wenn sie nebeneinanderliegen. { $edition ->
        [2021] Außerdem bringt dir jede Karte, die du noch nicht verbraucht hast, 1 Punkt.
       *[other] Bei Punktgleichheit entscheiden die Karten, die du noch nicht verbraucht hast.
    }
    Wann das Spiel endet und wie genau gewertet wird, erfährst du unter „Spielende“ und „Wertung“.

rb-actions-title = Angreifen und verteidigen
rb-actions-body =
    Du hast zwei Möglichkeiten, Karten einzusetzen. In beiden Fällen legst du 1 oder mehrere Karten verdeckt vor eine Burgkarte:
    - **Angreifen:** Du greifst eine neutrale Burg oder eine Burg deines Gegners an. Lege deine Karten hochkant, mit der schmalen Seite zur Burg.
    - **Verteidigen:** Du verteidigst eine Burg, die du selbst hältst. Lege deine Karten quer, mit der langen Seite zur Burg.
    An der Lage der Karten sieht jeder auf einen Blick, wer wo angreift und wer verteidigt. Dein Gegner kann deine Karten zählen, ihre Werte sieht er aber erst im Kampf.
    Eine neutrale Burg greifen immer beide Seiten an.

rb-battle-title = Wie ein Kampf entschieden wird
rb-battle-body =
    Deine Stärke an einer Burg ist die Summe der Karten, die du dort gespielt hast.
    - **Gehaltene Burg:** Zuerst deckt der Angreifer seine Karten auf. Dann hat der Verteidiger die Wahl: Er deckt ebenfalls auf, oder er gibt auf. Wer aufgibt, legt seine Karten verdeckt auf den eigenen Ablage­stapel, ohne sie zu zeigen, und der Angreifer gewinnt. Deckt der Verteidiger auf, gewinnt, wer stärker ist; bei Gleichstand gewinnt der Verteidiger.
    - **Neutrale Burg:** Beide Seiten sind Angreifer und decken ihre Karten auf. Wer stärker ist, nimmt die Burg ein; bei Gleichstand bleibt sie neutral.
    - **Helden:** Ein Held gewinnt den Kampf, ganz gleich, was die Gegenseite gespielt hat. Liegen beide Helden an derselben Burg, ist es immer ein Gleichstand, egal welche Karten sonst noch dabei sind: Eine gehaltene Burg bleibt beim Verteidiger, eine neutrale bleibt neutral.
    Der Sieger dreht die Burgkarte so, dass ihr Pfeil auf ihn zeigt. Gewinnt der Verteidiger, behält er die Burg einfach.
    In den Kampfbeispielen dieses Hefts zeigt der Pfeil der Burgkarte schon, wie der Kampf ausgegangen ist.
    > [I-R5.3] An einer neutralen Burg darf niemand aufgeben: Die Regeln geben diese Wahl nur dem Verteidiger, und eine neutrale Burg hat keinen.

rb-round-title = Eine Runde: Karten auslegen
rb-round-body =
    Zu Beginn jeder Runde werden Karten ausgelegt, immer in dieser Reihenfolge:
    - Der Startspieler wählt eine Burg, hier Burg A genannt, und legt dort mindestens 1 Karte verdeckt aus. Ist die Burg neutral oder gehört sie dem Gegner, greift er an; gehört sie ihm selbst, verteidigt er sie.
    - Der Gegner antwortet an Burg A mit mindestens 1 Karte. Gehört ihm die Burg, verteidigt er sie, sonst greift er an. Eine neutrale Burg greifen also beide an.
    - Danach wählt der Gegner eine andere Burg, Burg B, und legt dort mindestens 1 Karte aus. Ob er angreift oder verteidigt, hängt auch hier davon ab, wem die Burg gehört.
    - Zum Schluss antwortet der Startspieler an Burg B mit mindestens 1 Karte, ebenfalls als Angreifer oder Verteidiger, je nachdem, wem die Burg gehört.
    Jeder spielt also in jeder Runde an genau 2 Burgen, an jeder mit mindestens 1 und höchstens { $max } { $max ->
        [one] Karte
       *[other] Karten
    }.
    Dein Held wird wie jede andere Karte ausgelegt: verdeckt, allein oder zusammen mit Zahlenkarten.

rb-resolve-title = Eine Runde: Kämpfe austragen
rb-resolve-body =
    Liegen alle Karten, werden die beiden Kämpfe nacheinander ausgetragen.
    - **Gehaltene Burg:** Zuerst deckt der Angreifer auf, danach deckt der Verteidiger auf oder gibt auf.
    - **Neutrale Burg:** Beide Seiten decken ihre Karten gleichzeitig auf.
    Wer den Kampf gewinnt, dreht die Burgkarte, bis ihr Pfeil auf ihn zeigt. Bei Gleichstand bleibt alles, wie es war: Die Burg bleibt neutral oder beim Verteidiger.
    { $edition ->
        [2021] Hat ein Angreifer gerade eine gegnerische Burg erobert, wird seine stärkste Karte dort endgültig entfernt (siehe „Eroberungen kosten Kraft“).
       *[other] Im Fortgeschrittenen- und im Expertenspiel werden danach manche der gespielten Karten endgültig entfernt (siehe „Fortgeschrittene Regeln“).
    }
    > [I-R5] Die Regeln legen nicht fest, in welcher Reihenfolge die beiden Kämpfe stattfinden. In diesem Heft ist zuerst Burg A an der Reihe, dann Burg B, in der Reihenfolge, in der sie gewählt wurden.

rb-end-round-title = Rundenende und Nachziehen
rb-end-round-body =
    Nach beiden Kämpfen endet die Runde:
    - Alle gespielten Karten kommen auf den Ablage­stapel ihres Besitzers, auch Karten, mit denen aufgegeben wurde. Nur endgültig entfernte Karten bleiben draußen.
    - Jeder füllt seine Hand aus dem eigenen Nachziehstapel wieder auf { $hand } Karten auf (siehe „Wenn der Stapel aufgebraucht ist“).
    - Die Startspieler­karte wird umgedreht: In der nächsten Runde beginnt die andere Seite.
rb-round-example-title = Eine ganze Runde
rb-round-example-body =
    Das folgende Beispiel begleitet eine Runde einer Partie, von der ersten ausgelegten Karte bis zum Nachziehen für die nächste Runde.

rb-exhaustion-title = Wenn der Stapel aufgebraucht ist
rb-exhaustion-body =
    Immer wenn die letzte Karte deinen Nachziehstapel verlässt, ist dein Stapel aufgebraucht. Zähle mit, wie oft das passiert: Beim { $limit }. Mal{ $edition ->
        [2021] { "" }
       *[other] { " " }(im Expertenspiel erst beim { $expert-limit }. Mal)
    } ist deine Grenze erreicht.
    - **Grenze noch nicht erreicht:** Mische sofort deinen Ablage­stapel zu einem neuen Nachziehstapel. Fehlen dir noch Karten, ziehst du von dort weiter.
    - **Grenze erreicht:** Du bekommst keinen neuen Nachziehstapel. Du behältst, was du bis dahin gezogen hast, und ziehst ab jetzt keine Karten mehr nach.
    > [I-R7.3] Aufgebraucht ist dein Stapel in dem Moment, in dem du seine letzte Karte ziehst, auch wenn du danach keine Karte mehr brauchst; ist ein neuer Stapel erlaubt, wird er sofort gemischt.
    > [I-R7.4] Ist dein Ablage­stapel in diesem Moment leer, ist auch der neue Nachziehstapel leer, und er gilt sofort als ein weiteres Mal aufgebraucht.

rb-end-game-title = Spielende
rb-end-game-body =
    Das Spiel kann auf zwei Arten enden:
    - **Alle Burgen erobert:** Hält eine Seite nach den Kämpfen einer Runde alle { $castles } Burgen, ist das Spiel sofort vorbei, und sie gewinnt { $sweep }:0. Niemand zieht mehr nach.
    - **Stapel aufgebraucht:** Zu Beginn einer Runde, sobald alle nachgezogen haben, prüft ihr: Hat eine Seite ihre Grenze erreicht und hält nur noch 1 Karte oder gar keine? Dann endet das Spiel. Zum Teamspiel siehe „Teamspiel zu dritt oder zu viert“.
    Endet das Spiel, ohne dass eine Seite alle Burgen erobert hat, entscheidet die Wertung über den Sieg.

rb-scoring-2022-title = Wertung
rb-scoring-2022-body =
    Hält eine Seite alle { $castles } Burgen, bekommt sie { $sweep } Punkte und ihr Gegner 0.
    Andernfalls zählt jede Seite ihre Burgen:
    - Eine Burg ohne benachbarte Burg derselben Seite steht allein und bringt { $isolated } { $isolated ->
        [one] Punkt
       *[other] Punkte
    }.
    - Jede Burg, die mit mindestens 1 Nachbarburg derselben Seite eine Gruppe bildet, bringt { $grouped } { $grouped ->
        [one] Punkt
       *[other] Punkte
    }.
    - Neutrale Burgen bringen niemandem etwas.
    Wer mehr Punkte hat, gewinnt. Bei Punktgleichheit gewinnt, wer mehr unverbrauchte Karten hat, also Karten auf der Hand und im Nachziehstapel zusammen; der Ablage­stapel zählt nicht.
    > [I-R8.3] Weiter gehen die Regeln nicht: Ist auch die Zahl der unverbrauchten Karten gleich, wertet dieses Heft die Partie als unentschieden.

rb-scoring-2021-title = Wertung (Ausgabe 2021)
rb-scoring-2021-body =
    Hält eine Seite alle { $castles } Burgen, bekommt sie { $sweep } Punkte und ihr Gegner 0.
    Andernfalls bekommt jede Seite:
    - 1 Punkt für jede Burg, die sie hält,
    - für ihre größte Gruppe benachbarter eigener Burgen so viele Punkte, wie die Gruppe Burgen hat, aber nur, wenn es mindestens 2 sind,
    - 1 Punkt für jede Karte auf ihrer Hand und in ihrem Nachziehstapel.
    Wer mehr Punkte hat, gewinnt. Bei Punktgleichheit gewinnt die Seite mit der größeren Gruppe, danach die mit mehr unverbrauchten Karten.
    > [I-R8.3] Weiter gehen die Regeln nicht: Ist auch die Zahl der unverbrauchten Karten gleich, wertet dieses Heft die Partie als unentschieden.

rb-removal-2021-title = Eroberungen kosten Kraft
rb-removal-2021-body =
    Erobert ein Angreifer eine Burg, die sein Gegner gehalten hat, muss er danach die stärkste Karte, die er dort gespielt hat, endgültig entfernen, auch wenn das sein Held ist. Das gilt ebenso, wenn der Verteidiger aufgegeben hat.
    Nichts wird entfernt, wenn jemand eine neutrale Burg einnimmt, wenn der Verteidiger gewinnt oder wenn der Kampf unentschieden ausgeht.
    Endgültig entfernte Karten liegen offen neben der Burgenreihe. Sie sind für den Rest des Spiels draußen und kommen auch beim Neumischen nicht zurück.
    Die Stärken werden vorher verglichen: Erst wird der Kampf entschieden, dann wird entfernt.

rb-advanced-title = Fortgeschrittene Regeln
rb-advanced-body =
    Es gelten alle Regeln des Grundspiels und zusätzlich eine Regel: Nach manchen Kämpfen werden Karten endgültig entfernt. Das betrifft zwei Fälle:
    - **Neutrale Burg eingenommen:** Der Verlierer entfernt von den Karten, die er dort gespielt hat, entweder seine stärkste Karte oder mehrere Karten (mindestens 2), die zusammen mindestens so viel wert sind wie diese stärkste Karte. Der Sieger entfernt nichts, und bei Gleichstand entfernt niemand etwas.
    - **Angriff auf eine gegnerische Burg:** Der Angreifer entfernt die stärkste Karte, die er dort gespielt hat, auch wenn es sein Held ist; der Held gilt als stärkste Karte. Das gilt immer, ob er gewinnt oder verliert, und auch dann, wenn der Verteidiger aufgibt. Der Verteidiger entfernt nichts.
    Entfernte Karten liegen offen neben der Burgenreihe und sind endgültig aus dem Spiel.
    Die Stärken werden vor dem Entfernen verglichen.

rb-expert-title = Expertenspiel
rb-expert-body =
    Es gelten alle fortgeschrittenen Regeln, mit zwei Änderungen:
    - **Vorbereitung:** Bevor du mischst, suchst du dir { $set-aside } deiner Zahlenkarten aus (nie deinen Helden) und legst sie verdeckt auf deinen Ablage­stapel. Sie kommen zurück ins Spiel, sobald du deinen Ablage­stapel zum ersten Mal zu einem neuen Nachziehstapel mischst. Die übrigen Zahlenkarten mischst du zu deinem Nachziehstapel; dann nimmst du wie gewohnt deinen Helden auf die Hand und ziehst { $draw } Karten.
    - **Grenze:** Sie ist erst erreicht, wenn dein Stapel zum { $expert-limit }. Mal aufgebraucht ist, nicht schon beim { $limit }. Mal.
    Alles Übrige folgt den fortgeschrittenen Regeln.

rb-team-title = Teamspiel zu dritt oder zu viert
rb-team-body =
    Bis zu { $players-max } Personen können mitspielen, indem sie Zweierteams bilden: Zu dritt spielt eine Seite als Team und die andere allein, mit { $players-max } Spielern treten zwei Teams gegeneinander an.
    Ein Team teilt sich einen Nachziehstapel, einen Ablage­stapel und einen Helden. Wie im Spiel zu zweit sitzen sich die beiden Seiten gegenüber, die Burgenreihe zwischen sich. Die beiden Mitglieder eines Teams sitzen an den beiden Enden ihrer Tischseite, ihren Nachziehstapel und Ablage­stapel zwischen sich, damit keiner in die Karten des anderen schauen kann.
    - **Erste Runde:** In jedem Team nimmt das jüngere Mitglied den Helden und zieht { $draw } Karten. Dann gibt es seinem Partner 1 bis { $draw } seiner Karten ab, behält selbst mindestens 1 und legt fest, wer von beiden zuerst spielt.
    - **Auslegen:** Jedes Mitglied spielt an genau 1 der 2 Burgen seines Teams, in der festgelegten Reihenfolge und nach den üblichen Regeln. Zusammen spielt das Team also weiterhin an 2 Burgen.
    - **Weitere Runden:** Das andere Mitglied zieht nach, bis die beiden Hände des Teams zusammen wieder { $hand } Karten halten. Es gibt ebenso 1 bis { $draw } Karten ab, behält mindestens 1 und bestimmt, wer zuerst spielt. Wer nachzieht, wechselt also jede Runde.
    - Partner dürfen einander nichts über ihre Karten verraten.
    Alle anderen Regeln bleiben unverändert.
    > [I-R9.5a] Ein Mitglied ganz ohne Karten könnte an seiner Burg nicht spielen. Deshalb darf eine Abgabe nie einen der beiden Partner mit leeren Händen zurücklassen; dafür sorgt die Regel, dass man mindestens 1 Karte abgibt und mindestens 1 behält.
    > [I-R9.5b] **Ende eines Teamspiels:** Hat das Team seine Grenze erreicht, zählt nur noch das Mitglied, das in dieser Runde nachzieht. Hält es danach nur 1 Karte oder gar keine, kann es nicht 1 Karte abgeben und 1 behalten, und das Spiel endet. Was sein Partner auf der Hand hat, zählt nicht.

rb-quickref-title = Kurzübersicht
rb-quickref-body =
    - **Auslegen:** Der Startspieler spielt an Burg A; der Gegner antwortet an A und eröffnet dann Burg B; der Startspieler antwortet an B.
    - Neutrale oder gegnerische Burg angreifen (Karten hochkant, schmale Seite zur Burg); eigene Burg verteidigen (Karten quer, lange Seite zur Burg). Neutrale Burgen greifen beide an.
    - Jeder spielt pro Runde an genau 2 Burgen: an jeder mindestens 1 und höchstens { $max } Karten, immer verdeckt.
    - **Kämpfe:** erst Burg A, dann Burg B. Deine Stärke ist die Summe deiner Karten dort.
    - **Gehaltene Burg:** Der Angreifer deckt auf; der Verteidiger deckt auf oder gibt auf (Karten ungesehen ablegen, die Burg ist verloren). Es gewinnt, wer stärker ist; bei Gleichstand der Verteidiger.
    - **Neutrale Burg:** Beide decken auf; bei Gleichstand bleibt sie neutral; aufgeben darf niemand.
    - **Helden:** Ein Held schlägt jede Summe; zwei Helden ergeben Gleichstand.
    - Der Sieger dreht den Pfeil der Burg zu sich.
    - { $edition ->
        [2021] **Eroberung:** Wer eine gegnerische Burg erobert, entfernt seine stärkste Karte dort endgültig, auch seinen Helden.
       *[other] **Fortgeschrittenen- und Expertenspiel:** Wer den Kampf um eine neutrale Burg verliert, entfernt endgültig seine stärkste Karte dort oder mindestens 2 Karten, die zusammen mindestens so viel wert sind; wer eine gegnerische Burg angreift, entfernt immer seine stärkste Karte dort, auch seinen Helden, ob er gewinnt oder verliert.
    }
    - **Rundenende:** Gespielte Karten ablegen, Hand auf { $hand } Karten auffüllen, Startspieler­karte umdrehen.
    - **Stapel aufgebraucht:** Ablage­stapel sofort zum neuen Nachziehstapel mischen. Beim { $limit }. Mal{ $edition ->
        [2021] { "" }
       *[other] { " " }(im Expertenspiel beim { $expert-limit }.)
    } ist die Grenze erreicht: kein neuer Stapel, kein Nachziehen mehr.
    - **Spielende:** Eine Seite hält nach den Kämpfen alle { $castles } Burgen ({ $sweep }:0); oder nach dem Nachziehen hat jemand an der Grenze nur noch 1 Karte oder keine (im Team: wer nachgezogen hat).
    - { $edition ->
        [2021] **Wertung:** 1 Punkt je Burg, 1 je Burg deiner größten Gruppe (ab 2 Burgen), 1 je Karte auf der Hand und im Nachziehstapel.
       *[other] **Wertung:** { $isolated } { $isolated ->
            [one] Punkt
           *[other] Punkte
        } je allein stehende Burg, { $grouped } { $grouped ->
            [one] Punkt
           *[other] Punkte
        } je Burg in einer Gruppe aus 2 oder mehr; neutrale Burgen zählen nicht.
    }
    - { $edition ->
        [2021] **Punktgleichheit:** größere Gruppe, dann mehr unverbrauchte Karten; sonst unentschieden.
       *[other] **Punktgleichheit:** mehr unverbrauchte Karten (Hand und Nachziehstapel); sonst unentschieden.
    }

rb-thanks-title = Danksagung
rb-thanks-body =
    Herzlichen Dank an alle, die { $game } getestet haben, besonders an Mathilde, Christine, Clémence, Camille und Erwan.
    Danke an den Verein „Fédération des Chemins de la Guerre de Cent Ans“, der uns bei diesem Projekt sein Vertrauen geschenkt hat.
    Danke an den Verein „Do It Your Game“: Seine Game Jams während des Lockdowns 2020, bei denen in kurzer Zeit und mit festen Vorgaben Spiele entstehen, haben { $game } überhaupt erst ins Leben gerufen.
    Danke an Adam Niman, der die ersten Entwicklungsschritte des Spiels mit seiner Firma I‑Jou begleitet hat.
    Danke an Pascal Donjon für seine Hilfe bei den Vorserien­exemplaren.

rb-component-castle = Zwei der { $castles } Burgkarten: Jede steht für eine Burg und zeigt eines ihrer Bauwerke. Ihr Pfeil weist auf die Seite, die sie hält.
rb-component-actions = Aktionskarten beider Seiten. Jede Seite hat { $side-cards }: { $numbered } Zahlenkarten ({ $card-list }) und einen Helden.
rb-component-heroes = Die Helden: Edward von Woodstock, der Schwarze Prinz, für die Engländer und Bertrand du Guesclin, Konnetabel von Frankreich, für die Franzosen. Ein Held schlägt jede Summe.
rb-component-first-player = Die Startspieler­karte zeigt auf einer Seite das englische, auf der anderen das französische Wappen.
rb-component-summary =
    { $summary-cards ->
        [one] Die Karte „Spielübersicht“ fasst
       *[other] Eine der { $summary-cards } Karten „Spielübersicht“, die
    } die Regeln kurz { $summary-cards ->
        [one] zusammen.
       *[other] zusammenfassen.
    }
rb-component-backs = Die Rückseiten der englischen und der französischen Karten und (rechts) der Burgkarten: So bleiben die Stapel sauber getrennt.

rb-label-deck = Nachziehstapel
rb-label-discard = Ablage­stapel
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

rb-ex-setup-caption = Zu Spielbeginn sind alle Burgen neutral. Jede Seite hat { $hand } Karten auf der Hand, darunter ihren Helden, und { $deck } im Nachziehstapel; die Startspieler­karte zeigt das { $first ->
        [english] englische
       *[french] französische
    } Wappen.
rb-ex-setup-alt = Spielaufbau: In der Mitte liegt die Reihe der neutralen Burgkarten, an ihrem Ende die Startspieler­karte mit dem { $first ->
        [english] englischen
       *[french] französischen
    } Wappen. Vor jedem Spieler liegt sein Nachziehstapel mit { $deck } Karten, daneben ist Platz für den Ablage­stapel; jeder hält { $hand } Karten.

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
        } verdeckt auf ihren Ablage­stapel, ohne sie zu zeigen.
       *[french] Die Engländer greifen die französische Burg { $position } ({ $castle }) mit { $english-hero ->
            [yes] { $english-cards }
           *[no] { $english-count ->
                [one] { $english-cards }
               *[other] { $english-cards } = { $english }
            }
        } an. Die Franzosen geben auf und legen { $french-count ->
            [one] ihre einzige Karte
           *[other] ihre { $french-count } Karten
        } verdeckt auf ihren Ablage­stapel, ohne sie zu zeigen.
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
    An Burg { $position } ({ $castle }) { $winner ->
        [english] setzen die Franzosen { $french-count ->
            [one] { $french-cards }
           *[other] { $french-cards } = { $french }
        } ein, die Engländer { $english-count ->
            [one] nur ihren Helden
           *[other] { $english-cards }
        }. Ein Held schlägt jede Summe, { $holder ->
            [english] also behalten die Engländer die Burg.
           *[other] also geht die Burg an die Engländer.
        }
        [french] setzen die Engländer { $english-count ->
            [one] { $english-cards }
           *[other] { $english-cards } = { $english }
        } ein, die Franzosen { $french-count ->
            [one] nur ihren Helden
           *[other] { $french-cards }
        }. Ein Held schlägt jede Summe, { $holder ->
            [french] also behalten die Franzosen die Burg.
           *[other] also geht die Burg an die Franzosen.
        }
       *[none] spielen die Engländer { $english-cards } und die Franzosen { $french-cards }. Es ist ein Gleichstand.
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

rb-ex-round-intro = Runde { $round } Zug um Zug. { $first ->
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
rb-step-next = Die Startspieler­karte wird umgedreht: In der nächsten Runde beginnen { $first ->
        [english] die Engländer.
       *[french] die Franzosen.
    }
rb-ex-round-caption = Oben die in Runde { $round } ausgelegten Karten (die Ziffern geben die Reihenfolge an), unten die Burgen nach der Runde: { $line }.
rb-ex-round-alt = Die Burgenreihe nach Runde { $round }: { $line }.
rb-castle-owner =
    Burg { $position } ({ $castle }) { $owner ->
        [english] englisch
        [french] französisch
       *[none] neutral
    }
rb-ex-scoring-caption = Die Engländer kommen auf { $english-points } { $english-points ->
        [one] Punkt
       *[other] Punkte
    }, die Franzosen auf { $french-points }. { $points-tie ->
        [yes] Bei Punktgleichheit entscheiden die Karten auf der Hand und im Nachziehstapel (Engländer { $english-unspent }, Franzosen { $french-unspent }). { $winner ->
            [english] Die Engländer gewinnen.
            [french] Die Franzosen gewinnen.
           *[none] Auch hier steht es gleich: Die Partie endet unentschieden.
        }
       *[no] { $winner ->
            [english] Die Engländer gewinnen.
           *[other] Die Franzosen gewinnen.
        } Die Karten auf der Hand und im Nachziehstapel (Engländer { $english-unspent }, Franzosen { $french-unspent }) hätten nur bei Punktgleichheit gezählt.
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
        } ein. Als Verlierer müssen die Franzosen ihre stärkste Karte dort endgültig entfernen oder mindestens 2 Karten, die zusammen wenigstens so viel wert sind. { $options ->
            [one] Ihnen bleibt nur eine Wahl: { $choices }.
           *[other] Sie könnten zum Beispiel { $choices } entfernen und entscheiden sich für { $removed }.
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
        } ein. Als Verlierer müssen die Engländer ihre stärkste Karte dort endgültig entfernen oder mindestens 2 Karten, die zusammen wenigstens so viel wert sind. { $options ->
            [one] Ihnen bleibt nur eine Wahl: { $choices }.
           *[other] Sie könnten zum Beispiel { $choices } entfernen und entscheiden sich für { $removed }.
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

rb-ex-expert-caption = Im Expertenspiel legt jede Seite vor dem Mischen { $set-aside } Zahlenkarten ihrer Wahl verdeckt auf ihren Ablage­stapel. Nach dem Ziehen hat sie { $hand } Karten auf der Hand, und im Nachziehstapel liegen noch { $deck }.
rb-ex-expert-alt = Aufbau einer Seite im Expertenspiel: ein Nachziehstapel mit { $deck } Karten, { $hand } Karten auf der Hand, darunter der Held, und daneben der Ablage­stapel mit den { $set-aside } verdeckt beiseitegelegten Karten.
rb-ex-seating-caption = Mit { $players-max } Spielern sitzt jedes Team auf seiner Seite der Burgenreihe, die Engländer unten, die Franzosen oben. Die beiden Partner sitzen an den beiden Enden, ihren Nachziehstapel und Ablage­stapel zwischen sich, so kann keiner in die Karten des anderen sehen. In jedem Team ist Nr. 1 das Mitglied, das in dieser Runde die Karten gezogen hat, und Nr. 2 sein Partner; jeder Kreis zeigt, wie viele Karten der Spieler hält. Engländer 1 hat { $english-kept } { $english-kept ->
    [one] Karte
   *[other] Karten
} behalten und den Rest ({ $english-given-cards }) an Engländer 2 abgegeben, Franzose 1 hat { $french-kept } { $french-kept ->
    [one] Karte
   *[other] Karten
} behalten und den Rest ({ $french-given-cards }) an Franzose 2 abgegeben.
rb-ex-seating-alt = Sitzplan für { $players-max } Spieler, die Burgenreihe quer über die Mitte des Tisches. Die beiden Engländer sitzen auf derselben Seite, je einer an jedem Ende, ihren Nachziehstapel und Ablage­stapel zwischen sich; gegenüber sitzen die beiden Franzosen ebenso. Engländer 1 hat { $english-kept } { $english-kept ->
    [one] Karte
   *[other] Karten
} behalten und { $english-given } { $english-given ->
    [one] Karte
   *[other] Karten
} an Engländer 2 abgegeben; Franzose 1 hat { $french-kept } { $french-kept ->
    [one] Karte
   *[other] Karten
} behalten und { $french-given } { $french-given ->
    [one] Karte
   *[other] Karten
} an Franzose 2 abgegeben.

# The balance report (`scriptorium balance`): how a simulated game ended.
balance-end = { $end ->
    [all_castles] alle Burgen in einer Hand
    [exhaustion] Nachziehstapel an der Grenze
   *[no_cards] eine Seite kann nicht spielen (R7.6)
}
