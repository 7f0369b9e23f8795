"""The names the decklist tools offer, apart from the readers, so that the command line's help
reads them without loading the card database: the layouts read and written, the deck rules."""

#: The layouts a decklist may be read from; "auto" guesses (decks.detect_format).
FORMATS = ("twd", "amaranth", "vdb", "lackey", "jol")
#: The layouts a decklist may be written in: the tournament archive's, JOL's and Lackey's.
WRITE_FORMATS = ("twd", "jol", "lackey")
#: The deck rules check_deck knows: today's, and the classic ones ("seed").
RULES = ("current", "seed")
