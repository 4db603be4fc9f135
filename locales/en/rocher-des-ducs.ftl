# Le rocher des ducs — English texts.
# The cards and the rules summary read these messages; numbers come from the
# rules engine and game.toml through the { $… } variables.

game-name = Le rocher des ducs
doc-cards-duplex = { $game } — print-and-play cards, double-sided ({ $paper })
doc-cards-gutterfold = { $game } — print-and-play cards to fold and glue ({ $paper })
doc-cards-printshop = { $game } — cards for a print shop, one per page with bleed
alt-card-face = Card { $face }

## Factions and card backs
faction-normans = Normans
faction-bretons = Bretons
faction-mercenaries = Mercenaries
back-heroes = Heroes

## Heroes (heroic variant)
hero-richard = Richard I
hero-richard-title = Duke of Normandy
hero-hoel = Hoël I
hero-hoel-title = Duke of Brittany
hero-mainard = Mainard
hero-mainard-title = Abbot of the Mount
hero-nordoard = Nordoard
hero-nordoard-title = Archbishop of Rennes
hero-hugues = Hugues de Cavalcamp
hero-hugues-title = Archbishop of Rouen
hero-lothaire = Lothaire
hero-lothaire-title = King of the Franks
hero-aubert = Saint Aubert
hero-aubert-title = Spirit of the Mount’s founder
hero-gabriel = The Archangel Gabriel
hero-gabriel-title = Holy protector

## Powers of the heroes
power-for-normans = For the Normans
power-for-bretons = For the Bretons
power-for-both = For either side
power-free = Laid as a warrior of the colour and value you choose.
power-weight = Laid as a green mercenary worth 1: dead weight for your side.
power-mainard = Take an enemy warrior from a contested rampart and lay it on your side of a contested rampart.
power-move = Shift an enemy warrior from one contested rampart to another, still on the enemy side.
power-lothaire = Pick any mercenary from its draw pile and lay it at once; then shuffle that pile.
power-aubert = Beside a contested rampart: no more mercenaries may join it, and those already there keep their colour but are worth nothing.
power-gabriel = Seals a contested rampart: no more cards, and nobody wins it. If the game ends level, the other side wins.

## Rules summary
summary-title = Rules summary
summary-formations = Formations, strongest first
formation-three = **Three of a kind**: three cards of the same value.
formation-colour-run = **Colour run**: three consecutive values in one colour.
formation-run = **Run**: three consecutive values in mixed colours.
formation-colour = **Colour**: three cards of one colour.
formation-sum = **Sum**: anything else.
summary-tie = Between equal formations the higher sum wins; on equal sums, the side that laid its third card first.
summary-claims-title = Claims
summary-claims = Announce a claim on your turn; it is settled at the start of your next one. Your { $cards } cards must be laid, and the enemy’s too, unless you can prove that no card missing from the battlefield could beat your formation (heroes aside).
summary-victory-title = Victory, checked whenever a rampart falls
victory-majority = **Majority**: { $majority } ramparts.
victory-breakthrough = **Breakthrough**: { $breakthrough } ramparts side by side.
victory-encirclement = **Encirclement**: both end ramparts of a line of { $ramparts }, each with a 6 or a 7 on your side.
summary-king = **The King of France** wins, and both sides lose, when a victory is reached only thanks to ramparts taken by mercenaries alone.
