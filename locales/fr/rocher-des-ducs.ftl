# Le Rocher des ducs — textes français (langue de référence).
# Les cartes et l’aide de jeu lisent ces messages ; les nombres viennent du
# moteur de règles et de game.toml par les variables { $… }.

game-name = Le Rocher des ducs
doc-cards-duplex = { $game } — cartes à imprimer en recto verso ({ $paper })
doc-cards-gutterfold = { $game } — cartes à imprimer, plier et coller ({ $paper })
doc-cards-printshop = { $game } — cartes pour l’imprimeur, une par page avec fond perdu
pnp-title = Comment imprimer ces cartes
pnp-scale = Imprimez à 100 % (taille réelle), sans jamais choisir « Ajuster à la page » : chaque carte a alors sa vraie taille.
pnp-duplex = Imprimez en recto verso, avec retournement sur le bord long. Les pages { $first } à { $last } portent les cartes, sur { $sheets } feuilles : chaque page de faces est suivie de la page de leurs dos. Pour vérifier le réglage, imprimez d’abord une seule feuille (la page { $check } et son dos) et regardez-la par transparence : chaque dos doit se trouver derrière sa propre face.
pnp-gutterfold = Imprimez sur une seule face. Les pages { $first } à { $last } portent les cartes, sur { $sheets } feuilles : les faces sur la moitié gauche, leurs dos sur la moitié droite. Pliez chaque feuille le long du pointillé, côtés imprimés à l’extérieur, et collez les deux moitiés l’une contre l’autre avant de découper.
pnp-cut = Découpez le long des lignes que prolongent les traits de coupe des marges, à la règle et au cutter, ou au massicot.
alt-card-face = Carte { $face }

## Factions et dos de cartes
faction-normans = Normands
faction-bretons = Bretons
faction-mercenaries = Mercenaires du roi
back-heroes = Héros

## Héros (variante héroïque)
hero-richard = Richard Iᵉʳ
hero-richard-title = Duc de Normandie
hero-hoel = Hoël Iᵉʳ
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
power-free = **Guerrier libre :** se pose comme un guerrier de la couleur et de la valeur que vous choisissez.
power-weight = **Poids mort :** se pose de votre côté comme un mercenaire vert de valeur 1.
power-mainard = Prenez un guerrier du côté adverse d’un rempart disputé, quelle que soit sa couleur, et posez-le de votre côté d’un rempart disputé où il reste de la place.
power-move = **Déplacement :** faites passer un guerrier adverse sur un autre rempart disputé, du même côté, là où il reste de la place.
power-lothaire = Prenez le mercenaire de votre choix dans la pioche où vous tirez vos mercenaires et posez-le aussitôt ; battez ensuite cette pioche.
power-aubert = Posé près d’un rempart disputé : plus aucune carte verte n’y est posée ; celles qui y sont gardent leur couleur, mais perdent leur valeur.
power-gabriel = Scelle un rempart disputé : plus aucune carte n’y entre, et personne ne le gagnera. En cas d’égalité en fin de partie, le camp qui ne l’a pas joué l’emporte.

## Aide de jeu
summary-title = Aide de jeu
summary-formations = Combinaisons, de la plus forte à la plus faible
formation-three = **Brelan :** trois cartes de même valeur.
formation-colour-run = **Suite couleur :** trois valeurs qui se suivent, d’une seule couleur.
formation-run = **Suite :** trois valeurs qui se suivent, de couleurs mêlées.
formation-colour = **Couleur :** trois cartes d’une même couleur.
formation-sum = **Somme :** tout le reste.
summary-tie = Égalité de combinaison : le plus fort total gagne, puis le côté complété le premier.
summary-claims-title = Conquête
summary-claims = Annoncez-la à votre tour, réglez-la au début du suivant. Vos { $cards } cartes doivent battre le côté adverse complet (en cas d’égalité, le premier complété gagne) ; s’il est incomplet, prouvez que, complété avec des guerriers hors du champ de bataille, il ne pourrait pas vous battre (héros non comptés).
summary-turn-title = Votre tour
summary-turn = Réglez votre conquête en attente ; sans guerrier en main, poussez votre cri de ralliement ; jouez une carte (ou passez) ; annoncez au plus une conquête ; piochez une carte si vous en avez moins de { $hand } ({ $hand-four } à 4 joueurs, { $hand-six } à { $players-max }).
summary-victory-title = Victoire (à chaque rempart gagné)
victory-majority = **Majorité :** { $majority } remparts.
victory-breakthrough = **Percée :** { $breakthrough } remparts côte à côte.
victory-encirclement = **Encerclement :** les deux remparts extérieurs de la ligne, chacun avec un 6 ou un 7 de votre côté, une fois la ligne complète.
summary-king = **Roi de France :** une victoire atteinte grâce aux remparts gagnés avec des cartes vertes seules (si, sans eux, elle ne tient plus) lui revient, et les deux camps perdent.

## Rulebook

rb-doc-title = { $game } — règle du jeu
rb-subtitle = En 966, Normands et Bretons se disputent le Mont Saint-Michel
rb-cover-facts = Un jeu de cartes pour { $players-min }, 4 ou { $players-max } joueurs · dès { $age } ans · de { $minutes-min } à { $minutes-max } minutes
rb-toc-title = Sommaire
rb-example-label = Exemple
rb-clarification = Précision ({ $id }).

rb-component-warriors = Un guerrier de chaque couleur : normand, breton et mercenaire. Deux coins de chaque carte en portent la valeur et l’emblème.
rb-component-heroes = Trois des { $heroes } héros de la variante héroïque.
rb-component-backs = Les dos des cartes : pioche normande, pioche bretonne, pioche des mercenaires et pioche des héros.
rb-component-summary = La carte d’aide de jeu, recto et verso : combinaisons, tour de jeu, conquête et victoires en un coup d’œil.

rb-heroes-table-hero = Héros
rb-heroes-table-normans = Joué par les Normands
rb-heroes-table-bretons = Joué par les Bretons

rb-label-won =
    { $faction ->
        [normans] Normands
       *[bretons] Bretons
    }
rb-label-sealed = Scellé
rb-notes-title = Notes
rb-label-before = Avant
rb-label-after = Après
rb-label-seat =
    Joueur { $player } · { $faction ->
        [normans] Normands
       *[bretons] Bretons
    }
rb-diagram-alt =
    { $ramparts ->
        [one] La ligne, réduite à un seul rempart.
       *[other] La ligne de { $ramparts } remparts.
    } Remparts gagnés : { $normans-won } par les Normands, { $bretons-won } par les Bretons.

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
    } — total { $sum }

## Étapes des exemples
# $team = yes dans une partie à 4 ou 6 joueurs : l’étape nomme alors le joueur.

rb-step-lay =
    { $team ->
        [yes] Le joueur { $player } ({ $faction ->
            [normans] Normands
           *[bretons] Bretons
        }) { $new ->
            [yes] ouvre le rempart { $rampart } avec le { $card }.
           *[no] pose le { $card } au rempart { $rampart }.
        }
       *[no] { $faction ->
            [normans] Les Normands
           *[bretons] Les Bretons
        } { $new ->
            [yes] ouvrent le rempart { $rampart } avec le { $card }.
           *[no] posent le { $card } au rempart { $rampart }.
        }
    }
rb-step-free =
    { $hero }, joué par { $team ->
        [yes] le joueur { $player } ({ $faction ->
            [normans] Normands
           *[bretons] Bretons
        })
       *[no] { $faction ->
            [normans] les Normands
           *[bretons] les Bretons
        }
    }, entre en lice comme guerrier libre : { $new ->
        [yes] il ouvre le rempart { $rampart } comme un { $card }.
       *[no] il prend place au rempart { $rampart } comme un { $card }.
    }
rb-step-weight =
    { $hero }, joué par { $team ->
        [yes] le joueur { $player } ({ $faction ->
            [normans] Normands
           *[bretons] Bretons
        })
       *[no] { $faction ->
            [normans] les Normands
           *[bretons] les Bretons
        }
    }, n’est qu’un poids mort : { $new ->
        [yes] il ouvre le rempart { $rampart } comme un { $card }.
       *[no] il se pose au rempart { $rampart } comme un { $card }.
    }
rb-step-mainard =
    { $hero }, joué par { $team ->
        [yes] le joueur { $player } ({ $faction ->
            [normans] Normands
           *[bretons] Bretons
        })
       *[no] { $faction ->
            [normans] les Normands
           *[bretons] les Bretons
        }
    }, { $faction ->
        [normans] prend le { $card } du côté breton du rempart { $from } et le pose du côté normand du rempart { $to }.
       *[bretons] prend le { $card } du côté normand du rempart { $from } et le pose du côté breton du rempart { $to }.
    }
rb-step-move =
    { $hero }, joué par { $team ->
        [yes] le joueur { $player } ({ $faction ->
            [normans] Normands
           *[bretons] Bretons
        })
       *[no] { $faction ->
            [normans] les Normands
           *[bretons] les Bretons
        }
    }, fait passer le { $card } du rempart { $from } au rempart { $to }, où il reste du côté { $faction ->
        [normans] breton.
       *[bretons] normand.
    }
rb-step-lothaire =
    { $hero }, joué par { $team ->
        [yes] le joueur { $player } ({ $faction ->
            [normans] Normands
           *[bretons] Bretons
        })
       *[no] { $faction ->
            [normans] les Normands
           *[bretons] les Bretons
        }
    }, choisit le { $card } parmi les mercenaires de la pioche et { $new ->
        [yes] ouvre aussitôt avec lui le rempart { $rampart }
       *[no] le pose aussitôt au rempart { $rampart }
    } ; la pioche est ensuite battue.
rb-step-aubert =
    { $hero }, joué par { $team ->
        [yes] le joueur { $player } ({ $faction ->
            [normans] Normands
           *[bretons] Bretons
        })
       *[no] { $faction ->
            [normans] les Normands
           *[bretons] les Bretons
        }
    }, veille désormais sur le rempart { $rampart } : les cartes vertes qui s’y trouvent comptent 0 et ne font plus ni suite ni brelan, et aucune autre n’y entrera.
rb-step-gabriel =
    { $hero }, joué par { $team ->
        [yes] le joueur { $player } ({ $faction ->
            [normans] Normands
           *[bretons] Bretons
        })
       *[no] { $faction ->
            [normans] les Normands
           *[bretons] les Bretons
        }
    }, scelle le rempart { $rampart } : plus aucune carte n’y entre ni n’en sort, et personne ne le gagnera.
rb-step-pass =
    { $team ->
        [yes] Le joueur { $player } ({ $faction ->
            [normans] Normands
           *[bretons] Bretons
        }) n’a aucune carte qu’il puisse jouer : il passe, mais pioche tout de même.
       *[no] { $faction ->
            [normans] Les Normands
           *[bretons] Les Bretons
        } n’ont aucune carte qu’ils puissent jouer : ils passent, mais piochent tout de même.
    }
rb-step-claim =
    { $team ->
        [yes] Le joueur { $player } ({ $faction ->
            [normans] Normands
           *[bretons] Bretons
        }) annonce
       *[no] { $faction ->
            [normans] Les Normands
           *[bretons] Les Bretons
        } annoncent
    } la conquête du rempart { $rampart } : { $complete ->
        [yes] { $team ->
            [yes] { $formation ->
                [three] le brelan
                [colour-run] la suite couleur
                [run] la suite
                [colour] la couleur
               *[sum] la somme
            } ({ $sum }) de son camp
           *[no] leur { $formation ->
                [three] brelan
                [colour-run] suite couleur
                [run] suite
                [colour] couleur
               *[sum] somme
            } ({ $sum })
        } l’emporte sur { $against ->
            [three] le brelan
            [colour-run] la suite couleur
            [run] la suite
            [colour] la couleur
           *[sum] la somme
        } ({ $against-sum }) { $faction ->
            [normans] des Bretons.
           *[bretons] des Normands.
        }
        [tie] même combinaison ({ $formation ->
            [three] brelan
            [colour-run] suite couleur
            [run] suite
            [colour] couleur
           *[sum] somme
        }) et même total ({ $sum }) des deux côtés, mais le côté { $faction ->
            [normans] normand
           *[bretons] breton
        }, complété le premier, l’emporte.
       *[no] le côté { $faction ->
            [normans] breton
           *[bretons] normand
        } n’est pas complet, { $against ->
            [none] et aucun des guerriers restés hors du champ de bataille ne pourrait plus le compléter. La preuve est faite.
           *[other] mais, avec les guerriers restés hors du champ de bataille, il ne pourrait devenir au mieux { $against ->
                [three] qu’un brelan
                [colour-run] qu’une suite couleur
                [run] qu’une suite
                [colour] qu’une couleur
               *[sum] qu’une somme
            } ({ $against-sum }), qui ne bat pas { $formation ->
                [three] le brelan
                [colour-run] la suite couleur
                [run] la suite
                [colour] la couleur
               *[sum] la somme
            } ({ $sum }) { $faction ->
                [normans] des Normands
               *[bretons] des Bretons
            }. La preuve est faite.
        }
    } La conquête se réglera au début { $team ->
        [yes] de son prochain tour.
       *[no] de leur prochain tour.
    }
rb-step-refused =
    { $team ->
        [yes] Le joueur { $player } ({ $faction ->
            [normans] Normands
           *[bretons] Bretons
        }) voudrait annoncer la conquête du rempart { $rampart }, mais elle lui est refusée
       *[no] { $faction ->
            [normans] Les Normands
           *[bretons] Les Bretons
        } voudraient annoncer la conquête du rempart { $rampart }, mais elle leur est refusée
    } : avec les guerriers encore hors du champ de bataille, le côté { $faction ->
        [normans] breton
       *[bretons] normand
    } pourrait devenir { $against ->
        [three] un brelan
        [colour-run] une suite couleur
        [run] une suite
        [colour] une couleur
       *[sum] une somme
    } ({ $against-sum }), qui battrait { $formation ->
        [three] le brelan
        [colour-run] la suite couleur
        [run] la suite
        [colour] la couleur
       *[sum] la somme
    } ({ $sum }) { $faction ->
        [normans] des Normands.
       *[bretons] des Bretons.
    }
rb-step-resolved =
    { $team ->
        [yes] Au début du prochain tour du joueur { $player } ({ $faction ->
            [normans] Normands
           *[bretons] Bretons
        }), sa conquête du rempart { $rampart } se règle : { $won ->
            [yes] { $faction ->
                [normans] les Normands le gagnent.
               *[bretons] les Bretons le gagnent.
            }
           *[no] elle ne tient plus ; elle est donc annulée, et le rempart reste disputé.
        }
       *[no] Au début du prochain tour { $faction ->
            [normans] des Normands
           *[bretons] des Bretons
        }, leur conquête du rempart { $rampart } se règle : { $won ->
            [yes] ils le gagnent.
           *[no] elle ne tient plus ; elle est donc annulée, et le rempart reste disputé.
        }
    }
rb-step-rally =
    { $team ->
        [yes] Le joueur { $player } ({ $faction ->
            [normans] Normands
           *[bretons] Bretons
        }) n’a plus un seul guerrier en main : il pousse son cri de ralliement, prend
       *[no] { $faction ->
            [normans] Les Normands
           *[bretons] Les Bretons
        } n’ont plus un seul guerrier en main : ils poussent leur cri de ralliement, prennent
    } { $count ->
        [one] la première carte
       *[other] les { $count } premières cartes
    } de la pioche { $pile ->
        [normans] normande
       *[bretons] bretonne
    } et y { $team ->
        [yes] piochera
       *[no] piocheront
    } désormais.
rb-step-draw =
    { $team ->
        [yes] Le joueur { $player } ({ $faction ->
            [normans] Normands
           *[bretons] Bretons
        }) { $pile ->
            [normans] tire le { $card } de la pioche normande.
            [bretons] tire le { $card } de la pioche bretonne.
            [mercenaries] tire le { $card } de la pioche des mercenaires.
            [heroes] pioche un héros : { $card }.
            [own-mercenaries] tire le { $card } de sa pioche de mercenaires.
           *[common] tire une carte de la pioche commune : { $card }.
        }
       *[no] { $faction ->
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
            [heroes] piochent un héros : { $card }.
            [own-mercenaries] tirent le { $card } de leur pioche de mercenaires.
           *[common] tirent une carte de la pioche commune : { $card }.
        }
    }
rb-step-gift =
    Le joueur { $player } ({ $faction ->
        [normans] Normands
       *[bretons] Bretons
    }) donne le { $card } au joueur { $partner }.
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
        }, mais cette victoire ne tiendrait pas sans les remparts qu’ils ont gagnés avec des cartes vertes seules : le roi de France l’emporte, et les deux camps perdent.
        [normans] { $victory ->
            [majority] Majorité : les Normands l’emportent.
            [breakthrough] Percée : les Normands l’emportent.
            [encirclement] Encerclement : les Normands l’emportent.
            [gabriel] La partie est bloquée, et chaque camp a gagné autant de remparts : les Normands l’emportent, car seuls les Bretons ont joué l’archange Gabriel.
           *[count] La partie est bloquée : les Normands, qui ont gagné le plus de remparts, l’emportent.
        }
        [bretons] { $victory ->
            [majority] Majorité : les Bretons l’emportent.
            [breakthrough] Percée : les Bretons l’emportent.
            [encirclement] Encerclement : les Bretons l’emportent.
            [gabriel] La partie est bloquée, et chaque camp a gagné autant de remparts : les Bretons l’emportent, car seuls les Normands ont joué l’archange Gabriel.
           *[count] La partie est bloquée : les Bretons, qui ont gagné le plus de remparts, l’emportent.
        }
       *[none] La partie est bloquée, et chaque camp a gagné autant de remparts : elle est nulle.
    }

## Sections

rb-history-title = Un peu d’histoire
rb-history-body =
    L’an 966. Le Mont Saint-Michel est alors aux mains des Bretons, mais Richard Iᵉʳ, duc de Normandie, vient d’obtenir du pape l’autorité sur le rocher. Il se met en route pour le réclamer.
    Hoël Iᵉʳ, duc de Bretagne, n’a aucune intention de céder la place : Normands et Bretons vont se disputer les remparts du Mont, un à un.
    Loin des combats, Lothaire, roi des Francs, engage des mercenaires et avance ses pions. Que les deux ducs s’épuisent l’un contre l’autre, et c’est lui qui ramassera la mise.
    Prenez la tête des Normands ou des Bretons, rendez-vous maître du rocher… sans faire le jeu du roi.

rb-components-title = Matériel
rb-components-body =
    - { $warriors } cartes guerrier en trois couleurs : rouge pour les Normands, bleu pour les Bretons, vert pour les mercenaires du roi de France. Chaque couleur compte les valeurs 1 à { $values }, chacune en { $copies ->
        [one] un exemplaire
       *[other] { $copies } exemplaires
    }.
    - { $heroes } cartes héros, réservées à la variante héroïque.
    - Une carte d’aide de jeu qui résume l’essentiel.
    Les paragraphes « Précision », signalés par un filet doré dans la marge, tranchent les cas que la règle d’origine laisse ouverts. Ce sont les choix de ce livret, et tous les exemples les suivent ; le repère entre parenthèses sert seulement à les citer.

rb-goal-title = But du jeu
rb-goal-body =
    Chaque camp cherche à s’emparer des remparts du Mont. Votre camp gagne la partie dès qu’il réussit l’un de ces trois exploits :
    - **Majorité :** avoir gagné { $majority } remparts.
    - **Percée :** avoir gagné { $breakthrough } remparts côte à côte.
    - **Encerclement :** avoir gagné les deux remparts extérieurs de la ligne, avec à chacun une carte de { $high } ou plus.
    Gare pourtant au roi de France : une victoire atteinte grâce aux remparts gagnés par ses seuls mercenaires lui revient, et les deux camps perdent (voir « La victoire » et « Le roi de France »).

rb-setup-title = Mise en place
rb-setup-body =
    La partie de base se joue à { $players-min } : l’un mène les Normands, l’autre les Bretons. Pour jouer à 4 ou { $players-max }, voir « Jeu en équipes ».
    - Triez les guerriers par couleur : les rouges forment la pioche normande, les bleus la pioche bretonne, les verts la pioche des mercenaires.
    - Dans la variante héroïque, les héros forment une quatrième pioche.
    - Battez chaque pioche et posez-la face cachée au bord de la table.
    - Chaque joueur prend en main les { $hand } premières cartes de la pioche de son camp.
    - Le premier joueur est celui qui a vu le Mont Saint-Michel le plus récemment. Aux parties suivantes, c’est le perdant de la précédente qui commence.
    > [I-D2.1] La règle d’origine se contente de trier les cartes en pioches ; dans ce livret, chaque pioche est battue.
    > [I-D2.3] Si cette règle ne départage personne, ou si vous le préférez, tirez le premier joueur au sort.

rb-turn-title = Le tour de jeu
rb-turn-body =
    On joue chacun son tour. Votre tour suit toujours cet ordre :
    - **Conquête en attente :** si vous avez annoncé une conquête à votre tour précédent, elle se règle maintenant.
    - **Cri de ralliement :** si votre main ne compte plus aucun guerrier, vous poussez votre cri de ralliement (voir plus loin).
    - **Une carte :** jouez une carte de votre main.
    - **Conquête :** vous pouvez annoncer une conquête.
    - **Pioche :** si vous avez moins de { $hand } cartes en main ({ $hand-four } à 4 joueurs, { $hand-six } à { $players-max }), piochez-en une.
    À 4 ou { $players-max } joueurs, chaque tour de table se termine par des dons (voir « Jeu en équipes »).
    > [I-D3] La règle d’origine ne donne que la carte jouée, la pioche et le règlement d’une conquête au début du tour suivant. Ce livret place le cri de ralliement au début du tour, juste après ce règlement, et l’annonce d’une conquête après la carte jouée.
    > [I-D3.2] Si vous ne pouvez poser aucune carte, vous passez, et le reste du tour se déroule comme d’habitude : vous pouvez annoncer une conquête, puis vous piochez si votre main n’est pas complète.

rb-ramparts-title = Les remparts
rb-ramparts-body =
    Les cartes se posent entre les joueurs, en une ligne de remparts. Chaque rempart a deux côtés : le côté normand, tourné vers le joueur normand, et le côté breton, en face.
    - La toute première carte de la partie fonde le premier rempart.
    - Ensuite, posez votre carte sur un rempart existant, ou à l’un des deux bouts de la ligne pour ouvrir un nouveau rempart. Jamais on n’en glisse un entre deux autres.
    - La ligne compte au plus { $ramparts } remparts.
    - Chaque camp ne pose que de son côté, et jamais plus de { $side-max } cartes par côté.
    - Un rempart gagné ne reçoit plus aucune carte : ses cartes sont rassemblées en une pile, qui garde sa place dans la ligne (voir « La conquête »).
    D’ordinaire, votre main réunit des guerriers de votre couleur (rouges pour les Normands, bleus pour les Bretons) et des mercenaires verts, que les deux camps engagent. Quelle que soit sa couleur, une carte se pose toujours de votre côté.
    Un rempart est **disputé** tant que personne ne l’a gagné et qu’il n’est pas scellé.
    Les murets A, B, C… des illustrations, gris tant que le rempart est disputé, rouges ou bleus une fois celui-ci gagné, ne font que nommer les remparts des exemples : le jeu n’a pas de tuiles de rempart. Les illustrations de ce livret montrent la situation à la fin de chaque exemple (celle marquée « Avant » la montre au début), et un cadre doré signale le rempart dont parle l’exemple. Pour que vous puissiez suivre les exemples, elles laissent visibles les cartes d’un rempart gagné et inscrivent dessous le camp qui l’a gagné.

rb-formations-title = Les combinaisons
rb-formations-body =
    Un côté est **complet** quand il porte ses { $side-max } cartes. Elles forment alors une combinaison. Voici les cinq, de la plus faible à la plus forte :
    - **Somme :** trois cartes qui ne forment rien de mieux ; seul compte leur total.
    - **Couleur :** trois cartes de la même couleur.
    - **Suite :** trois valeurs qui se suivent, de couleurs mêlées, posées dans n’importe quel ordre (un 5, puis un 3, puis un 4, par exemple).
    - **Suite couleur :** une suite dont les trois cartes ont la même couleur.
    - **Brelan :** trois cartes de même valeur, quelles que soient leurs couleurs.
    Chaque combinaison bat toutes celles qui la précèdent dans cette liste. L’exemple les montre dans l’autre sens, de la plus forte à la plus faible.

rb-ties-title = Combinaisons égales
rb-ties-body =
    Si les deux côtés d’un rempart ont la même combinaison, additionnez les valeurs de chaque côté : le plus fort total l’emporte.
    Si les totaux sont égaux eux aussi, le rempart revient au camp qui a complété son côté le premier.
    > [I-D5.2] Un côté devient complet à l’instant où sa dernière carte est posée. Si un héros lui retire une carte, il redevient incomplet ; complété de nouveau, il compte à partir de ce nouveau moment, et non plus du premier.

rb-claims-title = La conquête
rb-claims-body =
    Un rempart ne tombe pas tout seul : il faut en annoncer la conquête.
    - À votre tour, après avoir joué ou passé, vous pouvez annoncer la conquête d’un rempart disputé où votre côté est complet.
    - Elle est valable quand le côté adverse est complet lui aussi et que votre combinaison le bat (au besoin grâce aux règles d’égalité), ou quand vous prouvez qu’il ne pourra jamais vous battre (voir « Conquérir sans attendre »).
    - Elle se règle au début de votre tour suivant.
    > [I-D5.3c] Une seule conquête par tour : la règle d’origine ne fixe pas de nombre, ce livret en permet une.
    > [I-D5.3d] Au début de votre tour suivant, la conquête est vérifiée de nouveau. Si elle est encore valable, votre camp gagne le rempart ; sinon, elle est annulée, et rien ne vous empêche d’en annoncer une autre plus tard. Entre-temps, les autres joueurs ont joué leur tour : un héros a pu bouleverser le rempart.
    Quand votre camp gagne un rempart, rassemblez toutes ses cartes, des deux côtés, en une pile face cachée, à la place du rempart et tournée vers votre camp. Personne n’y ajoute, n’y déplace ni n’y prend plus aucune carte, et l’on ne regarde ses cartes que pour prouver une conquête sur un autre rempart.
    > [I-D5.4] Pour que chacun voie qui tient le rempart, mettez sur la pile une carte de votre camp s’il y en a une (rouge pour les Normands, bleue pour les Bretons) : son dos vous désigne. Un rempart gagné avec des cartes vertes seules reçoit à la place un mercenaire sur le dessus : il compte pour vous, mais le roi de France le garde à l’œil.
    Si ce rempart vous donne la victoire, la partie s’arrête sur-le-champ.

rb-proof-title = Conquérir sans attendre
rb-proof-body =
    Vous pouvez aussi annoncer une conquête avant que le côté adverse soit complet, à condition de prouver qu’il ne pourra jamais vous battre.
    Pour cela, considérez les guerriers qui ne sont pas encore sur le champ de bataille : ceux des mains et des pioches. Si aucune façon de compléter le côté adverse avec eux ne donne une combinaison plus forte que la vôtre, la conquête est valable.
    Une combinaison égale avec un total égal ne vous bat pas : c’est vous qui avez complété le premier.
    Les héros n’entrent pas dans le calcul.
    > [I-D5.3a] Le champ de bataille, ce sont toutes les cartes posées sur les remparts, y compris celles des remparts gagnés : pour votre preuve, vous pouvez consulter ces piles, et leurs cartes comptent comme vues. Tous les autres guerriers, ceux de votre propre main compris, peuvent encore venir compléter le côté adverse.
    > [I-D5.3b] On ne suppose jamais qu’un héros encore en main sera joué, et un héros déjà posé en guerrier compte pour la carte qu’il représente.

rb-drawing-title = La pioche
rb-drawing-body =
    À la fin de votre tour, si vous avez moins de { $hand } cartes en main ({ $hand-four } à 4 joueurs, { $hand-six } à { $players-max }), piochez-en une, dans la pioche de votre choix :
    - celle de votre camp ;
    - celle des mercenaires ;
    - celle des héros, dans la variante héroïque (voir « Les limites des héros »).
    Une pioche vide ne peut plus être choisie. Quand toutes sont vides, la partie continue avec les cartes qui restent en main.

rb-rally-title = Le cri de ralliement
rb-rally-body =
    Au début de votre tour, il arrive que votre main ne compte plus aucun guerrier : elle est vide, ou il n’y reste que des héros. Si la pioche du camp adverse a encore des cartes, vous poussez alors votre cri de ralliement :
    - prenez sur cette pioche autant de cartes que votre adversaire en a en main ;
    - désormais, vous piochez dans la pioche adverse au lieu de la vôtre ; celles des mercenaires et des héros vous restent ouvertes.
    > [I-D6.3] Ce livret compte les cartes du prochain adversaire dans l’ordre du tour, mais vous n’en prenez jamais plus qu’il n’en faut pour compléter votre main ({ $hand } cartes, { $hand-four } à 4 joueurs, { $hand-six } à { $players-max }), ni plus que la pioche n’en a. S’il n’y a rien à prendre, parce que ce prochain adversaire n’a plus aucune carte, il n’y a pas de cri de ralliement.

rb-victory-title = La victoire
rb-victory-body =
    Chaque fois qu’un rempart est gagné, regardez si son camp a atteint l’une des trois victoires. Si c’est le cas, la partie s’arrête aussitôt, sans finir le tour.
    - **Majorité :** votre camp a gagné { $majority } remparts, où qu’ils soient.
    - **Percée :** { $breakthrough } de vos remparts gagnés se suivent dans la ligne, sans rempart entre eux.
    - **Encerclement :** votre camp a gagné les deux remparts extérieurs de la ligne, avec au moins une carte de { $high } ou plus à chacun.
    > [I-D7.3] Tant que la ligne n’a pas ses { $ramparts } remparts, elle peut encore s’allonger et ses bouts ne sont pas fixés : ce livret ne compte l’encerclement qu’une fois la ligne complète. La règle d’origine demande un 6 ou un 7 « à chacun de ces remparts » ; ce livret exige que cette carte soit du côté du camp qui a gagné le rempart.

rb-king-title = Le roi de France
rb-king-body =
    Les mercenaires verts se battent pour les deux camps, mais ils restent les hommes du roi.
    Un rempart gagné avec des cartes vertes seules compte bien pour le camp qui l’a gagné, mais le roi ne l’oublie pas : si une victoire est atteinte grâce aux remparts gagnés par ses seuls mercenaires, elle lui revient, et les deux camps ont perdu.
    > [I-D5.5] Ce livret tranche ainsi : quand un camp atteint une victoire, ôtez en pensée les remparts qu’il a gagnés avec des cartes vertes seules. Si la victoire ne tient plus sans eux, le roi de France l’emporte ; si elle tient encore, elle reste bien la vôtre. Un héros posé en vert (un poids mort, ou un guerrier libre annoncé vert) compte comme une carte verte.

rb-stalled-title = Partie bloquée
rb-stalled-body =
    Il arrive que plus personne ne puisse avancer. La règle d’origine ne prévoit pas de fin sans victoire, mais le pouvoir de Gabriel parle d’une égalité en fin de partie : ce livret fixe donc cette fin.
    > [I-D7.4] Un tour est **calme** quand son joueur ne joue aucune carte et n’annonce aucune conquête (une conquête réglée au début du tour ne l’empêche pas d’être calme). La partie est bloquée, et s’arrête à la fin d’un tour, quand il y a eu d’affilée autant de tours calmes que de joueurs, qu’aucune conquête n’attend d’être réglée et que personne n’a en main une carte qu’il pourrait poser, chaque main étant jugée comme si c’était le tour de son joueur. Le camp qui a gagné le plus de remparts l’emporte. À égalité, si un seul camp a joué l’archange Gabriel, c’est l’autre qui gagne ; sinon, la partie est nulle.

rb-heroic-title = Variante héroïque
rb-heroic-body =
    Les { $heroes } héros entrent en jeu. Leur pioche s’ajoute aux autres : à la fin de votre tour, vous pouvez y piocher.
    Un héros se joue comme carte de votre tour, à la place d’un guerrier, et toujours pour son pouvoir : il ne se défausse jamais. Ce pouvoir dépend du camp qui le joue ; le tableau qui suit donne, pour chaque héros, son effet chez les Normands et chez les Bretons.
    Un héros posé comme guerrier (guerrier libre ou poids mort) occupe une place sur votre côté et n’en bouge plus. Dans les illustrations, un liseré violet le signale, et un héros placé à côté d’un rempart figure à gauche de son muret.
    Trois sortes de pouvoirs reviennent chez plusieurs héros :
    - **Guerrier libre :** le héros se pose comme un guerrier dont vous annoncez la couleur et la valeur.
    - **Poids mort :** le héros se pose de votre côté comme un mercenaire vert de valeur 1.
    - **Déplacement :** faites passer un guerrier du côté adverse d’un rempart disputé vers un autre rempart disputé où il reste de la place.
    Les quatre autres héros ont chacun leur pouvoir, le même pour les deux camps :
    - **Mainard :** prenez un guerrier du côté adverse d’un rempart disputé, quelle que soit sa couleur, et posez-le de votre côté d’un rempart disputé, le même ou un autre, où il reste de la place.
    - **Lothaire :** choisissez n’importe quel mercenaire dans la pioche où vous prenez vos mercenaires ; posez-le aussitôt comme un guerrier, puis battez cette pioche.
    - **Saint Aubert :** posé près d’un rempart disputé, il le ferme aux mercenaires : plus aucune carte verte n’y est posée ; celles qui y sont déjà gardent leur couleur, mais perdent leur valeur.
    - **Gabriel :** il scelle un rempart disputé. Plus aucune carte n’y est posée, et personne ne le gagnera. En cas d’égalité en fin de partie, le camp qui ne l’a pas joué l’emporte (voir « Partie bloquée »).
    > [I-D8a] La règle d’origine fait jouer Nordoard (pour les Normands) et Hugues de Cavalcamp (pour les Bretons) « comme un prêtre » ; ce livret en fait des guerriers libres.
    > [I-D8b] Le guerrier déplacé reste du côté adverse : la règle d’origine ne dit pas de quel côté il arrive.
    > [I-D8c] Aucun héros ne peut non plus amener une carte verte sur le rempart où veille Saint Aubert, ni y être posé en vert. Ce livret lit « perdent leur valeur » ainsi : les cartes vertes de ce rempart comptent 0 dans le total et ne font ni suite ni brelan.
    > [I-D8d] Sur un rempart scellé par Gabriel, aucune carte n’est non plus déplacée ni prise, et une conquête annoncée sur ce rempart est annulée.
    > [I-D8e] Les héros qui ne se posent pas en guerrier se placent à côté d’un rempart, sans prendre de place sur aucun de ses côtés : Mainard, comme Nordoard ou Hugues de Cavalcamp joués pour un déplacement, à côté du rempart où le guerrier est arrivé ; Lothaire à côté de son mercenaire ; Saint Aubert et Gabriel à côté du rempart sur lequel ils agissent. Mainard, les déplacements, Saint Aubert et Gabriel n’agissent que sur les remparts déjà dans la ligne, tandis qu’un guerrier libre, un poids mort et le mercenaire de Lothaire peuvent ouvrir un nouveau rempart.

rb-heroes-limits-title = Les limites des héros
rb-heroes-limits-body =
    - Un héros ne déplace jamais un autre héros, et ne le copie pas.
    - Jamais une main de héros : un héros ne rejoint pas une main qui manque de guerriers (voir la précision ci-dessous). Si, à force de jouer vos guerriers, il ne vous reste que des héros, votre cri de ralliement vous redonne des guerriers (voir « Le cri de ralliement » ; il n’y en a pas dans les variantes Royaume de France et Bataille royale).
    - La règle d’origine limite aussi le nombre de héros qu’un camp peut avoir joués.
    > [I-D8.1] { $hero-limit ->
        [opponent-cards] La règle d’origine compare les héros d’un camp aux cartes jouées par le camp adverse, plus une, et ce livret la prend au mot : toutes les cartes jouées comptent, héros compris, Lothaire et son mercenaire n’en faisant qu’une. Comme on joue chacun son tour, cette limite ne retient en fait personne.
       *[opponent-heroes] Prise au mot, la règle d’origine compare les héros d’un camp aux cartes jouées par l’autre ; comme on joue chacun son tour, elle ne retiendrait jamais personne. Ce livret la lit donc ainsi : un camp ne peut jamais avoir joué plus de héros que le camp adverse, plus un.
    }
    > [I-D6.4a] Tant que vous avez moins de 2 guerriers en main, vous ne pouvez ni piocher un héros ni en recevoir un : la pioche des héros vous est fermée.
    > [I-D8f] Un pouvoir qui n’a rien sur quoi agir ne peut pas être joué : pas de guerrier adverse à prendre, pas de mercenaire dans la pioche, pas de rempart disputé.

rb-heroes-examples-title = Les héros en action
rb-teams-title = Jeu en équipes
rb-teams-body =
    À 4 ou { $players-max } joueurs, deux équipes s’affrontent : les Normands et les Bretons.
    Asseyez-vous en alternant les camps autour de la table.
    - Chacun a { $hand-four } cartes en main à 4 joueurs, { $hand-six } à { $players-max }, et, en fin de tour, en pioche une s’il en a moins.
    - Tous les joueurs d’un camp posent du même côté des remparts. Une conquête appartient au joueur qui l’annonce et se règle au début de son tour suivant.
    - Après chaque tour de table, chaque joueur donne une carte de sa main à un partenaire.
    - Vos armées arrivent de loin : pas un mot entre partenaires sur vos cartes.
    > [I-D9.1a] La règle d’origine parle du partenaire de gauche : ce livret l’entend comme le prochain joueur de votre camp dans l’ordre du tour.
    > [I-D9.1b] Les dons se décident l’un après l’autre, dans l’ordre du tour, puis s’échangent tous d’un coup. Un joueur qui n’a plus de carte ne donne rien.
    > [I-D9.1c] Le partenaire qui reçoit un héros donne lui-même une carte au même moment, peut-être un guerrier : on ne peut donc lui donner un héros que s’il a au moins 3 guerriers en main avant l’échange, pour qu’il lui en reste au moins 2.
    Le jeu en équipes se combine avec la variante héroïque et avec la Bataille royale, pas avec le Royaume de France.

rb-kingdom-title = Variante Royaume de France
rb-kingdom-body =
    Une variante pour { $players-min } joueurs seulement, qui change les pioches :
    - Les guerriers rouges et bleus, battus ensemble, forment une pioche commune.
    - Chaque joueur a sa propre pioche de { $values } mercenaires verts, un de chaque valeur. Il la bat et y prend sa main de { $hand } cartes.
    - En fin de tour, vous piochez dans la pioche commune ou dans vos mercenaires.
    Vous restez Normand ou Breton, et posez toujours de votre côté.
    Avec les héros, leur pioche s’ajoute comme d’habitude, et chaque héros joué prend, à votre choix, son pouvoir normand ou son pouvoir breton.
    > [I-D9.2] Aucun camp n’ayant sa propre pioche, il n’y a pas de cri de ralliement. Lothaire puise dans votre propre pioche de mercenaires.

rb-royale-title = Variante Bataille royale
rb-royale-body =
    À { $players-min }, 4 ou { $players-max } joueurs, toutes les cartes sont battues ensemble en une seule pioche : les { $warriors } guerriers, et les héros si vous jouez la variante héroïque. Chacun y prend sa main et y pioche toute la partie.
    Chaque héros joué prend, à votre choix, son pouvoir normand ou son pouvoir breton.
    > [I-D9.3] La règle d’origine donne { $hand } cartes à chacun ; à plus de { $players-min } joueurs, ce livret garde les mains du jeu en équipes ({ $hand-four } à 4 joueurs, { $hand-six } à { $players-max }). Il n’y a pas de cri de ralliement, et Lothaire puise dans la pioche commune.
    > [I-D2.2] Avec les héros, les mains se distribuent carte par carte, depuis le dessus de la pioche ; tant qu’une main compte moins de 2 guerriers, un héros qui se présente est glissé sous la pioche, et cette main reçoit la carte suivante à sa place.
    > [I-D6.4b] En cours de partie aussi, tant que vous n’avez pas le droit de piocher un héros, chaque héros qui se présente passe sous la pioche, et vous prenez le premier guerrier qui vient. Quand la pioche ne contient plus aucun guerrier, elle vous est fermée tant que vous avez moins de 2 guerriers en main.

rb-credits-title = Crédits
rb-credits-body =
    _{ $game }_ est un jeu de { $designer }.
    Ce livret a été rédigé pour cette édition ; chacun de ses exemples a été joué coup après coup selon ces règles.
    Les illustrations ont été dessinées pour cette édition par scriptorium, à partir des données du jeu.

rb-quickref-title = Aide-mémoire
rb-quickref-body =
    - **Tour :** réglez la conquête en attente ; poussez le cri de ralliement si besoin ; jouez une carte (ou passez) ; annoncez au plus une conquête ; piochez si vous avez moins de { $hand } cartes ({ $hand-four } à 4 joueurs, { $hand-six } à { $players-max }).
    - **Remparts :** un nouveau rempart ne s’ouvre qu’à un bout de la ligne, { $ramparts } au plus ; { $side-max } cartes au plus par côté.
    - **Combinaisons :** de la plus forte à la plus faible, brelan, suite couleur, suite, couleur, somme.
    - **Égalité :** le plus fort total, puis le côté complété le premier.
    - **Conquête :** votre côté est complet, et le côté adverse est complet et battu, ou ne peut plus vous battre avec les guerriers hors du champ de bataille (héros non comptés). Réglée au début de votre tour suivant.
    - **Rempart gagné :** ses cartes en une pile face cachée tournée vers le vainqueur, une carte de son camp dessus (un mercenaire s’il a gagné avec des verts seuls) ; on ne les regarde que pour une preuve.
    - **Pioche :** votre camp, les mercenaires ou (variante héroïque) les héros ; une pioche vide ne se choisit plus.
    - **Cri de ralliement :** plus de guerrier en main ? Prenez dans la pioche adverse autant de cartes que le prochain adversaire en a en main (sans dépasser une main pleine), et piochez-y désormais.
    - **Victoire :** vérifiez-la chaque fois qu’un rempart est gagné ; elle s’obtient par majorité, percée ou encerclement.
    - **Majorité :** { $majority } remparts gagnés.
    - **Percée :** { $breakthrough } remparts gagnés côte à côte.
    - **Encerclement :** les deux remparts extérieurs, chacun avec une carte de { $high } ou plus de votre côté, une fois la ligne complète.
    - **Roi de France :** une victoire atteinte grâce aux remparts gagnés avec des cartes vertes seules (si, sans eux, elle ne tient plus) lui revient ; les deux camps perdent.
    - **Partie bloquée :** elle s’arrête après autant de tours calmes d’affilée que de joueurs (aucune carte jouée, aucune conquête annoncée), si aucune conquête n’est en attente et si personne n’a en main une carte qu’il pourrait poser ; le camp qui a gagné le plus de remparts l’emporte ; à égalité, celui qui n’a pas joué Gabriel si l’autre l’a joué ; sinon, partie nulle.
    - **Héros :** { $hero-limit ->
        [opponent-cards] un camp ne peut avoir joué plus de héros que l’autre n’a joué de cartes, plus un
       *[opponent-heroes] un camp ne peut avoir joué plus de héros que l’autre, plus un
    } ; aucun héros pioché ni reçu avec moins de 2 guerriers en main ; un héros n’agit jamais sur un autre héros.

## Légendes des exemples

rb-ex-line-caption = La ligne ne grandit que par ses bouts : chaque nouveau rempart vient à gauche ou à droite, jamais entre deux autres, et la ligne n’en compte jamais plus de { $ramparts }. Les remparts sont nommés de gauche à droite d’après la ligne finale : le premier posé est donc ici le rempart B.
rb-ex-formations-caption = Les cinq combinaisons, de la plus forte à la plus faible, chacune avec son total : il ne sert qu’à départager deux combinaisons de même rang.
rb-ex-tie-sum-caption =
    Au rempart { $rampart }, les deux camps ont formé { $normans-formation ->
        [three] un brelan
        [colour-run] une suite couleur
        [run] une suite
        [colour] une couleur
       *[sum] une somme
    }. Les Bretons avaient complété leur côté les premiers, mais à combinaison égale le total passe avant : { $normans-sum } pour les Normands contre { $bretons-sum } pour les Bretons, et le rempart revient aux Normands.
rb-ex-tie-first-caption =
    Au rempart { $rampart }, le côté normand était déjà complet quand les Bretons ont posé leur dernière carte. Même combinaison et même total ({ $normans-sum }) : le rempart revient au camp qui a complété son côté le premier, { $first ->
        [normans] les Normands.
       *[bretons] les Bretons.
    }
rb-ex-claim-proved-caption =
    Les Normands annoncent la conquête du rempart { $rampart } avec leur { $normans-formation ->
        [three] brelan
        [colour-run] suite couleur
        [run] suite
        [colour] couleur
       *[sum] somme
    } ({ $normans-sum }) alors que le côté breton n’est pas complet. Aucune façon de compléter le côté breton avec les guerriers restés hors du champ de bataille ne battrait cette combinaison : la conquête est valable.
rb-ex-claim-refused-caption =
    La conquête du rempart { $rampart } est refusée : un guerrier encore hors du champ de bataille pourrait compléter le côté breton en une combinaison plus forte que { $normans-formation ->
        [three] le brelan
        [colour-run] la suite couleur
        [run] la suite
        [colour] la couleur
       *[sum] la somme
    } des Normands ({ $normans-sum }).
rb-ex-majority-caption =
    Majorité : les Normands gagnent leur { $normans-won ->
        [1] premier
       *[other] { $normans-won }ᵉ
    } rempart, et la partie s’arrête sur-le-champ.
rb-ex-breakthrough-caption =
    Percée : { $winner ->
        [bretons] les Bretons
       *[normans] les Normands
    } ont gagné { $breakthrough } remparts côte à côte, et la partie s’arrête sur-le-champ.
rb-ex-encirclement-caption =
    Encerclement : la ligne a ses { $ramparts } remparts, et { $winner ->
        [bretons] les Bretons
       *[normans] les Normands
    } tiennent ses deux bouts, chacun avec une carte de { $high } ou plus de leur côté.
rb-ex-king-caption =
    En gagnant le rempart dont ils avaient annoncé la conquête, les Normands atteignent { $victory ->
        [majority] la majorité
        [breakthrough] la percée
        [encirclement] l’encerclement
       *[other] la victoire
    }, mais le rempart { $rampart }, encadré, n’avait été gagné qu’avec des mercenaires ; sans lui, la victoire ne tient plus : le roi de France l’emporte, et les deux camps perdent.
rb-ex-rally-caption = La pioche bretonne et celle des mercenaires sont vides, et les Bretons n’ont plus une carte en main : au début de leur tour, ils poussent leur cri de ralliement, prennent dans la pioche normande autant de cartes que les Normands en ont en main et y piocheront désormais. Les guerriers rouges qu’ils posent comptent de leur côté comme les autres.
rb-ex-hero-richard-caption = Joué par les Normands, Richard Iᵉʳ est un guerrier libre : il prend la couleur et la valeur choisies par les Normands.
rb-ex-hero-hoel-caption =
    Joué par les Normands, Hoël Iᵉʳ n’est qu’un poids mort, un 1 vert : leur côté du rempart { $rampart } n’est plus qu’{ $normans-formation ->
        [three] un brelan
        [colour-run] une suite couleur
        [run] une suite
        [colour] une couleur
       *[sum] une somme
    } ({ $normans-sum }), faite de cartes vertes seules. S’ils gagnent ce rempart, une victoire qui ne tiendrait pas sans lui reviendra au roi de France.
rb-ex-hero-mainard-caption =
    Joué par les Normands, Mainard prend un guerrier du côté breton d’un autre rempart et le pose du côté normand du rempart { $rampart } : les Normands y ont maintenant { $normans-formation ->
        [three] un brelan
        [colour-run] une suite couleur
        [run] une suite
        [colour] une couleur
       *[sum] une somme
    } ({ $normans-sum }).
rb-ex-hero-nordoard-caption = Joué par les Bretons, Nordoard fait un déplacement : un guerrier normand quitte le rempart { $rampart } pour un autre rempart, où il reste du côté normand. Le côté normand du rempart { $rampart } n’est plus complet.
rb-ex-hero-hugues-caption = Joué par les Normands, Hugues de Cavalcamp fait un déplacement : un guerrier breton quitte le rempart { $rampart } pour un autre rempart, où il reste du côté breton. Le côté breton du rempart { $rampart } n’est plus complet.
rb-ex-hero-lothaire-caption =
    Joué par les Normands, Lothaire va chercher dans la pioche le mercenaire qui leur convient et le pose aussitôt ; la pioche est ensuite battue. Gare au roi : leur { $normans-formation ->
        [three] brelan
        [colour-run] suite couleur
        [run] suite
        [colour] couleur
       *[sum] somme
    } ({ $normans-sum }) n’est faite que de cartes vertes ; s’ils gagnent ce rempart, une victoire qui ne tiendrait pas sans lui reviendra au roi de France.
rb-ex-hero-aubert-caption =
    Joué par les Normands, Saint Aubert veille sur le rempart { $rampart } : les cartes vertes qui s’y trouvent gardent leur couleur, mais comptent 0 et ne font plus de suite. Avant son arrivée, la suite couleur verte des Bretons battait celle des Normands ; elle n’est plus qu’{ $bretons-formation ->
        [three] un brelan
        [colour-run] une suite couleur
        [run] une suite
        [colour] une couleur
       *[sum] une somme
    } ({ $bretons-sum }), et la suite couleur normande ({ $normans-sum }) l’emporte. Plus aucune carte verte n’entrera sur ce rempart.
rb-ex-hero-gabriel-caption =
    Les Normands menaçaient de conquérir le rempart { $rampart } avec leur { $normans-formation ->
        [three] brelan
        [colour-run] suite couleur
        [run] suite
        [colour] couleur
       *[sum] somme
    } ({ $normans-sum }) : joué par les Bretons, l’archange Gabriel le scelle. Plus aucune carte n’y entre ni n’en sort, et personne ne le gagnera.
rb-ex-gift-caption = Partie à 4 : après un tour de table, chaque joueur donne une carte de sa main au prochain joueur de son camp, et les dons s’échangent tous d’un coup.

# The balance report (`scriptorium balance`): how a simulated game ended.
balance-end = { $end ->
    [majority] majorité
    [breakthrough] percée
    [encirclement] encerclement
    [count] partie bloquée : plus de remparts
    [gabriel] partie bloquée : Gabriel départage
    [draw] partie bloquée : égalité
   *[king] le roi de France
}
