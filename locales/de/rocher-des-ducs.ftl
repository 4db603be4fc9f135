# Le rocher des ducs — deutsche Texte. Dieselben Kennungen wie die französische Datei.
# Die Karten und die Spielübersicht lesen diese Nachrichten; die Zahlen kommen aus den
# Spielregeln des Programms und aus game.toml über die Variablen { $… }.

game-name = Le rocher des ducs
doc-cards-duplex = { $game } – Karten zum Selbstdrucken, beidseitig ({ $paper })
doc-cards-gutterfold = { $game } – Karten zum Selbstdrucken, Falten und Kleben ({ $paper })
doc-cards-printshop = { $game } – Karten für die Druckerei, eine pro Seite mit Beschnitt
pnp-title = So druckt ihr diese Karten
pnp-scale = In Originalgröße drucken (100 %, niemals „an Seite anpassen“), damit jede Karte ihre richtige Größe hat.
pnp-duplex = Beidseitig drucken, mit Wenden an der langen Kante. Die Seiten { $first } bis { $last } tragen die Karten auf { $sheets } Blättern: Auf jede Seite mit Vorderseiten folgt die Seite mit ihren Rückseiten. Zur Probe zuerst nur ein Blatt drucken (Seite { $check } mit ihrer Rückseite) und gegen das Licht halten: Jede Rückseite muss genau hinter ihrer eigenen Vorderseite liegen.
pnp-gutterfold = Nur einseitig drucken. Die Seiten { $first } bis { $last } tragen die Karten auf { $sheets } Blättern: die Vorderseiten auf der linken Hälfte, ihre Rückseiten auf der rechten. Jedes Blatt an der gestrichelten Linie falten, bedruckte Seiten nach außen, und die beiden Hälften vor dem Schneiden zusammenkleben.
pnp-cut = Entlang der Linien schneiden, die die Schnittmarken am Rand fortsetzen – mit Lineal und Cutter oder mit einer Schneidemaschine.
alt-card-face = Karte { $face }

## Lager und Kartenrückseiten
faction-normans = Normannen
faction-bretons = Bretonen
faction-mercenaries = Söldner
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
hero-aubert = Sankt Aubert
hero-aubert-title = Geist des Mont-Gründers
hero-gabriel = Erzengel Gabriel
hero-gabriel-title = Himmlischer Beschützer

## Heldenkräfte
power-for-normans = Für die Normannen
power-for-bretons = Für die Bretonen
power-for-both = Für beide Lager
power-free = **Freier Krieger:** Lege ihn als Krieger aus, Farbe und Wert wählst du.
power-weight = **Ballast:** Lege ihn als grünen Krieger mit Wert 1 aus; er schwächt dein Lager.
power-mainard = Nimm einen Krieger, gleich welcher Farbe, von der gegnerischen Seite eines umkämpften Walls und lege ihn auf deine Seite eines umkämpften Walls mit freiem Platz.
power-move = **Versetzen:** Versetze einen gegnerischen Krieger auf die gegnerische Seite eines anderen Walls mit Platz.
power-lothaire = Nimm einen beliebigen Söldner aus dem Stapel, von dem du Söldner ziehst, und lege ihn sofort aus; mische danach diesen Stapel.
power-aubert = Neben einen umkämpften Wall gelegt: Dorthin darf keine grüne Karte mehr gelegt werden. Die grünen Karten, die dort schon liegen, behalten ihre Farbe, verlieren aber ihren Wert.
power-gabriel = Versiegelt einen umkämpften Wall: Dort kommt keine Karte mehr hinzu, und niemand gewinnt ihn. Bei Gleichstand am Ende der Partie gewinnt das Lager, das ihn nicht gespielt hat.

## Spielübersicht
summary-title = Spielübersicht
summary-formations = Formationen, von der stärksten zur schwächsten
formation-three = **Drilling**: drei Karten mit gleichem Wert.
formation-colour-run = **Farbstraße**: drei aufeinanderfolgende Werte in einer Farbe.
formation-run = **Straße**: drei aufeinanderfolgende Werte in gemischten Farben.
formation-colour = **Farbe**: drei Karten in einer Farbe.
formation-sum = **Summe**: alles andere.
summary-tie = Gleiche Formation: höherer Gesamtwert, sonst die zuerst vollständige Seite.
summary-claims-title = Wall beanspruchen
summary-claims = Ansage in deinem Zug, Auswertung zu Beginn des nächsten. Deine { $cards } Karten schlagen die vollständige gegnerische Seite (Gleichstand: wer zuerst vollständig war) – oder du beweist, dass keine Ergänzung der gegnerischen Seite mit Kriegern außerhalb des Schlachtfelds dich schlägt (ohne Helden).
summary-turn-title = Dein Zug
summary-turn = Offenen Anspruch auswerten; Sammelruf, wenn du keinen Krieger mehr auf der Hand hast; eine Karte ausspielen oder passen; höchstens einen Wall beanspruchen; eine Karte nachziehen, wenn deine Hand nicht voll ist.
summary-victory-title = Sieg (nach jedem gewonnenen Wall prüfen)
victory-majority = **Mehrheit**: { $majority } Wälle.
victory-breakthrough = **Durchbruch**: { $breakthrough } Wälle nebeneinander.
victory-encirclement = **Umzingelung**: die beiden äußeren Wälle der Reihe, jeder mit einer 6 oder 7 auf deiner Seite, sobald die Reihe vollständig ist.
summary-king = **Der König von Frankreich** gewinnt und beide Lager verlieren, wenn ein Sieg nicht mehr hält, sobald man die allein mit grünen Karten gewonnenen Wälle abzieht.

## Rulebook

rb-doc-title = { $game } – Spielregel
rb-subtitle = Im Jahr 966 ringen Normannen und Bretonen um den Mont-Saint-Michel
rb-cover-facts = Ein Kartenspiel für { $players-min }, 4 oder { $players-max } Spieler · ab { $age } Jahren · { $minutes-min } bis { $minutes-max } Minuten
rb-toc-title = Inhalt
rb-example-label = Beispiel
rb-clarification = Klarstellung ({ $id }).

rb-component-warriors = Je ein roter, blauer und grüner Krieger. Wert und Zeichen des Lagers stehen in zwei Ecken jeder Karte.
rb-component-heroes = Drei der { $heroes } Helden der Heldenvariante.
rb-component-backs = Die Rückseiten der Stapel: Normannen, Bretonen, Söldner und Helden.
rb-component-summary = Die Karte „Spielübersicht“, Vorder- und Rückseite: die Regeln in Kürze.

rb-heroes-table-hero = Held
rb-heroes-table-normans = Für die Normannen gespielt
rb-heroes-table-bretons = Für die Bretonen gespielt

rb-label-won =
    { $faction ->
        [normans] Normannen
       *[bretons] Bretonen
    }
rb-label-sealed = versiegelt
rb-notes-title = Notizen
rb-label-before = Vorher
rb-label-after = Nachher
rb-label-seat =
    Spieler { $player } · { $faction ->
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
    } { $value }
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
    } ({ $sum })

## Schritte der Beispiele
# $team = yes im Beispiel zu viert oder zu sechst: Dann wird der einzelne Spieler genannt.

rb-step-lay =
    { $team ->
        [yes] Spieler { $player } ({ $faction ->
            [normans] Normannen
           *[bretons] Bretonen
        }) { $new ->
            [yes] eröffnet Wall { $rampart } mit { $card }.
           *[no] legt { $card } an Wall { $rampart }.
        }
       *[no] { $faction ->
            [normans] Die Normannen
           *[bretons] Die Bretonen
        } { $new ->
            [yes] eröffnen Wall { $rampart } mit { $card }.
           *[no] legen { $card } an Wall { $rampart }.
        }
    }
rb-step-free =
    { $team ->
        [yes] Spieler { $player } ({ $faction ->
            [normans] Normannen
           *[bretons] Bretonen
        }) { $new ->
            [yes] eröffnet Wall { $rampart } mit { $hero } als freiem Krieger und bestimmt, dass er als { $card } zählt.
           *[no] legt { $hero } als freien Krieger an Wall { $rampart } und bestimmt, dass er als { $card } zählt.
        }
       *[no] { $faction ->
            [normans] Die Normannen
           *[bretons] Die Bretonen
        } { $new ->
            [yes] eröffnen Wall { $rampart } mit { $hero } als freiem Krieger und bestimmen, dass er als { $card } zählt.
           *[no] legen { $hero } als freien Krieger an Wall { $rampart } und bestimmen, dass er als { $card } zählt.
        }
    }
rb-step-weight =
    { $team ->
        [yes] Spieler { $player } ({ $faction ->
            [normans] Normannen
           *[bretons] Bretonen
        }) { $new ->
            [yes] eröffnet Wall { $rampart } mit { $hero }
           *[no] legt { $hero } an Wall { $rampart }
        }
       *[no] { $faction ->
            [normans] Die Normannen
           *[bretons] Die Bretonen
        } { $new ->
            [yes] eröffnen Wall { $rampart } mit { $hero }
           *[no] legen { $hero } an Wall { $rampart }
        }
    }: Er ist nur Ballast und zählt als { $card }.
rb-step-mainard =
    { $team ->
        [yes] { $faction ->
            [normans] Spieler { $player } (Normannen) spielt { $hero } und holt { $card } von der bretonischen Seite an Wall { $from } auf die normannische Seite an Wall { $to }.
           *[bretons] Spieler { $player } (Bretonen) spielt { $hero } und holt { $card } von der normannischen Seite an Wall { $from } auf die bretonische Seite an Wall { $to }.
        }
       *[no] { $faction ->
            [normans] Die Normannen spielen { $hero } und holen { $card } von der bretonischen Seite an Wall { $from } auf ihre eigene Seite an Wall { $to }.
           *[bretons] Die Bretonen spielen { $hero } und holen { $card } von der normannischen Seite an Wall { $from } auf ihre eigene Seite an Wall { $to }.
        }
    }
rb-step-move =
    { $team ->
        [yes] { $faction ->
            [normans] Spieler { $player } (Normannen) spielt { $hero } und versetzt { $card } von Wall { $from } an Wall { $to }; die Karte bleibt auf der Seite der Bretonen.
           *[bretons] Spieler { $player } (Bretonen) spielt { $hero } und versetzt { $card } von Wall { $from } an Wall { $to }; die Karte bleibt auf der Seite der Normannen.
        }
       *[no] { $faction ->
            [normans] Die Normannen spielen { $hero } und versetzen { $card } von Wall { $from } an Wall { $to }; die Karte bleibt auf der Seite der Bretonen.
           *[bretons] Die Bretonen spielen { $hero } und versetzen { $card } von Wall { $from } an Wall { $to }; die Karte bleibt auf der Seite der Normannen.
        }
    }
rb-step-lothaire =
    { $team ->
        [yes] Spieler { $player } ({ $faction ->
            [normans] Normannen
           *[bretons] Bretonen
        }) spielt { $hero }: Er sucht sich { $card } aus dem Söldnerstapel aus und { $new ->
            [yes] eröffnet damit Wall { $rampart }
           *[no] legt die Karte an Wall { $rampart }
        }
       *[no] { $faction ->
            [normans] Die Normannen
           *[bretons] Die Bretonen
        } spielen { $hero }: Sie suchen sich { $card } aus dem Söldnerstapel aus und { $new ->
            [yes] eröffnen damit Wall { $rampart }
           *[no] legen die Karte an Wall { $rampart }
        }
    }. Danach wird der Söldnerstapel gemischt.
rb-step-aubert =
    { $team ->
        [yes] Spieler { $player } ({ $faction ->
            [normans] Normannen
           *[bretons] Bretonen
        }) legt
       *[no] { $faction ->
            [normans] Die Normannen legen
           *[bretons] Die Bretonen legen
        }
    } Sankt Aubert neben Wall { $rampart }: Die grünen Karten dort zählen ab jetzt 0 und bilden weder Straße noch Drilling, und keine weitere grüne Karte darf dorthin.
rb-step-gabriel =
    { $team ->
        [yes] Spieler { $player } ({ $faction ->
            [normans] Normannen
           *[bretons] Bretonen
        }) legt
       *[no] { $faction ->
            [normans] Die Normannen legen
           *[bretons] Die Bretonen legen
        }
    } den Erzengel Gabriel neben Wall { $rampart }: Er versiegelt ihn. Dort kommt keine Karte mehr hinzu oder weg, und niemand wird diesen Wall gewinnen.
rb-step-pass =
    { $team ->
        [yes] Spieler { $player } ({ $faction ->
            [normans] Normannen
           *[bretons] Bretonen
        }) kann keine Karte spielen und passt
       *[no] { $faction ->
            [normans] Die Normannen können
           *[bretons] Die Bretonen können
        } keine Karte spielen und passen
    }; nachgezogen wird trotzdem.
rb-step-claim =
    { $team ->
        [yes] Spieler { $player } ({ $faction ->
            [normans] Normannen
           *[bretons] Bretonen
        }) beansprucht
       *[no] { $faction ->
            [normans] Die Normannen beanspruchen
           *[bretons] Die Bretonen beanspruchen
        }
    } Wall { $rampart }. { $complete ->
        [yes] { $formation ->
            [three] Der Drilling
            [colour-run] Die Farbstraße
            [run] Die Straße
            [colour] Die Farbe
           *[sum] Die Summe
        } der { $faction ->
            [normans] Normannen
           *[bretons] Bretonen
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
        [tie] Beide Seiten haben { $formation ->
            [three] einen Drilling
            [colour-run] eine Farbstraße
            [run] eine Straße
            [colour] eine Farbe
           *[sum] eine Summe
        } mit demselben Gesamtwert ({ $sum }), doch die Seite der { $faction ->
            [normans] Normannen
           *[bretons] Bretonen
        } war zuerst vollständig und gewinnt.
       *[no] { $formation ->
            [three] Der Drilling
            [colour-run] Die Farbstraße
            [run] Die Straße
            [colour] Die Farbe
           *[sum] Die Summe
        } der { $faction ->
            [normans] Normannen
           *[bretons] Bretonen
        } ({ $sum }) ist nicht mehr zu schlagen. Die Seite der { $faction ->
            [normans] Bretonen
           *[bretons] Normannen
        } ist noch unvollständig, { $against ->
            [none] und mit Kriegern außerhalb des Schlachtfelds lässt sie sich gar nicht mehr vervollständigen
            [three] doch mit Kriegern außerhalb des Schlachtfelds käme sie bestenfalls auf einen Drilling ({ $against-sum })
            [colour-run] doch mit Kriegern außerhalb des Schlachtfelds käme sie bestenfalls auf eine Farbstraße ({ $against-sum })
            [run] doch mit Kriegern außerhalb des Schlachtfelds käme sie bestenfalls auf eine Straße ({ $against-sum })
            [colour] doch mit Kriegern außerhalb des Schlachtfelds käme sie bestenfalls auf eine Farbe ({ $against-sum })
           *[sum] doch mit Kriegern außerhalb des Schlachtfelds käme sie bestenfalls auf eine Summe ({ $against-sum })
        }: Der Anspruch ist bewiesen.
    } Ausgewertet wird zu Beginn des nächsten Zugs { $team ->
        [yes] von Spieler { $player }
       *[no] { $faction ->
            [normans] der Normannen
           *[bretons] der Bretonen
        }
    }.
rb-step-refused =
    { $team ->
        [yes] Spieler { $player } ({ $faction ->
            [normans] Normannen
           *[bretons] Bretonen
        }) darf
       *[no] { $faction ->
            [normans] Die Normannen dürfen
           *[bretons] Die Bretonen dürfen
        }
    } Wall { $rampart } nicht beanspruchen: Mit Kriegern außerhalb des Schlachtfelds könnte die Seite der { $faction ->
        [normans] Bretonen
       *[bretons] Normannen
    } noch zu { $against ->
        [three] einem Drilling ({ $against-sum })
        [colour-run] einer Farbstraße ({ $against-sum })
        [run] einer Straße ({ $against-sum })
        [colour] einer Farbe ({ $against-sum })
       *[sum] einer Summe ({ $against-sum })
    } ergänzt werden und damit { $formation ->
        [three] den Drilling
        [colour-run] die Farbstraße
        [run] die Straße
        [colour] die Farbe
       *[sum] die Summe
    } der { $faction ->
        [normans] Normannen
       *[bretons] Bretonen
    } ({ $sum }) schlagen.
rb-step-resolved =
    { $team ->
        [yes] Zu Beginn des nächsten Zugs von Spieler { $player } ({ $faction ->
            [normans] Normannen
           *[bretons] Bretonen
        }) wird sein Anspruch auf Wall { $rampart } ausgewertet: { $won ->
            [yes] { $faction ->
                [normans] Die Normannen
               *[bretons] Die Bretonen
            } gewinnen den Wall.
           *[no] Der Anspruch ist nicht mehr berechtigt und verfällt; der Wall bleibt umkämpft.
        }
       *[no] Zu Beginn des nächsten Zugs der { $faction ->
            [normans] Normannen
           *[bretons] Bretonen
        } wird ihr Anspruch auf Wall { $rampart } ausgewertet: { $won ->
            [yes] Sie gewinnen den Wall.
           *[no] Der Anspruch ist nicht mehr berechtigt und verfällt; der Wall bleibt umkämpft.
        }
    }
rb-step-rally =
    { $team ->
        [yes] Spieler { $player } ({ $faction ->
            [normans] Normannen
           *[bretons] Bretonen
        }) hat keinen Krieger mehr auf der Hand und stößt den Sammelruf aus: Er nimmt
       *[no] { $faction ->
            [normans] Die Normannen
           *[bretons] Die Bretonen
        } haben keinen Krieger mehr auf der Hand und stoßen den Sammelruf aus: Sie nehmen
    } { $count ->
        [one] die oberste Karte
       *[other] die obersten { $count } Karten
    } vom Stapel der { $pile ->
        [normans] Normannen
       *[bretons] Bretonen
    } und { $team ->
        [yes] zieht
       *[no] ziehen
    } ab jetzt von dort nach.
rb-step-draw =
    { $team ->
        [yes] Spieler { $player } ({ $faction ->
            [normans] Normannen
           *[bretons] Bretonen
        }) zieht { $card } { $pile ->
            [normans] vom Stapel der Normannen
            [bretons] vom Stapel der Bretonen
            [heroes] vom Heldenstapel
            [common] vom gemeinsamen Stapel
            [own-mercenaries] von seinem eigenen Söldnerstapel
           *[mercenaries] vom Söldnerstapel
        }.
       *[no] { $faction ->
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
    }
rb-step-gift =
    Spieler { $player } ({ $faction ->
        [normans] Normannen
       *[bretons] Bretonen
    }) gibt { $card } an Spieler { $partner }.
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
        }, doch ohne die Wälle, die allein mit Söldnern gewonnen wurden, reicht es nicht: Der König von Frankreich gewinnt, und beide Lager verlieren.
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
    - { $warriors } Kriegerkarten in drei Farben, in jeder Farbe die Werte 1 bis { $values }, jeden Wert { $copies ->
        [2] zweimal
        [3] dreimal
       *[other] { $copies }-mal
    }. Rot sind die Normannen, Blau die Bretonen, Grün die Söldner des Königs von Frankreich, die beiden Lagern dienen.
    - { $heroes } Heldenkarten für die Heldenvariante.
    - Eine Karte „Spielübersicht“ mit den wichtigsten Regeln.
    An der Rückseite erkennt ihr, zu welchem Stapel eine Karte gehört.
    Absätze mit dem fetten Stichwort „Klarstellung“ und einer goldenen Linie am Rand regeln Fälle, die die Originalregel offenlässt. Es sind die Entscheidungen dieses Hefts, und alle Beispiele folgen ihnen; das Kürzel in Klammern dient nur zum Nachschlagen.

rb-goal-title = Ziel des Spiels
rb-goal-body =
    Um den Mont wird Wall für Wall gekämpft. An jedem Wall legen beide Lager auf ihrer Seite bis zu { $side-max } Karten aus, und wer ihn mit der stärkeren Formation beansprucht, gewinnt ihn.
    Dein Lager siegt, sobald es eines dieser Ziele erreicht:
    - **Mehrheit:** { $majority } gewonnene Wälle.
    - **Durchbruch:** { $breakthrough } gewonnene Wälle direkt nebeneinander.
    - **Umzingelung:** die beiden äußeren Wälle der Reihe, an jedem mit einer Karte vom Wert { $high } oder höher.
    Doch Vorsicht vor dem König von Frankreich: Ein Sieg, der durch allein von seinen Söldnern gewonnene Wälle erreicht wird, gehört ihm, und beide Lager verlieren.

rb-setup-title = Spielvorbereitung
rb-setup-body =
    Zu zweit führt einer die Normannen, der andere die Bretonen. Wie ihr mit mehr Personen spielt, steht unter „Zu viert oder zu sechst“.
    Sortiert die Kriegerkarten nach Farben in drei Stapel: Rot für die Normannen, Blau für die Bretonen, Grün für die Söldner. Mischt jeden Stapel und legt alle drei verdeckt neben die Spielfläche. In der Heldenvariante kommt der gemischte Heldenstapel als vierter dazu.
    Jeder nimmt die obersten { $hand } Karten vom Stapel seines Lagers auf die Hand.
    Es beginnt, wer den Mont-Saint-Michel zuletzt gesehen hat; in jeder weiteren Partie beginnt der Verlierer der vorigen. Danach geht es reihum weiter.
    > [I-D2.1] Die Originalregel sortiert die Karten nur in Stapel; in diesem Heft wird jeder Stapel gemischt.
    > [I-D2.3] Wenn sich so nicht klären lässt, wer beginnt, oder wenn es euch lieber ist, lost den Startspieler aus.

rb-turn-title = Ablauf eines Zugs
rb-turn-body =
    Wer am Zug ist, erledigt diese Schritte in genau dieser Reihenfolge:
    - **Anspruch auswerten:** Hast du in deinem vorigen Zug einen Wall beansprucht, wird jetzt geprüft, ob du ihn gewinnst.
    - **Sammelruf:** Hast du keinen Krieger mehr auf der Hand, holst du dir Verstärkung vom Stapel des Gegners (siehe „Der Sammelruf“).
    - **Ausspielen:** Spiele genau eine Karte aus deiner Hand aus, meist auf die Seite deines Lagers an einem Wall.
    - **Beanspruchen:** Danach darfst du einen Wall beanspruchen.
    - **Nachziehen:** Zum Schluss ziehst du eine Karte, sofern deine Hand nicht voll ist.
    Dann ist der nächste Spieler an der Reihe.
    > [I-D3] Die Originalregel nennt nur das Ausspielen, das Nachziehen und die Auswertung eines Anspruchs zu Beginn des nächsten Zugs. Dieses Heft setzt den Sammel­ruf an den Anfang des Zugs, gleich nach dieser Auswertung, und das Beanspruchen hinter das Ausspielen.
    > [I-D3.2] Kannst du keine Karte auslegen, passt du, und der Rest deines Zugs läuft wie sonst: Du darfst trotzdem einen Wall beanspruchen und ziehst nach, wenn deine Hand nicht voll ist.

rb-ramparts-title = Die Wälle
rb-ramparts-body =
    Die Wälle bilden eine Reihe zwischen den beiden Lagern. Zu Beginn gibt es noch keinen: Die allererste Karte der Partie eröffnet den ersten Wall.
    - Danach darf jede Karte, statt an einen bestehenden Wall zu gehen, einen neuen eröffnen, aber nur links oder rechts am Ende der Reihe, nie zwischen zwei Wällen.
    - Die Reihe wächst auf höchstens { $ramparts } Wälle. Kein Wall verschwindet wieder, auch ein gewonnener nicht.
    - Jeder Wall hat eine normannische und eine bretonische Seite. Du legst immer auf die Seite deines Lagers, höchstens { $side-max } Karten pro Seite.
    - Ein gewonnener Wall bleibt als verdeckter Stapel an seinem Platz liegen (siehe „Einen Wall beanspruchen“); dorthin kommt keine Karte mehr.
    Auf der Hand hast du meist Krieger deines Lagers (Rot bei den Normannen, Blau bei den Bretonen) und grüne Söldner. Welche Farbe eine Karte auch hat: Sie kommt auf die Seite deines Lagers.
    Ein Wall heißt **umkämpft**, solange ihn niemand gewonnen und kein Held ihn versiegelt hat.
    Die Mauerstücke A, B, C … in den Bildern benennen nur die Wälle der Beispiele: Wallplättchen gibt es im Spiel nicht. Die Bilder zeigen die Lage am Ende des jeweiligen Beispiels (ein Bild mit der Überschrift „Vorher“ zeigt sie zu Beginn), und ein goldener Rahmen hebt den Wall hervor, um den es im Beispiel geht. Das Mauerstück eines umkämpften Walls ist grau; ein gewonnener Wall trägt die Farbe seines Siegers, dessen Name darunter steht, und seine Karten bleiben offen liegen, damit ihr die Beispiele nachvollziehen könnt.

rb-formations-title = Die Formationen
rb-formations-body =
    Sobald auf einer Seite eines Walls { $side-max } Karten liegen, ist diese Seite vollständig und bildet eine Formation. Von der schwächsten zur stärksten:
    - **Summe:** jede Kombination, die keine der folgenden Formationen ist.
    - **Farbe:** alle Karten in derselben Farbe.
    - **Straße:** aufeinanderfolgende Werte wie 3, 4, 5, aber nicht alle in derselben Farbe.
    - **Farbstraße:** aufeinanderfolgende Werte, alle in derselben Farbe.
    - **Drilling:** alle Karten mit demselben Wert, in beliebigen Farben.
    In welcher Reihenfolge die Karten ausgelegt werden, spielt keine Rolle: 5, 3, 4 ergibt ebenso eine Straße.
    Die stärkere Formation gewinnt, ganz gleich, wie hoch die Werte sind: Ein Drilling aus Einsen schlägt jede Farbstraße.

rb-ties-title = Gleiche Formationen
rb-ties-body =
    Haben beide Seiten eines Walls dieselbe Formation, entscheidet der Gesamtwert, also die Summe ihrer Werte: Der höhere gewinnt.
    Ist auch der Gesamtwert gleich, gewinnt die Seite, die zuerst vollständig war, die also ihre letzte Karte früher ausgelegt hat.
    > [I-D5.2] Vollständig ist eine Seite ab dem Moment, in dem ihre { $side-max }. Karte liegt. Nimmt ein Held ihr eine Karte weg, ist sie wieder unvollständig. Wird sie danach erneut aufgefüllt, zählt nur der Zeitpunkt dieser neuen Vervollständigung.

rb-claims-title = Einen Wall beanspruchen
rb-claims-body =
    Ein Wall wird nicht von selbst gewonnen: Wer ihn will, muss ihn beanspruchen.
    - Nach dem Ausspielen (oder Passen) darfst du einen umkämpften Wall beanspruchen, an dem deine Seite vollständig ist. Sag laut an, welchen.
    - Berechtigt ist der Anspruch, wenn auch die gegnerische Seite vollständig ist und deine Formation sie schlägt, bei gleicher Formation nach den Regeln unter „Gleiche Formationen“. Ist die gegnerische Seite noch unvollständig, brauchst du einen Beweis (siehe „Der Beweis“).
    - Ausgewertet wird zu Beginn deines nächsten Zugs. Bis dahin sind die anderen am Zug und können dir noch in die Quere kommen.
    > [I-D5.3c] Höchstens ein Anspruch pro Zug: Die Originalregel nennt keine Zahl, dieses Heft erlaubt einen.
    > [I-D5.3d] Zu Beginn deines nächsten Zugs wird der Anspruch erneut geprüft. Ist er dann noch berechtigt, gewinnt dein Lager den Wall. Andernfalls verfällt er ohne weitere Folgen, etwa weil ein Held den Wall inzwischen verändert hat.
    Gewinnt dein Lager einen Wall, schiebt ihr alle seine Karten, von beiden Seiten, an seinem Platz verdeckt zu einem Stapel zusammen und dreht ihn zu deinem Lager hin. Zu diesem Stapel kommt nichts mehr hinzu, und aus ihm wird nichts versetzt oder weggenommen. Ansehen darf man seine Karten nur, um einen Anspruch auf einen anderen Wall zu beweisen.
    > [I-D5.4] Leg obenauf eine Karte deines Lagers, falls der Stapel eine enthält (Rot für die Normannen, Blau für die Bretonen): Ihre Rückseite zeigt jedem, wem der Wall gehört. Ein Wall, den dein Lager nur mit grünen Karten gewonnen hat, bekommt stattdessen einen Söldner obenauf: Er zählt für dein Lager, aber der König von Frankreich behält ihn im Auge.
    Bringt der gewonnene Wall deinem Lager den Sieg, endet die Partie sofort, noch vor dem Rest deines Zugs.

rb-proof-title = Der Beweis
rb-proof-body =
    Du musst nicht warten, bis der Gegner seine Seite gefüllt hat. Du darfst einen Wall schon vorher beanspruchen, wenn du beweisen kannst, dass diese Seite dich nicht mehr schlagen kann.
    Dazu betrachtest du alle Krieger, die nicht auf dem Schlachtfeld liegen, also die Karten in allen Händen und Nachziehstapeln. Lässt sich die gegnerische Seite mit keiner Auswahl dieser Krieger so ergänzen, dass sie deine Formation schlägt, ist der Anspruch berechtigt.
    Käme der Gegner bestenfalls auf dieselbe Formation mit demselben Gesamtwert, genügt das ebenfalls: Deine Seite war zuerst vollständig.
    Helden bleiben beim Beweis außen vor.
    > [I-D5.3a] Zum Schlachtfeld gehören alle Wälle, auch die Stapel der gewonnenen: Deren Karten darfst du dir für einen Beweis ansehen, und sie zählen als gesehen. Alle übrigen Krieger gelten als möglich, auch die auf deiner eigenen Hand.
    > [I-D5.3b] Niemand muss damit rechnen, dass ein Held aus einer Hand noch gespielt wird. Ein bereits als Krieger ausgelegter Held zählt als die Karte, die er darstellt.

rb-drawing-title = Nachziehen
rb-drawing-body =
    Am Ende deines Zugs ziehst du eine Karte, wenn du weniger als { $hand } Karten auf der Hand hast. Den Stapel wählst du selbst:
    - den Stapel deines Lagers,
    - den Söldnerstapel, der beiden Lagern offensteht,
    - in der Heldenvariante auch den Heldenstapel (siehe „Grenzen der Helden“).
    Ein leerer Stapel steht nicht mehr zur Wahl. Sind alle Stapel leer, spielt ihr mit den Karten weiter, die ihr noch auf der Hand habt.
    Nach einem Sammelruf tritt der Stapel des gegnerischen Lagers an die Stelle deines eigenen.

rb-rally-title = Der Sammelruf
rb-rally-body =
    Hast du zu Beginn deines Zugs keinen einzigen Krieger mehr auf der Hand, weil sie leer ist oder nur noch Helden enthält, und liegen im Stapel des gegnerischen Lagers noch Karten, stößt du den Sammelruf aus:
    - Nimm oben vom gegnerischen Stapel so viele Karten auf deine Hand, wie dein Gegner auf der Hand hat.
    - Ab jetzt ziehst du am Ende deiner Züge vom gegnerischen Stapel statt von deinem eigenen.
    > [I-D6.3] Dieses Heft zählt die Karten des nächsten gegnerischen Spielers in Zugreihenfolge. Du nimmst aber nie mehr, als deine Hand bis zu ihrer vollen Größe braucht ({ $hand } Karten, zu viert { $hand-four }, zu sechst { $hand-six }), und nie mehr, als der Stapel noch hat. Bleibt so nichts zu nehmen, weil der nächste Gegner keine Karte auf der Hand hat, gibt es keinen Sammelruf.

rb-victory-title = Sieg
rb-victory-body =
    Jedes Mal, wenn ein Wall gewonnen wird, prüft ihr, ob das Lager des Gewinners damit gesiegt hat:
    - **Mehrheit:** Das Lager hat { $majority } Wälle gewonnen.
    - **Durchbruch:** Das Lager hat { $breakthrough } Wälle gewonnen, die direkt nebeneinanderliegen.
    - **Umzingelung:** Das Lager hat die beiden äußeren Wälle der Reihe gewonnen, an jedem mit mindestens einer Karte vom Wert { $high } oder höher.
    Die Partie endet sofort; der Rest des Zugs entfällt. Prüft aber noch, ob nicht der König von Frankreich den Sieg an sich reißt.
    > [I-D7.3] Solange die Reihe keine { $ramparts } Wälle hat, kann sie an beiden Enden wachsen; dieses Heft wertet eine Umzingelung deshalb erst bei vollständiger Reihe. Die Originalregel verlangt eine 6 oder 7 „an jedem dieser Wälle“; dieses Heft verlangt sie auf der Seite des Lagers, das den Wall gewonnen hat.

rb-king-title = Der König von Frankreich
rb-king-body =
    König Lothar lässt seine Söldner für beide Lager kämpfen, doch insgeheim verfolgt er seine eigenen Pläne.
    Liegen auf der Gewinnerseite eines Walls nur grüne Karten, ist er ein Söldnerwall. Ein Söldnerwall zählt ganz normal für das Lager, das ihn gewonnen hat; merkt euch aber, welche Wälle Söldnerwälle sind. Wird ein Sieg durch Söldnerwälle erreicht, gewinnt der König von Frankreich, und beide Lager verlieren gemeinsam.
    > [I-D5.5] Dieses Heft entscheidet das so: Erreicht ein Lager eine Siegbedingung, nehmt seine Söldnerwälle in Gedanken weg. Ist die Bedingung danach nicht mehr erfüllt, gewinnt der König; bleibt sie auch ohne sie erfüllt, gewinnt das Lager ganz normal. Ein als grüne Karte ausgelegter Held (Ballast oder ein freier Krieger in Grün, siehe „Die Heldenvariante“) zählt dabei wie eine grüne Karte.

rb-stalled-title = Wenn nichts mehr geht
rb-stalled-body =
    Manchmal kommt die Schlacht zum Stillstand. Die Originalregel kennt kein Spielende ohne Sieger, spricht aber beim Erzengel Gabriel von einem Gleichstand am Ende der Partie; dieses Heft schließt die Lücke.
    > [I-D7.4] Ein Zug ist **ruhig**, wenn der Spieler weder eine Karte ausspielt noch einen Wall beansprucht (ein Zug, in dem nur ein Anspruch ausgewertet wird, gilt trotzdem als ruhig). Die Partie endet am Ende eines Zugs, wenn die letzten Züge, so viele, wie Spieler am Tisch sitzen, alle ruhig waren, kein Anspruch mehr offen ist und niemand eine Karte auf der Hand hat, die er auslegen könnte; jede Hand wird dabei so beurteilt, als wäre ihr Spieler am Zug. Dann gewinnt das Lager, das mehr Wälle gewonnen hat. Bei gleicher Zahl gewinnt das andere Lager, wenn nur eines den Erzengel Gabriel gespielt hat. Andernfalls endet die Partie unentschieden.

rb-heroic-title = Die Heldenvariante
rb-heroic-body =
    In der Heldenvariante mischt ihr die { $heroes } Helden zu einem eigenen verdeckten Stapel. Am Ende deines Zugs darfst du auch von ihm ziehen.
    Einen Helden spielst du anstelle eines Kriegers aus, immer wegen seiner Kraft; abwerfen kannst du ihn nicht. Welche Kraft er entfaltet, hängt von dem Lager ab, für das du ihn spielst. Das ist dein eigenes Lager; nur in den Varianten „Königreich Frankreich“ und „Battle Royale“ wählst du es (siehe dort). Die folgende Tabelle nennt alle Kräfte. Drei Arten von Kräften kommen bei mehreren Helden vor:
    - **Freier Krieger:** Der Held wird als Krieger in Farbe und Wert deiner Wahl ausgelegt.
    - **Ballast:** Der Held wird als grüner Krieger mit Wert 1 ausgelegt.
    - **Versetzen:** Du versetzt einen Krieger von der gegnerischen Seite eines umkämpften Walls an einen anderen umkämpften Wall, sofern dort noch Platz ist.
    Ein freier Krieger und Ballast belegen einen Platz auf deiner Seite und bleiben dort liegen. In den Bildern dieses Hefts erkennst du einen so ausgelegten Helden an seinem violetten Rahmen; ein neben einen Wall gelegter Held steht links auf dessen Mauerstück.
    Die übrigen Kräfte:
    - **Mainard:** Nimm einen Krieger, gleich welcher Farbe, von der gegnerischen Seite eines umkämpften Walls und lege ihn auf deine Seite eines umkämpften Walls, sofern sie noch Platz hat; das darf derselbe oder ein anderer Wall sein.
    - **Lothar:** Nimm einen beliebigen Söldner aus dem Stapel, von dem du Söldner ziehst. Lege ihn sofort wie einen gewöhnlichen Krieger aus und mische danach diesen Stapel.
    - **Sankt Aubert:** Neben einen umkämpften Wall gelegt, sperrt er ihn für die Söldner: Dorthin darf keine grüne Karte mehr gelegt werden. Die grünen Karten, die dort schon liegen, behalten ihre Farbe, verlieren aber ihren Wert.
    - **Erzengel Gabriel:** Er versiegelt einen umkämpften Wall. Dort wird nichts mehr ausgelegt, und niemand gewinnt ihn. Bei Gleichstand am Ende der Partie gewinnt das Lager, das ihn nicht gespielt hat (siehe „Wenn nichts mehr geht“).
    > [I-D8a] In der Originalregel spielen die Normannen Nordoard und die Bretonen Hugo von Cavalcamp „als Priester“. Dieses Heft macht aus beiden freie Krieger.
    > [I-D8b] Der versetzte Krieger bleibt auf der gegnerischen Seite: Auf welche Seite er kommt, sagt die Originalregel nicht.
    > [I-D8c] Auch durch Mainard oder Versetzen kommt an Sankt Auberts Wall keine grüne Karte mehr, nicht einmal ein Held als grüne Karte. „Verlieren ihren Wert“ liest dieses Heft so: Die grünen Karten dort zählen 0 und bilden weder Straße noch Drilling.
    > [I-D8d] An einem von Gabriel versiegelten Wall wird auch nichts mehr versetzt oder weggenommen, und ein Anspruch darauf verfällt.
    > [I-D8e] Helden, die nicht als Krieger ausgelegt werden, legst du neben einen Wall, und sie belegen auf keiner seiner Seiten einen Platz: Mainard und, wenn sie zum Versetzen gespielt werden, Nordoard oder Hugo von Cavalcamp neben den Wall, an den der Krieger gekommen ist; Lothar neben seinen Söldner; Sankt Aubert und Gabriel neben den Wall, an dem sie wirken. Mainard, das Versetzen, Sankt Aubert und Gabriel wirken nur an bestehenden Wällen; ein freier Krieger, Ballast und Lothars Söldner dürfen dagegen einen neuen Wall eröffnen.

rb-heroes-limits-title = Grenzen der Helden
rb-heroes-limits-body =
    - Ein Held holt, versetzt oder kopiert nie einen anderen Helden. Ein als Krieger ausgelegter Held bleibt, wo er liegt.
    - Nie eine Hand voller Helden: Fehlen dir Krieger auf der Hand, kommt kein Held hinzu (siehe die Klarstellung unten). Bleiben dir nach dem Ausspielen deiner Krieger nur Helden, bringt dir dein Sammelruf wieder Krieger (siehe „Der Sammelruf“; in den Varianten „Königreich Frankreich“ und „Battle Royale“ gibt es ihn nicht).
    - Die Originalregel begrenzt außerdem, wie viele Helden ein Lager ausgespielt haben darf.
    > [I-D8.1] { $hero-limit ->
        [opponent-cards] Die Originalregel misst die Helden eines Lagers an den Karten, die das gegnerische Lager ausgespielt hat, plus eins, und dieses Heft nimmt sie beim Wort: Jedes Ausspielen zählt, auch das eines Helden; Lothar und sein Söldner zählen zusammen einmal. Da reihum gespielt wird, hält diese Grenze in Wahrheit niemanden auf.
       *[opponent-heroes] Wörtlich genommen misst die Originalregel die Helden eines Lagers an den Karten, die das andere ausgespielt hat; da reihum gespielt wird, hielte sie niemanden auf. Dieses Heft liest sie deshalb so: Ein Lager darf höchstens einen Helden mehr ausgespielt haben als das gegnerische Lager.
    }
    > [I-D6.4a] Hast du weniger als 2 Krieger auf der Hand, darfst du keinen Helden ziehen und keinen geschenkt bekommen; der Heldenstapel ist dann für dich geschlossen.
    > [I-D8f] Eine Kraft, die nichts bewirken kann, darf nicht gespielt werden: kein Krieger zum Holen oder Versetzen, kein Söldner im Stapel, kein umkämpfter Wall.

rb-heroes-examples-title = Die Helden im Einsatz
rb-teams-title = Zu viert oder zu sechst
rb-teams-body =
    Zu viert oder zu sechst spielt ihr in zwei Teams, Normannen gegen Bretonen. Setzt euch so, dass sich die Lager reihum abwechseln: Auf einen Normannen folgt immer ein Bretone.
    Zu viert hat jeder { $hand-four } Karten auf der Hand, zu sechst { $hand-six }. Wer am Ende seines Zugs weniger hat, zieht eine Karte nach.
    Alle Spieler eines Lagers legen auf dieselbe Seite der Wälle. Ansprüche stellt jeder für sich; ausgewertet werden sie zu Beginn seines nächsten Zugs.
    Eure Truppen rücken von weit her an: Ihr dürft euch nicht über eure Karten absprechen.
    Nach jeder Runde, wenn jeder einmal am Zug war, gibt jeder Spieler eine Karte seiner Hand an einen Partner.
    > [I-D9.1a] Die Originalregel spricht vom linken Partner; dieses Heft versteht darunter den nächsten Spieler des eigenen Lagers in Zugreihenfolge.
    > [I-D9.1b] Die Geschenke werden reihum in Zugreihenfolge gewählt und dann alle zugleich übergeben. Wer keine Karte hat, gibt nichts.
    > [I-D9.1c] Wer einen Helden bekommt, gibt im selben Moment selbst eine Karte ab, vielleicht einen Krieger. Deshalb darfst du einen Helden nur einem Partner geben, der vor dem Tausch mindestens 3 Krieger auf der Hand hat: So bleiben ihm mindestens 2 (siehe I-D6.4a).
    Die Heldenvariante und „Battle Royale“ lassen sich mit dem Spiel zu viert oder zu sechst verbinden, „Königreich Frankreich“ dagegen nicht.

rb-kingdom-title = Variante „Königreich Frankreich“
rb-kingdom-body =
    Diese Variante ist nur für zwei Spieler; die Heldenvariante kann hinzukommen.
    - Die roten und die blauen Krieger bilden zusammen einen gemeinsamen Stapel.
    - Jeder bekommt einen eigenen Söldnerstapel mit { $values } grünen Kriegern, einem von jedem Wert, und zieht daraus seine { $hand } Startkarten.
    - Nachziehen darfst du vom gemeinsamen Stapel oder von deinem eigenen Söldnerstapel, in der Heldenvariante auch vom Heldenstapel.
    - Einen Helden spielst du nach deiner Wahl mit der Kraft der Normannen oder der Bretonen.
    Du bleibst Normanne oder Bretone und legst weiterhin auf die Seite deines Lagers, welche Farbe deine Karte auch hat. Alles andere bleibt, wie es ist.
    > [I-D9.2] Da kein Lager einen eigenen Stapel hat, gibt es keinen Sammelruf. Lothar sucht seinen Söldner in deinem eigenen Söldnerstapel aus.

rb-royale-title = Variante „Battle Royale“
rb-royale-body =
    Diese Variante ist für { $players-min }, 4 oder { $players-max } Spieler und lässt sich mit der Heldenvariante verbinden.
    - Alle Karten kommen in einen einzigen gemeinsamen Stapel: die { $warriors } Krieger und, wenn ihr mit Helden spielt, auch die { $heroes } Helden. Daraus zieht jeder seine Startkarten und später jede weitere Karte.
    - Einen Helden spielst du nach deiner Wahl mit der Kraft eines der beiden Lager.
    Sonst gelten alle Regeln.
    > [I-D9.3] Die Originalregel gibt jedem { $hand } Karten; im Spiel zu viert oder zu sechst behält dieses Heft die Handgrößen des Teamspiels ({ $hand-four } zu viert, { $hand-six } zu sechst). Einen Sammelruf gibt es nicht, und Lothar sucht seinen Söldner im gemeinsamen Stapel aus.
    > [I-D2.2] Mit Helden werden die Startkarten einzeln vom Stapel ausgeteilt; solange eine Hand weniger als 2 Krieger hat, kommt ein Held, der oben liegt, zuerst unter den Stapel.
    > [I-D6.4b] Auch später gilt: Darfst du gerade keinen Helden ziehen und liegt einer oben, schiebst du ihn unter den Stapel, bis ein Krieger oben liegt. Enthält der Stapel keinen Krieger mehr, ist er für dich geschlossen, solange du weniger als 2 Krieger auf der Hand hast.

rb-credits-title = Impressum
rb-credits-body =
    Spielidee und Originalregel: { $designer }.
    Diese Spielregel wurde für diese Ausgabe neu verfasst. Jedes Beispiel wurde Zug um Zug nach diesen Regeln durchgespielt.
    Die Bilder hat scriptorium für diese Ausgabe aus den Daten des Spiels gezeichnet.

rb-quickref-title = Kurzübersicht
rb-quickref-body =
    - **Zug:** Anspruch auswerten · Sammelruf, falls fällig · eine Karte ausspielen oder passen · höchstens einen Wall beanspruchen · eine Karte nachziehen, falls die Hand nicht voll ist.
    - **Wälle:** neue nur an den Enden der Reihe, höchstens { $ramparts }; höchstens { $side-max } Karten pro Seite, jeder auf die Seite seines Lagers.
    - **Formationen, stärkste zuerst:** Drilling · Farbstraße · Straße · Farbe · Summe.
    - **Gleiche Formation:** höherer Gesamtwert; bei gleichem Gesamtwert die Seite, die zuerst vollständig war.
    - **Beanspruchen:** deine Seite ist vollständig; die gegnerische auch und schwächer, oder keine Ergänzung mit Kriegern außerhalb des Schlachtfelds könnte dich schlagen (Helden zählen nicht).
    - **Auswertung:** zu Beginn deines nächsten Zugs. Ist der Anspruch noch berechtigt, gewinnt dein Lager den Wall: Seine Karten kommen verdeckt auf einen Stapel, zu dir gedreht, obenauf eine Karte deines Lagers (ein Söldner, wenn deine Seite nur aus grünen Karten bestand). Sonst verfällt der Anspruch.
    - **Nachziehen:** eine Karte, wenn du weniger als { $hand } hast (zu viert { $hand-four }, zu sechst { $hand-six }), vom eigenen Stapel, vom Söldnerstapel oder (Heldenvariante) vom Heldenstapel; leere Stapel entfallen.
    - **Sammelruf:** ohne Krieger auf der Hand so viele Karten vom gegnerischen Stapel nehmen, wie der nächste Gegner auf der Hand hat (höchstens bis zur vollen Hand); fortan von diesem Stapel ziehen.
    - **Sieg:** Mehrheit ({ $majority } Wälle) · Durchbruch ({ $breakthrough } nebeneinander) · Umzingelung (die beiden äußeren Wälle, jeder mit einer { $high } oder höher auf deiner Seite; nur bei voller Reihe).
    - **König von Frankreich:** Hält ein Sieg nicht mehr, sobald man die allein mit grünen Karten gewonnenen Wälle abzieht, gewinnt der König, und beide Lager verlieren.
    - **Stillstand:** Waren so viele Züge in Folge ruhig, wie Spieler am Tisch sitzen (keine Karte ausgespielt, kein Wall beansprucht), ist kein Anspruch offen und hat niemand eine Karte auf der Hand, die er auslegen könnte, endet die Partie: Das Lager mit mehr Wällen gewinnt; bei Gleichstand verliert das Lager, das als einziges Gabriel gespielt hat; sonst unentschieden.
    - **Helden:** höchstens einen Helden mehr ausgespielt, als das gegnerische Lager { $hero-limit ->
        [opponent-cards] Karten
       *[opponent-heroes] Helden
    } ausgespielt hat; mit weniger als 2 Kriegern auf der Hand keinen Helden ziehen oder geschenkt bekommen; kein Held wirkt auf einen anderen Helden.
    - **Team:** nach jeder Runde eine Karte an den nächsten Spieler des eigenen Lagers.

## Bildunterschriften der Beispiele

rb-ex-line-caption = Die Reihe wächst nur an ihren Enden: Jeder neue Wall entsteht links oder rechts außen, nie zwischen zwei Wällen, bis { $ramparts } erreicht sind. Die Buchstaben benennen die Wälle von links nach rechts, so wie die Reihe am Ende dasteht.
rb-ex-formations-caption = Die fünf Formationen von der stärksten zur schwächsten, jede mit ihrem Gesamtwert. Zuerst zählt die Formation, der Gesamtwert erst bei gleicher Formation.
rb-ex-tie-sum-caption =
    An Wall { $rampart } haben beide Seiten { $normans-formation ->
        [three] einen Drilling
        [colour-run] eine Farbstraße
        [run] eine Straße
        [colour] eine Farbe
       *[sum] nur eine Summe
    }. Die Bretonen waren zuerst vollständig, doch bei gleicher Formation entscheidet vorher der Gesamtwert: { $normans-sum } für die Normannen schlägt { $bretons-sum } für die Bretonen.
rb-ex-tie-first-caption =
    An Wall { $rampart } haben beide Seiten { $normans-formation ->
        [three] einen Drilling
        [colour-run] eine Farbstraße
        [run] eine Straße
        [colour] eine Farbe
       *[sum] nur eine Summe
    }, und beide kommen auf den Gesamtwert { $normans-sum }. Den Wall gewinnen deshalb { $first ->
        [normans] die Normannen
       *[bretons] die Bretonen
    }, deren Seite zuerst vollständig war.
rb-ex-claim-proved-caption =
    Die Normannen beanspruchen Wall { $rampart }, obwohl die Seite der Bretonen noch unvollständig ist. Doch keine Ergänzung mit Kriegern außerhalb des Schlachtfelds könnte sie so stärken, dass sie { $normans-formation ->
        [three] den Drilling
        [colour-run] die Farbstraße
        [run] die Straße
        [colour] die Farbe
       *[sum] die Summe
    } der Normannen ({ $normans-sum }) schlägt: Der Anspruch ist bewiesen.
rb-ex-claim-refused-caption =
    Die Normannen dürfen Wall { $rampart } nicht beanspruchen: Ein Krieger, der noch nicht auf dem Schlachtfeld liegt, könnte die Seite der Bretonen zu einer Formation ergänzen, die stärker ist als { $normans-formation ->
        [three] der Drilling
        [colour-run] die Farbstraße
        [run] die Straße
        [colour] die Farbe
       *[sum] die Summe
    } der Normannen ({ $normans-sum }).
rb-ex-majority-caption = Mehrheit: Mit ihrem { $normans-won }. Wall gewinnen die Normannen die Partie.
rb-ex-breakthrough-caption =
    Durchbruch: { $winner ->
        [normans] Die Normannen haben
        [bretons] Die Bretonen haben
       *[other] Ein Lager hat
    } { $breakthrough } Wälle direkt nebeneinander gewonnen, und die Partie endet sofort.
rb-ex-encirclement-caption =
    Umzingelung: Die Reihe hat ihre vollen { $ramparts } Wälle, und { $winner ->
        [normans] die Normannen haben
        [bretons] die Bretonen haben
       *[other] ein Lager hat
    } beide äußeren gewonnen, jeden mit einer Karte vom Wert { $high } oder höher auf der eigenen Seite.
rb-ex-king-caption = Mit dem beanspruchten Wall erreichen die Normannen { $victory ->
        [majority] die Mehrheit
        [breakthrough] einen Durchbruch
        [encirclement] die Umzingelung
       *[other] ein Siegziel
    }, doch den hervorgehobenen Wall { $rampart } haben sie allein mit Söldnern gewonnen, und ohne ihn reicht es nicht: Der König von Frankreich gewinnt, und beide Lager verlieren.
rb-ex-rally-caption = Der Stapel der Bretonen und der Söldnerstapel sind aufgebraucht, und die Bretonen haben ihre letzte Karte gespielt. Zu Beginn ihres Zugs stoßen sie den Sammelruf aus: Sie nehmen so viele Karten vom Stapel der Normannen, wie die Normannen auf der Hand haben, und ziehen fortan von dort nach. Die roten Karten legen sie wie jede andere auf ihre eigene Seite.
rb-ex-hero-richard-caption = Für die Normannen ist Richard I. ein freier Krieger: Er liegt auf ihrer Seite in Farbe und Wert ihrer Wahl.
rb-ex-hero-hoel-caption =
    Für die Normannen ist Hoël I. nur Ballast: Er liegt auf ihrer Seite als grüner Krieger mit Wert 1. Ihre Seite an Wall { $rampart } ist damit vollständig, aber nur { $normans-formation ->
        [three] ein Drilling
        [colour-run] eine Farbstraße
        [run] eine Straße
        [colour] eine Farbe
       *[sum] eine Summe
    } ({ $normans-sum }), und zwar ganz aus grünen Karten. Gewinnen sie den Wall so, ist er ein Söldnerwall.
rb-ex-hero-mainard-caption =
    Für die Normannen holt Mainard einen bretonischen Krieger von einem anderen Wall auf die normannische Seite von Wall { $rampart }. Dort kämpft er jetzt für die Normannen, die an diesem Wall nun { $normans-formation ->
        [three] einen Drilling
        [colour-run] eine Farbstraße
        [run] eine Straße
        [colour] eine Farbe
       *[sum] eine Summe
    } ({ $normans-sum }) haben.
rb-ex-hero-nordoard-caption = Für die Bretonen versetzt Nordoard einen normannischen Krieger von Wall { $rampart } an einen anderen Wall; dort bleibt er auf der Seite der Normannen. Die Seite der Normannen an Wall { $rampart } ist nicht mehr vollständig.
rb-ex-hero-hugues-caption = Für die Normannen versetzt Hugo von Cavalcamp einen bretonischen Krieger von Wall { $rampart } an einen anderen Wall; dort bleibt er auf der Seite der Bretonen. Die Seite der Bretonen an Wall { $rampart } ist nicht mehr vollständig.
rb-ex-hero-lothaire-caption =
    Für die Normannen gespielt, lässt Lothar sie einen beliebigen Söldner aus dem Söldnerstapel wählen und sofort auslegen; danach wird der Stapel gemischt. Vorsicht: { $normans-formation ->
        [three] Ihr Drilling
        [colour-run] Ihre Farbstraße
        [run] Ihre Straße
        [colour] Ihre Farbe
       *[sum] Ihre Summe
    } ({ $normans-sum }) besteht nur aus grünen Karten – gewinnen sie diesen Wall, ginge ein Sieg, der ohne ihn nicht hielte, an den König von Frankreich.
rb-ex-hero-aubert-caption =
    Sankt Aubert steht neben Wall { $rampart }: Die grünen Karten dort behalten ihre Farbe, zählen aber nichts mehr und bilden keine Straße. Die Seite der Bretonen ist damit nur noch { $bretons-formation ->
        [three] ein Drilling
        [colour-run] eine Farbstraße
        [run] eine Straße
        [colour] eine Farbe
       *[sum] eine Summe
    } ({ $bretons-sum }) und unterliegt { $normans-formation ->
        [three] dem Drilling
        [colour-run] der Farbstraße
        [run] der Straße
        [colour] der Farbe
       *[sum] der Summe
    } der Normannen ({ $normans-sum }).
rb-ex-hero-gabriel-caption =
    Die Normannen wollten Wall { $rampart } mit { $normans-formation ->
        [three] ihrem Drilling
        [colour-run] ihrer Farbstraße
        [run] ihrer Straße
        [colour] ihrer Farbe
       *[sum] ihrer Summe
    } ({ $normans-sum }) beanspruchen: Für die Bretonen versiegelt der Erzengel Gabriel den Wall. Dort kommt keine Karte mehr hinzu oder weg, und niemand wird ihn gewinnen.
rb-ex-gift-caption = Eine Runde zu viert: Jeder war einmal am Zug, dann gibt jeder Spieler eine Karte seiner Hand an den nächsten Spieler seines Lagers.

# The balance report (`scriptorium balance`): how a simulated game ended.
balance-end = { $end ->
    [majority] Mehrheit
    [breakthrough] Durchbruch
    [encirclement] Umzingelung
    [count] festgefahren: mehr Wälle
    [gabriel] festgefahren: Gabriel entscheidet
    [draw] festgefahren: unentschieden
   *[king] der König von Frankreich
}
