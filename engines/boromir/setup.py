"""Dealing a Boromir game: the ring, the hands, the draw pile and the secret sides.

Two players: 52 cards and one joker; the ring is 12 cards and the joker at a
random spot, and a Jack of Spades dealt into the ring goes back into the pile
(shuffled) for another card, since whoever draws it will be black. Three or
four players: each is first dealt a jack for their secret suit, the jacks go
back into the deck, and the game is set up as usual (a jack dealt into the
ring stays); three players play without the joker.
"""

from __future__ import annotations

from engines.boromir.ring import JACK, JACK_OF_SPADES
from engines.boromir.state import HAND_SIZE, RING_SIZE, BoromirState
from engines.core.cards import JOKER, SUITS, Card, full_deck
from engines.core.dice import rng_for, shuffled
from engines.core.messages import Message, msg

SEAT_LETTERS = "ABCD"
MIN_PLAYERS, MAX_PLAYERS = 2, 4


def deal(players: int, seed: int) -> BoromirState:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Boromir is for {MIN_PLAYERS}-{MAX_PLAYERS} players, not {players}")
    rng = rng_for(seed, 0, "deal")
    log: list[Message] = []
    suits: tuple[str, ...] = ()
    if players > 2:
        jacks = shuffled([Card(JACK, suit) for suit in SUITS], rng)
        suits = tuple(jack.suit for jack in jacks[:players])
        log.append(msg("Each player is dealt a jack in secret: its suit is theirs to score."))
        if players == 3:
            log.append(msg("The fourth suit scores for nobody."))
    deck = shuffled(full_deck(), rng)
    with_joker = players != 3
    ring: list[Card] = [deck.pop() for _ in range(RING_SIZE - with_joker)]
    if players == 2 and JACK_OF_SPADES in ring:
        ring[ring.index(JACK_OF_SPADES)] = deck.pop()
        deck = shuffled([*deck, JACK_OF_SPADES], rng)
        log.append(
            msg(
                "The Jack of Spades was dealt into the ring: it goes back into the pile, "
                "shuffled, and another card takes its place."
            )
        )
    if with_joker:
        ring.insert(rng.randrange(RING_SIZE), JOKER)
    hands = [tuple(deck.pop() for _ in range(HAND_SIZE)) for _ in range(players)]
    holder = next((seat for seat, hand in enumerate(hands) if JACK_OF_SPADES in hand), None)
    first = rng.randrange(players)
    log.append(msg("The draw picks {seat} to start.", seat=SEAT_LETTERS[first]))
    return BoromirState(
        players=players,
        seed=seed,
        ring=tuple((card,) for card in ring),
        draw_pile=tuple(deck),
        hands=tuple(hands),
        turn=first,
        first=first,
        jack_holder=holder if players == 2 else None,
        suits=suits,
        captures=(0,) * players,
        log=tuple(log),
    )
