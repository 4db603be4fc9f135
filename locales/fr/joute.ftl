# Joute — textes français (langue de référence).
# Les cartes, le plateau, les pions et l’aide de jeu lisent ces messages ; les
# nombres viennent de game.toml et du moteur de règles par les variables { $… }.

game-name = Joute
doc-cards-duplex = { $game } — cartes à imprimer en recto verso ({ $paper })
doc-cards-gutterfold = { $game } — cartes à imprimer, plier et coller ({ $paper })
doc-cards-printshop = { $game } — cartes pour l’imprimeur, une par page avec fond perdu
pnp-title = Comment imprimer ces cartes
pnp-scale = Imprimez à 100 % (taille réelle), sans jamais choisir « Ajuster à la page » : chaque carte a alors sa vraie taille.
pnp-duplex = Imprimez en recto verso, avec retournement sur le bord long. Les pages { $first } à { $last } portent les cartes, sur { $sheets } feuilles : chaque page de faces est suivie de la page de leurs dos. Pour vérifier le réglage, imprimez d’abord une seule feuille (la page { $check } et son dos) et regardez-la par transparence : chaque dos doit se trouver derrière sa propre face.
pnp-gutterfold = Imprimez sur une seule face. Les pages { $first } à { $last } portent les cartes, sur { $sheets } feuilles : les faces sur la moitié gauche, leurs dos sur la moitié droite. Pliez chaque feuille le long du pointillé, côtés imprimés à l’extérieur, et collez les deux moitiés l’une contre l’autre avant de découper.
pnp-cut = Découpez le long des lignes que prolongent les traits de coupe des marges, à la règle et au cutter, ou au massicot.
alt-card-face = Carte { $face }

## Cartes (les noms que le jeu d’origine laisse ouverts sont choisis dans game.toml)
kind-acquired = Acquis
kind-adversity = Adversité
card-hauberk = Haubert
card-sword = Épée
card-helm = Heaume
card-shield = Écu
card-squire = Écuyer
card-lance = Lance
card-destrier = Destrier
card-spurs = Éperons
card-gauntlets = Gantelets
card-banner = Bannière
card-dubbing = Adoubement
card-oath = Serment
card-injury = Blessure
card-fever = Fièvre
card-disgrace = Disgrâce
card-treachery = Trahison
card-storm = Tempête
card-ransom = Rançon
rule-acquired = Posez-la devant vous : votre destinée monte de { $gain }.
rule-adversity = Posez-la devant un adversaire : sa destinée baisse de { $loss }.
rule-saves = Case { $space } : devant vous, elle vous évite le retour au départ.

## Cases spéciales du parcours
space-respite = Répit
space-broken-lance = Lance brisée
space-unhorsed = Désarçonné
space-outnumbered = Cerné
effect-relief = Défaussez une Adversité devant vous ; votre destinée monte de { $gain }.
effect-start = Retour au départ.
effect-start-unless-card = Retour au départ, sauf si la carte { $card } est devant vous.
effect-start-unless-acquired = Retour au départ, sauf avec au moins { $count } Acquis devant vous.

## Aide de jeu
summary-title = Aide de jeu
summary-turn-title = Votre tour
summary-move = **Avancez** de votre destinée si elle est positive, puis lancez le dé et avancez d’autant. Seule compte la case où vous vous arrêtez.
summary-draw = **Piochez** une carte, s’il en reste.
summary-play = **Jouez** une carte : posez un Acquis devant vous (un seul par sorte) ou une Adversité devant un adversaire (au plus { $max }, toutes différentes ; sa destinée −{ $loss }), ou défaussez-la.
summary-negative = Si une Adversité ou la case Répit laisse votre destinée sous 0, votre pion retourne au départ.
summary-spaces-title = Cases spéciales
summary-end-title = Fin de la partie
summary-end =
    { $bounce ->
        [yes] Le premier qui s’arrête pile sur la case { $finish } gagne.
       *[other] Le premier qui atteint la case { $finish } gagne.
    }
summary-bounce = Un déplacement trop long atteint la case { $finish }, puis recule de l’excédent.

## Plateau
board-start = Départ
board-finish = Arrivée
board-destiny = Destinée
board-negative = Sous 0 après une Adversité ou le Répit : retour au départ
board-pile = Pioche
board-discard = Rebut
board-exact = Arrivée pile : l’excédent fait reculer.
doc-board = { $game } — plateau
alt-board = Le plateau de { $game } : le parcours de la case Départ à l’arrivée, ses cases spéciales, l’échelle de destinée, la place de la pioche et celle du rebut, et, en toutes lettres, le tour de jeu, les cases spéciales et la fin de la partie.

## Plateau en morceaux à imprimer chez soi
doc-tiles = { $document } à imprimer en morceaux ({ $paper })
tiles-map = Le plateau en { $tiles } morceaux
tiles-howto = Imprimez chaque page à 100 % (sans ajustement à la page). Coupez chaque morceau le long des pointillés de ses bords gauche et haut, puis posez-le sur son voisin de gauche ou du haut : son bord coupé vient sur les traits pleins du morceau voisin, les { $overlap } mm de recouvrement montrent le même dessin. Collez, puis contrecollez le tout sur du carton.
tiles-tile = Rangée { $row }, colonne { $column }

## Pions, marqueurs et dé
doc-tokens = { $game } — pions, marqueurs et dé à découper ({ $paper })
tokens-pawns = Pions des chevaliers
tokens-pawns-howto = Découpez chaque pion le long du trait plein, pliez-le au milieu et collez les deux faces dos à dos, puis écartez les pattes du socle. Les plis sont en tirets-points.
tokens-markers = Marqueurs de destinée
tokens-markers-howto = Découpez les jetons ronds, deux par chevalier (dont un de rechange) ; collez-les sur du carton pour les rendre plus solides. Des marqueurs sur la même valeur s’empilent.
tokens-die = Dé
tokens-die-howto = Découpez le patron le long du trait plein, marquez les plis (en tirets-points), pliez en cube et collez chaque languette sous la face voisine.
alt-knight = Le chevalier { $knight } à cheval, lance couchée
alt-die = Le patron d’un dé à découper et plier

## Règle du jeu
rb-doc-title = { $game } — règle du jeu
rb-subtitle = Une course de chevaliers au tournoi
rb-cover-players = { $players-min } à { $players-max } joueurs
rb-cover-age = dès { $age } ans
rb-cover-minutes = { $minutes-min } à { $minutes-max } minutes
rb-toc-title = Sommaire
rb-example-label = Exemple
rb-clarification = Précision ({ $id }).
rb-component-acquired = Des cartes Acquis
rb-component-adversity = Des cartes Adversité, et le dos commun à toutes les cartes
rb-component-summary = L’aide de jeu, recto et verso
rb-component-board = Le parcours du plateau, de la case Départ à la case { $finish }, avec les cases spéciales et leur signe
rb-cards-gallery-acquired = Chaque sorte de carte Acquis, telle qu’imprimée
rb-cards-gallery-adversity = Chaque sorte de carte Adversité, telle qu’imprimée
rb-cards-table-name = Carte
rb-cards-table-family = Famille
rb-cards-table-value = Destinée
rb-cards-table-copies = Exemplaires
rb-card-saves = Posée devant soi, protège de la case { $space }.
rb-label-player = Joueur { $player }
rb-label-hand = En main au début du tour :
rb-label-front = Devant lui :
rb-label-before = Avant
rb-label-after = Après
rb-legend-title = Lire les exemples
rb-legend-players = Chaque exemple montre la portion du parcours où il se joue, l’échelle de destinée et les joueurs qu’il concerne : ceux qui se déplacent ou reçoivent une carte, et ceux dont le pion est sur cette portion ou sur la case Départ. Sous l’échelle figurent les cartes posées devant chacun d’eux et, pour un joueur qui joue pendant l’exemple, sa main au début de son tour.
rb-legend-was = là où un pion ou un marqueur était avant l’exemple, ou là où un pion s’est arrêté avant d’être renvoyé au départ
rb-legend-move = le déplacement d’un pion
rb-legend-new = une carte posée pendant l’exemple
rb-legend-gone = une carte défaussée pendant l’exemple
rb-notes-title = Notes
rb-relief-note =
    > [I-J4.1a] Sur la case Répit, un joueur qui n’a aucune carte Adversité devant lui ne gagne rien : son marqueur ne bouge pas.
    > [I-J4.1b] Sur la case Répit, un joueur qui a plusieurs cartes Adversité devant lui choisit celle qu’il défausse.
rb-diagram-alt = Les cases { $first } à { $last } du parcours, l’échelle de destinée et les cartes posées devant { $players } joueurs.

rb-step-move =
    { $destiny ->
        [0] Le joueur { $player } n’a pas de destinée positive : seul le dé compte, et il fait { $die }.
       *[other] Le joueur { $player } avance de { $destiny } grâce à sa destinée, puis lance le dé et fait { $die }.
    } { $bounced ->
        [yes] Le déplacement dépasse l’arrivée : le pion va de la case { $from } jusqu’à l’arrivée, puis recule de l’excédent et s’arrête sur la case { $to }.
       *[other] Son pion va de la case { $from } à la case { $to }.
    }
rb-step-landing =
    { $outcome ->
        [nothing] Case { $space }, { $name } : le joueur { $player } n’a aucune carte Adversité devant lui ; il ne se passe rien.
        [relieved] Case { $space }, { $name } : le joueur { $player } défausse sa carte { $card } et sa destinée remonte à { $destiny }.{ $back ->
            [yes] { " " }Elle reste sous 0 : son pion retourne au départ.
           *[other] {""}
        }
        [saved-card] Case { $space }, { $name } : la carte { $card } posée devant le joueur { $player } le protège ; il reste sur la case.
        [saved-count] Case { $space }, { $name } : le joueur { $player } a au moins { $count } cartes Acquis devant lui ; il tient bon et reste sur la case.
       *[back] Case { $space }, { $name } : le pion du joueur { $player } retourne au départ.
    }
rb-step-draw = Le joueur { $player } pioche la carte du dessus : { $card }.
rb-step-no-draw = La pioche est vide : le joueur { $player } ne pioche rien.
rb-step-idle = Le joueur { $player } n’a plus aucune carte : son tour s’arrête là.
rb-step-acquire =
    { $gain ->
        [0] Le joueur { $player } pose la carte { $card } devant lui ; sa destinée, déjà à { $destiny }, ne peut monter plus haut.
       *[other] Le joueur { $player } pose la carte { $card } devant lui : sa destinée monte de { $gain } et atteint { $destiny }.
    }
rb-step-strike =
    { $back ->
        [yes] Le joueur { $player } pose la carte { $card } devant le joueur { $target }, dont la destinée baisse de { $loss } et tombe à { $destiny } : sous 0, son pion retourne aussitôt au départ.
       *[other] Le joueur { $player } pose la carte { $card } devant le joueur { $target }, dont la destinée baisse de { $loss } et passe à { $destiny }.
    }
rb-step-discard = Le joueur { $player } défausse la carte { $card } sur le rebut.
rb-step-end =
    { $winner ->
        [0] La partie s’arrête sans vainqueur.
       *[other] Le pion du joueur { $winner } s’arrête pile sur la case { $finish } : il remporte le tournoi.
    }

rb-ex-turn-caption = Un tour complet : le joueur { $player } avance, pioche et s’équipe ; il termine sur la case { $space }, avec une destinée de { $destiny }.
rb-ex-adversity-caption = Un coup du sort fait passer une destinée sous 0 : le pion touché retourne au départ.
rb-ex-respite-caption = La case Répit retire une carte Adversité au joueur { $player } et fait remonter sa destinée ; à la fin de son tour, elle vaut { $destiny }.
rb-ex-broken-lance-caption = Lance brisée : le pion du joueur { $player } retourne au départ.
rb-ex-unhorsed-caption = Deux chevaliers s’arrêtent sur la case Désarçonné : celui qui a l’Écuyer reste en selle, l’autre retourne au départ.
rb-ex-outnumbered-caption = Assez de cartes Acquis : le joueur { $player } tient bon sur la case { $space }.
rb-ex-finish-caption = Le joueur { $winner } arrive pile sur la dernière case et gagne.
rb-ex-bounce-caption = Un coup de dé trop fort : le joueur { $player } rebondit sur l’arrivée et s’arrête sur la case { $space }.
rb-ex-bounce-45-caption = Le rebond peut mener sur une case spéciale : ici, elle renvoie le joueur { $player } au départ.
rb-ex-empty-pile-caption = La pioche est vide : un joueur sans carte ne fait plus que se déplacer, les autres jouent celles qui leur restent.

rb-intro-title = Le tournoi
rb-intro-body =
    Les hérauts ont proclamé la joute. De { $players-min } à { $players-max } chevaliers entrent en lice, chacun avec ses couleurs, pour un parcours de { $finish } cases semé d’embûches. Le premier qui s’arrête exactement sur la dernière case remporte le tournoi.
    Deux forces font avancer un chevalier : le dé, et sa destinée. Ses équipements et ses engagements la font grandir ; les coups du sort que lui jouent ses adversaires la font chuter, parfois jusqu’à le renvoyer au départ. Le jeu donne sa pleine mesure à { $players-max } joueurs.
    Les paragraphes « Précision », signalés par un filet doré dans la marge, tranchent les cas que la règle d’origine laisse ouverts. Ce sont les choix de ce livret, et tous les exemples les suivent ; le repère entre parenthèses sert seulement à les citer.

rb-components-title = Le matériel
rb-components-body =
    - Un plateau : le parcours, de la case Départ à la case { $finish }, avec ses cases spéciales ; l’échelle de destinée, de { $low } à +{ $high }, rouge sous 0 ; la place de la pioche et celle du rebut.
    - { $players-max } pions et { $players-max } marqueurs, un de chaque par couleur.
    - Un dé à { $die } faces.
    - { $cards } cartes : { $acquired } cartes Acquis, de { $acquired-kinds } sortes, et { $adversity } cartes Adversité, de { $adversity-kinds } sortes.
    - Une aide de jeu par joueur.
    Le plateau en morceaux à assembler, les pions, les marqueurs et un patron de dé sont fournis à imprimer pour qui fabrique son exemplaire.
    > [I-J1.4] La règle d’origine ne montrait la plupart des cartes qu’en images, aujourd’hui perdues. Hormis le Haubert, l’Épée, le Heaume, l’Écu et l’Écuyer, que son texte nomme, les noms des cartes sont ceux de cette édition.

rb-goal-title = Le but du jeu
rb-goal-body =
    { $bounce ->
        [yes] Être le premier à amener son pion sur la case { $finish }, en s’y arrêtant exactement.
       *[other] Être le premier à amener son pion jusqu’à la case { $finish }.
    }

rb-setup-title = La mise en place
rb-setup-body =
    Chaque joueur choisit une couleur et prend le pion et le marqueur de cette couleur. Les pions se placent sur la case Départ, les marqueurs sur le 0 de l’échelle de destinée.
    Chacun lance le dé : le plus haut résultat commence. Son voisin de droite joue ensuite, et ainsi de suite autour de la table.
    Mélangez toutes les cartes, face cachée, en une seule pile : la pioche, posée à sa place sur le plateau. Chaque joueur en reçoit { $hand } : ce sont ses cartes en main, qu’il cache aux autres.
    > [I-J2.1a] Si plusieurs joueurs font le même plus haut résultat, eux seuls relancent le dé, autant de fois qu’il le faut.

rb-turn-title = Le tour de jeu
rb-turn-body =
    À son tour, un joueur fait trois choses, dans cet ordre :
    - il **avance** son pion ;
    - il **pioche** une carte ;
    - il **joue** une carte de sa main.
    Puis c’est au tour du joueur suivant.

rb-move-title = Avancer
rb-move-body =
    Si le marqueur du joueur est sur une valeur positive, son pion avance d’autant de cases. Le joueur lance ensuite le dé et avance encore du résultat. Une destinée de 0 ou moins ne fait pas avancer : seul le dé compte alors. Plusieurs pions peuvent partager une case.
    > [I-J3.1] Les deux avances forment un seul déplacement, et seule compte la case où il s’achève : un pion qui passe sur une case spéciale sans s’y arrêter ne subit rien, même si l’avance due à sa destinée s’arrêtait sur cette case.

rb-draw-title = Piocher
rb-draw-body = Le joueur prend la carte du dessus de la pioche et l’ajoute à sa main, qui compte alors une carte de plus.

rb-play-title = Jouer une carte
rb-play-body =
    Le joueur choisit une carte de sa main et en fait l’une de ces trois choses :
    - poser une carte **Acquis** devant lui ;
    - poser une carte **Adversité** devant un adversaire ;
    - **défausser** une carte, face visible, sur le rebut.
    Il joue une carte, et une seule, à chaque tour.

rb-acquired-title = Les cartes Acquis
rb-acquired-body =
    Les cartes Acquis sont l’équipement et l’engagement du chevalier. Quand un joueur en pose une devant lui, son marqueur monte du nombre indiqué sur la carte{ $gains ->
        [one] {" :"} { $gain-low }.
       *[other] {" :"} { $gain-low } ou { $gain-high } selon la carte, comme le donne le tableau.
    }
    Un joueur n’a jamais devant lui deux cartes Acquis de la même sorte : il en a donc { $acquired-kinds } au plus.
    La carte Écuyer protège en outre de la case Désarçonné, comme l’indique le tableau.
    > [I-J3.3a] Un marqueur ne sort jamais de l’échelle : il s’arrête à +{ $high } quand il monte, même sur la case Répit, et à { $low } quand il descend.

rb-adversity-title = Les cartes Adversité
rb-adversity-body =
    Une carte Adversité se pose devant un adversaire, qui la subit : son marqueur descend de { $adversity-loss }.
    Un joueur ne peut pas avoir devant lui plus de { $adversity-max } cartes Adversité, toutes de sortes différentes : on ne pose donc pas de carte Adversité devant un joueur qui en a déjà { $adversity-max }, ni devant un joueur qui en a déjà une de la même sorte.
    > [I-J3.3b] Pour cette limite, on compte les cartes Adversité qui sont devant le joueur au moment où on lui en pose une : celle que la case Répit lui a retirée libère sa place, et sa sorte.
    { $negative-start ->
        [yes] Si son marqueur finit dans la partie rouge de l’échelle, sous 0, le pion du joueur touché retourne aussitôt sur la case Départ, quelle qu’ait été sa destinée avant le coup. De même, un joueur dont la destinée reste sous 0 après un arrêt sur la case Répit (voir les cases spéciales) renvoie son pion au départ.
       *[other] Dans cette variante, un marqueur qui passe sous 0 ne renvoie pas le pion au départ.
    }

rb-discard-title = Défausser
rb-discard-body =
    Toute carte peut être défaussée, face visible, sur le rebut, même une carte qui pourrait servir autrement.
    > [I-J3.4] Une carte qui ne peut pas être posée (un Acquis que le joueur a déjà, une Adversité qu’aucun adversaire ne peut recevoir) peut toujours être défaussée : un joueur qui a une carte en main a donc toujours un coup à jouer.

rb-spaces-title = Les cases spéciales
rb-spaces-body =
    { $bounce ->
        [yes] Certaines cases du parcours ont un effet. Il s’applique quand un déplacement s’arrête sur la case, y compris après un rebond sur l’arrivée.
       *[other] Certaines cases du parcours ont un effet. Il s’applique quand un déplacement s’arrête sur la case.
    }

rb-empty-title = Quand la pioche est vide
rb-empty-body = Une fois la pioche épuisée, on ne pioche plus : chacun continue de jouer les cartes qui lui restent en main. Un joueur qui n’en a plus se contente, à son tour, de déplacer son pion.

rb-end-title = La fin de la partie
rb-end-body =
    Le premier pion qui s’arrête exactement sur la case { $finish } remporte le tournoi, aussitôt : son joueur ne pioche pas et ne joue pas de carte.
    { $bounce ->
        [yes] Un déplacement qui irait au-delà de la case { $finish } l’atteint, puis recule d’autant de cases qu’il en reste à faire. Un rebond peut ainsi ramener un pion sur une case spéciale, dont l’effet s’applique.
       *[other] Dans cette variante, un déplacement qui atteint ou dépasse la case { $finish } s’y arrête et gagne.
    }
    { $below-start ->
        [yes]
            > [I-J6.3] Un rebond qui ramènerait un pion en deçà du départ s’arrête sur la case Départ.
       *[other] {""}
    }

rb-variants-title =
    { $variants ->
        [one] Variante
       *[other] Variantes
    }
rb-variants-body =
    { $variants ->
        [one] Cette variante est propre à cette édition : la règle d’origine n’en propose aucune. Toutes les règles de ce livret s’appliquent, sauf une :
       *[other] La règle d’origine ne connaît pas de variantes ; cette édition propose celles-ci. Chacune se joue avec les règles de ce livret, à un changement près :
    }
rb-variant-negative-start =
    { $negative-start ->
        [yes] **Retour au départ** : un marqueur qui finit sous 0 renvoie aussitôt le pion sur la case Départ.
       *[other] **Sans retour** : un marqueur qui passe sous 0 ne renvoie plus le pion au départ ; seul le dé le fait alors avancer.
    }
rb-variant-bounce =
    { $bounce ->
        [yes] **Arrivée pile** : un déplacement qui dépasserait la case { $finish } l’atteint, puis recule de l’excédent ; il faut s’y arrêter exactement pour gagner.
       *[other] **Arrivée libre** : pour des parties plus courtes, supprimez le rebond ; un pion qui atteint ou dépasse la case { $finish } s’y arrête et gagne.
    }

rb-credits-title = Crédits
rb-credits-body =
    Règles d’après le document français de _{ $game }_, qui ne nomme pas son auteur.
    Les images (cartes, plateau, figures des exemples) sont dessinées pour cette édition par scriptorium, à partir des données du jeu.

rb-quickref-title = Aide-mémoire
rb-quickref-body =
    - **Mise en place :** pions sur la case Départ, marqueurs sur 0, { $hand } cartes chacun ; le plus haut dé commence.
    - **Avancer :** de sa destinée si elle est positive, puis du dé ; seule compte la case où l’on s’arrête.
    - **Piocher :** la carte du dessus, tant que la pioche n’est pas vide.
    - **Jouer une carte :** un Acquis devant soi (un par sorte ; destinée { $gains ->
        [one] +{ $gain-low }
       *[other] +{ $gain-low } ou +{ $gain-high }
    }, jamais au-delà de +{ $high }) ; une Adversité devant un adversaire (au plus { $adversity-max }, toutes différentes ; destinée −{ $adversity-loss }) ; ou la défausser.
    - { $negative-start ->
        [yes] **Sous 0 :** si une carte Adversité ou la case Répit laisse un marqueur dans le rouge, son pion retourne aussitôt au départ.
       *[other] **Sous 0 :** le pion reste où il est ; seul le dé le fait avancer.
    }
    - **Pioche vide :** on joue les cartes qui restent ; sans carte, on ne fait que se déplacer.
    - { $bounce ->
        [yes] **Fin :** s’arrêter pile sur la case { $finish } ; l’excédent fait reculer d’autant.
       *[other] **Fin :** le premier pion qui atteint la case { $finish } gagne.
    }

# The balance report (`scriptorium balance`): how a simulated game ended.
balance-end = { $end ->
    [finish] un pion à l’arrivée
   *[turn-limit] limite de tours de la simulation
}
