# Le rocher des ducs — textes français (langue de référence).
# Les cartes et l’aide de jeu lisent ces messages ; les nombres viennent du
# moteur de règles et de game.toml par les variables { $… }.

game-name = Le rocher des ducs
doc-cards-duplex = { $game } — cartes à imprimer en recto verso ({ $paper })
doc-cards-gutterfold = { $game } — cartes à imprimer, plier et coller ({ $paper })
doc-cards-printshop = { $game } — cartes pour l’imprimeur, une par page avec fond perdu
alt-card-face = Carte { $face }

## Factions et dos de cartes
faction-normans = Normands
faction-bretons = Bretons
faction-mercenaries = Mercenaires du roi
back-heroes = Héros

## Héros (variante héroïque)
hero-richard = Richard Iᵉʳ
hero-richard-title = Duc de Normandie
hero-hoel = Hoël Iᵉʳ
hero-hoel-title = Duc de Bretagne
hero-mainard = Mainard
hero-mainard-title = Abbé du Mont
hero-nordoard = Nordoard
hero-nordoard-title = Archevêque de Rennes
hero-hugues = Hugues de Cavalcamp
hero-hugues-title = Archevêque de Rouen
hero-lothaire = Lothaire
hero-lothaire-title = Roi des Francs
hero-aubert = Saint Aubert
hero-aubert-title = Esprit du fondateur du Mont
hero-gabriel = L’archange Gabriel
hero-gabriel-title = Saint protecteur

## Pouvoirs des héros
power-for-normans = Pour les Normands
power-for-bretons = Pour les Bretons
power-for-both = Pour les deux camps
power-free = Se pose comme un guerrier dont vous choisissez la couleur et la valeur.
power-weight = Se pose comme un mercenaire vert de valeur 1 : un poids pour votre camp.
power-mainard = Prenez un guerrier adverse sur un rempart disputé et posez-le de votre côté d’un rempart disputé.
power-move = Faites passer un guerrier adverse d’un rempart disputé à un autre, toujours du côté adverse.
power-lothaire = Choisissez un mercenaire dans sa pioche et posez-le aussitôt ; battez ensuite cette pioche.
power-aubert = Près d’un rempart disputé : aucun mercenaire n’y entre plus, ceux qui y sont gardent leur couleur mais ne valent plus rien.
power-gabriel = Scelle un rempart disputé : plus aucune carte, personne ne le gagne. En cas d’égalité finale, le camp adverse l’emporte.

## Aide de jeu
summary-title = Aide de jeu
summary-formations = Combinaisons, de la plus forte à la plus faible
formation-three = **Brelan** : trois cartes de même valeur.
formation-colour-run = **Suite couleur** : trois valeurs qui se suivent, d’une seule couleur.
formation-run = **Suite** : trois valeurs qui se suivent, de couleurs mêlées.
formation-colour = **Couleur** : trois cartes d’une même couleur.
formation-sum = **Somme** : tout le reste.
summary-tie = À combinaison égale, la plus forte somme l’emporte ; à somme égale, le camp qui a posé sa troisième carte le premier.
summary-claims-title = Conquête
summary-claims = Annoncez-la à votre tour, elle se règle au début du suivant. Il faut vos { $cards } cartes posées, et celles d’en face aussi, à moins de prouver qu’aucune carte absente du champ de bataille ne peut battre votre combinaison (sans compter les héros).
summary-victory-title = Victoire, dès qu’un rempart est gagné
victory-majority = **Majorité** : { $majority } remparts.
victory-breakthrough = **Percée** : { $breakthrough } remparts côte à côte.
victory-encirclement = **Encerclement** : les deux remparts des bouts d’une ligne de { $ramparts }, chacun avec un 6 ou un 7 de votre côté.
summary-king = **Le roi de France** gagne, et les deux camps perdent, si la victoire n’est atteinte que grâce à des remparts pris avec des mercenaires seuls.
