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

## Rulebook

rb-doc-title = { $game } – Spielregel
rb-subtitle = Ein Kartenspiel für { $players-min }, 4 oder { $players-max } Spieler · Im Jahr 966 ringen Normannen und Bretonen um den Mont-Saint-Michel
rb-toc-title = Inhalt
rb-example-label = Beispiel
rb-clarification = Klarstellung.

rb-component-warriors = { $warriors } Kriegerkarten in drei Farben, in jeder Farbe die Werte 1 bis { $values }, jeden { $copies }-mal: Rot sind die Normannen, Blau die Bretonen, Grün die Söldner des Königs von Frankreich. Wert und Zeichen des Lagers stehen in zwei Ecken.
rb-component-heroes = Die { $heroes } Helden der Heldenvariante.
rb-component-backs = Die Rückseiten der Stapel: Normannen, Bretonen, Söldner und Helden.
rb-component-summary = Die Karte „Spielübersicht“ fasst die Regeln kurz zusammen.

rb-heroes-table-hero = Held
rb-heroes-table-normans = Für die Normannen gespielt
rb-heroes-table-bretons = Für die Bretonen gespielt

rb-label-won =
    { $faction ->
        [normans] Normannen
       *[bretons] Bretonen
    }
rb-label-sealed = versiegelt
rb-label-seat =
    Spieler { $player } · { $faction ->
        [normans] Normannen
       *[bretons] Bretonen
    }
rb-diagram-alt =
    Die Reihe aus { $ramparts } { $ramparts ->
        [one] Wall
       *[other] Wällen
    }; die Normannen haben { $normans-won ->
        [0] noch keinen davon
        [one] einen davon
       *[other] { $normans-won } davon
    } gewonnen, die Bretonen { $bretons-won ->
        [0] noch keinen
        [one] einen
       *[other] { $bretons-won }
    }.

## Wörter in erzeugten Sätzen

# Ein Krieger im Satz, nach Art der Kartenspiele ohne Artikel: „Rot 5“.
rb-card =
    { $colour ->
        [red] Rot
        [blue] Blau
       *[green] Grün
    } { $value }
rb-formation =
    { $formation ->
        [three] Drilling
        [colour-run] Farbstraße
        [run] Straße
        [colour] Farbe
        [sum] Summe
       *[none] noch keine Formation
    }
rb-formation-row =
    { $formation ->
        [three] Drilling
        [colour-run] Farbstraße
        [run] Straße
        [colour] Farbe
        [sum] Summe
       *[none] Noch keine Formation
    } – Summe { $sum }

## Schritte der Beispiele

rb-step-lay =
    { $faction ->
        [normans] Die Normannen
       *[bretons] Die Bretonen
    } { $new ->
        [yes] eröffnen Wall { $rampart } mit { $card }.
       *[no] legen { $card } an Wall { $rampart }.
    }
rb-step-free =
    { $faction ->
        [normans] Die Normannen
       *[bretons] Die Bretonen
    } { $new ->
        [yes] eröffnen Wall { $rampart } mit { $hero } als freiem Krieger: Er zählt als { $card }, Farbe und Wert haben sie selbst gewählt.
       *[no] legen { $hero } als freien Krieger an Wall { $rampart }: Er zählt als { $card }, Farbe und Wert haben sie selbst gewählt.
    }
rb-step-weight =
    { $faction ->
        [normans] Die Normannen
       *[bretons] Die Bretonen
    } { $new ->
        [yes] eröffnen Wall { $rampart } mit { $hero }; für sie ist er nur Ballast und zählt als { $card }.
       *[no] legen { $hero } an Wall { $rampart }; für sie ist er nur Ballast und zählt als { $card }.
    }
rb-step-mainard =
    { $faction ->
        [normans] Die Normannen spielen { $hero } und holen { $card } von der bretonischen Seite an Wall { $from } auf ihre eigene Seite an Wall { $to }.
       *[bretons] Die Bretonen spielen { $hero } und holen { $card } von der normannischen Seite an Wall { $from } auf ihre eigene Seite an Wall { $to }.
    }
rb-step-move =
    { $faction ->
        [normans] Die Normannen spielen { $hero } und versetzen { $card } von Wall { $from } an Wall { $to }; die Karte bleibt auf der Seite der Bretonen.
       *[bretons] Die Bretonen spielen { $hero } und versetzen { $card } von Wall { $from } an Wall { $to }; die Karte bleibt auf der Seite der Normannen.
    }
rb-step-lothaire =
    { $faction ->
        [normans] Die Normannen
       *[bretons] Die Bretonen
    } spielen { $hero }: Sie suchen sich { $card } aus dem Söldnerstapel aus und { $new ->
        [yes] eröffnen damit Wall { $rampart }
       *[no] legen die Karte an Wall { $rampart }
    }. Danach wird der Stapel gemischt.
rb-step-aubert =
    { $faction ->
        [normans] Die Normannen
       *[bretons] Die Bretonen
    } legen den Heiligen Aubert neben Wall { $rampart }: Die Söldner dort sind ab jetzt wertlos, und neue kommen nicht mehr hinzu.
rb-step-gabriel =
    { $faction ->
        [normans] Die Normannen
       *[bretons] Die Bretonen
    } legen den Erzengel Gabriel neben Wall { $rampart } und versiegeln ihn: Diesen Wall wird niemand gewinnen.
rb-step-pass =
    { $faction ->
        [normans] Die Normannen
       *[bretons] Die Bretonen
    } können keine Karte spielen und passen; nachgezogen wird trotzdem.
rb-step-claim =
    { $faction ->
        [normans] Die Normannen
       *[bretons] Die Bretonen
    } beanspruchen Wall { $rampart }. { $complete ->
        [yes] { $formation ->
            [three] Ihr Drilling
            [colour-run] Ihre Farbstraße
            [run] Ihre Straße
            [colour] Ihre Farbe
           *[sum] Ihre Summe
        } ({ $sum }) schlägt { $against ->
            [three] den Drilling
            [colour-run] die Farbstraße
            [run] die Straße
            [colour] die Farbe
           *[sum] die Summe
        } der { $faction ->
            [normans] Bretonen
           *[bretons] Normannen
        } ({ $against-sum }).
        [tie] Beide Seiten haben dieselbe Formation und dieselbe Summe ({ $sum }), doch ihre Seite war zuerst vollständig und gewinnt.
       *[no] Die Seite der { $faction ->
            [normans] Bretonen
           *[bretons] Normannen
        } ist noch unvollständig, { $against ->
            [none] und mit den Karten, die nicht auf dem Schlachtfeld liegen, lässt sie sich gar nicht mehr vervollständigen
            [three] doch mit Karten, die nicht auf dem Schlachtfeld liegen, käme sie bestenfalls auf einen Drilling ({ $against-sum })
            [colour-run] doch mit Karten, die nicht auf dem Schlachtfeld liegen, käme sie bestenfalls auf eine Farbstraße ({ $against-sum })
            [run] doch mit Karten, die nicht auf dem Schlachtfeld liegen, käme sie bestenfalls auf eine Straße ({ $against-sum })
            [colour] doch mit Karten, die nicht auf dem Schlachtfeld liegen, käme sie bestenfalls auf eine Farbe ({ $against-sum })
           *[sum] doch mit Karten, die nicht auf dem Schlachtfeld liegen, käme sie bestenfalls auf eine Summe von { $against-sum }
        }: Der Anspruch ist bewiesen.
    } Entschieden wird zu Beginn ihres nächsten Zugs.
rb-step-refused =
    Der Anspruch der { $faction ->
        [normans] Normannen
       *[bretons] Bretonen
    } auf Wall { $rampart } wird abgelehnt: Mit Karten, die nicht auf dem Schlachtfeld liegen, könnte die Seite der { $faction ->
        [normans] Bretonen
       *[bretons] Normannen
    } noch zu { $against ->
        [three] einem Drilling ({ $against-sum })
        [colour-run] einer Farbstraße ({ $against-sum })
        [run] einer Straße ({ $against-sum })
        [colour] einer Farbe ({ $against-sum })
       *[sum] einer Summe von { $against-sum }
    } ergänzt werden und damit { $formation ->
        [three] den Drilling
        [colour-run] die Farbstraße
        [run] die Straße
        [colour] die Farbe
       *[sum] die Summe
    } der { $faction ->
        [normans] Normannen
       *[bretons] Bretonen
    } ({ $sum }) schlagen ({ $rule }).
rb-step-resolved =
    Der Anspruch der { $faction ->
        [normans] Normannen
       *[bretons] Bretonen
    } auf Wall { $rampart } wird zu Beginn ihres Zugs entschieden: { $won ->
        [yes] Er ist noch berechtigt, sie gewinnen den Wall. Die Karten dort bleiben liegen, sind aber aus dem Spiel.
       *[no] Er ist nicht mehr berechtigt und verfällt.
    }
rb-step-rally =
    { $faction ->
        [normans] Die Normannen
       *[bretons] Die Bretonen
    } haben keinen Krieger mehr auf der Hand und stoßen den Sammelruf aus: Sie nehmen { $count ->
        [one] die oberste Karte
       *[other] die obersten { $count } Karten
    } vom Stapel der { $pile ->
        [normans] Normannen
       *[bretons] Bretonen
    } und ziehen ab jetzt von dort nach.
rb-step-draw =
    { $faction ->
        [normans] Die Normannen
       *[bretons] Die Bretonen
    } ziehen { $card } { $pile ->
        [normans] { $faction ->
            [normans] von ihrem eigenen Stapel
           *[bretons] vom Stapel der Normannen
        }
        [bretons] { $faction ->
            [bretons] von ihrem eigenen Stapel
           *[normans] vom Stapel der Bretonen
        }
        [heroes] vom Heldenstapel
        [common] vom gemeinsamen Stapel
        [own-mercenaries] von ihrem eigenen Söldnerstapel
       *[mercenaries] vom Söldnerstapel
    }.
rb-step-gift =
    Spieler { $player } ({ $faction ->
        [normans] Normannen
       *[bretons] Bretonen
    }) gibt { $card } an Spieler { $partner }.
rb-step-end =
    { $winner ->
        [king] { $reached ->
            [normans] Die Normannen erreichen
           *[bretons] Die Bretonen erreichen
        } { $victory ->
            [majority] die Mehrheit
            [breakthrough] einen Durchbruch
            [encirclement] die Umzingelung
            [count] mehr Wälle als der Gegner
           *[other] das Ziel
        }, doch ohne die Wälle, die allein Söldner gewonnen haben, reicht es nicht: Der König von Frankreich gewinnt, und beide Lager verlieren.
       *[other] { $victory ->
            [majority] Mehrheit: { $winner ->
                [normans] Die Normannen gewinnen.
               *[bretons] Die Bretonen gewinnen.
            }
            [breakthrough] Durchbruch: { $winner ->
                [normans] Die Normannen gewinnen.
               *[bretons] Die Bretonen gewinnen.
            }
            [encirclement] Umzingelung: { $winner ->
                [normans] Die Normannen gewinnen.
               *[bretons] Die Bretonen gewinnen.
            }
            [count] Niemand kommt mehr voran. { $winner ->
                [normans] Die Normannen haben mehr Wälle gewonnen und gewinnen.
               *[bretons] Die Bretonen haben mehr Wälle gewonnen und gewinnen.
            }
            [gabriel] Niemand kommt mehr voran, und beide Lager haben gleich viele Wälle. { $winner ->
                [normans] Nur die Bretonen haben den Erzengel Gabriel gespielt: Die Normannen gewinnen.
               *[bretons] Nur die Normannen haben den Erzengel Gabriel gespielt: Die Bretonen gewinnen.
            }
           *[draw] Niemand kommt mehr voran, und beide Lager haben gleich viele Wälle: Die Partie endet unentschieden.
        }
    }

## Abschnitte

rb-history-title = Geschichtlicher Hintergrund
rb-history-body =
    Im Jahr 966 steht der Mont-Saint-Michel, der Felsen in der Bucht zwischen Normandie und Bretagne, unter der Herrschaft der Bretonen.
    Richard I., Herzog der Normandie, will das ändern. Mit einem päpstlichen Schreiben, das ihm den Felsen zuspricht, rückt er mit seinen Kriegern an. Doch Hoël I., Herzog der Bretagne, denkt nicht daran, den Mont kampflos zu räumen.
    Lothar, König der Franken, verfolgt den Streit mit wachem Blick. Er wirbt Söldner an, die mal hier, mal dort kämpfen, und hofft insgeheim, dass sich die beiden Herzöge gegenseitig aufreiben.
    Du führst die Normannen oder die Bretonen. Verteile deine Truppen klug auf die Wälle, rufe Helden zu Hilfe und sichere deinem Lager den Felsen der Herzöge, bevor ihn sich der König holt.

rb-components-title = Spielmaterial
rb-components-body =
    { $game } besteht nur aus Karten:
    - { $warriors } Kriegerkarten in drei Farben, in jeder Farbe die Werte 1 bis { $values }, jeden { $copies }-mal. Rot sind die Normannen, Blau die Bretonen, Grün die Söldner des Königs von Frankreich, die beiden Lagern dienen.
    - { $heroes } Heldenkarten für die Heldenvariante. Jeder Held hat eine Kraft für die Normannen und eine für die Bretonen; manchmal ist es dieselbe.
    - Eine Karte „Spielübersicht“ mit den wichtigsten Regeln.
    An der Rückseite erkennt ihr, zu welchem Stapel eine Karte gehört.

rb-goal-title = Ziel des Spiels
rb-goal-body =
    Um den Mont wird Wall für Wall gekämpft. An jedem Wall legen beide Lager auf ihrer Seite bis zu { $side-max } Karten aus, und die stärkere Formation gewinnt den Wall.
    Dein Lager siegt, sobald es eines dieser Ziele erreicht:
    - **Mehrheit:** { $majority } gewonnene Wälle.
    - **Durchbruch:** { $breakthrough } gewonnene Wälle direkt nebeneinander.
    - **Umzingelung:** die beiden äußeren Wälle der vollständigen Reihe von { $ramparts } Wällen, an jedem mit einer Karte vom Wert { $high } oder höher auf deiner Seite.
    Doch Vorsicht: Verdankst du deinen Sieg Wällen, die allein Söldner erobert haben, triumphiert am Ende der König von Frankreich. Die Einzelheiten folgen unter „Sieg“ und „Der König von Frankreich“.

rb-setup-title = Spielvorbereitung
rb-setup-body =
    Zu zweit führt einer die Normannen, der andere die Bretonen. Wie ihr mit mehr Personen spielt, steht unter „Zu viert oder zu sechst“.
    Sortiert die Kriegerkarten nach Farben in drei Stapel: Rot für die Normannen, Blau für die Bretonen, Grün für die Söldner. Mischt jeden Stapel und legt alle drei verdeckt neben die Spielfläche. In der Heldenvariante kommt der gemischte Heldenstapel als vierter dazu.
    Jeder nimmt die obersten { $hand } Karten vom Stapel seines Lagers auf die Hand.
    Die Mitte bleibt zunächst leer: Die Wälle entstehen erst im Lauf der Partie.
    Lost aus, wer beginnt. Danach geht es reihum weiter.
    > Nach der Originalregel beginnt, wer den Mont-Saint-Michel zuletzt gesehen hat, und in jeder weiteren Partie der Verlierer der vorigen. Dieses Heft und seine Beispiele bestimmen den Startspieler per Los.

rb-turn-title = Ablauf eines Zugs
rb-turn-body =
    Wer am Zug ist, erledigt diese Schritte in genau dieser Reihenfolge:
    - **Anspruch entscheiden:** Hast du in deinem vorigen Zug einen Wall beansprucht, wird jetzt entschieden, ob du ihn gewinnst.
    - **Sammelruf:** Hast du keinen Krieger mehr auf der Hand, holst du dir Verstärkung vom Stapel des Gegners (siehe „Der Sammelruf“).
    - **Ausspielen:** Lege genau eine Karte aus deiner Hand auf die Seite deines Lagers an einem Wall. Hast du keinen erlaubten Zug, passt du.
    - **Beanspruchen:** Danach darfst du höchstens einen Wall beanspruchen.
    - **Nachziehen:** Zum Schluss ziehst du eine Karte, sofern deine Hand nicht voll ist. Auch wer gepasst hat, zieht nach.
    Dann ist der nächste Spieler an der Reihe.

rb-ramparts-title = Die Wälle
rb-ramparts-body =
    Die Wälle bilden eine Reihe zwischen den beiden Lagern. Zu Beginn gibt es noch keinen: Die allererste Karte der Partie eröffnet den ersten Wall.
    - Danach darf jede Karte, statt an einen bestehenden Wall zu gehen, einen neuen eröffnen, aber nur links oder rechts am Ende der Reihe, nie zwischen zwei Wällen.
    - Die Reihe wächst auf höchstens { $ramparts } Wälle. Kein Wall verschwindet wieder, auch ein gewonnener nicht.
    - Jeder Wall hat eine normannische und eine bretonische Seite. Du legst immer auf die Seite deines Lagers, höchstens { $side-max } Karten pro Seite.
    - Auf einen gewonnenen Wall kommt keine Karte mehr.
    Auf der Hand hast du meist Krieger deines Lagers (Rot bei den Normannen, Blau bei den Bretonen) und grüne Söldner. Welche Farbe eine Karte auch hat: Sie kommt auf die Seite deines Lagers.
    Ein Wall heißt umkämpft, solange ihn niemand gewonnen und kein Held ihn versiegelt hat.

rb-formations-title = Die Formationen
rb-formations-body =
    Sobald auf einer Seite eines Walls { $side-max } Karten liegen, ist diese Seite vollständig und bildet eine Formation. Von der schwächsten zur stärksten:
    - **Summe:** jede Kombination, die keine der folgenden Formationen ist.
    - **Farbe:** alle Karten in derselben Farbe.
    - **Straße:** aufeinanderfolgende Werte wie 3-4-5, aber nicht alle in derselben Farbe.
    - **Farbstraße:** aufeinanderfolgende Werte, alle in derselben Farbe.
    - **Drilling:** alle Karten mit demselben Wert, in beliebigen Farben.
    In welcher Reihenfolge die Karten ausgelegt werden, spielt keine Rolle: 5, 3, 4 ergibt ebenso eine Straße.
    Die stärkere Formation gewinnt, ganz gleich, wie hoch die Werte sind: Ein Drilling aus Einsen schlägt jede Farbstraße.
    Das Beispiel zeigt die Formationen andersherum, von der stärksten zur schwächsten.

rb-ties-title = Gleiche Formationen
rb-ties-body =
    Haben beide Seiten eines Walls dieselbe Formation, entscheidet die Summe ihrer Werte: Die höhere gewinnt.
    Sind auch die Summen gleich, gewinnt die Seite, die zuerst vollständig war, die also ihre letzte Karte früher ausgelegt hat.
    > Vollständig ist eine Seite ab dem Moment, in dem ihre { $side-max }. Karte liegt. Nimmt ein Held ihr eine Karte weg, ist sie wieder unvollständig. Wird sie danach erneut aufgefüllt, zählt nur der Zeitpunkt dieser neuen Vervollständigung.

rb-claims-title = Einen Wall beanspruchen
rb-claims-body =
    Ein Wall fällt nicht von selbst: Wer ihn will, muss ihn beanspruchen.
    - Nach dem Ausspielen (oder Passen) darfst du einen einzigen umkämpften Wall beanspruchen, an dem deine Seite vollständig ist. Sag laut an, welchen.
    - Berechtigt ist der Anspruch, wenn auch die gegnerische Seite vollständig ist und deine Formation sie schlägt. Ist die gegnerische Seite noch unvollständig, brauchst du einen Beweis (siehe „Der Beweis“).
    - Entschieden wird zu Beginn deines nächsten Zugs. Ist dein Anspruch dann noch berechtigt, gewinnt dein Lager den Wall. Andernfalls verfällt er ohne weitere Folgen, etwa weil ein Held den Wall inzwischen verändert hat.
    Die Karten eines gewonnenen Walls bleiben liegen, sind aber aus dem Spiel: Nichts kommt hinzu, nichts wird versetzt oder weggenommen.
    Bringt der gewonnene Wall deinem Lager den Sieg, endet die Partie sofort, noch vor dem Rest deines Zugs.

rb-proof-title = Der Beweis
rb-proof-body =
    Du musst nicht warten, bis der Gegner seine Seite gefüllt hat. Du darfst einen Wall schon vorher beanspruchen, wenn du beweisen kannst, dass diese Seite dich nicht mehr schlagen kann.
    Dazu betrachtest du alle Krieger, die nicht auf dem Schlachtfeld liegen, also die Karten in allen Händen und Stapeln. Lässt sich die gegnerische Seite mit keiner Auswahl dieser Krieger so ergänzen, dass sie deine Formation schlägt, ist der Anspruch berechtigt.
    Käme der Gegner bestenfalls auf dieselbe Formation mit derselben Summe, genügt das ebenfalls: Deine Seite war zuerst vollständig.
    Helden bleiben außen vor: Niemand muss damit rechnen, dass ein Held aus einer Hand noch gespielt wird. Ein bereits ausgelegter Held zählt als die Karte, die er darstellt.
    > Zum Schlachtfeld gehören alle Wälle, auch die gewonnenen; deren Karten darfst du dir für einen Beweis ansehen. Alle übrigen Krieger gelten als möglich, auch die auf deiner eigenen Hand. Die Beispiele dieses Hefts prüfen jeden Beweis vollständig, mit allen denkbaren Ergänzungen.

rb-drawing-title = Nachziehen
rb-drawing-body =
    Am Ende deines Zugs ziehst du eine Karte, wenn du weniger als { $hand } Karten auf der Hand hast. Den Stapel wählst du selbst:
    - den Stapel deines Lagers,
    - den Söldnerstapel, der beiden Lagern offensteht,
    - in der Heldenvariante auch den Heldenstapel.
    Ein leerer Stapel steht nicht mehr zur Wahl. Sind alle Stapel leer, spielt ihr mit den Karten weiter, die ihr noch auf der Hand habt.
    Nach einem Sammelruf tritt der Stapel des gegnerischen Lagers an die Stelle deines eigenen.

rb-rally-title = Der Sammelruf
rb-rally-body =
    Hast du zu Beginn deines Zugs keinen einzigen Krieger mehr auf der Hand, weil sie leer ist oder nur noch Helden hält, und liegen im Stapel des gegnerischen Lagers noch Karten, stößt du den Sammelruf aus:
    - Zähle die Karten auf der Hand des nächsten gegnerischen Spielers in Zugreihenfolge. Ebenso viele Karten nimmst du oben vom gegnerischen Stapel auf deine Hand, höchstens so viele, wie er noch hat.
    - Ab jetzt ziehst du am Ende deiner Züge vom gegnerischen Stapel statt von deinem eigenen.
    Danach spielst du deinen Zug ganz normal weiter. Hat der nächste Gegner selbst keine Karte auf der Hand, gibt es keinen Sammelruf.
    Den Sammelruf gibt es nur, wenn jedes Lager seinen eigenen Stapel hat, also nicht in den Varianten „Königreich Frankreich“ und „Battle Royale“.

rb-victory-title = Sieg
rb-victory-body =
    Jedes Mal, wenn ein Wall gewonnen wird, prüft ihr, ob das Lager des Gewinners damit gesiegt hat:
    - **Mehrheit:** Das Lager hat { $majority } Wälle gewonnen.
    - **Durchbruch:** Das Lager hat { $breakthrough } Wälle gewonnen, die direkt nebeneinanderliegen.
    - **Umzingelung:** Die Reihe hat ihre vollen { $ramparts } Wälle, und das Lager hat ihre beiden äußeren gewonnen, an jedem mit mindestens einer Karte vom Wert { $high } oder höher auf seiner Seite.
    Die Partie endet sofort; der Rest des Zugs entfällt. Prüft aber noch, ob nicht der König von Frankreich den Sieg an sich reißt.
    > Solange die Reihe keine { $ramparts } Wälle hat, kann sie an beiden Enden weiterwachsen. Ihre vorläufigen Endwälle zählen deshalb noch nicht für eine Umzingelung.

rb-king-title = Der König von Frankreich
rb-king-body =
    König Lothar lässt seine Söldner für beide Lager kämpfen, doch ihre Erfolge verbucht er für sich.
    Liegen auf der Gewinnerseite eines Walls nur grüne Karten, ist er ein Söldnerwall. Helden, die als grüne Karte ausgelegt sind, zählen dabei wie grüne Karten.
    Erreicht ein Lager eine Siegbedingung, nehmt seine Söldnerwälle in Gedanken weg. Ist die Bedingung danach nicht mehr erfüllt, gewinnt der König von Frankreich, und beide Lager verlieren gemeinsam.
    Bleibt sie auch ohne die Söldnerwälle erfüllt, gewinnt das Lager ganz normal.

rb-stalled-title = Wenn nichts mehr geht
rb-stalled-body =
    Die Originalregel kennt kein Spielende ohne Sieger, erwähnt aber beim Erzengel Gabriel einen Gleichstand am Ende der Partie. Dieses Heft regelt das so:
    > Ein Zug ist ruhig, wenn der Spieler keine Karte ausspielt und keinen Wall beansprucht. Waren die letzten Züge, so viele wie Spieler am Tisch sitzen, alle ruhig und ist kein Anspruch mehr offen, endet die Partie am Ende dieses Zugs.
    > Ein Anspruch, der zu Beginn eines Zugs entschieden wird, macht diesen Zug nicht unruhig.
    > Dann gewinnt das Lager mit mehr gewonnenen Wällen. Bei gleicher Zahl gewinnt das andere Lager, wenn nur eines den Erzengel Gabriel gespielt hat. Andernfalls endet die Partie unentschieden.

rb-heroic-title = Die Heldenvariante
rb-heroic-body =
    In der Heldenvariante mischt ihr die { $heroes } Helden zu einem eigenen verdeckten Stapel. Am Ende deines Zugs darfst du auch von ihm ziehen.
    Einen Helden spielst du anstelle eines Kriegers aus, immer wegen seiner Kraft; abwerfen kannst du ihn nicht. Welche Kraft er entfaltet, hängt von dem Lager ab, für das du ihn spielst: im Grundspiel von deinem eigenen. Die Tabelle nach diesem Abschnitt nennt alle Kräfte.
    - **Freier Krieger** und **Ballast:** Der Held wird wie ein Krieger ausgelegt, belegt einen Platz auf deiner Seite und bleibt dort liegen. Spielt ein Lager einen Erzbischof „als Priester“, ist er ein freier Krieger.
    - Alle anderen Helden legst du neben einen Wall; sie belegen keinen Platz auf einer Seite.
    - Mainard, die Erzbischöfe beim Versetzen, der Heilige Aubert und Gabriel wirken nur an bestehenden Wällen. Ein freier Krieger, Ballast und Lothars Söldner dürfen auch einen neuen Wall eröffnen.
    - **Lothar:** Der gewählte Söldner wird sofort wie ein gewöhnlicher Krieger ausgespielt; danach wird der Stapel gemischt, aus dem er stammt.
    - **Heiliger Aubert:** An diesen Wall darf kein Söldner mehr gelegt oder versetzt werden. Die Söldner dort, auch Helden, die als grüne Karte liegen, zählen 0 und bilden weder Straße noch Drilling, behalten aber ihre grüne Farbe.
    - **Erzengel Gabriel:** Am versiegelten Wall wird nichts mehr ausgelegt, versetzt oder weggenommen, und niemand gewinnt ihn; ein Anspruch darauf verfällt.

rb-heroes-limits-title = Grenzen der Helden
rb-heroes-limits-body =
    - Ein Lager darf höchstens einen Helden mehr ausgespielt haben, als das gegnerische Lager insgesamt Karten ausgespielt hat. Dabei zählt jedes Ausspielen, auch das eines Helden; Lothar und sein Söldner zählen zusammen einmal.
    - Eine Kraft, die nichts bewirken kann, darf nicht gespielt werden: kein Krieger zum Holen oder Versetzen, kein Söldner im Stapel, kein umkämpfter Wall.
    - Ein Held holt, versetzt oder kopiert nie einen anderen Helden. Ein als Krieger ausgelegter Held bleibt, wo er liegt.
    - Deine Hand darf nie nur aus Helden bestehen.
    > So liest dieses Heft die letzte Regel: Hältst du weniger als zwei Krieger auf der Hand, darfst du keinen Helden ziehen und keinen geschenkt bekommen; der Heldenstapel ist dann für dich geschlossen.

rb-teams-title = Zu viert oder zu sechst
rb-teams-body =
    Zu viert oder zu sechst spielt ihr in zwei Teams, Normannen gegen Bretonen. Setzt euch so, dass sich die Lager reihum abwechseln: Auf einen Normannen folgt immer ein Bretone.
    Zu viert hält jeder { $hand-four } Karten, zu sechst { $hand-six }. Wer am Ende seines Zugs weniger hält, zieht eine Karte nach.
    Alle Spieler eines Lagers legen auf dieselbe Seite der Wälle. Ansprüche stellt jeder für sich; entschieden werden sie zu Beginn seines nächsten Zugs.
    Eure Truppen rücken von weit her an: Über eure Karten dürft ihr euch nicht absprechen.
    Nach jeder Runde, wenn jeder einmal am Zug war, gibt jeder Spieler eine Karte seiner Hand an den nächsten Spieler seines Lagers in Zugreihenfolge.
    > Die Geschenke werden reihum in Zugreihenfolge gewählt und dann alle zugleich übergeben. Wer keine Karte hat, gibt nichts. Einen Helden darfst du nur einem Partner geben, der vor dem Tausch mindestens drei Krieger hält.
    Die Heldenvariante und „Battle Royale“ lassen sich mit dem Spiel zu viert oder zu sechst verbinden.

rb-kingdom-title = Variante „Königreich Frankreich“
rb-kingdom-body =
    Diese Variante ist nur für zwei Spieler; die Heldenvariante kann hinzukommen.
    - Die roten und die blauen Krieger bilden zusammen einen gemeinsamen Stapel.
    - Jeder bekommt einen eigenen Söldnerstapel mit { $values } grünen Kriegern, einem von jedem Wert, und zieht daraus seine { $hand } Startkarten.
    - Nachziehen darfst du vom gemeinsamen Stapel oder von deinem eigenen Söldnerstapel, in der Heldenvariante auch vom Heldenstapel.
    - Einen Helden spielst du nach deiner Wahl mit der Kraft der Normannen oder der Bretonen.
    Du legst weiterhin auf die Seite deines Lagers, welche Farbe deine Karte auch hat. Einen Sammelruf gibt es nicht. Alles andere bleibt, wie es ist.

rb-royale-title = Variante „Battle Royale“
rb-royale-body =
    Diese Variante eignet sich für jede Spielerzahl und lässt sich mit den Helden verbinden.
    - Alle Karten kommen in einen einzigen gemeinsamen Stapel: die { $warriors } Krieger und, wenn ihr mit Helden spielt, auch die { $heroes } Helden. Daraus zieht jeder seine Startkarten und später jede weitere Karte.
    - Darfst du gerade keinen Helden ziehen und liegt einer oben, schiebst du ihn unter den Stapel, bis ein Krieger oben liegt.
    - Einen Helden spielst du nach deiner Wahl mit der Kraft eines der beiden Lager. Lothar sucht seinen Söldner im gemeinsamen Stapel.
    Einen Sammelruf gibt es nicht. Sonst gelten alle Regeln.

rb-credits-title = Impressum
rb-credits-body =
    Spielidee und Originalregel: { $designer }.
    Diese Spielregel wurde für diese Ausgabe neu verfasst. Alle Beispiele hat die Regel-Engine tatsächlich durchgespielt.
    Die Illustrationen sind computergeneriert.

rb-quickref-title = Kurzübersicht
rb-quickref-body =
    - **Zug:** Anspruch entscheiden · Sammelruf, falls fällig · eine Karte ausspielen oder passen · höchstens einen Wall beanspruchen · eine Karte nachziehen, falls die Hand nicht voll ist.
    - **Wälle:** neue nur an den Enden der Reihe, höchstens { $ramparts }; höchstens { $side-max } Karten pro Seite, jeder auf die Seite seines Lagers.
    - **Formationen, stärkste zuerst:** Drilling · Farbstraße · Straße · Farbe · Summe.
    - **Gleiche Formation:** höhere Summe; bei gleicher Summe die Seite, die zuerst vollständig war.
    - **Beanspruchen:** deine Seite ist vollständig; die gegnerische auch und schwächer, oder keine Ergänzung mit Kriegern außerhalb des Schlachtfelds könnte dich schlagen (Helden zählen nicht).
    - **Entscheidung:** zu Beginn deines nächsten Zugs; ist der Anspruch nicht mehr berechtigt, verfällt er.
    - **Nachziehen:** bis { $hand } Karten (zu viert { $hand-four }, zu sechst { $hand-six }), vom eigenen Stapel, vom Söldnerstapel oder vom Heldenstapel.
    - **Sammelruf:** ohne Krieger auf der Hand so viele Karten vom gegnerischen Stapel nehmen, wie der nächste Gegner hält; fortan von diesem Stapel ziehen.
    - **Sieg:** Mehrheit ({ $majority } Wälle) · Durchbruch ({ $breakthrough } nebeneinander) · Umzingelung (beide Enden der vollen Reihe von { $ramparts }, jedes mit einer { $high } oder höher).
    - **König von Frankreich:** Hält der Sieg ohne die reinen Söldnerwälle nicht, gewinnt der König, und beide Lager verlieren.
    - **Stillstand:** Spielt eine ganze Runde lang niemand aus, beansprucht niemand etwas und ist kein Anspruch offen, gewinnt das Lager mit mehr Wällen; bei Gleichstand verliert, wer als Einziger Gabriel gespielt hat; sonst unentschieden.
    - **Helden:** höchstens einer mehr, als der Gegner Karten gespielt hat; nie eine Hand nur aus Helden.
    - **Team:** nach jeder Runde eine Karte an den nächsten Spieler des eigenen Lagers.

## Bildunterschriften der Beispiele

rb-ex-line-caption = Die Reihe wächst nur an ihren Enden: Jeder neue Wall entsteht links oder rechts außen, nie zwischen zwei Wällen, bis { $ramparts } erreicht sind.
rb-ex-formations-caption = Die fünf Formationen von der stärksten zur schwächsten, jede mit ihrer Summe. Zuerst zählt die Formation, die Summe erst bei gleicher Formation.
rb-ex-tie-sum-caption =
    An Wall { $rampart } haben beide Seiten { $normans-formation ->
        [three] einen Drilling
        [colour-run] eine Farbstraße
        [run] eine Straße
        [colour] eine Farbe
       *[sum] nur eine Summe
    }. Also entscheidet die Summe: { $normans-sum } für die Normannen schlägt { $bretons-sum } für die Bretonen.
rb-ex-tie-first-caption =
    An Wall { $rampart } haben beide Seiten { $normans-formation ->
        [three] einen Drilling
        [colour-run] eine Farbstraße
        [run] eine Straße
        [colour] eine Farbe
       *[sum] nur eine Summe
    }, und beide kommen auf die Summe { $normans-sum }. Den Wall gewinnen deshalb { $first ->
        [normans] die Normannen
       *[bretons] die Bretonen
    }, deren Seite zuerst vollständig war.
rb-ex-claim-proved-caption =
    Die Normannen beanspruchen Wall { $rampart }, obwohl die Seite der Bretonen noch unvollständig ist. Doch keine Karte außerhalb des Schlachtfelds könnte sie so ergänzen, dass sie { $normans-formation ->
        [three] den Drilling
        [colour-run] die Farbstraße
        [run] die Straße
        [colour] die Farbe
       *[sum] die Summe
    } der Normannen ({ $normans-sum }) schlägt: Der Anspruch ist bewiesen.
rb-ex-claim-refused-caption = Der Anspruch auf Wall { $rampart } wird abgelehnt: Eine Karte, die noch nicht auf dem Schlachtfeld liegt, könnte die Seite der Bretonen zu einer stärkeren Formation ergänzen.
rb-ex-majority-caption = Mehrheit: Mit ihrem { $normans-won }. Wall gewinnen die Normannen die Partie.
rb-ex-breakthrough-caption =
    Durchbruch: { $winner ->
        [normans] Die Normannen haben
        [bretons] Die Bretonen haben
       *[other] Ein Lager hat
    } { $breakthrough } Wälle direkt nebeneinander gewonnen.
rb-ex-encirclement-caption =
    Umzingelung: Die Reihe hat ihre vollen { $ramparts } Wälle, und { $winner ->
        [normans] die Normannen haben
        [bretons] die Bretonen haben
       *[other] ein Lager hat
    } beide äußeren gewonnen, jeden mit einer Karte vom Wert { $high } oder höher.
rb-ex-king-caption = Die Normannen erreichen { $victory ->
        [majority] die Mehrheit
        [breakthrough] einen Durchbruch
        [encirclement] die Umzingelung
       *[other] ein Siegziel
    }, doch einen ihrer Wälle haben allein Söldner gewonnen, und ohne ihn reicht es nicht: Der König von Frankreich gewinnt.
rb-ex-rally-caption = Die Bretonen haben keinen Krieger mehr auf der Hand. Zu Beginn ihres Zugs stoßen sie den Sammelruf aus, nehmen Karten vom Stapel der Normannen und ziehen fortan von dort nach.
rb-ex-hero-richard-caption = Für die Normannen ist Richard I. ein freier Krieger: Er liegt auf ihrer Seite in Farbe und Wert ihrer Wahl.
rb-ex-hero-hoel-caption = Für die Normannen ist Hoël I. nur Ballast: Er liegt auf ihrer Seite als grüner Söldner mit Wert 1.
rb-ex-hero-mainard-caption = Mainard holt einen bretonischen Krieger von seinem Wall auf die Seite der Normannen.
rb-ex-hero-nordoard-caption = Für die Bretonen versetzt Nordoard einen normannischen Krieger an einen anderen Wall; dort bleibt er auf der Seite der Normannen.
rb-ex-hero-hugues-caption = Für die Normannen versetzt Hugo von Cavalcamp einen bretonischen Krieger an einen anderen Wall; dort bleibt er auf der Seite der Bretonen.
rb-ex-hero-lothaire-caption = Lothar sucht sich einen beliebigen Söldner aus dem Söldnerstapel und legt ihn sofort aus; danach wird der Stapel gemischt.
rb-ex-hero-aubert-caption = Der Heilige Aubert steht neben Wall { $rampart }: Die Söldner dort behalten ihre grüne Farbe, zählen aber nichts mehr. Die Summen lauten jetzt { $normans-sum } für die Normannen und { $bretons-sum } für die Bretonen.
rb-ex-hero-gabriel-caption = Der Erzengel Gabriel versiegelt Wall { $rampart }: Dort kommt keine Karte mehr hinzu oder weg, und niemand wird ihn gewinnen.
rb-ex-gift-caption = Eine Runde zu viert: Jeder war einmal am Zug, dann gibt jeder Spieler eine Karte seiner Hand an den nächsten Spieler seines Lagers.
