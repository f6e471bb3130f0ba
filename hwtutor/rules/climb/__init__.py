"""The climbing (shedding) engine: duxiao and xuan (seed 003, rulings R-40..R-53).

One module per job: `order` ranks the cards per variant, `patterns`
recognises and compares plays (R-41), `rounds` keeps the rounds of play,
`declare_duxiao` / `declare_xuan` the declarations, `settle` the scoring,
`legal` the listing of legal actions, `game` the state machine `ClimbGame`,
`selfplay` a small random player for samples and tests.
"""
