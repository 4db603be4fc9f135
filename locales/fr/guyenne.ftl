# Guyenne — textes français. Chaque langue a les mêmes identifiants que ce fichier.

## Cartes

game-name = Guyenne
side-english = Anglais
side-french = Français
castle-barbican = Barbacane
castle-gatehouse = Châtelet
castle-curtain-wall = Courtine
castle-keep = Donjon
castle-postern = Poterne
castle-tower = Tour
hero-black-prince = Édouard de Woodstock
hero-black-prince-title = le Prince Noir
hero-du-guesclin = Bertrand du Guesclin
hero-du-guesclin-title = connétable de France
card-hero = Héros
card-first-player = Premier joueur
card-summary = Aide-mémoire
card-castle = Château

## Cartes de résumé des règles

summary-1-title = Un tour de jeu
summary-1-body =
    Jouez face cachée : attaquez un château neutre ou adverse, défendez les vôtres.
    • Premier joueur : choisit un château et y joue.
    • Adversaire : répond sur ce château, puis joue sur un second.
    • Premier joueur : répond sur ce second château.
    • Chacun joue sur exactement deux châteaux, d’une à { $max } { $max ->
        [one] carte
       *[other] cartes
    } par château.
    • Sur un château neutre, les deux attaquent.

summary-2-title = Les combats
summary-2-body =
    Château par château, chaque camp additionne ses cartes.
    • On dévoile les attaques ; le défenseur peut abandonner sans rien montrer.
    • Le plus fort total gagne. L’égalité profite au défenseur ; un château neutre le reste.
    • Un héros gagne tout combat ; deux héros font égalité.
    • Fin du tour : défaussez vos cartes jouées, complétez votre main à { $hand }, passez la carte Premier joueur.

summary-3-title = Fin de la partie
summary-3-body =
    • Tenir les { $castles } châteaux à la fin d’un tour : victoire immédiate, { $sweep } à zéro.
    • Pioche vide : refaites-la avec la défausse, sauf la { $limit ->
        [1] première
        [2] deuxième
        [3] troisième
       *[other] { $limit }e
    } fois.
    • Si, mains complétées, un joueur sans pioche n’a qu’une carte ou aucune, la partie s’arrête.
    • Score : { $isolated } par château isolé, { $grouped } par château voisin d’un autre des vôtres.
    • Égalité : gagne celui qui a le plus de cartes en main et en pioche.

## Print files

doc-cards-duplex = { $game } — cartes à imprimer en recto verso ({ $paper })
doc-cards-gutterfold = { $game } — cartes à imprimer, plier et coller ({ $paper })
doc-cards-printshop = { $game } — cartes pour l’imprimeur, une par page avec fond perdu
alt-card-face = Carte { $face }
