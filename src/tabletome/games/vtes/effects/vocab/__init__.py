"""The vocabulary card effects are written in: most cards are data, a composition of these
primitives; a card's own code (:class:`~.prims.Code`, :func:`~.registry.hook`) says only what they
cannot. effects/README.md lists each primitive with cards that use it.

- :mod:`.prims`: the shape of an effect primitive, :class:`~.prims.Gives` (what it gives), sequences
  and code;
- :mod:`.registry`: registering a card, its uses at each discipline level, its statics, flags,
  events, strikes and abilities;
- :mod:`.when` (timing: moments and conditions), :mod:`.kinds` (kinds of minions),
  :mod:`.targets` (choices), :mod:`.amounts` (numbers, X);
- :mod:`.action`, :mod:`.minion`, :mod:`.combat`, :mod:`.politics`, :mod:`.inplay`: the effects;
- :mod:`.uses`: the usual ways a card is played, as ready-made uses.
"""
