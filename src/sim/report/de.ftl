report-title = Balancebericht: { $game }
report-subtitle = Regelsätze { $rulesets } · Startwert { $seed } · { $games } Partien
report-intro =
    Jede Quote steht mit ihrem 95-%-Konfidenzintervall da, dem Strich am Balken: Bei so vielen Partien liegt die wahre Quote in 19 von 20 Fällen darin. Die gestrichelte Linie markiert einen gleichen Anteil; eine Zahl, deren ganzes Intervall auf einer Seite davon liegt, trägt ◆: Dieser Abstand ist zu groß für Zufall. Ein Unentschieden zählt für jede Seite als halber Sieg. Jeder Spieler übernimmt der Reihe nach jede Seite, bei zwei Seiten also jede zweite Partie; deshalb sind Zugreihenfolge, Seite und Spieler getrennte Zahlen. Bei mehr Seiten spielt der erste Spieler einer Paarung eine Seite gegen den zweiten auf allen übrigen.
report-players =
    Die Spieler: „random“ wählt irgendeine erlaubte Entscheidung; „greedy“ nimmt die beste nach einer Faustregel, die nur einen Zug weit blickt; „ismcts:N“ durchsucht vor jeder Entscheidung N Verteilungen, die zu dem passen, was er gesehen hat, und schaut nie in verdeckte Karten.
ladder-title = Die Stärkeleiter
ladder-caption = Jeder Balken ist der Siegesanteil des stärkeren Spielers gegen den darunter ({ $games } Partien je Sprosse, Regelsatz { $ruleset }). Die Leiter hält, wenn jedes Intervall rechts der gestrichelten Linie liegt.
ladder-rung = { $stronger } gegen { $weaker }
ladder-holds = Die Leiter hält: Jeder Spieler schlägt den darunter mehr als zufällig.
ladder-fails = Die Leiter hält nicht überall: Auf einer Sprosse ohne ◆ unterscheiden diese Partien die beiden Spieler entweder nicht, oder der obere Spieler ist der schwächere (sein ganzes Intervall links der Linie).
run-title = { $ruleset }, { $seats } Spieler: { $pairing }
run-games = { $games } Partien
wins-caption = Siege nach Zugreihenfolge, nach Seite und nach Spieler, und Unentschieden.
label-order = { $k ->
    [1] zieht zuerst
    [2] zieht als Zweiter
    [3] zieht als Dritter
   *[other] zieht als { $k }.
}
label-side = { $side }
label-player = { $player }
label-draws = Unentschieden
ends-caption = Wie die Partien endeten.
lengths-caption = Partien nach Länge in { $unit ->
    [rounds] Runden
   *[turns] Zügen
}: im Mittel { $mean }.
cards-caption = Für jede Karte der Anteil der Partien, in denen eine Seite sie gespielt hat (links), und der Anteil dieser Partien, den sie gewonnen hat (rechts). Eine Karte, die oft von der verlierenden Seite gespielt wird, ist vielleicht schwach oder wird im Rückstand gespielt.
cards-head-card = Karte
cards-head-played = Gespielt
cards-head-wins = Siege, wenn gespielt
worth-title = Was jede Karte wert ist
worth-caption = Jeder Balken ist der Siegesanteil von { $player }, dem eine Karte verboten ist (er spielt sie nur, wenn er keine andere Wahl hat), gegen { $player }, der sie frei spielen darf: { $games } Partien je Karte, Regelsatz { $ruleset }. Weit links der gestrichelten Linie gewinnt die Karte Partien für den, der sie hält; nahe der Linie spielt man ohne sie ebenso gut; rechts davon schadet sie dem, der sie spielt, mehr als sie nützt.
worth-label = ohne { $card }
compare-title = { $ruleset } gegenüber { $against }
compare-caption = Jede Zahl unter { $ruleset } neben derselben Zahl unter { $against } ({ $pairing }), und ihr Unterschied mit seinem 95-%-Intervall; ◆ markiert einen Unterschied jenseits des Zufalls.
against-title = { $ruleset }: dieses Paket gegenüber { $folder }
against-caption = Jede Zahl dieses Pakets neben derselben Zahl der Kopie in { $folder } (Regelsatz { $ruleset }, { $pairing }, dieselben Startwerte), und ihr Unterschied mit seinem 95-%-Intervall; ◆ markiert einen Unterschied jenseits des Zufalls.
against-this = dieses Paket
compare-head-figure = Zahl
compare-head-difference = Unterschied
rare-title = Seltene Zustände
rare-caption = Partien, die in einem Zustand endeten, den sich ein Autor ansehen sollte, mit dem Befehl, der jede Zug um Zug nachspielt.
rare-none = Keine Partie endete in einem seltenen Zustand.
