report-title = Balance report: { $game }
report-subtitle = Rulesets { $rulesets } · seed { $seed } · { $games } games
report-intro =
    Every rate is shown with its 95 % confidence interval, the bar's whisker: with this many games the true rate lies inside it 19 times in 20. The dashed line marks an even share; a figure whose whole interval lies on one side of it is marked ◆, a difference too large to be chance. A draw counts as half a win for each side. Each player takes every side in turn, one game in two with two sides, so turn order, side and player are separate figures; with more sides, the first player of a pairing plays one side against the second on all the others.
report-players =
    Players: ‘random’ picks any legal decision; ‘greedy’ takes the best decision by a one-move rule of thumb; ‘ismcts:N’ searches N deals consistent with what it has seen before each decision, and never looks at hidden cards.
ladder-title = The strength ladder
ladder-caption = Each bar is the stronger player's share of wins against the player below it ({ $games } games a rung, ruleset { $ruleset }). The ladder holds when every interval lies right of the dashed line.
ladder-rung = { $stronger } against { $weaker }
ladder-holds = The ladder holds: each player beats the one below it beyond chance.
ladder-fails = The ladder does not hold everywhere: on a rung without ◆, either these games cannot tell the two players apart, or the upper player is the weaker one (its whole interval left of the line).
run-title = { $ruleset }, { $seats } players: { $pairing }
run-games = { $games } games
wins-caption = Wins by turn order, by side and by player, and draws.
label-order = { $k ->
    [1] first to move
    [2] second to move
    [3] third to move
   *[other] { $k }th to move
}
label-side = { $side }
label-player = { $player }
label-draws = draws
ends-caption = How the games ended.
lengths-caption = Games by length, in { $unit ->
    [rounds] rounds
   *[turns] turns
}: mean { $mean }.
cards-caption = For each card, the share of the sides' games in which that side played it (left), and the share of those games it won (right). A card often played by losing sides may be weak, or played when behind.
cards-head-card = Card
cards-head-played = Played
cards-head-wins = Wins when played
worth-title = What each card is worth
worth-caption = Each bar is the share of wins of { $player } forbidden one card (it plays it only when it has no other decision) against { $player } free to play it: { $games } games a card, ruleset { $ruleset }. Far left of the dashed line, the card wins games for whoever holds it; near the line, a player does as well without it; right of it, the card harms whoever plays it more than it helps.
worth-label = without { $card }
compare-title = { $ruleset } against { $against }
compare-caption = Each figure under { $ruleset } beside the same figure under { $against } ({ $pairing }), and their difference with its 95 % interval; ◆ marks a difference beyond chance.
against-title = { $ruleset }: this pack against { $folder }
against-caption = Each figure of this pack beside the same figure of the copy in { $folder } (ruleset { $ruleset }, { $pairing }, the same seeds), and their difference with its 95 % interval; ◆ marks a difference beyond chance.
against-this = this pack
compare-head-figure = Figure
compare-head-difference = Difference
rare-title = Rare states
rare-caption = Games that ended in a state a designer should look at, with the command that replays each one move by move.
rare-none = No game ended in a rare state.
