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
    • **Attaque :** cartes le petit côté vers le château ; **défense :** le grand côté.
    • **Premier joueur :** choisit le château A et y joue.
    • **Adversaire :** répond sur A, puis ouvre le château B.
    • **Premier joueur :** répond sur B.
    • Chacun joue sur exactement 2 châteaux, de 1 à { $max } cartes sur chacun.
    • Sur un château neutre, les deux camps attaquent.
    • **Ordre des combats :** château A, puis château B.
    • **Fin du tour :** défaussez les cartes jouées, complétez votre main à { $hand }, retournez la carte Premier joueur.

summary-2-title = Les combats
summary-2-body =
    Force d’un camp = somme de ses cartes posées là.
    • **Château tenu :** l’attaquant dévoile ; le défenseur dévoile, ou concède (cartes défaussées sans les montrer) et perd le château.
    • La plus forte somme gagne ; l’égalité profite au défenseur.
    • **Château neutre :** les deux camps dévoilent, personne ne concède ; s’il y a égalité, il reste neutre.
    • **Héros :** il gagne tout combat ; deux héros font égalité.
    • Le vainqueur tourne la flèche vers lui.
    { $removal ->
        [advanced] **Jeux avancé et expert :**
    • **Château neutre pris :** le perdant écarte définitivement sa plus forte carte jouée là, ou 2 cartes ou plus valant au moins autant.
    • **Attaque d’un château adverse :** l’attaquant écarte définitivement sa plus forte carte jouée là, héros compris, victoire ou défaite.
        [conquest] • **Prise d’un château adverse :** l’attaquant écarte définitivement sa plus forte carte jouée là, héros compris.
       *[none] { "" }
    }

summary-3-title = Fin de la partie
summary-3-body =
    • **Pioche vide :** 1 épuisement. Sous la limite ({ $limit }{ $expert ->
        [yes] , expert { $expert-limit }
       *[no] { "" }
    }), mélangez aussitôt votre défausse pour en faire une nouvelle pioche. Limite atteinte : plus de nouvelle pioche, on ne pioche plus.
    • **La partie s’arrête** quand un camp tient les { $castles } châteaux ({ $sweep } à 0), ou quand, après la pioche, un camp à la limite a 1 carte ou aucune (en équipe, celui qui a pioché).
    • { $scoring ->
        [2021] **Score :** 1 par château, plus la taille de votre plus grand groupe de châteaux voisins (s’il en compte 2 ou plus), plus vos cartes en main et en pioche. **Égalité :** le plus grand groupe l’emporte, puis le camp qui a le plus de cartes en main et en pioche.
       *[other] **Score :** { $isolated } par château isolé, { $grouped } par château qui a un voisin du même camp ; rien pour un château neutre. **Égalité :** le plus de cartes non dépensées (main et pioche) ; sinon, partie nulle.
    }
    • **Équipes :** celui qui pioche donne de 1 à { $draw } cartes à son partenaire et en garde au moins 1 ; chacun joue sur 1 château.
    { $expert ->
        [yes] • **Mise en place experte :** avant de mélanger, posez { $set-aside } cartes numérotées face cachée sur votre défausse.
       *[no] { "" }
    }

## Print files

doc-cards-duplex = { $game } — cartes à imprimer en recto verso ({ $paper })
doc-cards-gutterfold = { $game } — cartes à imprimer, plier et coller ({ $paper })
doc-cards-printshop = { $game } — cartes pour l’imprimeur, une par page avec fond perdu
pnp-title = Comment imprimer ces cartes
pnp-scale = Imprimez à 100 % (taille réelle), sans jamais choisir « Ajuster à la page » : chaque carte a alors sa vraie taille.
pnp-duplex = Imprimez en recto verso, avec retournement sur le bord long. Les pages { $first } à { $last } portent les cartes, sur { $sheets } feuilles : chaque page de faces est suivie de la page de leurs dos. Pour vérifier le réglage, imprimez d’abord une seule feuille (la page { $check } et son dos) et regardez-la par transparence : chaque dos doit se trouver derrière sa propre face.
pnp-gutterfold = Imprimez sur une seule face. Les pages { $first } à { $last } portent les cartes, sur { $sheets } feuilles : les faces sur la moitié gauche, leurs dos sur la moitié droite. Pliez chaque feuille le long du pointillé, côtés imprimés à l’extérieur, et collez les deux moitiés l’une contre l’autre avant de découper.
pnp-cut = Découpez le long des lignes que prolongent les traits de coupe des marges, à la règle et au cutter, ou au massicot.
alt-card-face = Carte { $face }

## Rulebook

rb-doc-title = { $game } — règle du jeu
rb-subtitle =
    Un jeu de bluff et de conquête de châteaux, de { $players-min } à { $players-max } joueurs, dès { $age } { $age ->
        [one] an
       *[other] ans
    }, pour des parties de { $minutes-min } à { $minutes-max } minutes

rb-edition =
    { $edition ->
        [2021] Règles de l’édition 2021
       *[other] Règles du 25 avril 2022
    }

rb-toc-title = Sommaire
rb-example-label = Exemple

rb-and = et
rb-or = ou
rb-clarification = Précision ({ $id }).
# Une valeur des cartes numérotées dans une liste : nombre par camp et valeur.
rb-card-count = { $count } de valeur { $value }

rb-hero-short = Héros

rb-credits-title = Crédits
rb-credits-body =
    Un jeu conçu par { $authors }.
    Illustrations de l’édition originale : { $illustrator }.
    Édition originale publiée par { $publisher }.
    Les images de cette édition, cartes et schémas, sont dessinées par scriptorium à partir des données du jeu.
    Tous les exemples chiffrés de ce livret ont été calculés en appliquant les règles, coup après coup.

rb-history-title = Un peu d’histoire
rb-history-body =
    Nous sommes au XIVᵉ siècle, en pleine guerre de Cent Ans. Le traité de Brétigny, en 1360, a fait de la Guyenne un duché héréditaire de la couronne d’Angleterre. « Guyenne ! », c’est aussi le cri que lancent au combat les troupes anglaises et gasconnes.
    Aux confins du Berry et du Limousin passe alors la frontière qui sépare le royaume de France de l’Aquitaine anglaise. Près de trente châteaux et bourgs fortifiés la jalonnent, dans les vallées où coulent l’Anglin, la Creuse, la Bouzanne, l’Indre et l’Arnon. On s’y bat sans relâche, surtout de 1355 à 1370.
    Côté anglais, Édouard de Woodstock, prince de Galles, que l’on surnomme le Prince Noir, lance ses hommes dans de longues chevauchées qui ravagent le royaume. Côté français, l’ost du roi Jean II le Bon tient tête, et Bertrand du Guesclin s’illustre au service de la couronne.
    Vous voici vassal de l’un des deux rois. Pour votre suzerain, emparez-vous des défenses d’un château de la frontière, et tenez-les mieux que votre rival !

rb-principle-title = Principe du jeu
rb-principle-body =
    La partie se déroule en une suite de tours. Chaque camp joue, face cachée, les cartes de sa main pour s’emparer des défenses du château qui se dresse entre les joueurs, ou pour garder celles qu’il tient déjà.
    Vos forces sont comptées : chaque carte jouée quitte votre main, et votre pioche finira par s’épuiser. Tout l’art consiste à frapper fort au bon moment, et à bluffer le reste du temps.
    Chaque tour se joue en deux phases : d’abord la pose des cartes, puis la résolution des combats. Selon les châteaux choisis, vous attaquez, vous défendez, et souvent les deux à la fois.
    Les paragraphes « Précision », signalés par un filet doré dans la marge, tranchent des cas que { $edition ->
        [2021] les règles de 2021
       *[other] les règles du 25 avril 2022
    } laissent ouverts. Ce sont les décisions de ce livret, et tous ses exemples les appliquent. Chaque précision porte un repère qui permet de la citer.

rb-components-title = Matériel
rb-components-body =
    La boîte contient { $cards } { $cards ->
        [one] carte
       *[other] cartes
    } :
    - { $castles } { $castles ->
        [one] carte château
       *[other] cartes château
    } : chacune représente une partie des défenses du château disputé ; dans ces règles, on l’appelle simplement « château ». Sur chacune, une flèche indique le camp qui la contrôle.
    - { $side-cards } { $side-cards ->
        [one] carte action
       *[other] cartes action
    } pour chaque camp, anglais et français, reconnaissables à leur couleur et à leur dos : un héros et { $numbered } { $numbered ->
        [one] carte numérotée
       *[other] cartes numérotées
    }, soit { $card-list }.
    - Une carte Premier joueur, aux armes anglaises d’un côté et françaises de l’autre.
    - { $summary-cards } { $summary-cards ->
        [one] carte aide-mémoire
       *[other] cartes aide-mémoire
    }.
    Le héros anglais est Édouard de Woodstock, le Prince Noir ; le héros français, Bertrand du Guesclin.
    Ordre de force des cartes action : héros > 5 > 4 > 3 > 2.

rb-setup-title = Mise en place
rb-setup-body =
    Asseyez-vous face à face. Le plus jeune choisit son camp : les Anglais ou les Français.
    Alignez les { $castles } { $castles ->
        [one] carte château
       *[other] cartes château
    } entre vous, flèches tournées sur le côté, sans désigner aucun des deux joueurs : en début de partie, tous les châteaux sont neutres. Les exemples numérotent les châteaux d’après leur place dans la ligne, de 1 à { $castles }, de gauche à droite vue du côté anglais.
    Posez la carte Premier joueur au bout de la ligne, armes anglaises visibles, tournée vers le joueur anglais : les Anglais commencent le premier tour.
    Chaque camp mélange ses { $numbered } { $numbered ->
        [one] carte numérotée
       *[other] cartes numérotées
    } et les pose en pile, face cachée, devant lui : c’est sa pioche.
    Chacun prend son héros en main, puis pioche { $draw } { $draw ->
        [one] carte
       *[other] cartes
    }. Chaque camp commence donc avec { $hand } { $hand ->
        [one] carte
       *[other] cartes
    } en main.
    Gardez de la place à côté de votre pioche : vous y formerez votre défausse, qui n’appartient qu’à vous.

rb-goal-title = But du jeu
rb-goal-body =
    Il y a deux façons de gagner :
    - Contrôler les { $castles } châteaux à la fin d’un tour : la victoire est immédiate, { $sweep } à 0.
    - Sinon, avoir le meilleur score quand la partie s’arrête. { $edition ->
        [2021] Comptent alors les châteaux que vous tenez, votre plus grand groupe de châteaux voisins et les cartes qu’il vous reste.
       *[other] Les châteaux que vous tenez rapportent des points ; en cas d’égalité, les cartes que vous avez su garder font la différence.
    }
    Conquérir ne suffit donc pas : il faut aussi ménager ses forces.

rb-actions-title = Attaquer et défendre
rb-actions-body =
    Pendant la pose, vous jouez toujours vos cartes face cachée, devant un château. Selon le château choisi, vous l’attaquez ou vous le défendez :
    - **Attaquer :** le château est neutre, ou bien il est tenu par votre adversaire. Posez vos cartes le petit côté tourné vers lui, comme une pointe de lance.
    - **Défendre :** le château est à vous. Posez vos cartes le grand côté tourné vers lui, comme un rempart.
    Ainsi, chacun voit d’un coup d’œil qui attaque et qui défend, mais personne ne connaît la valeur des cartes adverses.
    Un château neutre n’a pas de défenseur : quand les deux camps y jouent, ils l’attaquent tous les deux.

rb-battle-title = Les combats
rb-battle-body =
    Dans un combat, la force d’un camp est la somme des valeurs des cartes qu’il a posées devant le château disputé.
    - **Château tenu par un camp :** l’attaquant retourne ses cartes le premier. Le défenseur choisit alors de retourner les siennes, ou de concéder, c’est-à-dire de renoncer au combat : il défausse ses cartes face cachée, sans les montrer, et l’attaquant gagne.
    - Si le défenseur montre ses cartes, la plus forte somme l’emporte. En cas d’égalité, c’est le défenseur qui gagne.
    - **Château neutre :** les deux camps l’attaquent et retournent leurs cartes. La plus forte somme l’emporte ; en cas d’égalité, le château reste neutre.
    - **Héros :** un camp qui a joué son héros gagne le combat, quelles que soient les autres cartes. Si les deux héros se rencontrent, c’est une égalité, quoi qu’on ait joué d’autre : le défenseur garde son château, un château neutre reste neutre.
    Le vainqueur tourne la flèche du château vers lui. Un défenseur victorieux garde donc son château.
    Concéder a un avantage : votre adversaire ne saura jamais ce que vous aviez joué.
    Dans les exemples de combat de ce livret, la flèche du château montre déjà le résultat du combat.
    > [I-R5.3] Sur un château neutre, personne ne peut concéder : les règles réservent ce choix au défenseur, et un château neutre n’en a pas.

rb-round-title = Le tour de jeu : la pose
rb-round-body =
    Le camp dont les armes sont visibles sur la carte Premier joueur est le premier joueur du tour. La pose se fait en quatre temps, et à chaque fois on pose au moins 1 carte :
    - Le premier joueur choisit un château, appelons-le A, et y pose ses cartes : il l’attaque s’il est neutre ou adverse, il le défend s’il est à lui.
    - Son adversaire répond au château A : il le défend s’il est à lui, sinon il l’attaque. Sur un château neutre, les deux camps attaquent.
    - Puis l’adversaire choisit un autre château, B, et y pose des cartes, en attaque ou en défense selon à qui il appartient.
    - Enfin, le premier joueur répond au château B, en attaque ou en défense selon le cas.
    Chacun joue donc sur exactement 2 châteaux par tour, avec au moins 1 carte sur chacun et jamais plus de { $max } { $max ->
        [one] carte
       *[other] cartes
    } sur un même château.
    Le héros se pose comme n’importe quelle carte, face cachée : tant qu’il n’est pas retourné, rien ne le trahit.

rb-resolve-title = Le tour de jeu : les combats
rb-resolve-body =
    Quand les quatre poses sont faites, résolvez les deux combats l’un après l’autre.
    - **Château tenu :** l’attaquant retourne ses cartes en premier ; le défenseur décide ensuite de montrer les siennes ou de concéder.
    - **Château neutre :** les deux camps retournent leurs cartes en même temps.
    Le vainqueur tourne aussitôt la flèche du château vers lui. En cas d’égalité, la flèche ne bouge pas.
    { $edition ->
        [2021] Un attaquant qui vient de prendre un château à son adversaire écarte alors définitivement la plus forte carte qu’il y a jouée (voir « Cartes écartées définitivement »).
       *[other] Dans les règles avancées et expertes, certaines cartes sont alors écartées définitivement (voir « Règles avancées »).
    }
    > [I-R5] Les règles ne fixent pas l’ordre des deux combats. Ce livret résout d’abord le château A, puis le château B, dans l’ordre où ils ont été choisis.

rb-end-round-title = Fin du tour
rb-end-round-body =
    Une fois les deux combats résolus :
    - Chaque camp met sur sa défausse toutes les cartes qu’il a jouées ce tour-ci, y compris celles d’un combat concédé. Seules les cartes écartées définitivement n’y vont pas.
    - Chaque camp complète sa main à { $hand } cartes en piochant (voir « Quand la pioche est épuisée »).
    - On retourne la carte Premier joueur : l’autre camp commencera le tour suivant.
rb-round-example-title = Un tour entier
rb-round-example-body =
    L’exemple ci-dessous suit un tour d’une partie, de la première carte posée jusqu’aux mains complétées pour le tour suivant.

rb-exhaustion-title = Quand la pioche est épuisée
rb-exhaustion-body =
    Chaque fois que la dernière carte quitte votre pioche, vous comptez 1 épuisement. Tenez le compte de vos épuisements.
    - **Sous la limite** ({ $edition ->
        [2021] { $limit }
       *[other] { $limit } dans les jeux de base et avancé, { $expert-limit } dans le jeu expert
    }) : mélangez aussitôt votre défausse pour en faire une nouvelle pioche, et continuez à piocher s’il vous manque encore des cartes.
    - **Limite atteinte :** vous ne reformez plus de pioche. Vous gardez les cartes déjà tirées, votre main peut rester incomplète, et vous ne piochez plus jusqu’à la fin de la partie.
    > [I-R7.3] L’épuisement compte dès que vous tirez votre dernière carte, même si cette carte complétait votre main ; la nouvelle pioche, si elle est permise, se forme tout de suite.
    > [I-R7.4] Si votre défausse est vide quand vous devez la mélanger, la nouvelle pioche est vide elle aussi, et cela compte aussitôt comme l’épuisement suivant.

rb-end-game-title = Fin de la partie
rb-end-game-body =
    La partie peut s’arrêter de deux façons :
    - **Tous les châteaux pris :** dès que les combats d’un tour laissent un camp maître des { $castles } châteaux, il gagne, { $sweep } à 0. Personne ne complète sa main.
    - **Épuisement :** la partie s’arrête si, une fois les mains complétées et avant la pose suivante, un camp qui a atteint sa limite d’épuisements n’a plus qu’une carte en main, ou aucune. Pour le jeu en équipe, voir « Jeu en équipe ».
    Quand la partie s’arrête sans qu’un camp ait pris tous les châteaux, on passe au décompte des points.

rb-scoring-2022-title = Décompte des points
rb-scoring-2022-body =
    Si un camp contrôle les { $castles } châteaux, il marque { $sweep } points et son adversaire 0.
    Sinon, chaque camp compte ses châteaux. Deux châteaux sont voisins quand ils se suivent dans la ligne.
    - Un château isolé, sans voisin du même camp, rapporte { $isolated } { $isolated ->
        [one] point
       *[other] points
    }.
    - Un château qui a au moins un voisin du même camp fait partie d’un groupe : il rapporte { $grouped } { $grouped ->
        [one] point
       *[other] points
    }.
    - Un château neutre ne rapporte rien.
    Le plus haut score gagne. En cas d’égalité, le camp qui a gardé le plus de cartes non dépensées, en main et dans sa pioche, l’emporte.
    > [I-R8.3] Les règles s’arrêtent aux cartes non dépensées : si elles sont elles aussi à égalité, ce livret compte la partie comme nulle.

rb-scoring-2021-title = Décompte des points
rb-scoring-2021-body =
    Si un camp contrôle les { $castles } châteaux, il marque { $sweep } points et son adversaire 0.
    Sinon, chaque camp additionne :
    - 1 point par château qu’il contrôle.
    - 1 point par château de son plus grand groupe de châteaux voisins, si ce groupe en réunit au moins 2. Deux châteaux sont voisins quand ils se suivent dans la ligne.
    - 1 point par carte qu’il a encore en main.
    - 1 point par carte qui reste dans sa pioche.
    Le plus haut score gagne. En cas d’égalité, le camp qui a le plus grand groupe l’emporte, puis celui qui a gardé le plus de cartes non dépensées.
    > [I-R8.3] Les règles s’arrêtent aux cartes non dépensées : si elles sont elles aussi à égalité, ce livret compte la partie comme nulle.

rb-removal-2021-title = Cartes écartées définitivement
rb-removal-2021-body =
    Quand un attaquant prend un château que tenait son adversaire, il écarte définitivement, parmi les cartes qu’il a jouées sur ce château, la plus forte, même si le défenseur a concédé. Le héros compte comme la plus forte de toutes : s’il faisait partie de l’attaque, c’est lui qui s’en va.
    Rien n’est écarté quand on prend un château neutre, quand le défenseur garde son château ou en cas d’égalité.
    La carte écartée se pose face visible à côté de la ligne des châteaux. Elle est hors jeu jusqu’à la fin de la partie et ne retourne jamais dans la défausse.
    Les forces se comparent avant qu’on retire la carte.
    Chaque conquête d’un château adverse coûte donc une carte, parfois même votre héros : choisissez bien quand le lancer à l’assaut.

rb-advanced-title = Règles avancées
rb-advanced-body =
    Les règles avancées reprennent tout le jeu de base et y ajoutent une règle. Après certains combats, des cartes sont écartées définitivement :
    - **Château neutre pris :** le perdant écarte, parmi les cartes qu’il a jouées sur ce château, soit sa plus forte carte, soit plusieurs cartes (au moins 2) dont la somme vaut au moins cette plus forte carte. Le gagnant n’écarte rien ; en cas d’égalité, personne n’écarte rien.
    - **Attaque d’un château adverse :** l’attaquant écarte la plus forte carte qu’il y a jouée, héros compris (le héros est toujours la plus forte carte). Il le fait qu’il gagne, qu’il perde (une égalité est une défaite pour lui) ou que le défenseur concède.
    - Le défenseur d’un château n’écarte jamais rien.
    Les cartes écartées se posent face visible à côté de la ligne des châteaux : elles sont hors jeu pour le reste de la partie. Les forces se comparent avant qu’on retire quoi que ce soit.
    Attaquer un château adverse coûte donc toujours une carte : réfléchissez à ce que vous y engagez.

rb-expert-title = Règles expertes
rb-expert-body =
    Le jeu expert suit toutes les règles avancées ; seules la mise en place et la limite d’épuisements changent.
    - **Mise en place :** avant de mélanger, chaque camp choisit { $set-aside } de ses cartes numérotées (jamais son héros) et les pose face cachée dans sa défausse. Elles reviendront en jeu la première fois qu’il reformera sa pioche. Il mélange ensuite ses autres cartes numérotées pour former sa pioche, prend son héros en main et pioche { $draw } cartes, comme d’habitude.
    - **Limite d’épuisements :** { $expert-limit } au lieu de { $limit } ; la pioche peut donc se reformer plus souvent.
    Les cartes glissées dans la défausse forment votre réserve pour plus tard : gardez-⁠y de quoi frapper fort en fin de partie, ou mettez-⁠y plutôt vos cartes faibles pour piocher mieux dès le début. À vous de choisir.

rb-team-title = Jeu en équipe
rb-team-body =
    Jusqu’à { $players-max } personnes peuvent jouer en formant des équipes de 2 : à 3, une équipe affronte un joueur seul ; à { $players-max }, deux équipes s’affrontent. Toutes les règles du jeu à deux s’appliquent, avec les changements suivants.
    Les deux partenaires partagent une seule pioche, une seule défausse et un seul héros. Comme à deux, les camps se font face, la ligne des châteaux entre eux. Les membres d’une équipe s’assoient aux deux bouts de leur côté de la table, leur pioche et leur défausse au milieu, pour qu’aucun ne voie la main de l’autre.
    - **Premier tour :** le plus jeune de l’équipe prend le héros et pioche { $draw } cartes. Il donne de 1 à { $draw } de ses { $hand } cartes à son partenaire et en garde au moins 1, puis décide lequel des deux jouera le premier.
    - **Pose :** chaque partenaire joue sur un seul des deux châteaux de l’équipe, dans l’ordre choisi, en suivant les règles habituelles. À eux deux, ils jouent toujours sur 2 châteaux.
    - **Tours suivants :** l’autre partenaire pioche, jusqu’à ce que les deux mains de l’équipe réunissent { $hand } cartes. Il donne à son tour de 1 à { $draw } cartes à son partenaire, en en gardant au moins 1, et décide qui joue le premier. Celui qui pioche change ainsi à chaque tour.
    - Les partenaires n’ont pas le droit de parler de leurs cartes.
    > [I-R9.5a] Un partenaire sans aucune carte ne pourrait pas jouer sur son château : un don ne doit donc jamais laisser l’un des deux les mains vides. C’est ce que garantit la règle du don, au moins 1 carte donnée et au moins 1 gardée.
    > [I-R9.5b] **Fin d’une partie en équipe :** une fois l’équipe à sa limite d’épuisements, seul compte le partenaire qui pioche ce tour-ci. Si, après sa pioche, il a 1 carte ou aucune, il ne peut pas en donner une et en garder une : la partie s’arrête. Ce que tient son partenaire n’entre pas en ligne de compte.

rb-quickref-title = Aide-mémoire
rb-quickref-body =
    - **Pose :** le premier joueur joue sur un château A ; l’adversaire répond sur A, puis ouvre un château B ; le premier joueur répond sur B.
    - On attaque un château neutre ou adverse (petit côté vers lui), on défend le sien (grand côté vers lui). Sur un château neutre, les deux camps attaquent.
    - Chacun joue sur exactement 2 châteaux par tour, de 1 à { $max } cartes par château, toujours face cachée.
    - **Combats :** château A, puis château B. Force d’un camp = somme de ses cartes.
    - **Château tenu :** l’attaquant dévoile ; le défenseur dévoile ou concède (cartes défaussées face cachée, et le château est perdu). La plus forte somme gagne ; l’égalité profite au défenseur.
    - **Château neutre :** les deux camps dévoilent ; en cas d’égalité, il reste neutre ; personne ne concède.
    - **Héros :** il gagne tout combat ; deux héros font égalité.
    - Le vainqueur tourne la flèche du château vers lui.
    - { $edition ->
        [2021] **Conquête :** l’attaquant qui prend un château adverse écarte définitivement sa plus forte carte jouée là, héros compris.
       *[other] **Jeux avancé et expert :** le perdant d’un château neutre écarte définitivement sa plus forte carte jouée là, ou 2 cartes ou plus valant au moins autant ; l’attaquant d’un château adverse écarte toujours sa plus forte, héros compris, qu’il gagne ou qu’il perde.
    }
    - **Fin du tour :** cartes jouées à la défausse, mains complétées à { $hand }, carte Premier joueur retournée.
    - **Pioche vide :** 1 épuisement. Sous la limite ({ $edition ->
        [2021] { $limit }
       *[other] { $limit }, ou { $expert-limit } en jeu expert
    }), la défausse mélangée refait aussitôt une pioche. Limite atteinte : plus de nouvelle pioche, on ne pioche plus.
    - **Fin de la partie :** un camp tient les { $castles } châteaux après les combats ({ $sweep } à 0) ; ou, après la pioche, un camp à la limite a 1 carte ou aucune (en équipe, celui qui a pioché).
    - { $edition ->
        [2021] **Score :** 1 point par château, plus la taille du plus grand groupe (2 châteaux voisins ou plus), plus 1 point par carte en main et en pioche.
       *[other] **Score :** { $isolated } { $isolated ->
            [one] point
           *[other] points
        } par château isolé, { $grouped } { $grouped ->
            [one] point
           *[other] points
        } par château qui a un voisin du même camp ; rien pour un château neutre.
    }
    - { $edition ->
        [2021] **Égalité :** le plus grand groupe, puis le plus de cartes non dépensées ; sinon, partie nulle.
       *[other] **Égalité :** le plus de cartes non dépensées (main et pioche) ; sinon, partie nulle.
    }

rb-thanks-title = Remerciements
rb-thanks-body =
    Merci à toutes celles et à tous ceux qui ont testé le jeu, et tout spécialement à Mathilde, Christine, Clémence, Camille et Erwan.
    Merci également à la Fédération des Chemins de la Guerre de Cent Ans : cette association nous a accordé sa confiance pour ce projet.
    _{ $game }_ est né pendant le confinement de 2020, lors des _game jams_ de l’association Do It Your Game : ces sessions où l’on invente un jeu de société en temps limité, sous contraintes. Merci à elle de les avoir organisées.
    Merci à Adam Niman et à sa société I‑Jou, qui ont soutenu _{ $game }_ à ses débuts.
    Merci enfin à Pascal Donjon pour son aide logistique dans la fabrication des exemplaires de présérie.

rb-component-castle =
    Deux des { $castles } cartes château : chacune montre une partie des défenses du château, et sa flèche désigne le camp qui la contrôle.

rb-component-actions =
    Des cartes action des deux camps. Chaque camp en a { $side-cards } : le héros et { $numbered } { $numbered ->
        [one] carte numérotée
       *[other] cartes numérotées
    } ({ $card-list }).

rb-component-heroes = Les héros : Édouard de Woodstock, le Prince Noir, pour les Anglais ; Bertrand du Guesclin pour les Français. Chacun l’emporte sur n’importe quelle somme.

rb-component-first-player = La carte Premier joueur, recto verso : elle montre les armes du camp qui commence le tour.

rb-component-summary =
    { $summary-cards ->
        [one] La carte aide-mémoire
       *[other] L’une des { $summary-cards } cartes aide-mémoire
    }, à jour des règles de ce livret.

rb-component-backs = Les dos des cartes : chaque camp a le sien pour ses cartes action, si bien qu’on reconnaît ses cartes sans en voir la valeur ; les cartes château ont aussi leur propre dos.

rb-label-deck = Pioche

rb-label-discard = Défausse

rb-label-hand = Main

rb-label-removed =
    { $count ->
        [one] Écartée
       *[other] Écartées
    }


rb-label-castles = Ligne des châteaux

rb-label-points = Points

rb-label-seat =
    { $side ->
        [english] Anglais
       *[french] Français
    } { $member ->
        [a] 1
       *[b] 2
    }

rb-label-table = Table

rb-ex-setup-caption =
    Début de partie : tous les châteaux sont neutres. Chaque camp a { $hand } { $hand ->
        [one] carte
       *[other] cartes
    } en main, héros compris, et { $deck } { $deck ->
        [one] carte
       *[other] cartes
    } dans sa pioche ; { $first ->
        [english] les Anglais jouent
       *[french] les Français jouent
    } en premier.

rb-ex-setup-alt =
    La table en début de partie, vue de dessus. La ligne des { $castles } { $castles ->
        [one] carte château
       *[other] cartes château
    }, toutes neutres, sépare les deux joueurs ; au bout de la ligne, la carte Premier joueur montre les armes { $first ->
        [english] anglaises
       *[french] françaises
    }. Chaque camp a devant lui une pioche face cachée de { $deck } { $deck ->
        [one] carte
       *[other] cartes
    } et la place de sa défausse, et tient { $hand } { $hand ->
        [one] carte
       *[other] cartes
    } en main.

rb-ex-neutral-caption = Château { $position } ({ $castle }), neutre : les deux camps l’attaquent. Les Anglais dévoilent { $english-hero ->
    [yes] { $english-cards }
   *[no] { $english-count ->
        [one] { $english-cards }
       *[other] { $english-cards } = { $english }
    }
}, les Français { $french-hero ->
    [yes] { $french-cards }
   *[no] { $french-count ->
        [one] { $french-cards }
       *[other] { $french-cards } = { $french }
    }
}. { $winner ->
    [english] Le château passe aux Anglais.
    [french] Le château passe aux Français.
   *[none] Égalité : le château reste neutre.
}

rb-ex-defended-caption = { $attacker ->
    [english] Les Anglais attaquent le château { $position } ({ $castle }), tenu par les Français, avec { $english-hero ->
        [yes] { $english-cards }
       *[no] { $english-count ->
            [one] { $english-cards }
           *[other] { $english-cards } = { $english }
        }
    } ; les Français le défendent avec { $french-hero ->
        [yes] { $french-cards }
       *[no] { $french-count ->
            [one] { $french-cards }
           *[other] { $french-cards } = { $french }
        }
    }.
   *[other] Les Français attaquent le château { $position } ({ $castle }), tenu par les Anglais, avec { $french-hero ->
        [yes] { $french-cards }
       *[no] { $french-count ->
            [one] { $french-cards }
           *[other] { $french-cards } = { $french }
        }
    } ; les Anglais le défendent avec { $english-hero ->
        [yes] { $english-cards }
       *[no] { $english-count ->
            [one] { $english-cards }
           *[other] { $english-cards } = { $english }
        }
    }.
} { $winner ->
    [english] { $holder ->
        [english] Les Anglais repoussent l’assaut et gardent le château.
       *[other] Les Anglais s’emparent du château.
    }
    [french] { $holder ->
        [french] Les Français repoussent l’assaut et gardent le château.
       *[other] Les Français s’emparent du château.
    }
   *[none] { $control ->
        [english] L’égalité profite au défenseur : le château reste aux Anglais.
        [french] L’égalité profite au défenseur : le château reste aux Français.
       *[none] Égalité : le château reste neutre.
    }
}

rb-ex-concede-caption = { $attacker ->
    [english] Les Anglais attaquent le château { $position } ({ $castle }), tenu par les Français, et dévoilent { $english-hero ->
        [yes] { $english-cards }
       *[no] { $english-count ->
            [one] { $english-cards }
           *[other] { $english-cards } = { $english }
        }
    }. Les Français concèdent : ils défaussent { $french-count ->
        [one] leur unique carte
       *[other] leurs { $french-count } cartes
    } face cachée, sans rien montrer, et le château tombe aux mains des Anglais.
   *[other] Les Français attaquent le château { $position } ({ $castle }), tenu par les Anglais, et dévoilent { $french-hero ->
        [yes] { $french-cards }
       *[no] { $french-count ->
            [one] { $french-cards }
           *[other] { $french-cards } = { $french }
        }
    }. Les Anglais concèdent : ils défaussent { $english-count ->
        [one] leur unique carte
       *[other] leurs { $english-count } cartes
    } face cachée, sans rien montrer, et le château tombe aux mains des Français.
}

rb-ex-heroes-a-caption =
    Château { $position } ({ $castle }){ $holder ->
        [english] , tenu par les Anglais
        [french] , tenu par les Français
       *[none] , neutre
    } : { $holder ->
        [english] les Français attaquent avec { $french-cards }{ $french-hero ->
            [yes] {""}
           *[no] { $french-count ->
                [one] {""}
               *[other] {"\u00A0=\u00A0"}{ $french }
            }
        } ; les Anglais { $conceded ->
            [yes] concèdent sans montrer leurs cartes
           *[no] défendent avec { $english-cards }{ $english-hero ->
                [yes] {""}
               *[no] { $english-count ->
                    [one] {""}
                   *[other] {"\u00A0=\u00A0"}{ $english }
                }
            }
        }
        [french] les Anglais attaquent avec { $english-cards }{ $english-hero ->
            [yes] {""}
           *[no] { $english-count ->
                [one] {""}
               *[other] {"\u00A0=\u00A0"}{ $english }
            }
        } ; les Français { $conceded ->
            [yes] concèdent sans montrer leurs cartes
           *[no] défendent avec { $french-cards }{ $french-hero ->
                [yes] {""}
               *[no] { $french-count ->
                    [one] {""}
                   *[other] {"\u00A0=\u00A0"}{ $french }
                }
            }
        }
       *[none] les Anglais jouent { $english-cards }{ $english-hero ->
            [yes] {""}
           *[no] { $english-count ->
                [one] {""}
               *[other] {"\u00A0=\u00A0"}{ $english }
            }
        }, les Français { $french-cards }{ $french-hero ->
            [yes] {""}
           *[no] { $french-count ->
                [one] {""}
               *[other] {"\u00A0=\u00A0"}{ $french }
            }
        }
    }. Les deux héros se rencontrent : c’est une égalité, quelles que soient les autres cartes, et { $holder ->
        [english] les Anglais gardent leur château.
        [french] les Français gardent leur château.
       *[none] le château reste neutre.
    }

rb-ex-heroes-b-caption =
    Château { $position } ({ $castle }){ $holder ->
        [english] , tenu par les Anglais
        [french] , tenu par les Français
       *[none] , neutre
    } : { $winner ->
        [english] les Français alignent { $french-cards }{ $french-hero ->
            [yes] {""}
           *[no] { $french-count ->
                [one] {""}
               *[other] {"\u00A0=\u00A0"}{ $french }
            }
        }, mais les Anglais ont joué leur héros{ $english-count ->
            [one] {""}
           *[other] {" "}({ $english-cards })
        }. Le héros bat n’importe quelle somme : les Anglais { $holder ->
            [english] gardent leur château.
            [french] prennent le château et tournent la flèche vers eux.{ $edition ->
                [2021] {" "}Pour cette conquête, ils écartent définitivement leur plus forte carte jouée là : le { $removed-english }.
               *[other] {""}
            }
           *[none] prennent le château et tournent la flèche vers eux.
        }
       *[french] les Anglais alignent { $english-cards }{ $english-hero ->
            [yes] {""}
           *[no] { $english-count ->
                [one] {""}
               *[other] {"\u00A0=\u00A0"}{ $english }
            }
        }, mais les Français ont joué leur héros{ $french-count ->
            [one] {""}
           *[other] {" "}({ $french-cards })
        }. Le héros bat n’importe quelle somme : les Français { $holder ->
            [french] gardent leur château.
            [english] prennent le château et tournent la flèche vers eux.{ $edition ->
                [2021] {" "}Pour cette conquête, ils écartent définitivement leur plus forte carte jouée là : le { $removed-french }.
               *[other] {""}
            }
           *[none] prennent le château et tournent la flèche vers eux.
        }
    }

rb-battle-alt = Combat au château { $position } ({ $castle }), { $holder ->
    [english] tenu par les Anglais.
    [french] tenu par les Français.
   *[none] neutre.
} { $conceded ->
    [yes] { $holder ->
        [english] Les Anglais concèdent sans montrer { $english-count ->
            [one] leur unique carte.
           *[other] leurs { $english-count } cartes.
        }
       *[other] Les Anglais jouent { $english-hero ->
            [yes] { $english-cards }.
           *[no] { $english-count ->
                [one] { $english-cards }.
               *[other] { $english-cards } = { $english }.
            }
        }
    }
   *[no] Les Anglais jouent { $english-hero ->
        [yes] { $english-cards }.
       *[no] { $english-count ->
            [one] { $english-cards }.
           *[other] { $english-cards } = { $english }.
        }
    }
} { $conceded ->
    [yes] { $holder ->
        [french] Les Français concèdent sans montrer { $french-count ->
            [one] leur unique carte.
           *[other] leurs { $french-count } cartes.
        }
       *[other] Les Français jouent { $french-hero ->
            [yes] { $french-cards }.
           *[no] { $french-count ->
                [one] { $french-cards }.
               *[other] { $french-cards } = { $french }.
            }
        }
    }
   *[no] Les Français jouent { $french-hero ->
        [yes] { $french-cards }.
       *[no] { $french-count ->
            [one] { $french-cards }.
           *[other] { $french-cards } = { $french }.
        }
    }
} { $winner ->
    [english] { $holder ->
        [english] Les Anglais gardent le château.
       *[other] Les Anglais prennent le château.
    }
    [french] { $holder ->
        [french] Les Français gardent le château.
       *[other] Les Français prennent le château.
    }
   *[none] { $control ->
        [english] Égalité : les Anglais gardent le château.
        [french] Égalité : les Français gardent le château.
       *[none] Égalité : le château reste neutre.
    }
}{ $edition ->
    [2021] { $winner ->
        [english] { $attacker ->
            [english] { " " }Pour cette conquête, ils écartent définitivement leur plus forte carte jouée là : { $removed-english }.
           *[other] { "" }
        }
        [french] { $attacker ->
            [french] { " " }Pour cette conquête, ils écartent définitivement leur plus forte carte jouée là : { $removed-french }.
           *[other] { "" }
        }
       *[none] { "" }
    }
   *[other] { "" }
}

rb-ex-round-intro =
    Tour { $round }, pas à pas. La carte Premier joueur montre les armes { $first ->
        [english] anglaises : les Anglais ouvrent le tour.
       *[french] françaises : les Français ouvrent le tour.
    }

rb-step-place =
    { $step ->
        [1] Pour ouvrir le tour,
        [2] En réponse,
        [3] Puis
        [4] Pour finir,
       *[other] Ensuite,
    } { $side ->
        [english] les Anglais
       *[french] les Français
    } { $action ->
        [attack] attaquent
       *[defend] défendent
    } le château { $position } ({ $castle }) avec { $count } { $count ->
        [one] carte
       *[other] cartes
    } face cachée ({ $cards }).

rb-step-battle = Château { $position } ({ $castle }) : { $conceded ->
    [yes] { $attacker ->
        [english] les Anglais dévoilent { $english-hero ->
            [yes] { $english-cards }
           *[no] { $english-count ->
                [one] { $english-cards }
               *[other] { $english-cards } = { $english }
            }
        } et les Français concèdent.
       *[other] les Français dévoilent { $french-hero ->
            [yes] { $french-cards }
           *[no] { $french-count ->
                [one] { $french-cards }
               *[other] { $french-cards } = { $french }
            }
        } et les Anglais concèdent.
    }
   *[no] les Anglais dévoilent { $english-hero ->
        [yes] { $english-cards }
       *[no] { $english-count ->
            [one] { $english-cards }
           *[other] { $english-cards } = { $english }
        }
    }, les Français { $french-hero ->
        [yes] { $french-cards }.
       *[no] { $french-count ->
            [one] { $french-cards }.
           *[other] { $french-cards } = { $french }.
        }
    }
} { $winner ->
    [english] { $holder ->
        [english] Les Anglais conservent le château.
       *[other] Le château passe aux Anglais.
    }
    [french] { $holder ->
        [french] Les Français conservent le château.
       *[other] Le château passe aux Français.
    }
   *[none] { $control ->
        [english] Égalité : le château reste aux Anglais.
        [french] Égalité : le château reste aux Français.
       *[none] Égalité : le château reste neutre.
    }
}{ $edition ->
    [2021] { $winner ->
        [english] { $attacker ->
            [english] { " " }Conquérants, les Anglais écartent définitivement leur plus forte carte jouée là : { $removed-english }.
           *[other] { "" }
        }
        [french] { $attacker ->
            [french] { " " }Conquérants, les Français écartent définitivement leur plus forte carte jouée là : { $removed-french }.
           *[other] { "" }
        }
       *[none] { "" }
    }
   *[other] { "" }
}

rb-step-refill =
    { $side ->
        [english] Les Anglais
       *[french] Les Français
    } { $count ->
        [0] n’ont rien à piocher
        [one] piochent { $count } carte
       *[other] piochent { $count } cartes
    } et ont maintenant { $hand } { $hand ->
        [one] carte
       *[other] cartes
    } en main ; { $deck ->
        [0] leur pioche est vide.
        [one] il reste { $deck } carte dans leur pioche.
       *[other] il reste { $deck } cartes dans leur pioche.
    }

rb-step-next =
    Fin du tour : on retourne la carte Premier joueur. Au tour suivant, { $first ->
        [english] les Anglais
       *[french] les Français
    } joueront en premier.

rb-ex-round-caption =
    En haut, les cartes posées au tour { $round }, numérotées dans l’ordre de la pose ; en bas, les châteaux à la fin du tour, de gauche à droite vus du côté anglais : { $line }.

rb-ex-round-alt =
    Le tour { $round } vu de dessus. En haut, la ligne des châteaux avant les combats, avec les cartes posées par chaque camp, numérotées dans l’ordre de la pose. En bas, la ligne à la fin du tour, de gauche à droite vue du côté anglais : { $line }.

rb-castle-owner =
    château { $position } ({ $castle }) : { $owner ->
        [english] anglais
        [french] français
       *[none] neutre
    }

rb-ex-scoring-caption = Les Anglais marquent { $english-points } { $english-points ->
    [one] point
   *[other] points
}, les Français { $french-points }. { $points-tie ->
    [yes] À égalité de points, les cartes restées en main et en pioche départagent les camps : { $english-unspent } pour les Anglais, { $french-unspent } pour les Français. { $winner ->
        [english] Les Anglais l’emportent.
        [french] Les Français l’emportent.
       *[none] Elles aussi sont à égalité : la partie est nulle.
    }
   *[no] { $winner ->
        [english] Les Anglais l’emportent.
       *[other] Les Français l’emportent.
    } Les cartes restées en main et en pioche ({ $english-unspent } pour les Anglais, { $french-unspent } pour les Français) n’auraient compté qu’en cas d’égalité.
}

rb-ex-scoring-caption-2021 =
    Anglais : { $english-castles } { $english-castles ->
        [one] château
       *[other] châteaux
    }, { $english-group ->
        [0] aucun groupe
        [1] aucun groupe
       *[other] { $english-group } dans leur plus grand groupe
    } et { $english-unspent } { $english-unspent ->
        [one] carte non dépensée
       *[other] cartes non dépensées
    }, soit { $english-points } { $english-points ->
        [one] point
       *[other] points
    }. Français : { $french-castles } { $french-castles ->
        [one] château
       *[other] châteaux
    }, { $french-group ->
        [0] aucun groupe
        [1] aucun groupe
       *[other] { $french-group } dans leur plus grand groupe
    } et { $french-unspent } { $french-unspent ->
        [one] carte non dépensée
       *[other] cartes non dépensées
    }, soit { $french-points } { $french-points ->
        [one] point
       *[other] points
    }. { $winner ->
        [english] Les Anglais gagnent.
        [french] Les Français gagnent.
       *[none] Égalité parfaite : la partie est nulle.
    }

rb-ex-scoring-alt =
    Fin de partie. Les châteaux, de gauche à droite vus du côté anglais : { $line }. Les Anglais marquent { $english-points } { $english-points ->
        [one] point
       *[other] points
    }, les Français { $french-points } { $french-points ->
        [one] point
       *[other] points
    }. { $winner ->
        [english] Les Anglais gagnent.
        [french] Les Français gagnent.
       *[none] Égalité parfaite : la partie est nulle.
    }

rb-ex-removal-neutral-caption = { $winner ->
    [english] Les Anglais prennent le château neutre { $position } ({ $castle }) avec { $english-hero ->
        [yes] { $english-cards }
       *[no] { $english-count ->
            [one] { $english-cards }
           *[other] { $english-cards } = { $english }
        }
    } contre { $french-count ->
        [one] { $french-cards }
       *[other] { $french-cards } = { $french }
    }.
   *[other] Les Français prennent le château neutre { $position } ({ $castle }) avec { $french-hero ->
        [yes] { $french-cards }
       *[no] { $french-count ->
            [one] { $french-cards }
           *[other] { $french-cards } = { $french }
        }
    } contre { $english-count ->
        [one] { $english-cards }
       *[other] { $english-cards } = { $english }
    }.
} { $edition ->
    [2021] Avec les règles de 2021, la prise d’un château neutre ne fait écarter aucune carte.
   *[other] Vaincus, { $loser ->
        [english] les Anglais
       *[other] les Français
    } doivent écarter leur plus forte carte jouée là, ou 2 cartes ou plus dont la somme vaut au moins autant. { $options ->
        [one] Ils n’ont qu’un choix possible : { $choices }.
       *[other] Ils pourraient écarter { $choices } ; ils choisissent { $removed }.
    }
}

rb-ex-removal-attack-caption = { $attacker ->
    [english] Les Anglais attaquent le château { $position } ({ $castle }), tenu par les Français, avec { $english-hero ->
        [yes] { $english-cards }
       *[no] { $english-count ->
            [one] { $english-cards }
           *[other] { $english-cards } = { $english }
        }
    } ; { $conceded ->
        [yes] les Français concèdent.
       *[no] les Français le défendent avec { $french-hero ->
            [yes] { $french-cards }.
           *[no] { $french-count ->
                [one] { $french-cards }.
               *[other] { $french-cards } = { $french }.
            }
        }
    } { $winner ->
        [english] Les Anglais prennent le château et, comme attaquants, écartent définitivement leur plus forte carte jouée là : { $removed }.
        [french] Les Français gardent le château. { $edition ->
            [2021] Les Anglais n’ayant rien pris, ils n’écartent aucune carte.
           *[other] Les Anglais ont perdu, mais comme attaquants ils écartent tout de même leur plus forte carte jouée là : { $removed }.
        }
       *[none] Égalité : les Français gardent le château. { $edition ->
            [2021] Les Anglais n’ayant rien pris, ils n’écartent aucune carte.
           *[other] Attaquants, les Anglais écartent malgré tout leur plus forte carte jouée là : { $removed }.
        }
    }
   *[other] Les Français attaquent le château { $position } ({ $castle }), tenu par les Anglais, avec { $french-hero ->
        [yes] { $french-cards }
       *[no] { $french-count ->
            [one] { $french-cards }
           *[other] { $french-cards } = { $french }
        }
    } ; { $conceded ->
        [yes] les Anglais concèdent.
       *[no] les Anglais le défendent avec { $english-hero ->
            [yes] { $english-cards }.
           *[no] { $english-count ->
                [one] { $english-cards }.
               *[other] { $english-cards } = { $english }.
            }
        }
    } { $winner ->
        [french] Les Français prennent le château et, comme attaquants, écartent définitivement leur plus forte carte jouée là : { $removed }.
        [english] Les Anglais gardent le château. { $edition ->
            [2021] Les Français n’ayant rien pris, ils n’écartent aucune carte.
           *[other] Les Français ont perdu, mais comme attaquants ils écartent tout de même leur plus forte carte jouée là : { $removed }.
        }
       *[none] Égalité : les Anglais gardent le château. { $edition ->
            [2021] Les Français n’ayant rien pris, ils n’écartent aucune carte.
           *[other] Attaquants, les Français écartent malgré tout leur plus forte carte jouée là : { $removed }.
        }
    }
}

rb-ex-expert-caption =
    Mise en place experte, vue d’un seul camp : il a mis { $set-aside } { $set-aside ->
        [one] carte numérotée
       *[other] cartes numérotées
    } de son choix face cachée dans sa défausse. Après avoir pioché, il a { $hand } { $hand ->
        [one] carte
       *[other] cartes
    } en main, héros compris, et il ne reste que { $deck } { $deck ->
        [one] carte
       *[other] cartes
    } dans sa pioche.

rb-ex-expert-alt =
    Une mise en place experte vue de dessus : tous les châteaux sont neutres ; chaque camp a { $set-aside } { $set-aside ->
        [one] carte
       *[other] cartes
    } face cachée dans sa défausse, une pioche de { $deck } { $deck ->
        [one] carte
       *[other] cartes
    } et { $hand } { $hand ->
        [one] carte
       *[other] cartes
    } en main.

rb-ex-seating-caption = À { $players-max } joueurs, chaque équipe occupe son côté de la ligne des châteaux, les Anglais en bas, les Français en haut ; les deux partenaires sont assis aux deux bouts, leur pioche et leur défausse entre eux, et aucun ne voit la main de l’autre. Dans chaque équipe, 1 désigne celui qui a pioché ce tour-ci et 2 son partenaire ; chaque cercle indique combien de cartes tient ce joueur. Anglais 1 a gardé { $english-kept } { $english-kept ->
    [one] carte
   *[other] cartes
} et donné le reste ({ $english-given-cards }) à Anglais 2 ; Français 1 a gardé { $french-kept } { $french-kept ->
    [one] carte
   *[other] cartes
} et donné le reste ({ $french-given-cards }) à Français 2.

rb-ex-seating-alt = Plan de table à { $players-max } joueurs, la ligne des châteaux au milieu de la table. Les deux Anglais sont assis du même côté, l’un à chaque bout, leur pioche et leur défausse entre eux ; en face, les deux Français sont placés de la même façon. Anglais 1 a gardé { $english-kept } { $english-kept ->
    [one] carte
   *[other] cartes
} et donné { $english-given } { $english-given ->
    [one] carte
   *[other] cartes
} à Anglais 2 ; Français 1 a gardé { $french-kept } { $french-kept ->
    [one] carte
   *[other] cartes
} et donné { $french-given } { $french-given ->
    [one] carte
   *[other] cartes
} à Français 2.

# The balance report (`scriptorium balance`): how a simulated game ended.
balance-end = { $end ->
    [all_castles] tous les châteaux à un camp
    [exhaustion] limite d’épuisement atteinte
   *[no_cards] un camp ne peut plus jouer (R7.6)
}
