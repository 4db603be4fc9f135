report-title = Rapport d’équilibre : { $game }
report-subtitle = Règles { $rulesets } · graine { $seed } · { $games } parties
report-intro =
    Chaque taux est donné avec son intervalle de confiance à 95 %, la moustache de la barre : avec autant de parties, le vrai taux s’y trouve 19 fois sur 20. La ligne pointillée marque une part égale ; un chiffre dont tout l’intervalle tombe d’un seul côté est marqué ◆, un écart trop grand pour être dû au hasard. Une égalité compte pour une demi-victoire de chaque camp. Chaque joueur tient tour à tour chaque camp, une partie sur deux quand il y en a deux : ordre de jeu, camp et joueur sont donc des chiffres distincts ; avec plus de camps, le premier joueur d’une paire en tient un contre le second à tous les autres.
report-players =
    Les joueurs : « random » choisit n’importe quelle décision permise ; « greedy » prend la meilleure selon une règle simple qui ne voit qu’un coup ; « ismcts:N » explore, avant chaque décision, N donnes compatibles avec ce qu’il a vu, sans jamais regarder les cartes cachées.
ladder-title = L’échelle de force
ladder-caption = Chaque barre est la part de victoires du joueur le plus fort contre celui du dessous ({ $games } parties par échelon, règles { $ruleset }). L’échelle tient quand chaque intervalle est à droite de la ligne pointillée.
ladder-rung = { $stronger } contre { $weaker }
ladder-holds = L’échelle tient : chaque joueur bat celui du dessous au-delà du hasard.
ladder-fails = L’échelle ne tient pas partout : sur un échelon sans ◆, soit ces parties ne départagent pas les deux joueurs, soit le joueur du dessus est le plus faible (tout son intervalle à gauche de la ligne).
run-title = { $ruleset }, { $seats } joueurs : { $pairing }
run-games = { $games } parties
wins-caption = Victoires selon l’ordre de jeu, le camp et le joueur, et égalités.
label-order = { $k ->
    [1] premier à jouer
    [2] deuxième à jouer
    [3] troisième à jouer
   *[other] { $k }e à jouer
}
label-side = { $side }
label-player = { $player }
label-draws = égalités
ends-caption = Comment les parties se sont terminées.
lengths-caption = Parties selon leur durée, en { $unit ->
    [rounds] manches
   *[turns] tours
} : { $mean } en moyenne.
cards-caption = Pour chaque carte, la part des parties où un camp l’a jouée (à gauche), et la part de ces parties qu’il a gagnées (à droite). Une carte souvent jouée par le camp perdant est peut-être faible, ou jouée quand on est mené.
cards-head-card = Carte
cards-head-played = Jouée
cards-head-wins = Victoires quand jouée
worth-title = Ce que vaut chaque carte
worth-caption = Chaque barre est la part de victoires de { $player } privé d’une carte (il ne la joue que s’il n’a pas d’autre choix) contre { $player } libre de la jouer : { $games } parties par carte, règles { $ruleset }. Loin à gauche de la ligne pointillée, la carte fait gagner qui la tient ; près de la ligne, on joue aussi bien sans elle ; à droite, elle nuit plus qu’elle ne sert à qui la joue.
worth-label = sans { $card }
compare-title = { $ruleset } face à { $against }
compare-caption = Chaque chiffre avec les règles { $ruleset } à côté du même chiffre avec les règles { $against } ({ $pairing }), et leur écart avec son intervalle à 95 % ; ◆ marque un écart au-delà du hasard.
against-title = { $ruleset } : ce jeu face à { $folder }
against-caption = Chaque chiffre de ce jeu à côté du même chiffre de la copie de { $folder } (règles { $ruleset }, { $pairing }, mêmes graines), et leur écart avec son intervalle à 95 % ; ◆ marque un écart au-delà du hasard.
against-this = ce jeu
compare-head-figure = Chiffre
compare-head-difference = Écart
rare-title = États rares
rare-caption = Les parties terminées dans un état qu’un auteur voudra examiner, avec la commande qui rejoue chacune coup par coup.
rare-none = Aucune partie ne s’est terminée dans un état rare.
