# Joute — deutsche Texte. Dieselben Kennungen wie die französische Datei.
# Die Karten, der Spielplan, die Figuren und die Spielübersicht lesen diese Nachrichten;
# die Zahlen kommen aus game.toml und aus den Spielregeln des Programms über die Variablen { $… }.

game-name = Joute
doc-cards-duplex = { $game } – Karten zum Selbstdrucken, beidseitig ({ $paper })
doc-cards-gutterfold = { $game } – Karten zum Selbstdrucken, Falten und Kleben ({ $paper })
doc-cards-printshop = { $game } – Karten für die Druckerei, eine pro Seite mit Beschnitt
pnp-title = So druckt ihr diese Karten
pnp-scale = In Originalgröße drucken (100 %, niemals „an Seite anpassen“), damit jede Karte ihre richtige Größe hat.
pnp-duplex = Beidseitig drucken, mit Wenden an der langen Kante. Die Seiten { $first } bis { $last } tragen die Karten auf { $sheets } Blättern: Auf jede Seite mit Vorderseiten folgt die Seite mit ihren Rückseiten. Zur Probe zuerst nur ein Blatt drucken (Seite { $check } mit ihrer Rückseite) und gegen das Licht halten: Jede Rückseite muss genau hinter ihrer eigenen Vorderseite liegen.
pnp-gutterfold = Nur einseitig drucken. Die Seiten { $first } bis { $last } tragen die Karten auf { $sheets } Blättern: die Vorderseiten auf der linken Hälfte, ihre Rückseiten auf der rechten. Jedes Blatt an der gestrichelten Linie falten, bedruckte Seiten nach außen, und die beiden Hälften vor dem Schneiden zusammenkleben.
pnp-cut = Entlang der Linien schneiden, die die Schnittmarken am Rand fortsetzen – mit Lineal und Cutter oder mit einer Schneidemaschine.
alt-card-face = Karte { $face }

## Karten (die Namen, die das Originalspiel offenlässt, stehen in game.toml)
kind-acquired = Errungenschaft
kind-adversity = Schicksalsschlag
card-hauberk = Kettenhemd
card-sword = Schwert
card-helm = Topfhelm
card-shield = Schild
card-squire = Knappe
card-lance = Lanze
card-destrier = Schlachtross
card-spurs = Sporen
card-gauntlets = Panzerhandschuhe
card-banner = Banner
card-dubbing = Ritterschlag
card-oath = Eid
card-injury = Verwundung
card-fever = Fieber
card-disgrace = Ungnade
card-treachery = Verrat
card-storm = Unwetter
card-ransom = Lösegeld
rule-acquired = Lege sie vor dir aus: Dein Schicksal steigt um { $gain }.
rule-adversity = Lege sie vor einem Gegner aus: Sein Schicksal sinkt um { $loss }.
rule-saves = Feld { $space }: Liegt sie vor dir, musst du nicht zurück zum Start.

## Sonderfelder der Strecke
space-respite = Atempause
space-broken-lance = Lanzenbruch
space-unhorsed = Aus dem Sattel
space-outnumbered = Umzingelt
effect-relief = Wirf einen Schicksalsschlag vor dir ab; dein Schicksal steigt um { $gain }.
effect-start = Zurück zum Start.
effect-start-unless-card = Zurück zum Start, außer die Karte „{ $card }“ liegt vor dir.
effect-start-unless-acquired = Zurück zum Start, außer mit mindestens { $count } Errungenschaften vor dir.

## Spielübersicht
summary-title = Spielübersicht
summary-turn-title = Dein Zug
summary-move = **Rücke** um dein Schicksal vor, wenn es über 0 liegt; dann würfle und rücke um die Augenzahl weiter. Nur das Feld, auf dem du stehen bleibst, zählt.
summary-draw = **Ziehe** eine Karte, falls möglich.
summary-play = **Spiele** eine Karte aus: eine Errungenschaft vor dir (jede Sorte nur einmal), einen Schicksalsschlag vor einem Gegner (höchstens { $max }, alle verschieden; sein Schicksal −{ $loss }) oder wirf sie ab.
summary-negative = Unter 0 nach Schicksalsschlag oder Atempause: zurück zum Start.
summary-spaces-title = Sonderfelder
summary-end-title = Spielende
summary-end =
    { $bounce ->
        [yes] Wer als Erster genau auf Feld { $finish } stehen bleibt, gewinnt.
       *[other] Wer als Erster Feld { $finish } erreicht, gewinnt.
    }
summary-bounce = Zu viele Felder? Ab Feld { $finish } geht es um den Rest zurück.

## Spielplan
board-start = Start
board-finish = Ziel
board-destiny = Schicksal
board-negative = Unter 0 nach Schicksalsschlag oder Atempause: zurück zum Start
board-pile = Nachziehstapel
board-discard = Ablagestapel
board-exact = Genau ins Ziel – wer zu weit kommt, prallt zurück.
doc-board = { $game } – Spielplan
alt-board = Der Spielplan von { $game }: die Strecke vom Start bis zum Ziel mit ihren Sonderfeldern, die Schicksalsleiste, die Plätze für Nachziehstapel und Ablagestapel sowie in Worten der Ablauf eines Zuges, die Sonderfelder und das Spielende.

## Spielplan in Teilen zum Selbstdrucken
doc-tiles = { $document } zum Ausdrucken in Teilen ({ $paper })
tiles-map = Der Spielplan in { $tiles } Teilen
tiles-howto = Drucke jede Seite in Originalgröße (100 %, niemals „an Seite anpassen“). Schneide jedes Teil an den gestrichelten Linien seines linken und oberen Rands zu und lege es auf das Nachbarteil links bzw. darüber: Die Schnittkante kommt genau an die durchgezogenen Markierungen des Nachbarteils, und auf den { $overlap } mm Überlappung ist auf beiden Teilen dasselbe Bild zu sehen. Klebe die Teile zusammen und ziehe das Ganze auf Karton auf.
tiles-tile = Reihe { $row }, Spalte { $column }

## Figuren, Marker und Würfel
doc-tokens = { $game } – Figuren, Marker und Würfel zum Ausschneiden ({ $paper })
tokens-pawns = Figuren der Ritter
tokens-pawns-howto = Schneide jede Figur an der durchgezogenen Linie aus, falte sie in der Mitte, klebe die beiden Hälften Rücken an Rücken zusammen und klappe die Laschen des Sockels nach außen. Die Faltlinien sind strichpunktiert.
tokens-markers = Schicksalsmarker
tokens-markers-howto = Schneide die runden Marker aus, zwei je Ritter (einer als Ersatz); auf Karton geklebt halten sie länger. Marker auf demselben Wert werden gestapelt.
tokens-die = Würfel
tokens-die-howto = Schneide das Würfelnetz an der durchgezogenen Linie aus, falze die strichpunktierten Faltlinien vor, falte es zu einem Würfel und klebe jede Lasche unter die angrenzende Seite.
alt-knight = Ritter { $knight } zu Pferd, mit eingelegter Lanze
alt-die = Das Netz eines Spielwürfels zum Ausschneiden und Falten

## Spielregel
rb-doc-title = { $game } – Spielregel
rb-subtitle = Ein Wettrennen der Ritter beim Turnier
rb-cover-players = { $players-min } bis { $players-max } Spieler
rb-cover-age = ab { $age } Jahren
rb-cover-minutes = { $minutes-min } bis { $minutes-max } Minuten
rb-toc-title = Inhalt
rb-example-label = Beispiel
rb-clarification = Klarstellung ({ $id }).
rb-component-acquired = Einige Errungenschaften
rb-component-adversity = Einige Schicksalsschläge und die gemeinsame Rückseite aller Karten
rb-component-summary = Die Spielübersicht, Vorder- und Rückseite
rb-component-board = Die Strecke des Spielplans vom Start bis zum Ziel, mit den Sonderfeldern und ihren Zeichen
rb-cards-gallery-acquired = Jede Errungenschaft, so wie sie gedruckt ist
rb-cards-gallery-adversity = Jeder Schicksalsschlag, so wie er gedruckt ist
rb-cards-table-name = Karte
rb-cards-table-family = Typ
rb-cards-table-value = Schicksal
rb-cards-table-copies = Anzahl
rb-card-saves = Schützt dich auf Feld { $space }, solange er vor dir liegt.
rb-label-player = Spieler { $player }
rb-label-hand = Auf der Hand zu Beginn des Zuges:
rb-label-front = Auslage:
rb-label-before = Vorher
rb-label-after = Nachher
rb-legend-title = So liest du die Beispiele
rb-legend-players = Jedes Beispiel zeigt den Abschnitt der Strecke, auf dem es spielt, die Schicksalsleiste und die Spieler, um die es geht: wer vorrückt oder eine Karte vorgelegt bekommt und wessen Figur auf diesem Abschnitt oder auf dem Startfeld steht. Unter der Leiste stehen die Karten, die vor jedem von ihnen liegen, und bei einem Spieler, der im Beispiel am Zug ist, seine Hand zu Beginn des Zuges.
rb-legend-was = wo eine Figur oder ein Marker vor dem Beispiel stand oder wo eine Figur stehen blieb, bevor sie zurück zum Start musste
rb-legend-move = der Zug einer Figur
rb-legend-new = eine Karte, die im Beispiel ausgelegt wird
rb-legend-gone = eine Karte, die im Beispiel abgeworfen wird
rb-notes-title = Notizen
rb-relief-note =
    > [I-J4.1a] Wer auf der Atempause landet und keinen Schicksalsschlag vor sich liegen hat, bekommt nichts: Sein Marker bleibt, wo er ist.
    > [I-J4.1b] Liegen mehrere Schicksalsschläge vor dem Spieler auf der Atempause, wählt er selbst, welchen er abwirft.
rb-diagram-alt = Die Felder { $first } bis { $last } der Strecke, die Schicksalsleiste und die Karten, die vor { $players } Spielern ausliegen.

rb-step-move =
    { $destiny ->
        [0] Das Schicksal von Spieler { $player } liegt nicht über 0: Es zählt nur der Würfel, und er zeigt eine { $die }.
       *[other] Spieler { $player } rückt dank seines Schicksals um { $destiny } vor und würfelt dann eine { $die }.
    } { $bounced ->
        [yes] Das ist zu viel: Seine Figur rückt von Feld { $from } bis ins Ziel, prallt um den Rest zurück und bleibt auf Feld { $to } stehen.
       *[other] Seine Figur rückt von Feld { $from } auf Feld { $to }.
    }
rb-step-landing =
    { $outcome ->
        [nothing] Feld { $space }, { $name }: Vor Spieler { $player } liegt kein Schicksalsschlag; nichts geschieht.
        [relieved] Feld { $space }, { $name }: Spieler { $player } wirft seine Karte „{ $card }“ ab, und sein Schicksal steigt auf { $destiny }.{ $back ->
            [yes] { " " }Es bleibt unter 0: Seine Figur muss zurück zum Start.
           *[other] {""}
        }
        [saved-card] Feld { $space }, { $name }: Die Karte „{ $card }“ vor Spieler { $player } schützt ihn; er bleibt auf dem Feld stehen.
        [saved-count] Feld { $space }, { $name }: Vor Spieler { $player } liegen mindestens { $count } Errungenschaften; er hält stand und bleibt auf dem Feld stehen.
       *[back] Feld { $space }, { $name }: Die Figur von Spieler { $player } muss zurück zum Start.
    }
rb-step-draw = Spieler { $player } zieht die oberste Karte: { $card }.
rb-step-no-draw = Der Nachziehstapel ist leer: Spieler { $player } zieht keine Karte.
rb-step-idle = Spieler { $player } hat keine Karte mehr: Sein Zug ist damit zu Ende.
rb-step-acquire =
    { $gain ->
        [0] Spieler { $player } legt die Karte „{ $card }“ vor sich aus; sein Schicksal steht schon auf { $destiny } und kann nicht höher steigen.
       *[other] Spieler { $player } legt die Karte „{ $card }“ vor sich aus: Sein Schicksal steigt um { $gain } auf { $destiny }.
    }
rb-step-strike =
    { $back ->
        [yes] Spieler { $player } legt die Karte „{ $card }“ vor Spieler { $target } aus. Dessen Schicksal sinkt um { $loss } auf { $destiny }, also unter 0: Seine Figur muss sofort zurück zum Start.
       *[other] Spieler { $player } legt die Karte „{ $card }“ vor Spieler { $target } aus. Dessen Schicksal sinkt um { $loss } auf { $destiny }.
    }
rb-step-discard = Spieler { $player } wirft die Karte „{ $card }“ auf den Ablagestapel ab.
rb-step-end =
    { $winner ->
        [0] Die Partie endet ohne Sieger.
       *[other] Die Figur von Spieler { $winner } bleibt genau auf Feld { $finish } stehen: Er gewinnt das Turnier.
    }

rb-ex-turn-caption = Ein vollständiger Zug: Spieler { $player } rückt vor, zieht eine Karte und rüstet sich aus. Er endet auf Feld { $space } mit einem Schicksal von { $destiny }.
rb-ex-adversity-caption = Ein Schicksalsschlag drückt ein Schicksal unter 0: Die Figur muss zurück zum Start.
rb-ex-respite-caption = Die Atempause nimmt Spieler { $player } einen Schicksalsschlag ab und lässt sein Schicksal steigen; am Ende seines Zuges steht es auf { $destiny }.
rb-ex-broken-lance-caption = Lanzenbruch: Spieler { $player } muss zurück zum Start.
rb-ex-unhorsed-caption = Zwei Ritter landen auf dem Feld „Aus dem Sattel“: Wer einen Knappen hat, bleibt im Sattel, der andere muss zurück zum Start.
rb-ex-outnumbered-caption = Genug Errungenschaften: Spieler { $player } hält auf Feld { $space } stand.
rb-ex-finish-caption = Spieler { $winner } erreicht genau das letzte Feld und gewinnt.
rb-ex-bounce-caption = Ein zu hoher Wurf: Spieler { $player } prallt am Ziel ab und bleibt auf Feld { $space } stehen.
rb-ex-bounce-45-caption = Das Abprallen kann auf ein Sonderfeld führen: Hier schickt es Spieler { $player } zurück zum Start.
rb-ex-empty-pile-caption = Der Nachziehstapel ist leer: Wer keine Karte mehr hat, rückt nur noch vor; die anderen spielen ihre restlichen Karten aus.

rb-intro-title = Das Turnier
rb-intro-body =
    Die Herolde haben zum Turnier gerufen: { $players-min } bis { $players-max } Ritter reiten in die Schranken, jeder in seinen Farben. Vor ihnen liegt eine Strecke von { $finish } Feldern voller Tücken. Wer als Erster genau auf dem letzten Feld stehen bleibt, gewinnt das Turnier.
    Zwei Kräfte bringen einen Ritter voran: der Würfel und sein Schicksal. Ausrüstung und ritterliche Pflichten lassen das Schicksal wachsen; die Schicksals­schläge, die ihm seine Gegner zuspielen, lassen es sinken – manchmal so tief, dass er zurück an den Start muss. Am besten entfaltet sich das Spiel mit { $players-max } Spielern.
    Absätze mit dem fetten Stichwort „Klarstellung“ und einer goldenen Linie am Rand regeln Fälle, die die Originalregel offenlässt. Es sind die Entscheidungen dieses Hefts, und alle Beispiele folgen ihnen; das Kürzel in Klammern dient nur zum Nachschlagen.

rb-components-title = Spielmaterial
rb-components-body =
    - Ein Spielplan: die Strecke vom Start bis Feld { $finish } mit ihren Sonderfeldern; die Schicksalsleiste von { $low } bis +{ $high }, unter 0 rot; je ein Platz für den Nachziehstapel und den Ablagestapel.
    - { $players-max } Figuren und { $players-max } Marker, von jeder Farbe eine Figur und ein Marker.
    - Ein Würfel mit { $die } Seiten.
    - { $cards } Karten: { $acquired } Errungenschaften in { $acquired-kinds } Sorten und { $adversity } Schicksalsschläge in { $adversity-kinds } Sorten.
    - Eine Spielübersicht für jeden Spieler.
    Wer sein Exemplar selbst bastelt, findet alles zum Ausdrucken: den Spielplan in Teilen zum Zusammensetzen, die Figuren, die Marker und ein Würfelnetz.
    > [I-J1.4] Die Originalregel zeigte die meisten Karten nur auf Bildern, die heute verloren sind. Außer Kettenhemd, Schwert, Topfhelm, Schild und Knappe, die ihr Text beim Namen nennt, tragen die Karten deshalb Namen, die diese Ausgabe gewählt hat.

rb-goal-title = Ziel des Spiels
rb-goal-body =
    { $bounce ->
        [yes] Bringe deine Figur als Erster auf Feld { $finish } – und zwar so, dass sie genau dort stehen bleibt.
       *[other] Bringe deine Figur als Erster bis auf Feld { $finish }.
    }

rb-setup-title = Spielvorbereitung
rb-setup-body =
    Jeder wählt eine Farbe und nimmt sich die Figur und den Marker dieser Farbe. Die Figuren kommen auf das Startfeld, die Marker auf die 0 der Schicksalsleiste.
    Jeder würfelt einmal: Wer am höchsten würfelt, beginnt. Danach ist sein rechter Nachbar an der Reihe, und so weiter reihum.
    Mischt alle Karten und legt sie als verdeckten Nachziehstapel auf seinen Platz auf dem Spielplan. Jeder bekommt { $hand } Karten auf die Hand und hält sie vor den anderen geheim.
    > [I-J2.1a] Haben mehrere Spieler die höchste Zahl gewürfelt, würfeln nur sie noch einmal, so oft wie nötig.

rb-turn-title = Ablauf eines Zuges
rb-turn-body =
    Bist du am Zug, erledigst du drei Dinge in dieser Reihenfolge:
    - Du **rückst** deine Figur vor.
    - Du **ziehst** eine Karte.
    - Du **spielst** eine Karte aus deiner Hand aus.
    Dann ist der nächste Spieler an der Reihe.

rb-move-title = Vorrücken
rb-move-body =
    Steht dein Marker über 0, rückt deine Figur so viele Felder vor, wie er anzeigt. Dann würfelst du und rückst um die gewürfelte Zahl weiter. Bei einem Schicksal von 0 oder weniger entfällt der erste Schritt: Dann zählt nur der Würfel. Auf einem Feld dürfen mehrere Figuren stehen.
    > [I-J3.1] Beides zusammen ist eine einzige Bewegung, und nur das Feld, auf dem sie endet, zählt. Ein Sonderfeld, über das deine Figur dabei hinwegzieht, wirkt also nicht, selbst wenn du es allein mit dem Vorrücken um dein Schicksal genau erreicht hättest.

rb-draw-title = Karte ziehen
rb-draw-body = Nimm die oberste Karte des Nachziehstapels auf die Hand. Du hast jetzt eine Karte mehr.

rb-play-title = Karte ausspielen
rb-play-body =
    Wähle eine Karte aus deiner Hand und mach damit eines von drei Dingen:
    - eine **Errungenschaft** vor dir auslegen;
    - einen **Schicksalsschlag** vor einem Gegner auslegen;
    - eine Karte offen auf den Ablagestapel **abwerfen**.
    In jedem Zug spielst du genau eine Karte aus.

rb-acquired-title = Die Errungenschaften
rb-acquired-body =
    Die Errungenschaften stehen für das, was einen Ritter ausmacht: seine Ausrüstung und seine Pflichten. Legst du eine vor dir aus, steigt dein Marker um die Zahl auf der Karte{ $gains ->
        [one] : um { $gain-low }.
       *[other] : je nach Karte um { $gain-low } oder { $gain-high }, wie die Tabelle zeigt.
    }
    Von jeder Sorte darf nur eine Errungenschaft vor dir liegen, insgesamt also höchstens { $acquired-kinds }.
    Der Knappe schützt dich außerdem auf Feld 40 „Aus dem Sattel“; auch das zeigt die Tabelle.
    > [I-J3.3a] Ein Marker verlässt nie die Leiste: Nach oben bleibt er bei +{ $high } stehen, auch nach einer Atempause (Feld 30), nach unten bei { $low }.

rb-adversity-title = Die Schicksalsschläge
rb-adversity-body =
    Einen Schicksalsschlag legst du vor einem Gegner aus, der ihn hinnehmen muss: Sein Marker sinkt um { $adversity-loss }.
    Vor einem Spieler liegen höchstens { $adversity-max } Schicksalsschläge, alle von verschiedener Sorte. Vor einen Spieler, vor dem schon { $adversity-max } Schicksalsschläge liegen, darfst du also keinen weiteren legen, und keinen einer Sorte, die schon vor ihm liegt.
    > [I-J3.3b] Gezählt werden die Schicksalsschläge, die in dem Moment vor dem Spieler liegen, in dem du ausspielst: Einer, den eine Atempause entfernt hat, macht seinen Platz und seine Sorte wieder frei.
    { $negative-start ->
        [yes] Landet der Marker des Gegners im roten Bereich der Leiste, also unter 0, muss seine Figur sofort zurück auf das Startfeld – ganz gleich, wie hoch sein Schicksal vorher war. Ebenso muss zurück zum Start, wessen Schicksal nach einer Atempause (siehe „Die Sonderfelder“) noch unter 0 liegt.
       *[other] In dieser Variante schickt ein Marker unter 0 die Figur nicht zurück zum Start.
    }

rb-discard-title = Abwerfen
rb-discard-body =
    Jede Karte darfst du offen auf den Ablagestapel abwerfen, auch eine, die du anders nutzen könntest.
    > [I-J3.4] Eine Karte, die du nicht auslegen kannst (eine Errungenschaft, die du schon hast, oder ein Schicksalsschlag, den kein Gegner mehr bekommen darf), kannst du immer abwerfen. Wer eine Karte auf der Hand hat, kann also immer eine Karte ausspielen.

rb-spaces-title = Die Sonderfelder
rb-spaces-body =
    { $bounce ->
        [yes] Einige Felder der Strecke haben eine Wirkung. Sie tritt ein, wenn eine Bewegung auf dem Feld endet, auch nach dem Abprallen am Ziel.
       *[other] Einige Felder der Strecke haben eine Wirkung. Sie tritt ein, wenn eine Bewegung auf dem Feld endet.
    }

rb-empty-title = Wenn der Nachziehstapel leer ist
rb-empty-body = Ist der Nachziehstapel aufgebraucht, wird keine Karte mehr gezogen: Jeder spielt weiter die Karten aus, die er noch auf der Hand hat. Wer keine mehr hat, rückt in seinem Zug nur noch seine Figur vor.

rb-end-title = Spielende
rb-end-body =
    Sobald eine Figur genau auf Feld { $finish } stehen bleibt, gewinnt ihr Spieler sofort das Turnier: Er zieht keine Karte mehr und spielt keine mehr aus.
    { $bounce ->
        [yes] Würde eine Bewegung über Feld { $finish } hinausführen, prallt die Figur am Ziel ab: Sie rückt bis Feld { $finish } und geht dann um die restlichen Felder zurück. So kann sie auf einem Sonderfeld landen, dessen Wirkung dann eintritt.
       *[other] In dieser Variante endet eine Bewegung, die Feld { $finish } erreicht oder darüber hinausführt, auf diesem Feld, und die Figur gewinnt.
    }
    { $below-start ->
        [yes]
            > [I-J6.3] Würde eine Figur beim Abprallen hinter den Start zurückgehen, bleibt sie auf dem Startfeld stehen.
       *[other] {""}
    }

rb-variants-title =
    { $variants ->
        [one] Variante
       *[other] Varianten
    }
rb-variants-body =
    { $variants ->
        [one] Die Originalregel kennt keine Variante; die folgende stammt aus dieser Ausgabe. Es gelten alle Regeln dieses Hefts mit einer Änderung:
       *[other] Die Originalregel kennt keine Varianten; diese Ausgabe schlägt die folgenden vor. Jede folgt den Regeln dieses Hefts, mit einer Änderung:
    }
rb-variant-negative-start =
    { $negative-start ->
        [yes] **Zurück zum Start:** Endet ein Marker unter 0, muss die Figur sofort zurück zum Start.
       *[other] **Ohne Rückkehr:** Ein Marker unter 0 schickt die Figur nicht mehr zum Start zurück; sie rückt dann nur noch um die Augenzahl vor.
    }
rb-variant-bounce =
    { $bounce ->
        [yes] **Genauer Zieleinlauf:** Eine Bewegung, die über Feld { $finish } hinausginge, erreicht es und geht um den Rest zurück; wer gewinnen will, muss genau dort stehen bleiben.
       *[other] **Freier Zieleinlauf:** Für kürzere Partien entfällt das Abprallen. Eine Figur, die Feld { $finish } erreicht oder darüber hinauskommt, bleibt auf Feld { $finish } stehen und gewinnt.
    }

rb-credits-title = Impressum
rb-credits-body =
    Die Regeln folgen dem französischen Originaldokument von { $game }, das keinen Autor nennt.
    Die Bilder (Karten, Spielplan, Abbildungen der Beispiele) hat scriptorium für diese Ausgabe aus den Daten des Spiels gezeichnet.

rb-quickref-title = Kurzübersicht
rb-quickref-body =
    - **Vorbereitung:** Figuren auf das Startfeld, Marker auf 0, { $hand } Karten für jeden; wer am höchsten würfelt, beginnt.
    - **Vorrücken:** um dein Schicksal, wenn es über 0 liegt, dann um die gewürfelte Zahl; nur das Feld zählt, auf dem du stehen bleibst.
    - **Karte ziehen:** die oberste, solange der Nachziehstapel nicht leer ist.
    - **Karte ausspielen:** eine Errungenschaft vor dir (jede Sorte einmal; Schicksal { $gains ->
        [one] +{ $gain-low }
       *[other] +{ $gain-low } oder +{ $gain-high }
    }, nie über +{ $high }); einen Schicksalsschlag vor einem Gegner (höchstens { $adversity-max }, alle verschieden; Schicksal −{ $adversity-loss }); oder abwerfen.
    - { $negative-start ->
        [yes] **Unter 0:** Steht ein Marker nach einem Schicksalsschlag oder einer Atempause im roten Bereich, muss die Figur sofort zurück zum Start.
       *[other] **Unter 0:** Die Figur bleibt, wo sie ist; nur der Würfel bringt sie voran.
    }
    - **Nachziehstapel leer:** Die restlichen Karten werden ausgespielt; wer keine mehr hat, rückt nur noch vor.
    - { $bounce ->
        [yes] **Spielende:** genau auf Feld { $finish } stehen bleiben; wer zu weit kommt, prallt um den Rest zurück.
       *[other] **Spielende:** Die erste Figur, die Feld { $finish } erreicht, gewinnt.
    }

# The balance report (`scriptorium balance`): how a simulated game ended.
balance-end = { $end ->
    [finish] eine Figur im Ziel
   *[turn-limit] Zuggrenze der Simulation
}
