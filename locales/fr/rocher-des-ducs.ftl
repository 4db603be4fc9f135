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

## Rulebook

rb-doc-title = { $game } — règle du jeu
rb-subtitle = Un jeu de cartes pour { $players-min }, 4 ou { $players-max } joueurs : en 966, Normands et Bretons se disputent le Mont Saint-Michel
rb-toc-title = Sommaire
rb-example-label = Exemple
rb-clarification = Précision.

rb-component-warriors =
    { $warriors } guerriers : dans chacune des trois couleurs, les valeurs 1 à { $values } en { $copies ->
        [one] un exemplaire
       *[other] { $copies } exemplaires
    }. Rouges pour les Normands, bleus pour les Bretons, verts pour les mercenaires du roi de France. Deux coins de chaque carte portent sa valeur et le symbole de son camp.
rb-component-heroes = Les { $heroes } héros de la variante héroïque.
rb-component-backs = Les dos des cartes : pioche normande, pioche bretonne, pioche des mercenaires et pioche des héros.
rb-component-summary = La carte d’aide de jeu : combinaisons, conquête et victoires en un coup d’œil.

rb-heroes-table-hero = Héros
rb-heroes-table-normans = Joué par les Normands
rb-heroes-table-bretons = Joué par les Bretons

rb-label-won =
    { $faction ->
        [normans] Normand
       *[bretons] Breton
    }
rb-label-sealed = Scellé
rb-label-seat =
    Joueur { $player } · { $faction ->
        [normans] Normands
       *[bretons] Bretons
    }
rb-diagram-alt =
    { $ramparts ->
        [one] La ligne, réduite à un seul rempart.
       *[other] La ligne de { $ramparts } remparts.
    } Remparts gagnés : { $normans-won } par les Normands, { $bretons-won } par les Bretons.

## Mots repris dans les phrases des exemples

rb-card =
    { $value } { $colour ->
        [red] rouge
        [blue] bleu
       *[green] vert
    }
rb-formation =
    { $formation ->
        [three] brelan
        [colour-run] suite couleur
        [run] suite
        [colour] couleur
        [sum] somme
       *[none] pas encore de combinaison
    }
rb-formation-row =
    { $formation ->
        [three] Brelan
        [colour-run] Suite couleur
        [run] Suite
        [colour] Couleur
        [sum] Somme
       *[none] Côté incomplet
    } — total { $sum }

## Étapes des exemples

rb-step-lay =
    { $faction ->
        [normans] Les Normands
       *[bretons] Les Bretons
    } { $new ->
        [yes] ouvrent le rempart { $rampart } avec le { $card }.
       *[no] posent le { $card } au rempart { $rampart }.
    }
rb-step-free =
    { $hero }, joué par { $faction ->
        [normans] les Normands
       *[bretons] les Bretons
    }, entre en lice comme guerrier libre : { $new ->
        [yes] il ouvre le rempart { $rampart } en { $card }.
       *[no] il prend place au rempart { $rampart } en { $card }.
    }
rb-step-weight =
    { $hero }, joué par { $faction ->
        [normans] les Normands
       *[bretons] les Bretons
    }, n’est qu’un poids : { $new ->
        [yes] il ouvre le rempart { $rampart } en { $card }.
       *[no] il se pose au rempart { $rampart } en { $card }.
    }
rb-step-mainard =
    { $hero }, joué par { $faction ->
        [normans] les Normands, enlève le { $card } du côté breton du rempart { $from } et le range du côté normand du rempart { $to }.
       *[bretons] les Bretons, enlève le { $card } du côté normand du rempart { $from } et le range du côté breton du rempart { $to }.
    }
rb-step-move =
    { $hero }, joué par { $faction ->
        [normans] les Normands, fait passer le { $card } du rempart { $from } au rempart { $to }, où il reste du côté breton.
       *[bretons] les Bretons, fait passer le { $card } du rempart { $from } au rempart { $to }, où il reste du côté normand.
    }
rb-step-lothaire =
    { $hero }, joué par { $faction ->
        [normans] les Normands
       *[bretons] les Bretons
    }, choisit le { $card } parmi les mercenaires de la pioche et { $new ->
        [yes] ouvre aussitôt avec lui le rempart { $rampart }
       *[no] le pose aussitôt au rempart { $rampart }
    } ; la pioche est ensuite battue.
rb-step-aubert =
    { $hero }, joué par { $faction ->
        [normans] les Normands
       *[bretons] les Bretons
    }, veille désormais sur le rempart { $rampart } : les mercenaires qui s’y trouvent ne valent plus rien, et aucun autre n’y entrera.
rb-step-gabriel =
    { $hero }, joué par { $faction ->
        [normans] les Normands
       *[bretons] les Bretons
    }, scelle le rempart { $rampart } : plus aucune carte n’y entre ni n’en sort, et personne ne le gagnera.
rb-step-pass =
    { $faction ->
        [normans] Les Normands
       *[bretons] Les Bretons
    } n’ont aucune carte qu’ils puissent poser : ils passent, mais piochent tout de même.
rb-step-claim =
    { $faction ->
        [normans] Les Normands
       *[bretons] Les Bretons
    } annoncent la conquête du rempart { $rampart } : { $complete ->
        [yes] leur { $formation ->
            [three] brelan
            [colour-run] suite couleur
            [run] suite
            [colour] couleur
           *[sum] somme
        } ({ $sum }) l’emporte sur { $against ->
            [three] le brelan
            [colour-run] la suite couleur
            [run] la suite
            [colour] la couleur
           *[sum] la somme
        } ({ $against-sum }) { $faction ->
            [normans] des Bretons.
           *[bretons] des Normands.
        }
        [tie] même combinaison et même total ({ $sum }) des deux côtés, mais leur côté a été complété le premier : il l’emporte.
       *[no] le côté { $faction ->
            [normans] breton
           *[bretons] normand
        } n’est pas complet, { $against ->
            [none] et aucune des cartes restées hors du champ de bataille ne pourrait plus le compléter : la conquête est prouvée.
           *[other] mais, avec les cartes restées hors du champ de bataille, il ne pourrait devenir au mieux { $against ->
                [three] qu’un brelan
                [colour-run] qu’une suite couleur
                [run] qu’une suite
                [colour] qu’une couleur
               *[sum] qu’une somme
            } ({ $against-sum }), qui ne bat pas leur { $formation ->
                [three] brelan
                [colour-run] suite couleur
                [run] suite
                [colour] couleur
               *[sum] somme
            } ({ $sum }) : la conquête est prouvée.
        }
    } Elle se réglera au début de leur prochain tour.
rb-step-refused =
    { $faction ->
        [normans] Les Normands
       *[bretons] Les Bretons
    } voudraient annoncer la conquête du rempart { $rampart } avec leur { $formation ->
        [three] brelan
        [colour-run] suite couleur
        [run] suite
        [colour] couleur
       *[sum] somme
    } ({ $sum }), mais elle leur est refusée : le côté { $faction ->
        [normans] breton
       *[bretons] normand
    } pourrait encore devenir { $against ->
        [three] un brelan
        [colour-run] une suite couleur
        [run] une suite
        [colour] une couleur
       *[sum] une somme
    } ({ $against-sum }), qui l’emporterait (règle { $rule }).
rb-step-resolved =
    Au début de leur tour, { $faction ->
        [normans] les Normands
       *[bretons] les Bretons
    } règlent leur conquête du rempart { $rampart } : { $won ->
        [yes] elle tient, le rempart est à eux ; ses cartes y restent, hors jeu.
       *[no] elle ne tient plus et tombe.
    }
rb-step-rally =
    { $faction ->
        [normans] Les Normands
       *[bretons] Les Bretons
    } n’ont plus un seul guerrier en main : ils poussent leur cri de ralliement, prennent { $count ->
        [one] la première carte
       *[other] les { $count } premières cartes
    } de la pioche { $pile ->
        [normans] normande
       *[bretons] bretonne
    } et y piocheront désormais.
rb-step-draw =
    { $faction ->
        [normans] Les Normands
       *[bretons] Les Bretons
    } { $pile ->
        [normans] { $faction ->
            [normans] tirent le { $card } de leur pioche.
           *[bretons] tirent le { $card } de la pioche normande.
        }
        [bretons] { $faction ->
            [bretons] tirent le { $card } de leur pioche.
           *[normans] tirent le { $card } de la pioche bretonne.
        }
        [mercenaries] tirent le { $card } de la pioche des mercenaires.
        [heroes] piochent un héros : { $card }.
        [own-mercenaries] tirent le { $card } de leur pioche de mercenaires.
       *[common] tirent une carte de la pioche commune : { $card }.
    }
rb-step-gift =
    Le joueur { $player } ({ $faction ->
        [normans] Normands
       *[bretons] Bretons
    }) donne une carte au joueur { $partner } : { $card }.
rb-step-end =
    { $winner ->
        [king] { $reached ->
            [normans] Les Normands atteignent
           *[bretons] Les Bretons atteignent
        } { $victory ->
            [majority] la majorité
            [breakthrough] la percée
            [encirclement] l’encerclement
           *[other] la victoire
        }, mais cette victoire ne tiendrait pas sans leurs remparts gagnés par les seuls mercenaires : le roi de France l’emporte, et les deux camps perdent.
        [normans] { $victory ->
            [majority] Majorité : les Normands l’emportent.
            [breakthrough] Percée : les Normands l’emportent.
            [encirclement] Encerclement : les Normands l’emportent.
            [gabriel] Plus personne n’avance et les remparts gagnés sont à égalité : les Normands l’emportent, car seuls les Bretons ont joué l’archange Gabriel.
           *[count] Plus personne n’avance : les Normands, qui ont gagné le plus de remparts, l’emportent.
        }
        [bretons] { $victory ->
            [majority] Majorité : les Bretons l’emportent.
            [breakthrough] Percée : les Bretons l’emportent.
            [encirclement] Encerclement : les Bretons l’emportent.
            [gabriel] Plus personne n’avance et les remparts gagnés sont à égalité : les Bretons l’emportent, car seuls les Normands ont joué l’archange Gabriel.
           *[count] Plus personne n’avance : les Bretons, qui ont gagné le plus de remparts, l’emportent.
        }
       *[none] Plus personne n’avance et chaque camp a gagné autant de remparts : la partie est nulle.
    }

## Sections

rb-history-title = Un peu d’histoire
rb-history-body =
    L’an 966. Le Mont Saint-Michel est alors aux mains des Bretons, mais Richard Iᵉʳ, duc de Normandie, vient d’obtenir du pape l’autorité sur le rocher. Il se met en route pour le réclamer.
    Hoël Iᵉʳ, duc de Bretagne, n’a aucune intention de céder la place : Normands et Bretons vont se disputer les remparts du Mont, un à un.
    Loin des combats, Lothaire, roi des Francs, engage des mercenaires et avance ses pions. Que les deux ducs s’épuisent l’un contre l’autre, et c’est lui qui ramassera la mise.
    Prenez la tête des Normands ou des Bretons, rendez-vous maître du rocher… sans faire le jeu du roi.

rb-components-title = Matériel
rb-components-body =
    - { $warriors } cartes guerrier en trois couleurs : rouge pour les Normands, bleu pour les Bretons, vert pour les mercenaires du roi de France. Chaque couleur compte les valeurs 1 à { $values }, chacune en { $copies ->
        [one] un exemplaire
       *[other] { $copies } exemplaires
    }.
    - { $heroes } cartes héros, réservées à la variante héroïque.
    - Une carte d’aide de jeu qui résume l’essentiel.

rb-goal-title = But du jeu
rb-goal-body =
    Chaque camp cherche à s’emparer des remparts du Mont. Votre camp gagne la partie dès qu’il réussit l’un de ces trois exploits :
    - **Majorité :** avoir gagné { $majority } remparts.
    - **Percée :** avoir gagné { $breakthrough } remparts côte à côte.
    - **Encerclement :** tenir les deux bouts d’une ligne complète de { $ramparts } remparts, avec à chacun une carte de { $high } ou plus de votre côté.
    Gare pourtant au roi de France : une victoire qui ne tient qu’à ses mercenaires lui revient.

rb-setup-title = Mise en place
rb-setup-body =
    La partie de base se joue à { $players-min } : l’un mène les Normands, l’autre les Bretons. Pour jouer à 4 ou { $players-max }, voir « Jeu en équipes ».
    - Triez les guerriers par couleur : les rouges forment la pioche normande, les bleus la pioche bretonne, les verts la pioche des mercenaires.
    - Dans la variante héroïque, les héros forment une quatrième pioche.
    - Battez chaque pioche et posez-la face cachée au bord de la table.
    - Chaque joueur prend en main les { $hand } premières cartes de la pioche de son camp.
    - Tirez au sort le premier joueur.
    > La règle d’origine fait commencer la dernière personne à avoir vu le Mont, puis, aux parties suivantes, le perdant de la précédente. Gardez cet usage si vous l’aimez ; les exemples de ce livret tirent au sort.

rb-turn-title = Le tour de jeu
rb-turn-body =
    On joue chacun son tour. Votre tour suit toujours cet ordre :
    - **Conquête en attente :** si vous avez annoncé une conquête à votre tour précédent, elle se règle maintenant.
    - **Cri de ralliement :** si votre main ne compte plus aucun guerrier, poussez-le (voir plus loin).
    - **Une carte :** posez une carte de votre main. Si vous ne pouvez en poser aucune, vous passez.
    - **Conquête :** vous pouvez annoncer une conquête, une seule.
    - **Pioche :** si vous tenez moins de { $hand } cartes, piochez-en une.
    Même si vous avez passé, vous piochez. À 4 ou { $players-max } joueurs, chaque tour de table se termine par des dons (voir « Jeu en équipes »).

rb-ramparts-title = Les remparts
rb-ramparts-body =
    Les cartes se posent entre les joueurs, en une ligne de remparts. Chaque rempart a deux côtés : le côté normand, tourné vers le joueur normand, et le côté breton, en face.
    - La toute première carte de la partie fonde le premier rempart.
    - Ensuite, posez votre carte sur un rempart déjà là, ou à l’un des deux bouts de la ligne pour ouvrir un nouveau rempart. Jamais on n’en glisse un entre deux autres.
    - La ligne compte au plus { $ramparts } remparts.
    - Chaque camp ne pose que de son côté, et jamais plus de { $side-max } cartes par côté.
    - Un rempart gagné ne reçoit plus aucune carte.
    D’ordinaire, votre main réunit des guerriers de votre couleur (rouges pour les Normands, bleus pour les Bretons) et des mercenaires verts, que les deux camps engagent. Quelle que soit sa couleur, une carte se pose toujours de votre côté.
    Un rempart est **disputé** tant que personne ne l’a gagné et qu’il n’est pas scellé.

rb-formations-title = Les combinaisons
rb-formations-body =
    Un côté est **complet** quand il porte ses { $side-max } cartes. Elles forment alors une combinaison. Voici les cinq, de la plus faible à la plus forte :
    - **Somme :** trois cartes qui ne forment rien de mieux ; seul compte leur total.
    - **Couleur :** trois cartes de la même couleur.
    - **Suite :** trois valeurs qui se suivent, de couleurs mêlées, posées dans n’importe quel ordre (un 5, puis un 3, puis un 4, par exemple).
    - **Suite couleur :** une suite dont les trois cartes ont la même couleur.
    - **Brelan :** trois cartes de même valeur, quelles que soient leurs couleurs.
    Chaque combinaison bat toutes celles qui la précèdent dans cette liste. L’exemple les montre dans l’autre sens, de la plus forte à la plus faible.

rb-ties-title = Combinaisons égales
rb-ties-body =
    Si les deux côtés d’un rempart ont la même combinaison, additionnez les valeurs de chaque côté : le plus fort total l’emporte.
    Si les totaux sont égaux eux aussi, le rempart revient au camp qui a complété son côté le premier.
    > Un côté devient complet à l’instant où sa dernière carte est posée. Si un héros lui retire une carte, il redevient incomplet ; complété de nouveau, il compte à partir de ce nouveau moment, et non plus du premier.

rb-claims-title = La conquête
rb-claims-body =
    Un rempart ne tombe pas tout seul : il faut en annoncer la conquête.
    - À votre tour, après avoir joué ou passé, vous pouvez annoncer la conquête d’un rempart disputé où votre côté est complet. Une seule conquête par tour.
    - Elle est valable quand le côté adverse est complet lui aussi et que votre combinaison le bat.
    - Elle ne se règle qu’au début de votre tour suivant. Si elle est encore valable à ce moment-là, votre camp gagne le rempart ; sinon, elle tombe, et rien ne vous empêche d’en annoncer une autre plus tard.
    Entre-temps, vos adversaires peuvent réagir : un héros peut bouleverser le rempart.
    Les cartes d’un rempart gagné y restent, hors jeu : on n’y ajoute, n’y déplace et n’y prend plus rien.
    Si ce rempart vous donne la victoire, la partie s’arrête sur-le-champ.

rb-proof-title = Conquérir sans attendre
rb-proof-body =
    Vous pouvez aussi annoncer une conquête avant que le côté adverse soit complet, à condition de prouver qu’il ne pourra jamais vous battre.
    Pour cela, considérez les guerriers qui ne sont pas encore sur le champ de bataille : ceux des mains et des pioches. Si aucune façon de compléter le côté adverse avec eux ne donne une combinaison plus forte que la vôtre, la conquête est valable.
    Une combinaison égale avec un total égal ne vous bat pas : c’est vous qui avez complété le premier.
    Les héros n’entrent pas dans le calcul : on ne suppose jamais qu’un héros sera joué. Un héros déjà posé en guerrier compte pour la carte qu’il représente.
    > Le champ de bataille, ce sont toutes les cartes posées sur les remparts, y compris les remparts gagnés : pour votre preuve, vous pouvez regarder leurs cartes. Les exemples de ce livret ont vérifié chaque preuve en passant en revue toutes les complétions possibles.

rb-drawing-title = La pioche
rb-drawing-body =
    À la fin de votre tour, si vous avez moins de { $hand } cartes en main, piochez-en une, dans la pioche de votre choix :
    - celle de votre camp ;
    - celle des mercenaires ;
    - celle des héros, dans la variante héroïque.
    Une pioche vide ne peut plus être choisie. Quand toutes sont vides, la partie continue avec les cartes qui restent en main.

rb-rally-title = Le cri de ralliement
rb-rally-body =
    Au début de votre tour, il arrive que votre main ne compte plus aucun guerrier : elle est vide, ou il n’y reste que des héros. Si la pioche du camp adverse a encore des cartes, vous poussez alors votre cri de ralliement :
    - prenez sur cette pioche autant de cartes que le prochain adversaire dans l’ordre du tour en tient en main (toute la pioche, s’il en reste moins) ;
    - désormais, vous piochez dans la pioche adverse au lieu de la vôtre ; celles des mercenaires et des héros vous restent ouvertes.
    > Si ce prochain adversaire n’a plus aucune carte, il n’y a pas de cri de ralliement.
    Le cri de ralliement n’existe qu’avec les pioches de camp : les variantes Royaume de France et Bataille royale l’ignorent.

rb-victory-title = La victoire
rb-victory-body =
    Chaque fois qu’un rempart est gagné, regardez si son camp a atteint l’une des trois victoires. Si c’est le cas, la partie s’arrête aussitôt, sans finir le tour.
    - **Majorité :** votre camp a gagné { $majority } remparts, où qu’ils soient.
    - **Percée :** { $breakthrough } de vos remparts gagnés se suivent dans la ligne, sans rempart entre eux.
    - **Encerclement :** la ligne a ses { $ramparts } remparts et vous avez gagné les deux bouts, chacun avec au moins une carte de { $high } ou plus de votre côté.
    > Tant que la ligne n’a pas ses { $ramparts } remparts, elle peut encore s’allonger et ses bouts ne sont pas encore fixés : l’encerclement ne compte qu’une fois la ligne complète.

rb-king-title = Le roi de France
rb-king-body =
    Les mercenaires verts se battent pour les deux camps, mais ils restent les hommes du roi.
    Un rempart dont le côté gagnant ne compte que des cartes vertes (héros posés en vert compris) a été gagné pour le compte du roi.
    Quand un camp atteint une victoire, ôtez en pensée ces remparts-là : si la victoire ne tient plus sans eux, c’est le roi de France qui l’emporte, et les deux camps ont perdu. Une victoire qui tient encore sans eux reste bien la vôtre.

rb-stalled-title = Partie bloquée
rb-stalled-body =
    La règle d’origine ne prévoit pas de fin sans victoire. Ce livret tranche ainsi :
    > Un tour est calme quand son joueur ne pose aucune carte et n’annonce aucune conquête. Quand il y a eu, d’affilée, autant de tours calmes que de joueurs et qu’aucune conquête n’attend d’être réglée, la partie s’arrête à la fin du dernier de ces tours. Une conquête réglée au début d’un tour ne l’empêche pas d’être calme.
    > Le camp qui a gagné le plus de remparts l’emporte. En cas d’égalité, si un seul camp a joué l’archange Gabriel, c’est l’autre qui gagne ; sinon, la partie est nulle.

rb-heroic-title = Variante héroïque
rb-heroic-body =
    Les { $heroes } héros entrent en jeu. Leur pioche s’ajoute aux autres : à la fin de votre tour, vous pouvez y piocher.
    Un héros se joue à la place d’un guerrier, comme la carte de votre tour, et toujours pour son pouvoir : il ne se défausse jamais. Ce pouvoir dépend du camp qui le joue ; le tableau qui suit donne, pour chaque héros, son effet chez les Normands et chez les Bretons.
    Un héros posé comme guerrier (guerrier libre ou poids) occupe une place sur votre côté et n’en bouge plus. Les autres se posent à côté d’un rempart et ne prennent aucune place sur ses côtés.
    Quelques précisions sur les pouvoirs :
    - **Guerrier libre :** vous annoncez la couleur et la valeur qu’il prend.
    - **Mainard :** le guerrier pris rejoint votre côté d’un rempart disputé, le même ou un autre, qui a encore de la place.
    - **Déplacement :** le guerrier adverse change de rempart, vers un autre rempart disputé où son camp a encore de la place.
    - **Lothaire :** il puise dans la pioche où vous prenez vos mercenaires ; le mercenaire choisi se pose aussitôt, comme un guerrier.
    - **Saint Aubert :** sur ce rempart, les cartes vertes comptent 0 dans le total et ne font ni suite ni brelan, mais gardent leur couleur.
    - **Gabriel :** une conquête annoncée sur le rempart scellé tombe.
    Un guerrier libre, un poids et le mercenaire de Lothaire peuvent ouvrir un nouveau rempart ; Mainard, les déplacements, Saint Aubert et Gabriel n’agissent que sur les remparts déjà là.

rb-heroes-limits-title = Les limites des héros
rb-heroes-limits-body =
    - Un camp ne peut jamais avoir joué plus de héros que l’autre camp n’a joué de cartes, plus un. Toutes les cartes jouées comptent, héros compris ; Lothaire et son mercenaire ne font qu’une carte.
    - Une main ne peut pas être faite que de héros : tant que vous tenez moins de deux guerriers, vous ne pouvez ni piocher un héros ni en recevoir un.
    - Un pouvoir qui n’a rien sur quoi agir ne peut pas être joué : pas de guerrier adverse à prendre, pas de mercenaire dans la pioche, pas de rempart disputé.
    - Un héros ne déplace jamais un autre héros, et ne le copie pas.

rb-teams-title = Jeu en équipes
rb-teams-body =
    À 4 ou { $players-max } joueurs, deux équipes s’affrontent : les Normands et les Bretons. Asseyez-vous en alternant les camps autour de la table.
    - Chacun tient { $hand-four } cartes à 4 joueurs, { $hand-six } à { $players-max }, et, en fin de tour, pioche une carte s’il en tient moins.
    - Tous les joueurs d’un camp posent du même côté des remparts. Une conquête appartient au joueur qui l’annonce et se règle au début de son tour suivant.
    - Après chaque tour de table, chaque joueur donne une carte de sa main au prochain joueur de son camp dans l’ordre du tour.
    - Vos armées arrivent de loin : pas un mot entre partenaires sur vos cartes.
    > Les dons se décident l’un après l’autre, dans l’ordre du tour, puis s’échangent tous d’un coup. Un joueur qui n’a plus de carte ne donne rien. On ne peut donner un héros qu’à un partenaire qui tient au moins trois guerriers.
    Le jeu en équipes se combine avec la variante héroïque et avec la Bataille royale, pas avec le Royaume de France.

rb-kingdom-title = Variante Royaume de France
rb-kingdom-body =
    Une variante pour { $players-min } joueurs seulement, qui change les pioches :
    - Les guerriers rouges et bleus, battus ensemble, forment une pioche commune.
    - Chaque joueur a sa propre pioche de { $values } mercenaires verts, un de chaque valeur. Il la bat et y prend sa main de { $hand } cartes.
    - En fin de tour, vous piochez dans la pioche commune ou dans vos mercenaires.
    Vous restez Normand ou Breton, et posez toujours de votre côté. Il n’y a pas de cri de ralliement.
    Avec les héros, leur pioche s’ajoute comme d’habitude, et chaque héros joué prend, à votre choix, son pouvoir normand ou son pouvoir breton.

rb-royale-title = Variante Bataille royale
rb-royale-body =
    À { $players-min }, 4 ou { $players-max } joueurs, toutes les cartes sont battues ensemble en une seule pioche : les { $warriors } guerriers, et les héros si vous jouez la variante héroïque. Chacun y prend sa main et y pioche toute la partie.
    - Tant que vous n’avez pas le droit de piocher un héros, chaque héros qui se présente passe sous la pioche, et vous prenez le premier guerrier qui vient.
    - Chaque héros joué prend, à votre choix, son pouvoir normand ou son pouvoir breton.
    - Il n’y a pas de cri de ralliement.

rb-credits-title = Crédits
rb-credits-body =
    { $game } est un jeu de { $designer }.
    Ce livret a été rédigé pour cette édition ; chacun de ses exemples a été joué, coup après coup, par un moteur qui applique les règles.
    Les illustrations sont des images générées.

rb-quickref-title = Aide-mémoire
rb-quickref-body =
    - **Tour :** conquête en attente réglée ; cri de ralliement si besoin ; une carte posée (ou passer) ; une conquête au plus ; une carte piochée si la main compte moins de { $hand } cartes.
    - **Remparts :** un nouveau rempart ne s’ouvre qu’à un bout de la ligne, { $ramparts } au plus ; { $side-max } cartes au plus par côté.
    - **Combinaisons :** de la plus forte à la plus faible, brelan, suite couleur, suite, couleur, somme.
    - **Égalité :** le plus fort total, puis le côté complété le premier.
    - **Conquête :** votre côté est complet, et le côté adverse est complet et battu, ou ne peut plus vous battre avec les cartes hors du champ de bataille (héros non comptés). Réglée au début de votre tour suivant.
    - **Pioche :** votre camp, les mercenaires ou les héros ; une pioche vide ne se choisit plus.
    - **Cri de ralliement :** plus de guerrier en main ? Prenez dans la pioche adverse autant de cartes que le prochain adversaire en tient, et piochez-y désormais.
    - **Majorité :** { $majority } remparts gagnés.
    - **Percée :** { $breakthrough } remparts gagnés côte à côte.
    - **Encerclement :** les deux bouts d’une ligne de { $ramparts } remparts, chacun avec une carte de { $high } ou plus.
    - **Roi de France :** une victoire qui ne tient qu’aux remparts gagnés par les seuls mercenaires lui revient ; les deux camps perdent.
    - **Partie bloquée :** autant de tours calmes que de joueurs ; le plus de remparts gagne, puis le camp sans Gabriel ; sinon, partie nulle.
    - **Héros :** pas plus de héros que l’adversaire n’a joué de cartes, plus un ; jamais une main de héros seuls.

## Légendes des exemples

rb-ex-line-caption = La ligne ne grandit que par ses bouts : chaque nouveau rempart vient à gauche ou à droite, jamais entre deux autres, et la ligne n’en compte jamais plus de { $ramparts }.
rb-ex-formations-caption = Les cinq combinaisons, de la plus forte à la plus faible, chacune avec son total : il ne sert qu’à départager deux combinaisons de même rang.
rb-ex-tie-sum-caption =
    Au rempart { $rampart }, les deux camps ont formé { $normans-formation ->
        [three] un brelan
        [colour-run] une suite couleur
        [run] une suite
        [colour] une couleur
       *[sum] une somme
    }. À combinaison égale, le total décide : { $normans-sum } pour les Normands contre { $bretons-sum } pour les Bretons, et le rempart revient aux Normands.
rb-ex-tie-first-caption =
    Au rempart { $rampart }, même combinaison et même total ({ $normans-sum }) des deux côtés : le rempart revient au camp qui a complété son côté le premier, { $first ->
        [normans] les Normands.
       *[bretons] les Bretons.
    }
rb-ex-claim-proved-caption =
    Les Normands annoncent la conquête du rempart { $rampart } avec leur { $normans-formation ->
        [three] brelan
        [colour-run] suite couleur
        [run] suite
        [colour] couleur
       *[sum] somme
    } ({ $normans-sum }) alors que le côté breton n’est pas complet. Aucune des cartes restées hors du champ de bataille ne pourrait lui donner mieux : la conquête est valable.
rb-ex-claim-refused-caption =
    La conquête du rempart { $rampart } est refusée : une carte encore hors du champ de bataille pourrait compléter le côté breton en une combinaison plus forte que { $normans-formation ->
        [three] le brelan
        [colour-run] la suite couleur
        [run] la suite
        [colour] la couleur
       *[sum] la somme
    } des Normands ({ $normans-sum }).
rb-ex-majority-caption =
    Majorité : les Normands gagnent leur { $normans-won ->
        [1] premier
       *[other] { $normans-won }ᵉ
    } rempart, et la partie s’arrête sur-le-champ.
rb-ex-breakthrough-caption =
    Percée : { $winner ->
        [bretons] les Bretons
       *[normans] les Normands
    } ont gagné { $breakthrough } remparts côte à côte, et la partie s’arrête sur-le-champ.
rb-ex-encirclement-caption =
    Encerclement : la ligne a ses { $ramparts } remparts, et { $winner ->
        [bretons] les Bretons
       *[normans] les Normands
    } tiennent ses deux bouts, chacun avec une carte de { $high } ou plus de leur côté.
rb-ex-king-caption =
    Les Normands atteignent { $victory ->
        [majority] la majorité
        [breakthrough] la percée
        [encirclement] l’encerclement
       *[other] la victoire
    }, mais l’un de leurs remparts n’a été gagné qu’avec des mercenaires, et sans lui la victoire ne tient plus : le roi de France l’emporte, et les deux camps perdent.
rb-ex-rally-caption = Plus aucun guerrier dans la main des Bretons : au début de leur tour, ils poussent leur cri de ralliement, prennent des cartes sur la pioche normande et y piocheront jusqu’à la fin de la partie.
rb-ex-hero-richard-caption = Joué par les Normands, Richard Iᵉʳ est un guerrier libre : il prend la couleur et la valeur qu’ils ont choisies.
rb-ex-hero-hoel-caption = Joué par les Normands, Hoël Iᵉʳ ne vaut qu’un 1 vert : un poids sur leur côté.
rb-ex-hero-mainard-caption = Mainard enlève un guerrier breton à son rempart et le fait passer du côté normand.
rb-ex-hero-nordoard-caption = Joué par les Bretons, Nordoard envoie un guerrier normand sur un autre rempart, où il reste du côté normand.
rb-ex-hero-hugues-caption = Joué par les Normands, Hugues de Cavalcamp envoie un guerrier breton sur un autre rempart, où il reste du côté breton.
rb-ex-hero-lothaire-caption = Lothaire va chercher dans la pioche le mercenaire qui lui convient et le pose aussitôt ; la pioche est ensuite battue.
rb-ex-hero-aubert-caption =
    Saint Aubert veille sur le rempart { $rampart } : les mercenaires qui s’y trouvent gardent leur couleur mais ne valent plus rien. Totaux après son arrivée : { $normans-sum } pour les Normands, { $bretons-sum } pour les Bretons.
rb-ex-hero-gabriel-caption = L’archange Gabriel scelle le rempart { $rampart } : plus aucune carte n’y entre ni n’en sort, et personne ne le gagnera.
rb-ex-gift-caption = Partie à 4 : après un tour de table, chaque joueur donne une carte de sa main au prochain joueur de son camp, et les dons s’échangent tous d’un coup.
